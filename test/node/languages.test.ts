import { beforeAll, describe, expect, inject, it } from "vitest";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { notFoundRoute, localiseFile, localisePath, routes } from "../../src/shell/routes";
import { languages } from "../../src/content/load";
import { contentFiles, type Node } from "../../src/content/schema";
import { defaultLocale, languageNames, languageTags } from "../../src/lib/localize";
import { latinWords } from "../latin-words";
import { testConfig } from "../browser/test-config";

// Every route in every language of studio.json, checked on a real build: where it is, what it
// says its language and address are, and that search engines can go from each to the others.
const { outDir } = inject("siteBuild");
const site = testConfig.siteUrl;
const allRoutes = [...routes, notFoundRoute];
const pages = languages.flatMap((locale) => allRoutes.map((route) => ({ route, locale, path: localisePath(route.path, locale), file: localiseFile(route.file, locale) })));
const html = new Map<string, string>();

beforeAll(async () => {
  for (const p of pages) html.set(p.file, await readFile(join(outDir, p.file), "utf8"));
}, 240_000);

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const canonical = (h: string) => [...h.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1]!));
const alternates = (h: string) => Object.fromEntries([...h.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
const url = (path: string) => site + path;

describe.each(languages)("the %s pages", (locale) => {
  const mine = pages.filter((p) => p.locale === locale);

  it.each(mine.map((p) => p.path))("%s is prerendered with its language, its address and every other language's", (path) => {
    const page = mine.find((p) => p.path === path)!;
    const h = html.get(page.file)!;
    expect(h).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${languageTags[locale]}"`));
    if (page.route === notFoundRoute) {
      // Served at any missing address, the not-found page claims none.
      expect(canonical(h)).toEqual([]);
      return;
    }
    expect(canonical(h)).toEqual([url(path)]);
    const expected = Object.fromEntries(languages.map((l) => [l, url(localisePath(page.route.path, l))]));
    expect(alternates(h)).toEqual(languages.length > 1 ? { ...expected, "x-default": expected[defaultLocale] } : {});
    // Reciprocal: each alternate names this page back.
    for (const l of languages) {
      const other = pages.find((p) => p.locale === l && p.route === page.route)!;
      expect(alternates(html.get(other.file)!)[locale]).toBe(url(path));
    }
  });

  it("links its menu, footer and switcher within the site's addresses, its own pages in its language", () => {
    for (const page of mine) {
      const h = html.get(page.file)!;
      const hrefs = [...h.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => decode(m[1]!));
      const internal = hrefs.filter((x) => !x.startsWith("/photos/") && !x.startsWith("/assets/"));
      const own = routes.map((r) => localisePath(r.path, locale));
      const switcher = [...h.matchAll(/<a [^>]*hrefLang="/g)];
      expect(switcher.length, `${page.path}: a link to each language`).toBe(languages.length > 1 ? languages.length : 0);
      const others = new Set(languages.flatMap((l) => routes.map((r) => localisePath(r.path, l))));
      for (const x of internal) expect(others.has(x.split(/[?#]/)[0]!), `${page.path} links ${x}`).toBe(true);
      expect(internal.filter((x) => own.includes(x)).length, `${page.path}: links in its own language`).toBeGreaterThan(0);
    }
  });
});

describe("the site's files for every language", () => {
  it("lists every indexable page in each language in the sitemap, with its alternates", async () => {
    const xml = await readFile(join(outDir, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(locs.sort()).toEqual(pages.filter((p) => !p.route.noindex).map((p) => url(p.path)).sort());
    if (languages.length > 1) {
      for (const block of xml.split("<url>").slice(1)) {
        expect([...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([...languages, "x-default"]);
      }
    }
  });

  it("gives each language its own not-found page and its old addresses", async () => {
    const redirects = await readFile(join(outDir, "_redirects"), "utf8");
    const nginx = await readFile(join(outDir, "_nginx.conf"), "utf8");
    for (const l of languages.filter((x) => x !== defaultLocale)) {
      // Cloudflare Pages and the preview find the nearest 404.html themselves; nginx is told.
      expect(html.get(`${l}/404.html`)).toContain(`lang="${languageTags[l]}"`);
      expect(nginx).toContain(`location /${l}/ {\n  error_page 404 /${l}/404.html;\n}`);
      for (const r of routes) for (const a of r.aliases ?? []) expect(redirects).toContain(`${localisePath(a, l)} ${localisePath(r.path, l)} 301`);
    }
  });
});

// What may stay in Latin script on a Hindi or Marathi page: what a studio writes once for every
// language (the schema's `string` fields: names, addresses, licences), brands, language names.
function plainStrings(node: Node, value: unknown, out: string[] = []): string[] {
  if (node.kind === "string" && typeof value === "string") out.push(value);
  else if (node.kind === "list" && Array.isArray(value)) value.forEach((v) => plainStrings(node.of, v, out));
  else if (node.kind === "record" && value && typeof value === "object") Object.values(value).forEach((v) => plainStrings(node.of, v, out));
  else if (node.kind === "object" && value && typeof value === "object")
    for (const [k, f] of Object.entries(node.fields)) plainStrings(f as Node, (value as Record<string, unknown>)[k], out);
  return out;
}
const allowed = [
  ...Object.values(contentFiles).flatMap((f) => plainStrings(f.node, JSON.parse(readFileSync(join("src/content", f.file), "utf8")))),
  ...Object.values(languageNames).map((n) => n.native),
  "WhatsApp", "Instagram", "Facebook",
];

/** What a reader sees or hears: text, alt text, labels, placeholders, the title and descriptions. */
function visibleText(h: string): string {
  const body = h.replace(/<script[^]*?<\/script>|<style[^]*?<\/style>/g, " ");
  const attrs = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder|aria-roledescription)="([^"]*)"/g)].map((m) => m[1]);
  const metas = [...h.matchAll(/<meta (?:name|property)="(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)" content="([^"]*)"/g)].map((m) => m[1]);
  const title = /<title>([^<]*)<\/title>/.exec(h)?.[1] ?? "";
  const text = body.replace(/<[^>]*>/g, " ");
  return decode([title, ...metas, ...attrs, text].join(" \n "));
}

describe.each(languages.filter((l) => l !== defaultLocale))("the %s pages' words", (locale) => {
  it.each(pages.filter((p) => p.locale === locale).map((p) => p.path))("%s shows no untranslated interface text", (path) => {
    const page = pages.find((p) => p.path === path)!;
    expect(latinWords(visibleText(html.get(page.file)!), { allow: allowed })).toEqual([]);
  });
});
