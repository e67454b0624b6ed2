/**
 * The size budgets of DESIGN.md, measured on a build without a browser: shared by
 * test/node/budgets.test.ts and the bench (bench/bench.ts).
 */
import { build as esbuild, type Metafile, type Plugin } from "esbuild";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { browserOptions } from "../tooling/bundles";
import { root } from "../tooling/core";

export const budgets = {
  /** Largest contentful paint, ms: text routes, and the home page with its hero photo. */
  lcpMs: 1500,
  lcpHomeMs: 2000,
  tbtMs: 100,
  /** No layout shift at all, on either profile. */
  cls: 0,
  /** DESIGN.md's budget: all JavaScript a page loads before hydrating, as transferred (brotli). */
  jsBrotli: 85 * 1024,
  /** Everything but react and react-dom, gzipped. DESIGN.md asks 20 KB; measured page by page
   * (ownCodeRatio) the Marathi /program/ carries 26.3 KB (2026-11-28, 839d384), so this guards
   * against growth while that budget is unmet (PERFORMANCE.md). */
  ownJsGzip: 28 * 1024,
  /** The village connection (400 kbit/s, 400 ms RTT, 4x CPU): first screen and hydration, ms. */
  villageLcpMs: 3000,
  villageHydratedMs: 6000,
  /** Lighthouse's mobile score, median of 3: at least this, and at most this many points below
   * the reference page's median in the same run (a page that does nothing, scored on the same machine). */
  lighthouseScore: 95,
  lighthouseBehindReference: 3,
  /** The first round trip, gzipped: the bench holds each route's whole HTML with its inlined CSS to
   *  it; npm test, on any content, its head, its CSS and its first screen (test/node/budgets.test.ts). */
  htmlGzip: 14 * 1024,
  /** Bytes transferred before the home page's largest paint. */
  firstScreenHomeBytes: 250 * 1024,
  /** The phone the image check pictures: a common Android width at the highest density we serve for. */
  imageViewport: 412,
  imageViewportHeight: 823,
  imageDpr: 2,
  /** A picked photo may be this much wider than the slot needs: one step of the width ladder. */
  imageSlack: 1.5,
} as const;

export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Every .js file of a build (source maps aside) and its gzipped size. */
export async function jsFiles(outDir: string): Promise<{ file: string; bytes: number; gzip: number }[]> {
  const entries = await readdir(join(outDir, "assets"), { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.m?js$/.test(e.name)).map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      return { file: file.slice(outDir.length), bytes: data.length, gzip: gzipSize(data) };
    }),
  );
}

/** react, react-dom and the scheduler react-dom brings: the ~69 KB the budget sets apart. */
const frameworkPackages = ["react", "react-dom", "scheduler"];
const isFramework = (input: string) => frameworkPackages.some((p) => input.includes(`node_modules/${p}/`));

/** The bundle's inputs that are ours (not react/react-dom), by bytes in the output, largest first. */
export function ownInputs(metafile: Metafile): { input: string; bytes: number }[] {
  const rows: { input: string; bytes: number }[] = [];
  for (const [name, output] of Object.entries(metafile.outputs)) {
    if (!name.endsWith(".js")) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (!isFramework(input) && bytesInOutput > 0) rows.push({ input, bytes: bytesInOutput });
    }
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

/**
 * How our own code compresses where a page loads it. A minified bundle is one scope and cannot be
 * cut apart, so the browser bundle is built again (the same options) with react and react-dom left
 * out; a page's ratio is that of the chunks holding the modules its scripts hold, as one stream
 * (a language's words compress at their own ratio, Devanagari's three-byte letters better).
 */
export async function ownCodeRatio(locale: string, content: Plugin): Promise<(inputs: ReadonlySet<string>) => number> {
  const options = browserOptions(undefined, locale, content);
  const result = await esbuild({
    ...options,
    outdir: "out",
    write: false,
    external: [...(options.external ?? []), ...frameworkPackages.flatMap((p) => [p, `${p}/*`])],
    // Only the JavaScript is measured here; the CSS is inlined into the pages and budgeted there.
    loader: { ".css": "empty" },
    logLevel: "silent",
  });
  const chunks = result.outputFiles
    .filter((f) => f.path.endsWith(".js"))
    .map((f) => ({ contents: f.contents, inputs: Object.keys(result.metafile!.outputs[relative(root, f.path).split("\\").join("/")]!.inputs) }));
  return (inputs) => {
    const stream = Buffer.concat(chunks.filter((c) => c.inputs.some((i) => inputs.has(i))).map((c) => c.contents));
    return gzipSize(stream) / stream.length;
  };
}

/** The scripts a page starts with: its entry module and the chunks it preloads before hydrating. */
export function pageScripts(html: string): string[] {
  const list = /<script type="module" data-modules='([^']*)'/.exec(html)?.[1];
  return list ? (JSON.parse(list.replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as string[]) : [];
}

/**
 * The JavaScript one page loads (each page is its own chunk): all of it gzipped, and our own part
 * of it (its metafile bytes, at its gzip ratio from ownCodeRatio).
 */
export async function pageJs(
  outDir: string,
  metafile: Metafile,
  html: string,
  ownRatio: (inputs: ReadonlySet<string>) => number,
): Promise<{ files: string[]; gzip: number; gzipPerFile: number; brotli: number; ownGzip: number }> {
  const files = pageScripts(html);
  const contents: Buffer[] = [];
  let gzipPerFile = 0;
  let brotli = 0;
  let own = 0;
  const mine = new Set<string>();
  for (const url of files) {
    const data = await readFile(join(outDir, url));
    contents.push(data);
    gzipPerFile += gzipSize(data);
    // What the server sends: the build's precompressed copy, else brotli at its best.
    brotli += await readFile(join(outDir, url + ".br")).then(
      (b) => b.length,
      () => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
    const key = Object.keys(metafile.outputs).find((k) => k.endsWith(url));
    for (const [input, { bytesInOutput }] of Object.entries(key ? metafile.outputs[key]!.inputs : {})) {
      if (isFramework(input)) continue;
      own += bytesInOutput;
      mine.add(input);
    }
  }
  // "Gzipped in total": the page's scripts as one stream. Served file by file, each small file
  // also pays its own gzip header and dictionary warm-up: that figure is reported beside it.
  return { files, gzip: gzipSize(Buffer.concat(contents)), gzipPerFile, brotli, ownGzip: Math.round(own * ownRatio(mine)) };
}
