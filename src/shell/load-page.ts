import type { ComponentType } from "react";
import { orReload, retryImport } from "../lib/lazy-retry";
import { routeFor, type PageName, type RouteEntry, type RouteId } from "./routes";

/**
 * Each page is a chunk of its own, so a visitor downloads the code and content of the pages they
 * open, not of the whole site. build.ts preloads the chunk of each prerendered page. Kept apart
 * from the route table: pages link through the table, so the table must not import them.
 */
const pages = {
  Home: () => import("../pages/Home").then((m) => m.Home),
  Program: () => import("../pages/Program").then((m) => m.Program),
  About: () => import("../pages/About").then((m) => m.About),
  Pricing: () => import("../pages/Pricing").then((m) => m.Pricing),
  ThankYou: () => import("../pages/ThankYou").then((m) => m.ThankYou),
  Credits: () => import("../pages/Credits").then((m) => m.Credits),
  NotFound: () => import("../pages/NotFound").then((m) => m.NotFound),
} satisfies Record<PageName, () => Promise<ComponentType>>;

// Loaded page components by route id, and the loads in flight, shared by every render.
const loaded = new Map<RouteId, ComponentType>();
const loading = new Map<RouteId, Promise<ComponentType>>();

/**
 * Starts (once) loading a route's page (its chunk, in the browser); resolves when it can render
 * without suspending. build.ts and entry-client wait for it before rendering. A failed load is
 * retried, and forgotten if it still fails, so a later call tries again.
 */
export function loadPage(route: RouteEntry): Promise<ComponentType> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = retryImport(() => pages[route.page]()).then(
      (component) => {
        loaded.set(route.id, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(route.id);
        throw error;
      },
    );
    loading.set(route.id, promise);
  }
  return promise;
}

// The loads a visitor is waiting for (one promise per page, as React's use() needs): a chunk that
// stays missing, as after a deploy, loads the page afresh from the server; a prefetch never does.
const visits = new Map<RouteId, Promise<ComponentType>>();
export function loadForVisit(route: RouteEntry): Promise<ComponentType> {
  let promise = visits.get(route.id);
  if (!promise) {
    promise = orReload(loadPage(route));
    visits.set(route.id, promise);
    promise.catch(() => visits.delete(route.id));
  }
  return promise;
}

/** Loads the page at an address (the 404 page for an unknown one). */
export function loadPageAt(path: string): Promise<ComponentType> {
  return loadPage(routeFor(path));
}

/** The route's page component if it has loaded, else undefined. */
export function loadedPage(route: RouteEntry): ComponentType | undefined {
  return loaded.get(route.id);
}
