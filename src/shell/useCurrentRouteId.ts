import { useLocation } from "wouter";
import { routeIdAt, type RouteId } from "./links";

/** The id of the page at the current address (for marking the current menu item). */
export function useCurrentRouteId(): RouteId {
  const [location] = useLocation();
  return routeIdAt(location);
}
