// What the build needs to know about a page, noted while React prerenders it, so nothing is
// recovered from the HTML afterwards. Null in the browser: components register only when a
// collector is provided (entry-server.tsx).
import { createContext, useContext } from "react";
import type { PhotoAsset } from "../lib/photos";

export interface RenderFacts {
  /** The class names on the page's elements. */
  classes: Set<string>;
  /** CSS a component needs on this page (scoped to it), which the build adds to the page's own
   *  <style> in the head: a <style> in the body is not valid HTML. */
  styles: string[];
  /** The style="" objects of the page's elements (allowed by hash too). */
  styleProps: object[];
  /** The photo painted first (<Photo priority>), which the build preloads from the head. */
  priorityPhoto?: { photo: PhotoAsset; sizes: string };
}

export const RenderFactsContext = createContext<RenderFacts | null>(null);

/** The collector of the page being prerendered, or null (the browser, tests). */
export function useRenderFacts(): RenderFacts | null {
  return useContext(RenderFactsContext);
}

let active: RenderFacts | null = null;

/**
 * Runs a synchronous render with `facts` as the collector of every element created meanwhile:
 * the build's Node bundle routes JSX through noteElement (tooling/esbuild-plugins.ts), so each
 * element's class names are noted without code in the components or in the browser bundle.
 */
export function collectFacts<T>(facts: RenderFacts, render: () => T): T {
  active = facts;
  try {
    return render();
  } finally {
    active = null;
  }
}

/**
 * Notes an element's class names and a DOM element's style while a collector is active. A class
 * given to a component counts too: components pass it on to an element of their own (a PageLink's
 * reaches the <a> wouter renders, which this does not see).
 */
export function noteElement(type: unknown, props: { className?: unknown; style?: unknown } | null): void {
  if (!active || !props) return;
  if (typeof props.className === "string") for (const c of props.className.split(/\s+/)) if (c) active.classes.add(c);
  if (typeof type === "string" && props.style && typeof props.style === "object") active.styleProps.push(props.style);
}
