import { renderToString } from "react-dom/server";
import { App } from "./App";
import { routes, notFoundRoute, type RouteEntry } from "./shell/routes";
import { loadPage } from "./shell/load-page";
import { RenderFactsContext, type RenderFacts } from "./shell/render-facts";
import type { PhotoAsset } from "./lib/photos";

export { routes, notFoundRoute };
export type { RouteEntry };

/** Loads every page component, so rendering never suspends (build.ts calls it once). */
export async function prepare(): Promise<void> {
  await Promise.all([...routes, notFoundRoute].map(loadPage));
}

/** A prerendered page and what the build needs to know about it. */
export interface RenderedPage {
  html: string;
  /** CSS its components asked for (render-facts). */
  styles: string[];
  priorityPhoto?: { photo: PhotoAsset; sizes: string };
}

/** Renders one route to HTML; used by build.ts only, after prepare(). */
export function render(path: string): RenderedPage {
  const facts: RenderFacts = { styles: [] };
  const html = renderToString(
    <RenderFactsContext value={facts}>
      <App ssrPath={path} />
    </RenderFactsContext>,
  );
  return {
    html,
    styles: [...new Set(facts.styles)],
    priorityPhoto: facts.priorityPhoto,
  };
}
