import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build as esbuild, type Metafile } from "esbuild";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../../tooling/core";
import { mergeChunks } from "../../tooling/merge-chunks";

// A small app shaped like the site: an entry that loads two pages on demand, the pages sharing a
// store and a helper with the entry and each other. esbuild alone cuts the shared code into
// chunks of its own; merged, what the entry has loaded lives in the entry.
const dir = join(root, ".cache", "node-test", "merge-chunks");
const src = join(dir, "src");
const out = join(dir, "assets");
const files: Record<string, string> = {
  "store.js": "export let count = 0;\nexport function bump() { return ++count; }\n",
  "format.js": 'export const format = (n) => "#" + n;\n',
  "pagesOnly.js": 'export const both = "shared by the pages only";\n',
  "entry.js":
    'import { bump } from "./store.js";\nimport { format } from "./format.js";\nbump();\n' +
    'export const pages = { a: () => import("./pageA.js"), b: () => import("./pageB.js") };\nexport const first = format(1);\n',
  "pageA.js": 'import { bump, count } from "./store.js";\nimport { format } from "./format.js";\nimport { both } from "./pagesOnly.js";\nexport const a = () => [format(bump()), both];\nexport const seen = () => count;\n',
  "pageB.js": 'import { bump } from "./store.js";\nimport { both } from "./pagesOnly.js";\nexport const b = () => [bump(), both];\n',
};
let metafile: Metafile;
const banner = "//# allFunctionsCalledOnLoad";

beforeAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await mkdir(src, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(src, name), text);
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: { entry: join(src, "entry.js") },
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    outdir: out,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: "external",
    banner: { js: banner },
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  metafile = await mergeChunks(result.outputFiles, result.metafile, relative(root, join(src, "entry.js")), out, banner);
});
afterAll(() => (process.env.KEEP ? undefined : rm(dir, { recursive: true, force: true })));

const written = async () => (await readdir(out, { recursive: true })).filter((f) => f.endsWith(".js")).map((f) => join(out, f));
const entryFile = async () => (await written()).find((f) => /entry-[0-9a-f]{8}\.js$/.test(f))!;

describe("merging esbuild's chunks", () => {
  it("leaves the entry importing nothing before it runs: what it needs is in it", async () => {
    const key = relative(root, await entryFile());
    expect(metafile.outputs[key]?.imports.filter((i) => i.kind === "import-statement")).toEqual([]);
    expect(await readFile(await entryFile(), "utf8")).not.toMatch(/^import\b/m);
  });

  it("keeps each page a file of its own, loaded on demand, named with a content hash", async () => {
    const names = (await written()).map((f) => relative(out, f));
    expect(names.filter((n) => /^chunks\/page[AB]-[0-9a-f]{8}\.js$/.test(n))).toHaveLength(2);
    const entry = metafile.outputs[relative(root, await entryFile())]!;
    expect(entry.imports.filter((i) => i.kind === "dynamic-import")).toHaveLength(2);
  });

  it("runs as one program: a page shares the entry's store, not a copy of it", async () => {
    const app = (await import(pathToFileURL(await entryFile()).href)) as { first: string; pages: Record<"a" | "b", () => Promise<Record<string, () => unknown>>> };
    expect(app.first).toBe("#1");
    const a = await app.pages.a();
    const b = await app.pages.b();
    expect(a.a!()).toEqual(["#2", "shared by the pages only"]);
    expect(b.b!()).toEqual([3, "shared by the pages only"]);
    expect(a.seen!()).toBe(3);
  });

  it("starts every file with the compile hint and links a source map that names the sources", async () => {
    for (const file of await written()) {
      const text = await readFile(file, "utf8");
      expect(text.startsWith(`${banner}\n`), file).toBe(true);
      expect(text.split(banner)).toHaveLength(2);
      const map = JSON.parse(await readFile(`${file}.map`, "utf8")) as { sources: string[] };
      expect(text).toContain(`//# sourceMappingURL=${file.split("/").pop()}.map`);
      expect(map.sources.some((s) => s.endsWith("src/store.js") || s.endsWith("src/pageA.js") || s.endsWith("src/pageB.js") || s.endsWith("src/pagesOnly.js"))).toBe(true);
    }
  });

  it("returns a metafile of the merged files that still says which sources each holds", async () => {
    const entry = metafile.outputs[relative(root, await entryFile())]!;
    expect(entry.entryPoint).toBe(relative(root, join(src, "entry.js")));
    expect(Object.keys(entry.inputs).map((i) => i.split("/").pop())).toEqual(expect.arrayContaining(["store.js", "format.js", "entry.js"]));
    const pageA = Object.values(metafile.outputs).find((o) => o.entryPoint?.endsWith("pageA.js"))!;
    expect(Object.keys(pageA.inputs).some((i) => i.endsWith("pageA.js"))).toBe(true);
    for (const o of Object.values(metafile.outputs)) for (const i of o.imports) expect(metafile.outputs[i.path], i.path).toBeDefined();
  });
});
