// The <head> of every prerendered page: what search engines and chat apps (WhatsApp, Instagram,
// Facebook, X) read. Used by build.ts only, so none of it reaches the browser bundle.
import type { SiteConfig } from "../config";
import { studio } from "../content/studio";
import { plans } from "../content/plans";
import { faq } from "../content/faq";
import { programs } from "../content/programs";
import { photoSet } from "../content/photos";
import { faqJsonLd, jsonLdScript, plansJsonLd, studioId, studioJsonLd, type JsonLd } from "./structured-data";

/** What the head needs to know about a page (a subset of RouteEntry). */
export interface HeadRoute {
  path: string;
  title: string;
  description: string;
  /** Photo id ("set/file") the share image is cropped from; see scripts/seo.ts for the fallback. */
  sharePhoto?: string;
  /** Kept out of search results and the sitemap (e.g. /thank-you, the not-found page). */
  noindex?: boolean;
}

/** The browser toolbar and app-splash colours: --paper in src/styles/tokens.css (a test keeps them equal). */
export const themeColor = "#fbf8f3";
export const backgroundColor = "#fbf8f3";

/** The favicon set and app icons (static/assets/icons/, or made by scripts/seo.ts when missing). */
export const icons = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  png192: "/assets/icons/icon-192.png",
  png512: "/assets/icons/icon-512.png",
  appleTouch: "/assets/icons/apple-touch-icon.png",
};

export const manifestPath = "/site.webmanifest";

/** Share images are 1200x630, the size Open Graph and Twitter's large card both crop to. */
export const shareImageSize = { width: 1200, height: 630 };

/** Where a route's share image is written: /assets/share/home.jpg, /assets/share/pricing.jpg ... */
export function shareImagePath(routePath: string): string {
  const slug = routePath === "/" ? "home" : routePath.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return `/assets/share/${slug}.jpg`;
}

/** The canonical address of a route: no trailing slash except the home page's. */
export function canonicalUrl(routePath: string, config: SiteConfig): string {
  return config.siteUrl + (routePath === "/" ? "/" : routePath);
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function meta(attr: "name" | "property", key: string, content: string | number): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
}

/** The share image's alt text: the photo's own, from content. */
function shareImageAlt(route: HeadRoute): string {
  const id = route.sharePhoto;
  const photo = id ? photoSet(id.split("/")[0] ?? "").find((p) => p.id === id) : undefined;
  return photo?.alt || `${studio.name}, ${studio.location}`;
}

/** Each page's schema.org type: the about page and the FAQ page have their own. */
function pageNode(route: HeadRoute, config: SiteConfig): JsonLd {
  const url = canonicalUrl(route.path, config);
  const base: JsonLd = {
    "@id": `${url}#page`,
    url,
    name: route.title,
    description: route.description,
    inLanguage: "en-IN",
    isPartOf: { "@id": `${config.siteUrl}/#website` },
    about: { "@id": studioId(config.siteUrl) },
    primaryImageOfPage: config.siteUrl + shareImagePath(route.path),
  };
  if (route.path === "/pricing") {
    const { "@context": _context, ...faqPage } = faqJsonLd(faq, url);
    return { ...base, ...faqPage };
  }
  return { ...base, "@type": route.path === "/about" ? "AboutPage" : "WebPage" };
}

/** One JSON-LD graph per page: the studio, the website, the page, and on /pricing the plans. */
export function structuredData(route: HeadRoute, config: SiteConfig): JsonLd {
  const site = config.siteUrl;
  const strip = ({ "@context": _context, ...node }: JsonLd): JsonLd => node;
  const graph: JsonLd[] = [
    strip(
      studioJsonLd({
        studio,
        plans,
        siteUrl: site,
        logo: site + icons.png512,
        image: site + shareImagePath("/"),
        knowsAbout: programs.map((p) => p.title),
      }),
    ),
    {
      "@type": "WebSite",
      "@id": `${site}/#website`,
      url: `${site}/`,
      name: studio.name,
      inLanguage: "en-IN",
      publisher: { "@id": studioId(site) },
    },
    pageNode(route, config),
  ];
  if (route.path === "/pricing") graph.push(strip(plansJsonLd(plans, canonicalUrl(route.path, config), site)));
  return { "@context": "https://schema.org", "@graph": graph };
}

/** The tags build.ts writes into each prerendered page's head. */
export function headTags(route: HeadRoute, config: SiteConfig): string[] {
  const url = canonicalUrl(route.path, config);
  const image = config.siteUrl + shareImagePath(route.path);
  const alt = shareImageAlt(route);
  // The not-found page is served at any missing address, so it claims none as its own.
  const isNotFound = route.path === "/404";
  return [
    `<title>${escapeHtml(route.title)}</title>`,
    meta("name", "description", route.description),
    ...(route.noindex ? [meta("name", "robots", "noindex")] : []),
    ...(isNotFound ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    meta("name", "theme-color", themeColor),
    `<link rel="manifest" href="${manifestPath}" />`,
    `<link rel="icon" href="${icons.ico}" sizes="32x32" />`,
    `<link rel="apple-touch-icon" href="${icons.appleTouch}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", studio.name),
    meta("property", "og:locale", "en_IN"),
    meta("property", "og:title", route.title),
    meta("property", "og:description", route.description),
    ...(isNotFound ? [] : [meta("property", "og:url", url)]),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:width", shareImageSize.width),
    meta("property", "og:image:height", shareImageSize.height),
    meta("property", "og:image:alt", alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", route.title),
    meta("name", "twitter:description", route.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", alt),
    ...(isNotFound ? [] : [jsonLdScript(structuredData(route, config))]),
  ];
}
