import { routeById, routeFor, routes, type RouteId } from "./routes";

export type { RouteId };

/**
 * The site's languages; the first is the default and has no prefix. Only English exists today;
 * another language adds its code here and its paths become "/<code>/<path>".
 */
export const locales = ["en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = locales[0];

/** A default-locale path with a locale's prefix: ("/pricing", "hi") is "/hi/pricing". */
export function localisePath(path: string, locale: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The address of a page: every internal link and navigation goes through here. */
export function href(id: RouteId, locale: Locale = defaultLocale): string {
  return localisePath(routeById(id).path, locale);
}

/** Which page an address shows ("notFound" for any unknown path). */
export function routeIdAt(path: string): RouteId {
  return routeFor(path).id;
}

/** The document title of the page at an address. */
export function titleAt(path: string): string {
  return routeFor(path).title;
}

export interface NavLink {
  id: RouteId;
  label: string;
}

/** The header's menu, in order. */
export const navLinks: NavLink[] = routes.flatMap((r) => (r.nav ? [{ id: r.id, label: r.nav }] : []));

/** The footer's Quick Links, in order. */
export const quickLinks: NavLink[] = routes.flatMap((r) => (r.quickLink ? [{ id: r.id, label: r.quickLink }] : []));
