import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useToasts } from "../../../src/hooks/useToasts";
import { dismissToast, toast } from "../../../src/lib/toast-store";

function Probe() {
  return <span>{useToasts().length} toasts</span>;
}

describe("useToasts", () => {
  it("shows no toast in the prerendered page", () => {
    toast("Saved", { duration: 2000 });
    expect(renderToString(<Probe />)).toContain("0<!-- --> toasts");
  });

  it("holds the toast just raised, one at a time, and drops a dismissed one", () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    let second = 0;
    act(() => void toast("Thank you", { duration: 3000, kind: "success" }));
    act(() => {
      second = toast("Please fill in your name", { duration: 3000, kind: "error" });
    });
    expect(result.current.map((t) => [t.message, t.kind])).toEqual([["Please fill in your name", "error"]]);
    act(() => dismissToast(second));
    expect(result.current).toEqual([]);
  });
});
