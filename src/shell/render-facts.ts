// What the build needs to know about a page, noted while React prerenders it, so nothing is
// recovered from the HTML afterwards. Null in the browser: components register only when a
// collector is provided (entry-server.tsx).
import { createContext, useContext } from "react";
import type { PhotoAsset } from "../lib/photos";

export interface RenderFacts {
  /** CSS blocks of the class names on the page's elements ("hero" for "hero__title--big"). */
  blocks: Set<string>;
  /** The text of each <style> element the page renders (the Content-Security-Policy allows each by hash). */
  styleElements: string[];
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

/** The block of a class name: "hero__title--big" → "hero" (BEM, see tooling/prune-css.ts). */
export function blockOf(className: string): string {
  return className.split(/__|--/)[0]!;
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

/** Notes a DOM element's class names, style and <style> text while a collector is active. */
export function noteElement(type: unknown, props: { className?: unknown; style?: unknown; children?: unknown } | null): void {
  if (!active || typeof type !== "string" || !props) return;
  if (typeof props.className === "string") for (const c of props.className.split(/\s+/)) if (c) active.blocks.add(blockOf(c));
  if (props.style && typeof props.style === "object") active.styleProps.push(props.style);
  if (type === "style") active.styleElements.push([props.children].flat().join(""));
}
