import type { ComponentProps } from "react";
import { Link } from "wouter";
import { href, type Locale, type RouteId } from "./links";

export type PageLinkProps = Omit<ComponentProps<"a">, "href"> & { to: RouteId; locale?: Locale; replace?: boolean };

/** A link to one of the site's pages, by id; navigates client-side like wouter's Link. */
export function PageLink({ to, locale, ...props }: PageLinkProps) {
  return <Link href={href(to, locale)} {...props} />;
}
