import type { ComponentProps } from "react";
import { Link } from "wouter";
import { href, type RouteId } from "./links";

export type PageLinkProps = Omit<ComponentProps<"a">, "href"> & { to: RouteId; hash?: string; replace?: boolean };

/**
 * A link to one of the site's pages in this language, by id (and a place on it, `hash`, an
 * element's id); navigates client-side like wouter's Link.
 */
export function PageLink({ to, hash, ...props }: PageLinkProps) {
  return <Link href={hash ? `${href(to)}#${hash}` : href(to)} {...props} />;
}
