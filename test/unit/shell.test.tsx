import { describe, expect, it } from "vitest";
import { stories } from "../../src/content/stories";
import { programSection, testimonialsSection } from "../../src/content/home";
import { fireEvent, screen } from "@testing-library/react";
import { href, localisePath, navLinks, quickLinks, routeIdAt, titleAt } from "../../src/shell/links";
import { PageLink } from "../../src/shell/PageLink";
import { notFoundRoute, routeById, routes } from "../../src/shell/routes";
import { loadedPage, loadPageAt } from "../../src/shell/load-page";
import { renderAt } from "./render";

describe("the shell's links", () => {
  it("gives every page its path by id, and finds the id back from the path (with or without a slash)", () => {
    for (const route of [...routes, notFoundRoute]) {
      expect(href(route.id)).toBe(route.path);
      expect(routeIdAt(route.path)).toBe(route.id);
      expect(routeIdAt(`${route.path}/?ref=x`.replace("//", "/"))).toBe(route.id);
      expect(titleAt(route.path)).toBe(route.title);
    }
    expect(routeIdAt("/no-such-page")).toBe("notFound");
  });

  it("has a stable id for each page", () => {
    // A story's page is "story/<its address>", one for each file of src/content/stories/.
    const storyIds = stories.map((s) => `story/${s.slug}`).sort();
    const ids = [...routes, notFoundRoute].map((r) => r.id);
    expect(ids.filter((id) => !id.startsWith("story/"))).toEqual(["home", "program", "stories", "about", "pricing", "thankYou", "credits", "notFound"]);
    expect(ids.filter((id) => id.startsWith("story/")).sort()).toEqual(storyIds);
  });

  it("prefixes another language's paths and leaves the default language's bare", () => {
    const pricing = routeById("pricing").path;
    expect(localisePath(pricing, "hi")).toBe(`/hi${pricing}`);
    expect(localisePath(routeById("home").path, "hi")).toBe("/hi/");
    expect(href("pricing", "en")).toBe(pricing);
  });

  it("lists the menu and the footer's quick links from the route table, in order", () => {
    expect(navLinks).toEqual(routes.filter((r) => r.nav).map((r) => ({ id: r.id, label: r.nav })));
    expect(quickLinks).toEqual(routes.filter((r) => r.quickLink).map((r) => ({ id: r.id, label: r.quickLink })));
  });
});

describe("PageLink", () => {
  it("is a link to the page's address that navigates without reloading", () => {
    const { location } = renderAt(<PageLink to="pricing" className="x">Plans</PageLink>, href("home"));
    const link = screen.getByRole("link", { name: "Plans" });
    expect(link.getAttribute("href")).toBe(routeById("pricing").path);
    expect(link.className).toBe("x");
    fireEvent.click(link);
    expect(location.history.at(-1)).toBe(routeById("pricing").path);
  });
});

describe("page loading", () => {
  it("loads the page at an address once, and the 404 page for an unknown one", async () => {
    expect(loadedPage(routeById("credits"))).toBeUndefined();
    const page = await loadPageAt(`${href("credits")}/`);
    expect(loadedPage(routeById("credits"))).toBe(page);
    expect(await loadPageAt(href("credits"))).toBe(page);
    expect(await loadPageAt("/no-such-page")).toBe(loadedPage(notFoundRoute));
  });

  it("waits for a page's later parts before a visit renders it, so they never render empty", async () => {
    const Home = await loadPageAt(href("home"));
    renderAt(<Home />, href("home"));
    // The later sections are there at once, not an empty Suspense fallback in their place.
    expect(screen.getByRole("heading", { name: programSection.heading })).toBeTruthy();
    expect(screen.getByRole("heading", { name: testimonialsSection.heading })).toBeTruthy();
  });
});
