import { renderToString } from "react-dom/server";
import { App } from "./App";
import { routes, notFoundRoute, type RouteEntry } from "./routes";
import { loadPage } from "./components/Page";

export { routes, notFoundRoute };
export type { RouteEntry };

/** Loads every page component, so rendering never suspends (build.ts calls it once). */
export async function prepare(): Promise<void> {
  await Promise.all([...routes, notFoundRoute].map(loadPage));
}

/** Renders one route to HTML; used by build.ts only, after prepare(). */
export function render(path: string): string {
  return renderToString(<App ssrPath={path} />);
}
