import { describe, expect, it } from "vitest";
import { localisePath, normalisePath, routeFor, routes, splitLocale } from "../../src/shell/routes";
import { languages } from "../../src/content/load";

describe("the route table's addresses", () => {
  it("end in a slash, the form every static host serves a folder's index.html at without a redirect", () => {
    for (const r of routes) for (const l of languages) expect(localisePath(r.path, l)).toMatch(/^\/(.*\/)?$/);
  });

  it("put a language's code before the path, and take it off again", () => {
    for (const r of routes) for (const l of languages) expect(splitLocale(localisePath(r.path, l))).toEqual([l, r.path]);
  });
});

describe("routeFor", () => {
  // A host may serve /about/index.html at "/about", "//about/" or "/about/index.html" as well:
  // the page that hydrates must be the one prerendered there, or React replaces it with the 404 page.
  it.each(routes.map((r) => [r.path, r.id] as const))("finds %s without its slash, under a doubled one or as its index.html", (path, id) => {
    expect(routeFor(path).id).toBe(id);
    expect(routeFor(`/${path}`).id).toBe(id);
    expect(routeFor(path.replace(/(.)\/$/, "$1")).id).toBe(id);
    expect(routeFor(`${path}index.html`).id).toBe(id);
    expect(routeFor(`${path}?utm_source=whatsapp#faq`).id).toBe(id);
  });

  it("reads every form of an address as its canonical one", () => {
    expect(["/about", "/about/", "//about", "/about/index.html", "/about?x=1"].map(normalisePath)).toEqual(Array(5).fill("/about/"));
    expect(["/", "", "/index.html", "//"].map(normalisePath)).toEqual(Array(4).fill("/"));
  });

  it("gives the 404 page for an address that is no page", () => {
    expect(routeFor("/no-such-page").id).toBe("notFound");
    expect(routeFor("//no-such-page/").id).toBe("notFound");
    expect(routeFor("/404.html").id).toBe("notFound");
  });
});
