// The addresses and colours of the files beside the pages, shared by the head (head.ts) and the
// images drawn for it (seo.ts). No content here: the build process imports it directly.
import type { SiteConfig } from "../src/config";

/** What the head needs to know about a page (a subset of RouteEntry). */
export interface HeadRoute {
  /** The route's id ("story/<address>" for a story's page). */
  id?: string;
  path: string;
  /** The page component: the pricing, about and not-found pages have their own head. */
  page: string;
  title: string;
  description: string;
  /** Photo id ("set/file") the share image is cropped from; see tooling/seo.ts for the fallback. */
  sharePhoto?: string;
  /** Kept out of search results and the sitemap (e.g. /thank-you, the not-found page). */
  noindex?: boolean;
}

/** The browser toolbar and app-splash colours: --paper in src/styles/tokens.css (a test keeps them equal). */
export const themeColor = "#fbf8f3";
export const backgroundColor = "#fbf8f3";

/** The favicon set and app icons (static/icons/, or made by tooling/seo.ts when missing). Not under
 *  /assets/: their names carry no hash, so browsers revalidate them. */
export const icons = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  png192: "/icons/icon-192.png",
  png512: "/icons/icon-512.png",
  appleTouch: "/icons/apple-touch-icon.png",
};

export const manifestPath = "/site.webmanifest";

/** Share images are 1200x630, the size Open Graph and Twitter's large card both crop to. */
export const shareImageSize = { width: 1200, height: 630 };

/** Where a route's share image is written: /share/home.jpg, /share/pricing.jpg ... (a fixed name a
 *  chat app may fetch again, so not under /assets/ with the hashed files). */
export function shareImagePath(routePath: string): string {
  const slug = routePath === "/" ? "home" : routePath.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return `/share/${slug}.jpg`;
}

/** The canonical address of a route: its path ends in a slash, as every host serves it. */
export function canonicalUrl(routePath: string, config: SiteConfig): string {
  return config.siteUrl + routePath;
}
