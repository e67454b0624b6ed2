import { describe, expect, it } from "vitest";
import { routeFor, routes } from "../../src/shell/routes";

describe("routeFor", () => {
  // A static host serves /about/index.html at "//about" and "/about/": the page that hydrates
  // must be the one prerendered there, or React replaces it with the 404 page.
  it.each(routes.map((r) => [r.path, r.id] as const))("finds %s under a doubled or a trailing slash", (path, id) => {
    expect(routeFor(path).id).toBe(id);
    expect(routeFor(`/${path}`).id).toBe(id);
    expect(routeFor(`${path}/`).id).toBe(id);
  });

  it("gives the 404 page for an address that is no page", () => {
    expect(routeFor("/no-such-page").id).toBe("notFound");
    expect(routeFor("//no-such-page").id).toBe("notFound");
  });
});
