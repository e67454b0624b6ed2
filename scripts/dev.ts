// `npm run dev`: rebuilds on every change and reloads open pages, or shows the mistake on them;
// the content's warnings show on every page until they are mended, in the terminal too.
// `npm run admin` points the owner at /admin/ to edit the working copy.
import { watch } from "node:fs";
import type { ServerResponse } from "node:http";
import { resolve } from "node:path";
import { build } from "../build";
import { createStaticServer, listen } from "./serve";

const outDir = process.env.OUT_DIR ?? ".cache/dev";
const admin = process.argv.includes("--admin");
const clients = new Set<ServerResponse>();
// A mistake shows open; warnings fold into one line, so the page can still be judged beneath them.
const reloadScript =
  `new EventSource("/__reload").onmessage=e=>{if(e.data==="reload")return location.reload();const n=JSON.parse(e.data);` +
  `let d=document.getElementById("dev-notes");if(!d){d=document.createElement("details");d.id="dev-notes";document.body.prepend(d)}` +
  `const w=n.startsWith("Warning: "),s=document.createElement("summary"),p=document.createElement("pre");d.open=!w;` +
  `s.textContent=w?n.split("\\n").length+" content warning(s): open to read them":"The last change did not build: this is the site before it";` +
  `p.style.whiteSpace="pre-wrap";p.textContent=n;d.replaceChildren(s,p)}`;

// Photos the quick way (AVIF at effort 0, as the tests'): on a fresh clone the first build encodes
// the sample's in 33 s, not 151 s (2026-11-29). `npm run build` makes the site's.
const options = { outDir, inlineScript: reloadScript, quickPhotos: true };

/** What the last build has to say: its mistake, or its warnings; a page opened later gets it too. */
let notes = "";
const send = (data: string) => clients.forEach((c) => c.write(`data: ${data}\n\n`));
const warningsOf = (warnings: string[]) => warnings.map((w) => `Warning: ${w}`).join("\n");

let building = false;
let again = false;
/** One build at a time: a change during it builds once more after it. */
async function rebuild() {
  if (building) return void (again = true);
  building = true;
  do {
    again = false;
    const started = Date.now();
    try {
      const { warnings } = await build({ ...options, quiet: true });
      notes = warningsOf(warnings);
      if (notes) console.warn(notes);
      console.log(`rebuilt in ${Date.now() - started} ms`);
      send("reload");
    } catch (err) {
      notes = err instanceof Error ? err.message : String(err);
      console.error(notes);
      send(JSON.stringify(notes));
    }
  } while (again);
  building = false;
}

notes = warningsOf((await build(options)).warnings);
const server = createStaticServer({
  root: outDir,
  before(req, res) {
    if (req.url !== "/__reload") return false;
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    clients.add(res);
    if (notes) res.write(`data: ${JSON.stringify(notes)}\n\n`);
    req.on("close", () => clients.delete(res));
    return true;
  },
});
// On localhost the editor offers its local-repository workflow.
const url = (await listen(server, Number(process.env.PORT ?? 5173))).replace(/\/$/, "");
console.log(`Dev server at ${url} (rebuilds and reloads on change)`);
if (admin) {
  console.log(
    `\nContent editor: open ${url}/admin/ in Chrome or Edge, choose "Work with Local Repository" and pick this folder:\n  ${resolve(".")}\n` +
      `Every save writes the file here; the site at ${url} rebuilds and reloads. Commit and push when you are happy.`,
  );
}

let timer: NodeJS.Timeout | undefined;
const watched = ["src", "static", "index.html", ...(process.env.CONTENT_DIR ? [process.env.CONTENT_DIR] : [])];
for (const path of watched) {
  watch(path, { recursive: true }, (_event, file) => {
    // The build writes the photo manifest itself.
    if (file && /(^|[\\/])generated[\\/]/.test(String(file))) return;
    clearTimeout(timer);
    timer = setTimeout(rebuild, 80);
  });
}
