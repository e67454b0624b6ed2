// What the build needs to know about a page that its HTML does not say, noted by its components
// while React prerenders it. Null in the browser: components note only when a collector is
// provided (entry-server.tsx).
import { createContext, useContext } from "react";
import type { PhotoAsset } from "../lib/photos";

export interface RenderFacts {
  /** CSS a component needs on this page (scoped to it), which the build adds to the page's own
   *  <style> in the head: a <style> in the body is not valid HTML. */
  styles: string[];
  /** The photo painted first (<Photo priority>), which the build preloads from the head. */
  priorityPhoto?: { photo: PhotoAsset; sizes: string };
}

export const RenderFactsContext = createContext<RenderFacts | null>(null);

/** The collector of the page being prerendered, or null (the browser, tests). */
export function useRenderFacts(): RenderFacts | null {
  return useContext(RenderFactsContext);
}
