import { loadPage } from "./load-page";
import { routeById, type RouteId } from "./routes";

/** Fetches a page's chunk ahead of a visit (a failure only means the visit fetches it again). */
export function prefetchPage(id: RouteId): void {
  void loadPage(routeById(id)).catch(() => {});
}
