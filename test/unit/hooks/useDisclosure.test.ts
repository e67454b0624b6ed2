import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useDisclosure } from "../../../src/hooks/useDisclosure";

describe("useDisclosure", () => {
  it("starts closed, or open when asked", () => {
    expect(renderHook(() => useDisclosure()).result.current.isOpen).toBe(false);
    expect(renderHook(() => useDisclosure(true)).result.current.isOpen).toBe(true);
  });

  it("opens, closes and toggles", () => {
    const { result } = renderHook(() => useDisclosure());
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });

  it("keeps the same actions across renders, so they can be effect dependencies", () => {
    const { result } = renderHook(() => useDisclosure());
    const { open, close, toggle } = result.current;
    act(() => result.current.toggle());
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
    expect(result.current.toggle).toBe(toggle);
  });
});
