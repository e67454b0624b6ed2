import type { ComponentType } from "react";
import { importOnce, orReload } from "../lib/lazy-retry";
import { withFullStylesheet } from "./full-stylesheet";
import type { LaterPart } from "./later-part";
import { routeFor, type PageName, type RouteEntry, type RouteId } from "./routes";

/**
 * Each page is a chunk of its own, so a visitor downloads the code and content of the pages they
 * open, not of the whole site. build.ts preloads the chunk of each prerendered page. Kept apart
 * from the route table: pages link through the table, so the table must not import them.
 */
const pages = {
  Home: () => import("../pages/Home").then((m) => ({ component: m.Home, later: m.later })),
  Program: () => import("../pages/Program").then((m) => ({ component: m.Program })),
  Stories: () => import("../pages/Stories").then((m) => ({ component: m.Stories })),
  Story: () => import("../pages/Story").then((m) => ({ component: m.Story })),
  About: () => import("../pages/About").then((m) => ({ component: m.About })),
  Pricing: () => import("../pages/Pricing").then((m) => ({ component: m.Pricing })),
  ThankYou: () => import("../pages/ThankYou").then((m) => ({ component: m.ThankYou })),
  Credits: () => import("../pages/Credits").then((m) => ({ component: m.Credits })),
  NotFound: () => import("../pages/NotFound").then((m) => ({ component: m.NotFound })),
} satisfies Record<PageName, () => Promise<PageModule>>;

/** A page's component, and the parts of it that hydrate after it, in chunks of their own (later-part.tsx). */
interface PageModule {
  component: ComponentType;
  later?: LaterPart[];
}

// Each page's chunk, fetched once (a failed load is retried, and forgotten if it still fails).
const pageChunks = Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, importOnce<PageModule>(load)])) as Record<PageName, () => Promise<PageModule>>;
const loadModule = (route: RouteEntry) => pageChunks[route.page]();

// Loaded page components by route id, and the loads in flight, shared by every render.
const loaded = new Map<RouteId, ComponentType>();
const loading = new Map<RouteId, Promise<ComponentType>>();

/**
 * Starts (once) loading a route's page (its chunk, in the browser) with its later parts; resolves
 * when it can render without suspending. build.ts and a visit wait for it. A failed load is
 * retried, and forgotten if it still fails, so a later call tries again.
 */
export function loadPage(route: RouteEntry): Promise<ComponentType> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = loadModule(route)
      .then(async ({ component, later = [] }) => {
        await Promise.all(later.map((part) => part.ready()));
        loaded.set(route.id, component);
        return component;
      })
      .catch((error: unknown) => {
        loading.delete(route.id);
        throw error;
      });
    loading.set(route.id, promise);
  }
  return promise;
}

// The loads a visitor is waiting for (one promise per page, as React's use() needs): a chunk that
// stays missing, as after a deploy, loads the page afresh from the server; a prefetch never does.
// The page renders once the whole stylesheet applies too.
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

/** Loads the whole page at an address (the 404 page for an unknown one). */
export function loadPageAt(path: string): Promise<ComponentType> {
  return loadPage(routeFor(path));
}

/**
 * The page at an address, for hydrating it: resolves with its page chunk, while its later parts
 * are still loading (they hydrate when they arrive).
 */
export function loadPageToHydrate(path: string): Promise<ComponentType> {
  const route = routeFor(path);
  void loadPage(route).catch(() => {});
  return loadModule(route).then(({ component }) => {
    loaded.set(route.id, component);
    return component;
  });
}

/** Resolves once the page at an address has hydrated whole, its later parts too. */
export function pageHydrated(path: string): Promise<void> {
  return loadModule(routeFor(path)).then(({ later = [] }) => Promise.all(later.map((part) => part.hydrated)).then(() => {}));
}

/** The route's page component if it has loaded, else undefined. */
export function loadedPage(route: RouteEntry): ComponentType | undefined {
  return loaded.get(route.id);
}
