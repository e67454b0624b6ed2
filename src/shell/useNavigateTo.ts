import { useCallback } from "react";
import { useLocation } from "wouter";
import { href, type Locale, type RouteId } from "./links";

/** Navigates to a page by id, client-side: `navigateTo("thankYou")`. */
export function useNavigateTo(): (to: RouteId, options?: { replace?: boolean; locale?: Locale }) => void {
  const [, navigate] = useLocation();
  return useCallback((to, options) => navigate(href(to, options?.locale), { replace: options?.replace }), [navigate]);
}
