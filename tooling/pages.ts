/**
 * Each page made in one pass: the route's prerender and its facts (src/entry-server.tsx render)
 * become the page's HTML, with its share of the CSS inlined, its priority photo preloaded, its
 * scripts named for the start script and its own Content-Security-Policy <meta>; it is written
 * once, compressed beside it.
 */
import { build as esbuild, type Metafile } from "esbuild";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import type { SiteConfig } from "../src/config";
import { priorityPreloads } from "../src/lib/photos";
import type { RenderedPage, RouteEntry } from "./prerender";
import { escapeHtml, root } from "./core";
import { browserTarget } from "./bundles";
import { componentCss, pruneCss } from "./prune-css";
import { cspMetaTag, type InlineCode } from "./security";
import { writeCompressedCopies } from "./compress";

export const displayFontUrl = "/fonts/cormorant-garamond-500.woff2";

/** What the browser bundle gives every page: its entry script, stylesheet and page chunks. */
export interface BundleAssets {
  entry: { file: string; url: string };
  css: { url: string; text: string } | null;
  /** Every JS file of the bundle, as paths on disk. */
  jsFiles: string[];
  /** The modules a page needs to hydrate, as URLs: the entry first, then every chunk it and the
   *  page's chunk import statically. */
  scriptsFor(page: string): string[];
}

/** Reads esbuild's metafile of the browser bundle (written to disk). */
export async function bundleAssets(metafile: Metafile, outDir: string): Promise<BundleAssets> {
  const meta = metafile.outputs;
  const url = (out: string) => "/" + relative(outDir, resolve(root, out)).split("\\").join("/");
  const outputOf = (entry: string) => Object.keys(meta).find((f) => meta[f]!.entryPoint === entry && f.endsWith(".js"));
  const entryOut = outputOf("src/entry-client.tsx");
  if (!entryOut) throw new Error("esbuild produced no JavaScript");
  const cssOut = meta[entryOut]!.cssBundle;
  /** A chunk and every chunk it imports statically. */
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const i of meta[out]?.imports ?? []) if (i.kind === "import-statement") closure(i.path, seen);
    return seen;
  };
  const css = cssOut ? { url: url(cssOut), text: await readFile(resolve(root, cssOut), "utf8") } : null;
  // Served without what every page inlines already (resets, element rules, @font-face): applied
  // after hydration, those made the browser restyle every element of the page.
  if (cssOut && css) await writeFile(resolve(root, cssOut), componentCss(css.text));
  return {
    entry: { file: resolve(root, entryOut), url: url(entryOut) },
    css,
    jsFiles: Object.keys(meta).filter((f) => f.endsWith(".js")).map((f) => resolve(root, f)),
    scriptsFor(page) {
      const chunk = outputOf(`src/pages/${page}.tsx`);
      return [...new Set([...closure(entryOut), ...(chunk ? closure(chunk) : [])])].map(url);
    },
  };
}

let startScript: string | undefined;
/** src/shell/start-scripts.ts as the inline script every page carries, minified once per process. */
export async function startScriptText(): Promise<string> {
  if (startScript === undefined) {
    const out = await esbuild({
      stdin: { contents: `import { startScripts } from ${JSON.stringify(join(root, "src", "shell", "start-scripts.ts"))};\nstartScripts();`, resolveDir: root, loader: "ts" },
      bundle: true,
      minify: true,
      format: "iife",
      target: browserTarget,
      write: false,
    });
    startScript = out.outputFiles[0]!.text.trim();
  }
  return startScript;
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
  /** The route with its address and file in the page's language ("/hi/pricing/", "hi/pricing/index.html"). */
  route: Pick<RouteEntry, "path" | "file" | "page">;
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
  // The page's language decides which :lang() rules it needs (Devanagari type only on hi/mr pages).
  const css = (assets.css ? pruneCss(assets.css.text, { classes: new Set(rendered.classes) }, lang) : "") + rendered.styles.join("");
  const start = await startScriptText();
  const inline: InlineCode = { styles: [css], styleAttributes: rendered.styleAttributes, scripts: [start, ...(inlineScript ? [inlineScript] : [])] };
  const modules = JSON.stringify(assets.scriptsFor(route.page)).replace(/&/g, "&amp;").replace(/'/g, "&#39;");
  const fill: Record<string, string> = {
    // Before the first inline <style>: a policy applies only to what follows it.
    csp: cspMetaTag(inline, config.emailjs.api),
    head: [
      ...headTags,
      ...priorityPhotoLinks(rendered.priorityPhoto),
      `<link rel="preload" as="font" type="font/woff2" href="${displayFontUrl}" crossorigin />`,
      `<script type="module" data-modules='${modules}'>${start}</script>`,
    ].join("\n    "),
    // The whole stylesheet, for what the page did not render (dialogs, other pages): "disabled"
    // until the page has hydrated (src/shell/full-stylesheet.ts), so it never competes with the
    // first screen.
    styles: `<style>${css}</style>` + (assets.css ? `<link rel="stylesheet" href="${assets.css.url}" id="full-css" disabled />` : ""),
    app: rendered.html,
    scripts: inlineScript ? `<script>${inlineScript}</script>` : "",
  };
  const html = Buffer.from(
    template.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`).replace(/<!--(csp|head|styles|app|scripts)-->/g, (_, name: string) => fill[name]!),
  );
  const file = join(outDir, route.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  const sizes = await writeCompressedCopies(file, html);
  return { path: route.path, file: route.file, bytes: html.length, gzip: sizes.gzip, br: sizes.br, inline };
}
