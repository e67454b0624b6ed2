// What search engines and chat apps read: every page's <head>, the sitemap, robots.txt and the
// web app manifest. Made from content, so in the build's Node bundle.
import type { SiteConfig } from "../src/config";
import { studio } from "../src/content/studio";
import { photoFor } from "../src/content/photos";
import { stories } from "../src/content/stories";
import { languages, locale } from "../src/content/load";
import { localisePath, storyRouteId, type RouteEntry } from "../src/shell/routes";
import { languageTags, type Locale } from "../src/lib/localize";
import { escapeHtml } from "./core";
import { faqJsonLd, jsonLdScript, plansJsonLd, storyGalleryJsonLd, studioId, studioJsonLd, type JsonLd } from "./structured-data";
import { backgroundColor, icons, shareImagePath, shareImageSize, themeColor } from "./site-meta";

const manifestPath = "/site.webmanifest";
const meta = (attr: "name" | "property", key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
const urlOf = (route: RouteEntry, config: SiteConfig, language: Locale = locale) => config.siteUrl + localisePath(route.path, language);

/** Every language, itself included, so every pair links both ways. */
function alternateTags(route: RouteEntry, config: SiteConfig, tag: "link" | "xhtml:link" = "link"): string[] {
  if (languages.length < 2) return [];
  const alternate = (hreflang: string, url: string) => `<${tag} rel="alternate" hreflang="${hreflang}" href="${escapeHtml(url)}" />`;
  return [...languages.map((l) => alternate(l, urlOf(route, config, l))), alternate("x-default", urlOf(route, config, languages[0]))];
}

function pageNode(route: RouteEntry, config: SiteConfig): JsonLd {
  const url = urlOf(route, config);
  const base: JsonLd = {
    "@id": `${url}#page`,
    url,
    name: route.title,
    description: route.description,
    inLanguage: languageTags[locale],
    isPartOf: { "@id": `${config.siteUrl}/#website` },
    about: { "@id": studioId(config.siteUrl) },
    primaryImageOfPage: config.siteUrl + shareImagePath(route.path),
  };
  if (route.page === "Pricing") return { ...base, ...faqJsonLd() };
  const story = route.page === "Story" ? stories.find((s) => storyRouteId(s.slug) === route.id) : undefined;
  if (story) return { ...base, ...storyGalleryJsonLd(story, config.siteUrl) };
  return { ...base, "@type": route.page === "About" ? "AboutPage" : "WebPage" };
}

/** The studio is described once, on the first language's home page; others name its @id (0.7 KB). */
export function structuredData(route: RouteEntry, config: SiteConfig): JsonLd {
  const site = config.siteUrl;
  const describesStudio = route.page === "Home" && locale === languages[0];
  const graph: JsonLd[] = [
    ...(describesStudio ? [studioJsonLd(site)] : []),
    {
      "@type": "WebSite",
      "@id": `${site}/#website`,
      url: `${site}/`,
      name: studio.name,
      inLanguage: languages.map((l) => languageTags[l]),
      publisher: { "@id": studioId(site) },
    },
    pageNode(route, config),
  ];
  if (route.page === "Pricing") graph.push(plansJsonLd(urlOf(route, config), site));
  return { "@context": "https://schema.org", "@graph": graph };
}

export function headTags(route: RouteEntry, config: SiteConfig): string[] {
  const url = urlOf(route, config);
  const image = config.siteUrl + shareImagePath(route.path);
  const alt = (route.sharePhoto && photoFor(route.sharePhoto)?.alt) || `${studio.name}, ${studio.location}`;
  // Served at any missing address, the not-found page claims none.
  const isNotFound = route.page === "NotFound";
  return [
    `<title>${escapeHtml(route.title)}</title>`,
    meta("name", "description", route.description),
    ...(route.noindex ? [meta("name", "robots", "noindex")] : []),
    ...(isNotFound ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`, ...alternateTags(route, config)]),
    meta("name", "theme-color", themeColor),
    `<link rel="manifest" href="${manifestPath}" />`,
    `<link rel="icon" href="${icons.ico}" sizes="32x32" />`,
    // Not the SVG: Chromium draws that on the main thread after the first paint (10 to 25 ms).
    `<link rel="icon" href="${icons.png192}" type="image/png" sizes="192x192" />`,
    `<link rel="apple-touch-icon" href="${icons.appleTouch}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", studio.name),
    meta("property", "og:locale", languageTags[locale].replace("-", "_")),
    ...languages.filter((l) => l !== locale).map((l) => meta("property", "og:locale:alternate", languageTags[l].replace("-", "_"))),
    meta("property", "og:title", route.title),
    meta("property", "og:description", route.description),
    ...(isNotFound ? [] : [meta("property", "og:url", url)]),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:width", shareImageSize.width),
    meta("property", "og:image:height", shareImageSize.height),
    meta("property", "og:image:alt", alt),
    meta("name", "twitter:card", "summary_large_image"),
    ...(isNotFound ? [] : [jsonLdScript(structuredData(route, config))]),
  ];
}

function sitemapXml(routes: RouteEntry[], config: SiteConfig): string {
  const urls = routes
    .filter((r) => !r.noindex)
    .flatMap((r) =>
      languages.map((l) =>
        [`  <url>`, `    <loc>${escapeHtml(urlOf(r, config, l))}</loc>`, ...alternateTags(r, config, "xhtml:link").map((x) => `    ${x}`), `  </url>`].join("\n"),
      ),
    );
  const ns = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"` + (languages.length > 1 ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${ns}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function siteFiles(routes: RouteEntry[], config: SiteConfig): Record<string, string> {
  const manifest = {
    name: studio.name,
    short_name: studio.shortName,
    description: studio.description,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: icons.png192, sizes: "192x192", type: "image/png" },
      { src: icons.png512, sizes: "512x512", type: "image/png" },
      { src: icons.svg, sizes: "any", type: "image/svg+xml" },
    ],
  };
  return {
    "/sitemap.xml": sitemapXml(routes, config),
    // Everything may be crawled: a crawler must fetch a page to read its robots meta tag.
    "/robots.txt": `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
    [manifestPath]: JSON.stringify(manifest, null, 2) + "\n",
  };
}
