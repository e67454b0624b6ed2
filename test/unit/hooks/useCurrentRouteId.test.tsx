import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useCurrentRouteId } from "../../../src/shell/useCurrentRouteId";
import { href } from "../../../src/shell/links";
import { routerAt } from "./router";

describe("useCurrentRouteId", () => {
  it("names the page at the address, with or without a trailing slash, and follows navigation", () => {
    const { location, wrapper } = routerAt(`${href("pricing")}/`);
    const { result } = renderHook(() => useCurrentRouteId(), { wrapper });
    expect(result.current).toBe("pricing");
    act(() => location.navigate(href("about")));
    expect(result.current).toBe("about");
  });

  it("calls an unknown address the 404 page", () => {
    const { wrapper } = routerAt("/gone-away");
    expect(renderHook(() => useCurrentRouteId(), { wrapper }).result.current).toBe("notFound");
  });
});
