import { use, type ComponentType } from "react";
import { loadPageComponent, type RouteEntry } from "../routes";
import { importOrReload, retryImport } from "../lib/lazy-retry";

// Loaded page components by path, and the loads in flight, shared by every render.
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/**
 * Starts (once) loading a route's page; resolves when it can render without suspending. A failed
 * load is retried, and forgotten if it still fails, so a later call tries again. With `reload`
 * (the visitor is on that page) a chunk that stays missing, as after a deploy, loads the page
 * afresh from the server; a prefetch never does.
 */
export function loadPage(route: RouteEntry): Promise<ComponentType> {
  return loadOnce(route, false);
}

function loadOnce(route: RouteEntry, reload: boolean): Promise<ComponentType> {
  let promise = loading.get(route.path);
  if (!promise) {
    const load = () => loadPageComponent(route);
    promise = (reload ? importOrReload(load) : retryImport(load)).then(
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

/**
 * Renders a route's page. The prerender and the first client render find it loaded already
 * (build.ts and entry-client wait for it), so hydration never suspends; a later navigation to a
 * page not yet loaded suspends until its chunk arrives.
 */
export function Page({ route }: { route: RouteEntry }) {
  const Component = loaded.get(route.path) ?? use(loadOnce(route, true));
  return <Component />;
}
