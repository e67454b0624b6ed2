/**
 * The size budgets of DESIGN.md, measured on a build without a browser: shared by
 * test/node/budgets.test.ts and the bench (bench/bench.ts).
 */
import { build as esbuild, type Metafile, type Plugin } from "esbuild";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { browserOptions } from "../tooling/bundles";

export const budgets = {
  /** Largest contentful paint, ms: text routes, and the home page with its hero photo. */
  lcpMs: 1500,
  lcpHomeMs: 2000,
  tbtMs: 100,
  /** No layout shift at all, on either profile. */
  cls: 0,
  /** DESIGN.md's budget: all JavaScript a page loads before hydrating, as transferred (brotli). */
  jsBrotli: 85 * 1024,
  /** Everything but react and react-dom, gzipped (DESIGN.md): the home page in Hindi is the
   * largest, 19.8 KB (2026-11-27), its film and player drawn after hydration. */
  ownJsGzip: 20 * 1024,
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
 * Our own code, gzipped. Its bytes come from the real build's metafile (esbuild's bytesInOutput of
 * every input but react and react-dom), so the figure follows whatever build.ts does (plugins,
 * defines). A minified bundle is one scope and cannot be cut apart, so the compression ratio comes
 * from the same code bundled again with react and react-dom left out.
 */
export async function ownCodeGzip(
  metafile: Metafile,
  /** A language's bundle: its words compress at their own ratio (Devanagari's three-byte letters better than Latin). */
  language?: { locale: string; plugins: Plugin[] },
): Promise<{ bytes: number; gzip: number; ratio: number }> {
  const result = await esbuild({
    ...browserOptions(undefined, language?.locale),
    plugins: language?.plugins,
    outdir: "out",
    write: false,
    external: frameworkPackages.flatMap((p) => [p, `${p}/*`]),
    // Only the JavaScript is measured here; the CSS is inlined into the pages and budgeted there.
    loader: { ".css": "empty" },
    logLevel: "silent",
  });
  const js = result.outputFiles.filter((f) => f.path.endsWith(".js"));
  const raw = js.reduce((n, f) => n + f.contents.length, 0);
  const ratio = js.reduce((n, f) => n + gzipSize(Buffer.from(f.contents)), 0) / raw;
  const bytes = ownInputs(metafile).reduce((n, r) => n + r.bytes, 0);
  return { bytes, gzip: Math.round(bytes * ratio), ratio };
}

/** The scripts a page starts with: its entry module and the chunks it preloads before hydrating. */
export function pageScripts(html: string): string[] {
  const list = /<script type="module" data-modules='([^']*)'/.exec(html)?.[1];
  return list ? (JSON.parse(list.replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as string[]) : [];
}

/**
 * The JavaScript one page loads (each page is its own chunk): all of it gzipped, and our own part
 * of it (its metafile bytes, at our code's gzip ratio from ownCodeGzip).
 */
export async function pageJs(
  outDir: string,
  metafile: Metafile,
  html: string,
  ownRatio: number,
): Promise<{ files: string[]; gzip: number; gzipPerFile: number; brotli: number; ownGzip: number }> {
  const files = pageScripts(html);
  const contents: Buffer[] = [];
  let gzipPerFile = 0;
  let brotli = 0;
  let own = 0;
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
      if (!isFramework(input)) own += bytesInOutput;
    }
  }
  // "Gzipped in total": the page's scripts as one stream. Served file by file, each small file
  // also pays its own gzip header and dictionary warm-up: that figure is reported beside it.
  return { files, gzip: gzipSize(Buffer.concat(contents)), gzipPerFile, brotli, ownGzip: Math.round(own * ownRatio) };
}
