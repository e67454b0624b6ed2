import type { ComponentProps } from "react";
import { Link } from "wouter";
import { href, type RouteId } from "./links";
import { useRenderFacts } from "./render-facts";

export type PageLinkProps = Omit<ComponentProps<"a">, "href"> & { to: RouteId; hash?: string; replace?: boolean };

/**
 * A link to one of the site's pages in this language, by id (and a place on it, `hash`, an
 * element's id); navigates client-side like wouter's Link.
 */
export function PageLink({ to, hash, ...props }: PageLinkProps) {
  // wouter draws the <a> with its own createElement, which the prerender's noting of class names
  // (render-facts.ts noteElement) never sees: noted here, so the page inlines the link's styles.
  const facts = useRenderFacts();
  if (facts && props.className) for (const c of props.className.split(/\s+/)) if (c) facts.classes.add(c);
  return <Link href={hash ? `${href(to)}#${hash}` : href(to)} {...props} />;
}
