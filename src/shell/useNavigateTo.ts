import { useCallback } from "react";
import { useLocation } from "wouter";
import { href, type RouteId } from "./links";

/** Navigates to a page by id, client-side: `navigateTo("thankYou")`. */
export function useNavigateTo(): (to: RouteId, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback((to, options) => navigate(href(to), { replace: options?.replace }), [navigate]);
}
