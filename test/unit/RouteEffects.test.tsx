import { describe, expect, it, vi } from "vitest";
import { act } from "@testing-library/react";
import { navigate } from "wouter/use-browser-location";
import { render } from "@testing-library/react";
import { Router } from "wouter";
import { RouteEffects } from "../../src/shell/RouteEffects";
import { notFoundRoute, routes } from "../../src/shell/routes";

describe("RouteEffects", () => {
  it("scrolls to the top and sets the title on every route change, but not on first load", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    window.history.replaceState(null, "", "/");
    render(
      <Router>
        <RouteEffects />
      </Router>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.title).toBe(routes[0]!.title);
    act(() => navigate("/pricing/"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe(routes.find((r) => r.path === "/pricing/")!.title);
    act(() => navigate("/nowhere"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(document.title).toBe(notFoundRoute.title);
    scrollTo.mockRestore();
  });
});
