import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useNavigateTo } from "../../../src/shell/useNavigateTo";
import { href } from "../../../src/shell/links";
import { routerAt } from "./router";

describe("useNavigateTo", () => {
  it("goes to a page by id, adding a history entry, or replacing it when asked", () => {
    const { location, wrapper } = routerAt(href("pricing"));
    const { result } = renderHook(() => useNavigateTo(), { wrapper });
    act(() => result.current("thankYou"));
    expect(location.history).toEqual([href("pricing"), href("thankYou")]);
    act(() => result.current("pricing", { replace: true }));
    expect(location.history).toEqual([href("pricing"), href("pricing")]);
  });

  it("keeps the same function across renders", () => {
    const { wrapper } = routerAt(href("home"));
    const { result, rerender } = renderHook(() => useNavigateTo(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
