/**
 * Each page made in one pass: the route's prerender and its facts (src/entry-server.tsx render)
 * become the page's HTML, with its share of the CSS inlined, its priority photo and its scripts
 * preloaded and its own Content-Security-Policy <meta>; it is written once, compressed beside it.
 */
import type { Metafile } from "esbuild";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import type { SiteConfig } from "../src/config";
import { priorityPreloads } from "../src/lib/photos";
import { displayFontScript } from "./display-font";
import type { RenderedPage, RouteEntry } from "./prerender";
import { escapeHtml, root } from "./core";
import { componentCss, pruneCss } from "./prune-css";
import { cspMetaTag, type InlineCode } from "./security";
import { writeCompressedCopies } from "./compress";
import { loaderAsset, pageScriptTags } from "./page-scripts";

/** Blocks of UI any page may draw in the browser before the full stylesheet applies. */
const clientOnlyBlocks = ["toast", "toasts", "page-loading"];

/** What the browser bundle gives every page: its entry script, stylesheet and page chunks. */
export interface BundleAssets {
  entry: { file: string; url: string };
  /** The small async script that requests a page's scripts after its first screen (page-scripts.ts). */
  loader: { url: string };
  css: { url: string; text: string } | null;
  /** Every JS file of the bundle, as paths on disk. */
  jsFiles: string[];
  /** A page's scripts, as URLs: the chunks it needs to start (entry excluded), and what its chunk
   *  may import next (its dynamic imports, with their own imports) apart from those. */
  scriptsFor(page: string): { first: string[]; next: string[] };
}

/** Reads esbuild's metafile of the browser bundle; removes the per-chunk CSS files (the full stylesheet is enough). */
export async function bundleAssets(metafile: Metafile, outDir: string): Promise<BundleAssets> {
  const meta = metafile.outputs;
  const url = (out: string) => "/" + relative(outDir, resolve(root, out)).split("\\").join("/");
  const outputOf = (entry: string) => Object.keys(meta).find((f) => meta[f]!.entryPoint === entry && f.endsWith(".js"));
  const entryOut = outputOf("src/entry-client.tsx");
  if (!entryOut) throw new Error("esbuild produced no JavaScript");
  const cssOut = meta[entryOut]!.cssBundle;
  for (const f of Object.keys(meta)) {
    if (f.endsWith(".css") && f !== cssOut) await Promise.all([rm(resolve(root, f), { force: true }), rm(resolve(root, f) + ".map", { force: true })]);
  }
  /** A chunk and every chunk it imports statically: what a page needs to start. */
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const i of meta[out]?.imports ?? []) if (i.kind === "import-statement") closure(i.path, seen);
    return seen;
  };
  const css = cssOut ? { url: url(cssOut), text: await readFile(resolve(root, cssOut), "utf8") } : null;
  // Served without what every page inlines already (see componentCss); pages prune the whole text.
  if (cssOut && css) await writeFile(resolve(root, cssOut), componentCss(css.text));
  const loader = loaderAsset();
  await writeFile(join(outDir, "assets", loader.file), loader.contents);
  return {
    entry: { file: resolve(root, entryOut), url: url(entryOut) },
    loader: { url: `/assets/${loader.file}` },
    css,
    jsFiles: Object.keys(meta).filter((f) => f.endsWith(".js")).map((f) => resolve(root, f)),
    scriptsFor(page) {
      const chunk = outputOf(`src/pages/${page}.tsx`);
      const first = new Set([...closure(entryOut), ...(chunk ? closure(chunk) : [])]);
      const next = new Set<string>();
      for (const i of chunk ? meta[chunk]!.imports : []) if (i.kind === "dynamic-import") closure(i.path, next);
      return { first: [...first].filter((f) => f !== entryOut).map(url), next: [...next].filter((f) => !first.has(f)).map(url) };
    },
  };
}

/** The head's preload links for the page's priority photo (see lib/photos.ts priorityPreloads). */
export function priorityPhotoLinks(priority: RenderedPage["priorityPhoto"]): string[] {
  return (priority ? priorityPreloads(priority.photo, priority.sizes) : []).map(
    (l) =>
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(l.srcset)}"` +
      (l.sizes ? ` imagesizes="${escapeHtml(l.sizes)}"` : "") +
      (l.media ? ` media="${escapeHtml(l.media)}"` : "") +
      ` fetchpriority="high" />`,
  );
}

export interface PageInput {
  /** The route with its address and file in the page's language ("/hi/pricing", "hi/pricing/index.html"). */
  route: Pick<RouteEntry, "path" | "file" | "page" | "criticalBlocks" | "belowFold">;
  /** The page's language tag for <html lang> ("hi-IN"). */
  lang: string;
  rendered: RenderedPage;
  headTags: string[];
}

export interface WrittenPage {
  path: string;
  file: string;
  bytes: number;
  gzip: number;
  br: number;
  inline: InlineCode;
}

/** Fills index.html's placeholders for one page and writes it with its compressed copies. */
export async function writePage(
  outDir: string,
  template: string,
  { route, lang, rendered, headTags }: PageInput,
  assets: BundleAssets,
  config: SiteConfig,
  inlineScript?: string,
): Promise<WrittenPage> {
  const later = new Set(route.belowFold);
  const blocks = new Set([...rendered.blocks.filter((b) => !later.has(b)), ...clientOnlyBlocks, ...(route.criticalBlocks ?? [])]);
  // The page's language decides which :lang() rules it needs (Devanagari type only on hi/mr pages).
  const css = assets.css ? pruneCss(assets.css.text, blocks, lang) : "";
  const inline: InlineCode = { styles: [css, ...rendered.styleElements], styleAttributes: rendered.styleAttributes, scripts: [displayFontScript(), ...(inlineScript ? [inlineScript] : [])] };
  const photoPreloads = priorityPhotoLinks(rendered.priorityPhoto);
  // The page's scripts wait for its first screen: one async loader names them all.
  const { first, next } = assets.scriptsFor(route.page);
  const scripts = pageScriptTags(assets.loader.url, assets.entry.url, first, next);
  const fill: Record<string, string> = {
    // Before the first inline <style>: a policy applies only to what follows it.
    csp: cspMetaTag(inline, config.emailjs.api),
    font: `<script>${displayFontScript()}</script>`,
    head: [...headTags, ...photoPreloads, scripts].join("\n    "),
    // "disabled" keeps the full stylesheet from loading until the loader enables it; it applies when
    // something needs it (src/shell/full-stylesheet.ts), on a page with data-below-fold at the
    // visitor's first scroll.
    styles: `<style>${css}</style>` + (assets.css ? `<link rel="stylesheet" href="${assets.css.url}" media="print" id="full-css"${later.size ? " data-below-fold" : ""} disabled />` : ""),
    app: rendered.html,
    scripts: inlineScript ? `<script>${inlineScript}</script>` : "",
  };
  const html = Buffer.from(
    template.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`).replace(/<!--(csp|font|head|styles|app|scripts)-->/g, (_, name: string) => fill[name]!),
  );
  const file = join(outDir, route.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  const sizes = await writeCompressedCopies(file, html);
  return { path: route.path, file: route.file, bytes: html.length, gzip: sizes.gzip, br: sizes.br, inline };
}
