import { renderToString } from "react-dom/server";
import { App } from "./App";
import { routes, notFoundRoute, type RouteEntry } from "./routes";

export { routes, notFoundRoute };
export type { RouteEntry };

/** Renders one route to HTML; used by build.ts only. */
export function render(path: string): string {
  return renderToString(<App ssrPath={path} />);
}
