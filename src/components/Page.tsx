import { use, type ComponentType } from "react";
import { loadPageComponent, type RouteEntry } from "../routes";

// Loaded page components by path, and the loads in flight, shared by every render.
const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();

/** Starts (once) loading a route's page; resolves when it can render without suspending. */
export function loadPage(route: RouteEntry): Promise<ComponentType> {
  let promise = loading.get(route.path);
  if (!promise) {
    promise = loadPageComponent(route).then((component) => {
      loaded.set(route.path, component);
      return component;
    });
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
  const Component = loaded.get(route.path) ?? use(loadPage(route));
  return <Component />;
}
