import type { ComponentType } from "react";
import { importOnce, orReload } from "../lib/lazy-retry";
import { withFullStylesheet } from "./full-stylesheet";
import { routeFor, type PageName, type RouteEntry, type RouteId } from "./routes";

/**
 * Each page is a chunk of its own, so a visitor downloads the code and content of the pages they
 * open, not of the whole site. build.ts preloads the chunk of each prerendered page. Kept apart
 * from the route table: pages link through the table, so the table must not import them.
 */
const pages = {
  Home: () => import("../pages/Home").then((m) => m.Home),
  Program: () => import("../pages/Program").then((m) => m.Program),
  Stories: () => import("../pages/Stories").then((m) => m.Stories),
  Story: () => import("../pages/Story").then((m) => m.Story),
  About: () => import("../pages/About").then((m) => m.About),
  Pricing: () => import("../pages/Pricing").then((m) => m.Pricing),
  ThankYou: () => import("../pages/ThankYou").then((m) => m.ThankYou),
  Credits: () => import("../pages/Credits").then((m) => m.Credits),
  NotFound: () => import("../pages/NotFound").then((m) => m.NotFound),
} satisfies Record<PageName, () => Promise<ComponentType>>;

// Each page's chunk, fetched once (a failed load is retried, and forgotten if it still fails).
const chunks = Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, importOnce<ComponentType>(load)])) as Record<PageName, () => Promise<ComponentType>>;

// Loaded page components by route id, shared by every render.
const loaded = new Map<RouteId, ComponentType>();

/** Loads a route's page (its chunk, in the browser); build.ts, hydration and a visit wait for it. */
export function loadPage(route: RouteEntry): Promise<ComponentType> {
  return chunks[route.page]().then((component) => {
    loaded.set(route.id, component);
    return component;
  });
}

// The loads a visitor is waiting for (one promise per page, as React's use() needs): a chunk that
// stays missing, as after a deploy, loads the page afresh from the server; a prefetch never does.
// The page renders once the whole stylesheet has arrived too (it inlined only the first page's).
const visits = new Map<RouteId, Promise<ComponentType>>();
export function loadForVisit(route: RouteEntry): Promise<ComponentType> {
  let promise = visits.get(route.id);
  if (!promise) {
    promise = withFullStylesheet(orReload(loadPage(route)));
    visits.set(route.id, promise);
    promise.catch(() => visits.delete(route.id));
  }
  return promise;
}

let prerenderedOnly = false;
const never = new Promise<never>(() => {});

/** The first page's chunk could not be had, even after a reload: it stays as prerendered (its
 *  words and links whole) instead of trying again in a loop while the visitor reads. */
export function keepPrerendered(): void {
  prerenderedOnly = true;
}

/** What the first page waits for: its chunk, or (kept prerendered) nothing, so it never hydrates. */
export function loadFirstPage(route: RouteEntry): Promise<ComponentType> {
  return prerenderedOnly ? never : loadForVisit(route);
}

/** Loads the page at an address (the 404 page for an unknown one). */
export function loadPageAt(path: string): Promise<ComponentType> {
  return loadPage(routeFor(path));
}

/** The route's page component if it has loaded, else undefined. */
export function loadedPage(route: RouteEntry): ComponentType | undefined {
  return loaded.get(route.id);
}
