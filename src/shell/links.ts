import { languages, locale } from "../content/load";
import type { Locale } from "../lib/localize";
import { localisePath, notFoundRoute, routeById, routeFor, routes, storyRouteId, type RouteId } from "./routes";

export type { RouteId, Locale };
export { localisePath, languages, locale, storyRouteId };

/**
 * The address of a page: every internal link and navigation goes through here. A build has one
 * language (build.ts makes one per language), so links stay in it unless `language` says otherwise;
 * a link to another language must be a plain <a> (that language's own page and scripts).
 */
export function href(id: RouteId, language: Locale = locale): string {
  return localisePath(routeById(id).path, language);
}

/**
 * Where a link to an occasion (a program's id) leads: its stories on /stories/, as the fragment of
 * that page (which shows only that occasion's, see pages/Stories.tsx), or one story of it.
 */
export function occasionLink(occasion: string, story?: string): { to: RouteId; hash?: string } {
  // A story deleted since the card named it (the build warns): its occasion's stories instead.
  const id = story && storyRouteId(story);
  return id && routeById(id) !== notFoundRoute ? { to: id } : { to: "stories", hash: occasion };
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
