/**
 * `npm run dev`: rebuilds (esbuild bundles and the prerender, about half a second) whenever a
 * source file changes, serves the result, and tells open pages to reload.
 */
import { watch } from "node:fs";
import type { ServerResponse } from "node:http";
import { build } from "../build";
import { createStaticServer, exitOnSignals, listen } from "./serve";

const outDir = ".cache/dev";
const clients = new Set<ServerResponse>();
const reloadScript = `new EventSource("/__reload").onmessage=()=>location.reload()`;

async function rebuild() {
  const started = Date.now();
  try {
    await build({ outDir, inlineScript: reloadScript, quiet: true });
    console.log(`rebuilt in ${Date.now() - started} ms`);
    for (const c of clients) c.write("data: reload\n\n");
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
  }
}

await build({ outDir, inlineScript: reloadScript });
const server = createStaticServer({
  root: outDir,
  before(req, res) {
    if (req.url !== "/__reload") return false;
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    clients.add(res);
    req.on("close", () => clients.delete(res));
    return true;
  },
});
const url = await listen(server, Number(process.env.PORT ?? 5173));
console.log(`Dev server at ${url} (rebuilds and reloads on change)`);
exitOnSignals(server);

let timer: NodeJS.Timeout | undefined;
for (const path of ["src", "static", "index.html"]) {
  watch(path, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 80);
  });
}
