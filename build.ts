// `npm run build`: the static site into dist/ (or $OUT_DIR); the steps are in ARCHITECTURE.md.
import { build as esbuild, type Metafile } from "esbuild";
import { cp, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { configFromEnv, type SiteConfig } from "./src/config";
import { kb, root } from "./tooling/core";
import { browserOptions, importNodeBundle } from "./tooling/bundles";
import { buildPhotos } from "./tooling/photos";
import { bundleAssets, writePage, type WrittenPage } from "./tooling/pages";
import { languageTags, type Locale } from "./src/lib/localize";
import { writeShareImages } from "./tooling/seo";
import { writeHostConfig } from "./tooling/hosts";
import { precompress } from "./tooling/compress";
import { prepareContent } from "./tooling/content";
import { writeAdmin } from "./tooling/content/admin";

type Prerender = typeof import("./tooling/prerender");

export interface BuildOptions {
  outDir?: string;
  config?: SiteConfig;
  /** The dev server's live reload, allowed by the CSP by hash. */
  inlineScript?: string;
  quiet?: boolean;
  /** Another studio's content (and its photos/), or $CONTENT_DIR. */
  contentDir?: string;
  /** Photos encoded in a quarter of the CPU, for builds no visitor sees (tooling/photos.ts). */
  quickPhotos?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: { path: string; file: string; bytes: number; gzip: number }[];
  /** Each language's browser bundle: which inputs the JS is made of (size budgets). */
  metafiles: Partial<Record<Locale, Metafile>>;
  warnings: string[];
}

/** What a build without its settings still makes, said where the owner reads the build's log. */
export function warnAboutSettings(config: SiteConfig) {
  const { serviceId, templateId, publicKey } = config.emailjs;
  const notes: string[] = [];
  if (!(serviceId && templateId && publicKey))
    notes.push(
      "EmailJS is not configured: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and",
      "EMAILJS_PUBLIC_KEY must be set at build time (see .env.example).",
      "The site works, but enquiries cannot be sent: they wait in each visitor's",
      "browser outbox until a build with the ids is deployed.",
    );
  if (/^https?:\/\/localhost\b/.test(config.siteUrl))
    notes.push(`SITE_URL is not set: canonical links, the sitemap and the photo a shared link`, `shows point at ${config.siteUrl}. Set it to the site's address (.env.example).`);
  const bar = "!".repeat(72);
  if (notes.length) console.warn(`\n${bar}\n${notes.map((n) => `! ${n}`).join("\n")}\n${bar}\n`);
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  if (existsSync(join(root, ".env"))) process.loadEnvFile(join(root, ".env"));
  // A mistake in the content leaves the last good site whole.
  const finalDir = resolve(root, options.outDir ?? process.env.OUT_DIR ?? "dist");
  const outDir = `${finalDir}-building-${process.pid}`;
  const config = options.config ?? configFromEnv(process.env);
  const log = options.quiet ? () => {} : console.log;
  if (!options.quiet) warnAboutSettings(config);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, "assets"), { recursive: true });
  try {
    return await buildInto(outDir, finalDir, options, config, log);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function buildInto(outDir: string, finalDir: string, options: BuildOptions, config: SiteConfig, log: (line: string) => void): Promise<BuildResult> {
  // Photos first: the bundle imports their manifest.
  const content = await prepareContent({ contentDir: options.contentDir ?? process.env.CONTENT_DIR, log });
  const { manifest } = await buildPhotos({ outDir, log, checked: content.photos, shown: content.shownPhotos, manifestFile: content.manifestFile, quickPhotos: options.quickPhotos });

  // A bundle per language; the chunks they share get the same name and are cached once.
  const started = Date.now();
  const template = await readFile(join(root, "index.html"), "utf8");
  const pages: WrittenPage[] = [];
  const metafiles: BuildResult["metafiles"] = {};
  let first: Prerender | undefined;
  for (const locale of content.languages) {
    const client = await esbuild({ ...browserOptions(config, locale, content.pluginFor(locale, { browser: true })), outdir: join(outDir, "assets"), sourcemap: "external" });
    const assets = await bundleAssets(client.metafile!, outDir);
    metafiles[locale] = client.metafile!;

    const server = await importNodeBundle<Prerender>("tooling/prerender.ts", outDir, config, [content.pluginFor(locale)], locale);
    await server.prepare();
    first ??= server;
    for (const route of [...server.routes, server.notFoundRoute]) {
      const path = server.localisePath(route.path, locale);
      const input = { route: { ...route, path, file: server.localiseFile(route.file, locale) }, lang: languageTags[locale], rendered: server.render(path), headTags: server.headTags(route, config) };
      pages.push(await writePage(outDir, template, input, assets, config, options.inlineScript));
    }
  }
  const server = first!; // languagesOf() always starts with "en"
  const routes = [...server.routes, server.notFoundRoute];

  // static/photos/ aside: the photo pipeline derives what is served.
  await cp(join(root, "static"), outDir, { recursive: true, filter: (src) => src !== join(root, "static", "photos") });
  await writeShareImages(outDir, routes, manifest, content.photos);
  for (const [path, text] of Object.entries(server.siteFiles(routes, config))) await writeFile(join(outDir, path), text);
  // Before compressing: nginx sends the editor's 2.1 MB script to the owner's phone as 0.55 MB.
  await writeAdmin(outDir, content, log);
  await writeHostConfig(outDir, pages.map((p) => p.inline), config.emailjs.api, content.languages);
  const c = await precompress(outDir, new Set(pages.map((p) => join(outDir, p.file))));

  const result: BuildResult = { outDir, pages: pages.map(({ path, file, bytes, gzip }) => ({ path, file, bytes, gzip })), metafiles, warnings: content.warnings };
  const sum = (key: "bytes" | "br" | "gzip") => c[key] + pages.reduce((n, p) => n + p[key], 0);
  log(
    `\nPages written with their CSP and compressed; _headers, _redirects, _nginx.conf written; ${c.files + pages.length} text files ` +
      `compressed (${kb(sum("bytes"))} → br ${kb(sum("br"))}, gzip ${kb(sum("gzip"))}) in ${Date.now() - started} ms`,
  );
  const old = `${finalDir}-old-${process.pid}`;
  await rename(finalDir, old).catch(() => {});
  await rename(outDir, finalDir);
  await rm(old, { recursive: true, force: true });
  return { ...result, outDir: finalDir };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  build()
    .then((r) => console.log(`\nBuilt ${r.pages.length} pages into ${relative(process.cwd(), r.outDir) || "."} in ${((Date.now() - started) / 1000).toFixed(1)} s`))
    .catch((err) => {
      // A content mistake's stack is its list of problems.
      console.error(err instanceof Error ? err.stack : err);
      process.exit(1);
    });
}
