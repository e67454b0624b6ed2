import { use, type ComponentType } from "react";
import { loadPageComponent, type RouteEntry } from "../routes";
import { orReload, retryImport } from "../lib/lazy-retry";

// Loaded page components by path, and the loads in flight, shared by every render.
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/**
 * Starts (once) loading a route's page; resolves when it can render without suspending. A failed
 * load is retried, and forgotten if it still fails, so a later call tries again.
 */
export function loadPage(route: RouteEntry): Promise<ComponentType> {
  let promise = loading.get(route.path);
  if (!promise) {
    promise = retryImport(() => loadPageComponent(route)).then(
      (component) => {
        loaded.set(route.path, component);
        return component;
      },
      (error: unknown) => {
        loading.delete(route.path);
        throw error;
      },
    );
    loading.set(route.path, promise);
  }
  return promise;
}

// The loads a visitor is waiting for (one promise per page, as React's use() needs): a chunk that
// stays missing, as after a deploy, loads the page afresh from the server; a prefetch never does.
const visits = new Map<string, Promise<ComponentType>>();
function loadForVisit(route: RouteEntry): Promise<ComponentType> {
  let promise = visits.get(route.path);
  if (!promise) {
    promise = orReload(loadPage(route));
    visits.set(route.path, promise);
    promise.catch(() => visits.delete(route.path));
  }
  return promise;
}

/**
 * Renders a route's page. The prerender and the first client render find it loaded already
 * (build.ts and entry-client wait for it), so hydration never suspends; a later navigation to a
 * page not yet loaded suspends until its chunk arrives.
 */
export function Page({ route }: { route: RouteEntry }) {
  const Component = loaded.get(route.path) ?? use(loadForVisit(route));
  return <Component />;
}
