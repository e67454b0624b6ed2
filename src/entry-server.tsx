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
  /** The class names its elements use, read from its HTML. */
  classes: string[];
  /** CSS its components asked for (render-facts), and each style="" attribute as a browser reads it. */
  styles: string[];
  styleAttributes: string[];
  priorityPhoto?: { photo: PhotoAsset; sizes: string };
}

/** An attribute's values in React's HTML, unescaped: what a browser reads, and hashes for the CSP.
 *  React quotes every value with " and escapes it, so no text or value can hold a match. */
function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, "g"))].map((m) =>
    m[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );
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
    classes: [...new Set(attributeValues(html, "class").flatMap((c) => c.split(/\s+/)).filter(Boolean))],
    styles: [...new Set(facts.styles)],
    styleAttributes: [...new Set(attributeValues(html, "style"))],
    priorityPhoto: facts.priorityPhoto,
  };
}
