/**
 * Builds the static site into dist/ (or $OUT_DIR):
 * 1. bundles src/entry-client.tsx (minified, hashed names, external source maps) and its CSS;
 * 2. bundles src/entry-server.tsx for Node and prerenders every route into <route>/index.html;
 * 3. inlines the CSS into each page and copies static/.
 * Run with `npm run build`.
 */
import { build as esbuild, type Plugin } from "esbuild";
import { cp, mkdir, readFile, rm, writeFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { configFromEnv, type SiteConfig } from "./src/config";
import { headTags } from "./src/lib/head";
import type { PhotoManifest, PhotoVariant } from "./src/lib/photos";
import { blocksIn, pruneCss } from "./scripts/prune-css";
import { writeSeoFiles } from "./scripts/seo";
import { finishOutput } from "./scripts/finish-output";
import { buildPhotos, priorityPreloads } from "./scripts/photos";
import { loaderAsset, pageScriptTags, stylesheetAfterHydration } from "./scripts/page-scripts";

const root = dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
  outDir?: string;
  config?: SiteConfig;
  /** Extra HTML before </body>, used by the dev server's live reload. */
  bodyExtra?: string;
  quiet?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: { path: string; file: string; bytes: number; gzip: number }[];
  /** The entry script, and all scripts together (entry, page chunks, shared chunks). */
  js: { file: string; bytes: number; gzip: number };
  jsTotal: { files: number; bytes: number; gzip: number };
  css: { bytes: number; gzip: number };
  /** esbuild's metafile of the browser bundle: which inputs the JS is made of (size budgets). */
  metafile?: import("esbuild").Metafile;
}

/** Blocks of UI any page may draw in the browser before the full stylesheet applies. */
const clientOnlyBlocks = ["toast", "toasts", "page-loading"];

function loadDotEnv() {
  const file = join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}

function warnAboutEmailjs(config: SiteConfig) {
  const { serviceId, templateId, publicKey } = config.emailjs;
  if (serviceId && templateId && publicKey) return;
  const bar = "!".repeat(72);
  console.warn(
    `\n${bar}\n! EmailJS is not configured: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and\n` +
      `! EMAILJS_PUBLIC_KEY must be set at build time (see .env.example).\n` +
      `! The site works, but enquiries cannot be sent: they wait in each visitor's\n` +
      `! browser outbox until a build with the ids is deployed.\n${bar}\n`,
  );
}

/**
 * The manifest as the browser bundle gets it: without placeholders (most of its weight, and only
 * the prerendered HTML needs them: hydration keeps what the HTML has, see Photo.tsx), and with the
 * variant URLs rebuilt from each photo's id, hash and widths instead of spelled out, which cuts
 * the photo data every page downloads to about a quarter. Falls back to the plain JSON (minus
 * placeholders) if a URL does not follow the pipeline's naming.
 */
const compactPhotoManifest: Plugin = {
  name: "compact-photo-manifest",
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/]photos\.json$/ }, async (args) => {
      const manifest = JSON.parse(await readFile(args.path, "utf8"), (key, value) => (key === "placeholder" ? undefined : value)) as PhotoManifest;
      const hashOf = (url: string) => /-([0-9a-f]+)\.(?:avif|jpg)$/.exec(url)?.[1] ?? "";
      const url = (id: string, prefix: string, w: number, hash: string, ext: string) => `/assets/photos/${id}-${prefix}${w}-${hash}.${ext}`;
      const follows = (id: string, prefix: string, hash: string, vs: PhotoVariant[]) =>
        vs.every((v) => v.avif === url(id, prefix, v.width, hash, "avif") && v.jpeg === url(id, prefix, v.width, hash, "jpg"));
      const calls: string[] = [];
      for (const [set, photos] of Object.entries(manifest)) {
        const items: string[] = [];
        for (const p of photos) {
          const hash = hashOf(p.variants[0]?.avif ?? "");
          const crop = p.portrait;
          if (p.set !== set || !follows(p.id, "", hash, p.variants) || (crop && !follows(p.id, "p", hash, crop.variants))) {
            return { contents: JSON.stringify(manifest), loader: "json" };
          }
          const widths = (vs: PhotoVariant[]) => JSON.stringify(vs.map((v) => v.width));
          const cropArg = crop ? `,[${JSON.stringify(crop.media)},${crop.width},${crop.height},${widths(crop.variants)}]` : "";
          items.push(`P(${JSON.stringify(p.id)},"${hash}",${p.width},${p.height},${widths(p.variants)}${cropArg})`);
        }
        calls.push(`${JSON.stringify(set)}:[${items.join(",")}]`);
      }
      const contents =
        "const V=(id,h,ws,p)=>ws.map(w=>({width:w,avif:`/assets/photos/${id}-${p}${w}-${h}.avif`,jpeg:`/assets/photos/${id}-${p}${w}-${h}.jpg`}));" +
        "const P=(id,h,width,height,ws,c)=>Object.assign({id,set:id.split('/')[0],width,height,variants:V(id,h,ws,'')},c?{portrait:{media:c[0],width:c[1],height:c[2],variants:V(id,h,c[3],'p')}}:{});" +
        `export default {${calls.join(",")}};`;
      return { contents, loader: "js" };
    });
  },
};

/**
 * wouter still ships a shim of useSyncExternalStore for React 17; React 19 has the real one, so
 * the browser bundle uses it (about 0.8 KB less for every page).
 */
const reactSyncExternalStore: Plugin = {
  name: "react-use-sync-external-store",
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: "use-sync-external-store-shim", namespace: "react-uses" }));
    b.onLoad({ filter: /.*/, namespace: "react-uses" }, () => ({ contents: 'export { useSyncExternalStore } from "react";', resolveDir: root, loader: "js" }));
  },
};

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  loadDotEnv();
  const outDir = resolve(root, options.outDir ?? process.env.OUT_DIR ?? "dist");
  const config = options.config ?? configFromEnv(process.env);
  const log = options.quiet ? () => {} : console.log;
  if (!options.quiet) warnAboutEmailjs(config);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, "assets"), { recursive: true });

  const define = {
    "process.env.NODE_ENV": '"production"',
    __BUILD_YEAR__: String(new Date().getFullYear()),
    __SITE_CONFIG__: JSON.stringify(config),
  };

  // Photos first: the bundle imports the manifest they write.
  await buildPhotos({ outDir, log });

  // 1. The browser bundle: an entry, one chunk per page (loaded when the page is visited) and
  //    shared chunks; one stylesheet with everything, of which each page inlines what it needs.
  const client = await esbuild({
    absWorkingDir: root,
    entryPoints: { app: "src/entry-client.tsx" },
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    target: ["es2020", "chrome90", "safari15", "firefox90"],
    outdir: join(outDir, "assets"),
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    assetNames: "[name]-[hash]",
    sourcemap: "external",
    jsx: "automatic",
    define,
    // Self-hosted fonts are copied from static/ as they are, not bundled.
    external: ["/fonts/*"],
    plugins: [compactPhotoManifest, reactSyncExternalStore],
    // V8's explicit compile hint: compile every function while the file streams in, off the main
    // thread, instead of lazily during the module's evaluation (measured: evaluation of the page's
    // modules at 4x slowdown drops from a median of 168 ms to 116 ms).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const meta = client.metafile.outputs;
  const url = (out: string) => "/" + relative(outDir, resolve(root, out)).split("\\").join("/");
  const entryOut = Object.keys(meta).find((f) => meta[f]!.entryPoint === "src/entry-client.tsx" && f.endsWith(".js"));
  if (!entryOut) throw new Error("esbuild produced no JavaScript");
  const jsFile = resolve(root, entryOut);
  const jsUrl = url(entryOut);
  const cssOut = meta[entryOut]!.cssBundle;
  const css = cssOut ? await readFile(resolve(root, cssOut), "utf8") : "";
  if (cssOut) await writeFile(resolve(root, cssOut), stylesheetAfterHydration(css));
  // Chunks other pages' chunks get their own CSS files too; the one full stylesheet is enough.
  for (const f of Object.keys(meta)) {
    if (f.endsWith(".css") && f !== cssOut) await Promise.all([rm(resolve(root, f), { force: true }), rm(resolve(root, f) + ".map", { force: true })]);
  }

  /** A chunk and every chunk it imports statically, as URLs: what a page needs to start. */
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const i of meta[out]?.imports ?? []) if (i.kind === "import-statement") closure(i.path, seen);
    return seen;
  };
  const pageChunk = (page: string) => Object.keys(meta).find((f) => meta[f]!.entryPoint === `src/pages/${page}.tsx` && f.endsWith(".js"));

  // 2. The server bundle, for prerendering only.
  // One file per output folder, so builds running side by side (tests, engineers) never share it.
  const serverFile = join(root, ".cache", "server", `entry-server-${createHash("sha256").update(outDir).digest("hex").slice(0, 12)}.mjs`);
  await esbuild({
    absWorkingDir: root,
    entryPoints: ["src/entry-server.tsx"],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: serverFile,
    packages: "external",
    jsx: "automatic",
    loader: { ".css": "empty" },
    define,
    logLevel: "warning",
  });
  const server = (await import(`${pathToFileURL(serverFile).href}?t=${Date.now()}`)) as typeof import("./src/entry-server");
  await server.prepare();

  // 3. Every route, plus the not-found page; each asks for its scripts after its first screen.
  const loader = loaderAsset();
  await writeFile(join(outDir, "assets", loader.file), loader.contents);
  const template = await readFile(join(root, "index.html"), "utf8");
  const pages: BuildResult["pages"] = [];
  for (const route of [...server.routes, server.notFoundRoute]) {
    const app = server.render(route.path);
    const chunk = pageChunk(route.page);
    const modules = [...closure(entryOut), ...(chunk ? closure(chunk) : [])].filter((f) => f !== entryOut);
    const pageCss = pruneCss(css, new Set([...blocksIn(app), ...clientOnlyBlocks, ...(route.criticalBlocks ?? [])]));
    const html = template
      .replace("<!--head-->", [...headTags(route, config), ...priorityPreloads(app), pageScriptTags(`/assets/${loader.file}`, jsUrl, modules.map(url))].join("\n    "))
      .replace("<!--styles-->", `<style>${pageCss}</style>${cssOut ? `<link rel="stylesheet" href="${url(cssOut)}" media="print" id="full-css" disabled />` : ""}`)
      .replace("<!--app-->", app)
      .replace("<!--scripts-->", options.bodyExtra ?? "");
    const file = join(outDir, route.file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    pages.push({ path: route.path, file: route.file, bytes: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length });
  }

  // 4. Static files (favicon, icons, ...) as they are.
  if (existsSync(join(root, "static"))) {
    for (const entry of await readdir(join(root, "static"))) {
      if (entry === "photos") continue; // originals: the photo pipeline derives what is served
      await cp(join(root, "static", entry), join(outDir, entry), { recursive: true });
    }
  }
  await writeSeoFiles(outDir, [...server.routes, server.notFoundRoute], config);

  const js = await readFile(jsFile);
  const jsOuts = Object.keys(meta).filter((f) => f.endsWith(".js"));
  const jsAll = await Promise.all(jsOuts.map((f) => readFile(resolve(root, f))));
  const result: BuildResult = {
    outDir,
    pages,
    js: { file: jsUrl, bytes: js.length, gzip: gzipSync(js, { level: 9 }).length },
    jsTotal: {
      files: jsAll.length,
      bytes: jsAll.reduce((n, b) => n + b.length, 0),
      gzip: jsAll.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    },
    css: { bytes: Buffer.byteLength(css), gzip: gzipSync(css, { level: 9 }).length },
    metafile: client.metafile,
  };
  log(sizeTable(result));
  await finishOutput(outDir, config, log);
  return result;
}

function kb(n: number): string {
  return (n / 1024).toFixed(1) + " KB";
}

/** The size table every build prints, so a growing page is noticed the day it grows. */
export function sizeTable(r: BuildResult): string {
  const rows = [
    ["file", "raw", "gzip"],
    [r.js.file, kb(r.js.bytes), kb(r.js.gzip)],
    [`all ${r.jsTotal.files} scripts`, kb(r.jsTotal.bytes), kb(r.jsTotal.gzip)],
    ["full CSS (pages inline their part)", kb(r.css.bytes), kb(r.css.gzip)],
    ...r.pages.map((p) => [p.file, kb(p.bytes), kb(p.gzip)]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")).join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  build()
    .then((r) => console.log(`\nBuilt ${r.pages.length} pages into ${relative(process.cwd(), r.outDir) || "."} in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
