/**
 * Builds the static site into dist/ (or $OUT_DIR), each page in one pass:
 * 1. the photo pipeline (tooling/photos.ts), first: the bundle imports the manifest it writes;
 * 2. the browser bundle: an entry, one chunk per page, shared chunks and one stylesheet;
 * 3. the build's Node bundle (tooling/prerender.ts) renders each route to its HTML and the facts
 *    the page needs, and tooling/pages.ts writes the page once, CSP <meta> included, compressed;
 * 4. static files, share images, sitemap and friends, the host config, and compression of the rest.
 * Run with `npm run build`.
 */
import { build as esbuild, type Metafile } from "esbuild";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { configFromEnv, type SiteConfig } from "./src/config";
import { kb, root, textTable } from "./tooling/core";
import { appFirst, browserOptions, compactPhotoManifest, importNodeBundle, reactSyncExternalStore } from "./tooling/bundles";
import { buildPhotos } from "./tooling/photos";
import { bundleAssets, writePage, type BundleAssets, type WrittenPage } from "./tooling/pages";
import { languageTags, type Locale } from "./src/lib/localize";

type Prerender = typeof import("./tooling/prerender");
import { writeShareImages } from "./tooling/seo";
import { writeHostConfig } from "./tooling/hosts";
import { precompress } from "./tooling/compress";
import { prepareContent } from "./tooling/content";
import { writeAdmin } from "./tooling/content/admin";

export interface BuildOptions {
  outDir?: string;
  config?: SiteConfig;
  /** An inline script before </body> (the dev server's live reload), allowed by the CSP by hash. */
  inlineScript?: string;
  quiet?: boolean;
  /** Another folder of content JSON (and photos in <dir>/photos/) instead of src/content/; or $CONTENT_DIR. */
  contentDir?: string;
}

export interface BuildResult {
  outDir: string;
  pages: { path: string; file: string; bytes: number; gzip: number }[];
  /** The entry script, and all scripts together (entry, page chunks, shared chunks). */
  js: { file: string; bytes: number; gzip: number };
  jsTotal: { files: number; bytes: number; gzip: number };
  css: { bytes: number; gzip: number };
  /** esbuild's metafile of the browser bundle: which inputs the JS is made of (size budgets). */
  metafile?: Metafile;
  /** The same for each language's bundle (metafile is the first language's). */
  metafiles: Partial<Record<Locale, Metafile>>;
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

// V8's explicit compile hint, at the top of every script: compile every function while the file
// streams in, off the main thread, instead of lazily during the module's evaluation (measured:
// evaluation of the page's modules at 4x slowdown drops from a median of 168 ms to 116 ms).
const compileHint = "//# allFunctionsCalledOnLoad";

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  if (existsSync(join(root, ".env"))) process.loadEnvFile(join(root, ".env"));
  const outDir = resolve(root, options.outDir ?? process.env.OUT_DIR ?? "dist");
  const config = options.config ?? configFromEnv(process.env);
  const log = options.quiet ? () => {} : console.log;
  if (!options.quiet) warnAboutEmailjs(config);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, "assets"), { recursive: true });

  // The content is checked before anything is built; then photos: the bundle imports their manifest.
  const content = await prepareContent({ contentDir: options.contentDir ?? process.env.CONTENT_DIR, outDir });
  const { manifest } = await buildPhotos({ outDir, log, srcDir: content.photosDir, manifestFile: content.manifestFile });

  // One browser bundle and one set of pages per language: each page carries its own language only.
  // Chunks the languages share (React, the router, the code) get the same name and are cached once.
  const started = Date.now();
  const template = await readFile(join(root, "index.html"), "utf8");
  const pages: WrittenPage[] = [];
  const jsFiles = new Set<string>();
  const metafiles: BuildResult["metafiles"] = {};
  let first: { assets: BundleAssets; metafile: Metafile; server: Prerender } | undefined;
  for (const locale of content.languages) {
    const plugin = content.pluginFor(locale);
    const browserPlugin = content.pluginFor(locale, { browser: true });
    const client = await esbuild({
      ...browserOptions(config, locale),
      splitting: true,
      outdir: join(outDir, "assets"),
      entryNames: "[name]-[hash]",
      chunkNames: "chunks/[name]-[hash]",
      assetNames: "[name]-[hash]",
      sourcemap: "external",
      // Self-hosted fonts are copied from static/ as they are, not bundled.
      external: ["/fonts/*"],
      plugins: [browserPlugin, appFirst, compactPhotoManifest, reactSyncExternalStore],
      banner: { js: compileHint },
      metafile: true,
    });
    const metafile = client.metafile;
    const assets = await bundleAssets(metafile, outDir);
    metafiles[locale] = metafile;
    assets.jsFiles.forEach((f) => jsFiles.add(f));

    const server = await importNodeBundle<Prerender>("tooling/prerender.ts", outDir, config, [plugin], locale);
    await server.prepare();
    first ??= { assets, metafile, server };
    for (const route of [...server.routes, server.notFoundRoute]) {
      const path = server.localisePath(route.path, locale);
      const input = { route: { ...route, path, file: server.localiseFile(route.file, locale) }, lang: languageTags[locale], rendered: server.render(path), headTags: server.headTags(route, config) };
      pages.push(await writePage(outDir, template, input, assets, config, options.inlineScript));
    }
  }
  if (!first) throw new Error("studio.json lists no language the site knows");
  const { assets, server } = first;
  const routes = [...server.routes, server.notFoundRoute];

  for (const entry of existsSync(join(root, "static")) ? await readdir(join(root, "static")) : []) {
    if (entry === "photos") continue; // originals: the photo pipeline derives what is served
    await cp(join(root, "static", entry), join(outDir, entry), { recursive: true });
  }
  await writeShareImages(outDir, routes, manifest);
  for (const [path, text] of Object.entries(server.siteFiles(routes, config))) await writeFile(join(outDir, path), text);
  await writeHostConfig(outDir, pages.map((p) => p.inline), config.emailjs.api, content.languages);
  const c = await precompress(outDir, new Set(pages.map((p) => join(outDir, p.file))));

  const js = await readFile(assets.entry.file);
  const jsAll = await Promise.all([...jsFiles].map((f) => readFile(f)));
  const css = assets.css?.text ?? "";
  const result: BuildResult = {
    outDir,
    pages: pages.map(({ path, file, bytes, gzip }) => ({ path, file, bytes, gzip })),
    js: { file: assets.entry.url, bytes: js.length, gzip: gzipSync(js, { level: 9 }).length },
    jsTotal: {
      files: jsAll.length,
      bytes: jsAll.reduce((n, b) => n + b.length, 0),
      gzip: jsAll.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    },
    css: { bytes: Buffer.byteLength(css), gzip: gzipSync(css, { level: 9 }).length },
    metafile: first.metafile,
    metafiles,
  };
  log(sizeTable(result));
  const sum = (key: "bytes" | "br" | "gzip") => c[key] + pages.reduce((n, p) => n + p[key], 0);
  log(
    `\nPages written with their CSP and compressed; _headers, _redirects, _nginx.conf written; ${c.files + pages.length} text files ` +
      `compressed (${kb(sum("bytes"))} → br ${kb(sum("br"))}, gzip ${kb(sum("gzip"))}) in ${Date.now() - started} ms`,
  );
  await writeAdmin({ outDir, content, log });
  return result;
}

/** The size table every build prints, so a growing page is noticed the day it grows. */
function sizeTable(r: BuildResult): string {
  const rows = [
    ["file", "raw", "gzip"],
    [r.js.file, kb(r.js.bytes), kb(r.js.gzip)],
    [`all ${r.jsTotal.files} scripts`, kb(r.jsTotal.bytes), kb(r.jsTotal.gzip)],
    ["full CSS (pages inline their part)", kb(r.css.bytes), kb(r.css.gzip)],
    ...r.pages.map((p) => [p.file, kb(p.bytes), kb(p.gzip)]),
  ];
  return textTable(rows);
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
