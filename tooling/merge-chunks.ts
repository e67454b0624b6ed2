/**
 * Fewer, larger scripts. esbuild's code splitting makes a chunk for every set of entry points that
 * share code, and every dynamic import (each page, the booking dialog, the lightbox) counts as an
 * entry point of its own, so code the app entry has already loaded is still cut into a dozen or
 * more small shared chunks (evanw/esbuild#3780): 23 scripts before a page could hydrate, each a
 * request and each compressed alone. Rollup, given esbuild's output, knows that a dynamic import
 * runs after the module that imports it and folds what the entry has loaded into the entry: 3 to 7
 * scripts, 4 to 6 KB less brotli on every page (measured on /mr: 85.9 -> 82.1 KB). Angular CLI
 * runs the same post-pass over esbuild's output. esbuild still does the compiling and minifying.
 * Rollup as @rollup/wasm-node, built to WebAssembly: the native package's platform binaries are
 * optional dependencies that npm leaves out of the lock file when the registry lacks one, and then
 * `npm ci` refuses to install.
 */
import { rollup, type ExistingRawSourceMap, type OutputChunk } from "@rollup/wasm-node";
import { transform, type Metafile, type OutputFile } from "esbuild";
import { browserTarget } from "./bundles";
import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { root } from "./core";

/** A chunk's file name without esbuild's hash ("Home-JY7X23VQ" -> "Home"): Rollup adds its own. */
const baseName = (name: string) => name.replace(/-[A-Z0-9]{8}$/, "");

/**
 * Re-bundles esbuild's JavaScript output (not yet written: `write: false`) from the output of its
 * `entryPoint` (a source path, as the metafile names it),
 * writes the merged scripts and their source maps into `assetsDir`, and returns esbuild's metafile
 * rewritten for them: each merged file's imports, and the inputs of the esbuild chunks it holds, so
 * everything that reads the metafile (which scripts a page preloads, the byte budgets) stays true.
 */
export async function mergeChunks(files: OutputFile[], metafile: Metafile, entryPoint: string, assetsDir: string, banner: string): Promise<Metafile> {
  const code = new Map(files.filter((f) => f.path.endsWith(".js")).map((f) => [f.path, f.text]));
  const maps = new Map(files.filter((f) => f.path.endsWith(".js.map")).map((f) => [f.path.slice(0, -4), f.text]));
  const key = (path: string) => relative(root, path).split("\\").join("/");
  const entry = [...code.keys()].find((path) => metafile.outputs[key(path)]?.entryPoint === entryPoint);
  if (!entry) throw new Error(`merge-chunks: esbuild wrote no output for ${entryPoint}`);

  const bundle = await rollup({
    input: { [baseName(basename(entry, ".js"))]: entry },
    // The entry keeps what it exports (the site's exports nothing); the entry may export more for its chunks.
    preserveEntrySignatures: "allow-extension",
    plugins: [
      {
        name: "esbuild-output",
        resolveId: (id, importer) => (importer && id.startsWith(".") ? resolve(dirname(importer), id) : importer ? { id, external: true } : id),
        load(id) {
          const text = code.get(id);
          if (text === undefined) throw new Error(`merge-chunks: esbuild wrote no ${id}`);
          // esbuild's own source map, so the merged map still points at src/.
          return { code: text.replace(/\/\/# sourceMappingURL=\S+\s*$/, "").replace(banner, ""), map: maps.get(id) ?? null };
        },
        // Rollup joins modules as they are and names what it joins at length (`h as h$1`): esbuild
        // minifies each merged file again. Then the banner, first line of every file (its map
        // shifted a line down with it).
        async renderChunk(text) {
          const min = await transform(text, { loader: "js", format: "esm", minify: true, target: browserTarget, charset: "utf8", legalComments: "none", sourcemap: "external" });
          const map = JSON.parse(min.map) as ExistingRawSourceMap;
          return { code: `${banner}\n${min.code}`, map: { ...map, mappings: `;${map.mappings}` } };
        },
      },
    ],
  });
  const { output } = await bundle.generate({
    // Where the files go: the source maps name their sources relative to it.
    dir: assetsDir,
    format: "es",
    compact: true,
    sourcemap: true,
    hashCharacters: "hex",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: (chunk) => `chunks/${baseName(chunk.name)}-[hash].js`,
  });
  await bundle.close();

  const outputs: Metafile["outputs"] = Object.fromEntries(Object.entries(metafile.outputs).filter(([k]) => !k.endsWith(".js") && !k.endsWith(".js.map")));
  const byKey = (path: string) => metafile.outputs[key(path)];
  for (const chunk of output.filter((o): o is OutputChunk => o.type === "chunk")) {
    const file = join(assetsDir, chunk.fileName);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, chunk.code);
    if (chunk.map) await writeFile(file + ".map", chunk.map.toString());
    const held = Object.keys(chunk.modules).map(byKey).filter((o) => o !== undefined);
    // The entry point it holds: Rollup names no facade when the file also exports for others.
    const facade = (chunk.facadeModuleId ? byKey(chunk.facadeModuleId) : undefined) ?? held.find((o) => o.entryPoint);
    const inputs: Metafile["outputs"][string]["inputs"] = {};
    for (const o of held) for (const [input, v] of Object.entries(o.inputs)) inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + v.bytesInOutput };
    const path = (fileName: string) => key(join(assetsDir, fileName));
    outputs[path(chunk.fileName)] = {
      bytes: Buffer.byteLength(chunk.code),
      inputs,
      imports: [
        ...chunk.imports.map((f) => ({ path: path(f), kind: "import-statement" as const })),
        ...chunk.dynamicImports.map((f) => ({ path: path(f), kind: "dynamic-import" as const })),
      ],
      exports: chunk.exports,
      ...(facade?.entryPoint ? { entryPoint: facade.entryPoint } : {}),
      ...(facade?.cssBundle ? { cssBundle: facade.cssBundle } : {}),
    };
  }
  return { inputs: metafile.inputs, outputs };
}
