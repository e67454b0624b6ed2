import type { ComponentProps } from "react";
import { Link } from "wouter";
import { href, type RouteId } from "./links";

export type PageLinkProps = Omit<ComponentProps<"a">, "href"> & { to: RouteId; replace?: boolean };

/** A link to one of the site's pages in this language, by id; navigates client-side like wouter's Link. */
export function PageLink({ to, ...props }: PageLinkProps) {
  return <Link href={href(to)} {...props} />;
}
