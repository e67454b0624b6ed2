// Each page in one pass: its prerender, its share of the CSS, its priority photo preloaded, its
// scripts named for the start script and its own CSP <meta>, written once and compressed.
import type { Metafile } from "esbuild";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import type { SiteConfig } from "../src/config";
import { priorityPreloads } from "../src/lib/photos";
import type { RenderedPage, RouteEntry } from "./prerender";
import { escapeHtml, root } from "./core";
import { browserScript } from "./bundles";
import { componentCss, pruneCss } from "./prune-css";
import { cspMetaTag, type InlineCode } from "./security";
import { writeCompressedCopies } from "./compress";

const displayFontUrl = "/fonts/cormorant-garamond-500.woff2";

export interface BundleAssets {
  css: { url: string; text: string } | null;
  /** The modules a page needs to hydrate: the entry first, then the chunks it and the page import. */
  scriptsFor(page: string): string[];
}

export async function bundleAssets(metafile: Metafile, outDir: string): Promise<BundleAssets> {
  const meta = metafile.outputs;
  const url = (out: string) => "/" + relative(outDir, resolve(root, out)).split("\\").join("/");
  const outputOf = (entry: string) => Object.keys(meta).find((f) => meta[f]!.entryPoint === entry && f.endsWith(".js"));
  const entryOut = outputOf("src/entry-client.tsx");
  if (!entryOut) throw new Error("esbuild produced no JavaScript");
  const cssOut = meta[entryOut]!.cssBundle;
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const i of meta[out]?.imports ?? []) if (i.kind === "import-statement") closure(i.path, seen);
    return seen;
  };
  const css = cssOut ? { url: url(cssOut), text: await readFile(resolve(root, cssOut), "utf8") } : null;
  // Without what every page inlines already: applied again, it restyled every element.
  if (cssOut && css) await writeFile(resolve(root, cssOut), componentCss(css.text));
  return {
    css,
    scriptsFor(page) {
      const chunk = outputOf(`src/pages/${page}.tsx`);
      return [...new Set([...closure(entryOut), ...(chunk ? closure(chunk) : [])])].map(url);
    },
  };
}

let startScript: Promise<string> | undefined;
const startScriptText = () => (startScript ??= browserScript("src/shell/start-scripts.ts", "startScripts"));

export function priorityPhotoLinks(priority: RenderedPage["priorityPhoto"]): string[] {
  return (priority ? priorityPreloads(priority.photo, priority.sizes) : []).map(
    (l) =>
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(l.srcset)}"` +
      (l.sizes ? ` imagesizes="${escapeHtml(l.sizes)}"` : "") +
      (l.media ? ` media="${escapeHtml(l.media)}"` : "") +
      ` fetchpriority="high" />`,
  );
}

/** An attribute's values in React's HTML, unescaped: what a browser reads (and hashes, for the CSP).
 *  React double-quotes and escapes every value, so no text or value can hold a match. */
export function attributeValues(html: string, name: string): string[] {
  const values = [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, "g"))].map((m) =>
    m[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );
  return [...new Set(values)];
}

/** The class names of a prerendered page's elements. */
export const classesOf = (html: string) => new Set(attributeValues(html, "class").flatMap((c) => c.split(/\s+/)).filter(Boolean));

interface PageInput {
  /** With its address and file in the page's language ("/hi/pricing/", "hi/pricing/index.html"). */
  route: Pick<RouteEntry, "path" | "file" | "page">;
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

export async function writePage(
  outDir: string,
  template: string,
  { route, lang, rendered, headTags }: PageInput,
  assets: BundleAssets,
  config: SiteConfig,
  inlineScript?: string,
): Promise<WrittenPage> {
  // Devanagari type only on hi/mr pages.
  const css = (assets.css ? pruneCss(assets.css.text, classesOf(rendered.html), lang) : "") + rendered.styles.join("");
  const start = await startScriptText();
  const inline: InlineCode = { styles: [css], styleAttributes: attributeValues(rendered.html, "style"), scripts: [start, ...(inlineScript ? [inlineScript] : [])] };
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
    // For what the page did not render; enabled once it has hydrated (src/shell/full-stylesheet.ts).
    styles: `<style>${css}</style>` + (assets.css ? `<link rel="stylesheet" href="${assets.css.url}" id="full-css" disabled />` : ""),
    app: rendered.html,
    scripts: inlineScript ? `<script>${inlineScript}</script>` : "",
  };
  const html = Buffer.from(
    template.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`).replace(/<!--(csp|head|styles|app|scripts)-->/g, (_, name: string) => fill[name]!),
  );
  const file = join(outDir, route.file);
  // Into the build's own folder, which no one reads until it is whole: no need for writeAtomic.
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  const sizes = await writeCompressedCopies(file, html);
  return { path: route.path, file: route.file, bytes: html.length, gzip: sizes.gzip, br: sizes.br, inline };
}
