import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useToasts } from "../../../src/hooks/useToasts";
import { clearToasts, dismissToast, toast } from "../../../src/lib/toast-store";

afterEach(() => {
  clearToasts();
});

function Probe() {
  return <span>{useToasts().length} toasts</span>;
}

describe("useToasts", () => {
  it("shows no toast in the prerendered page", () => {
    toast("Saved", { duration: 2000 });
    expect(renderToString(<Probe />)).toContain("0<!-- --> toasts");
  });

  it("lists each toast as it is raised, in order, and drops a dismissed one", () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    let first = 0;
    act(() => {
      first = toast("Thank you", { duration: 3000, kind: "success" });
    });
    act(() => {
      toast("Please fill in your name", { duration: 3000, kind: "error" });
    });
    expect(result.current.map((t) => [t.message, t.kind])).toEqual([
      ["Thank you", "success"],
      ["Please fill in your name", "error"],
    ]);
    act(() => dismissToast(first));
    expect(result.current.map((t) => t.message)).toEqual(["Please fill in your name"]);
  });
});
