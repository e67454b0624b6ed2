import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { App } from "./App";
import { routes, notFoundRoute, type RouteEntry } from "./shell/routes";
import { loadPage } from "./shell/load-page";
import { collectFacts, RenderFactsContext, type RenderFacts } from "./shell/render-facts";
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
  /** The class names its elements use. */
  classes: string[];
  /** CSS its components asked for (render-facts), and each style="" attribute as React writes it. */
  styles: string[];
  styleAttributes: string[];
  priorityPhoto?: { photo: PhotoAsset; sizes: string };
}

/** Renders one route to HTML; used by build.ts only, after prepare(). */
export function render(path: string): RenderedPage {
  const facts: RenderFacts = { classes: new Set(), styles: [], styleProps: [] };
  const html = collectFacts(facts, () =>
    renderToString(
      <RenderFactsContext value={facts}>
        <App ssrPath={path} />
      </RenderFactsContext>,
    ),
  );
  // React's own serialisation of each style object, unescaped, is what a browser hashes.
  const styleText = (style: object) =>
    (/style="([^"]*)"/.exec(renderToStaticMarkup(<i style={style} />))?.[1] ?? "").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
  return {
    html,
    classes: [...facts.classes],
    styles: [...new Set(facts.styles)],
    styleAttributes: [...new Set(facts.styleProps.map(styleText))],
    priorityPhoto: facts.priorityPhoto,
  };
}
