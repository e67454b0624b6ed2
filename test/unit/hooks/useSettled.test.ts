import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useSettled } from "../../../src/hooks/useSettled";

describe("useSettled", () => {
  it("is true at once when there is nothing to wait for", () => {
    expect(renderHook(() => useSettled()).result.current).toBe(true);
  });

  it("turns true when the promise resolves, and when it rejects", async () => {
    let resolve = () => {};
    let reject = () => {};
    const resolving = new Promise<void>((done) => (resolve = done));
    const rejecting = new Promise<void>((_, fail) => (reject = () => fail(new Error("no chunk"))));
    const ok = renderHook(() => useSettled(resolving));
    const failed = renderHook(() => useSettled(rejecting));
    expect([ok.result.current, failed.result.current]).toEqual([false, false]);
    await act(async () => {
      resolve();
      reject();
    });
    expect([ok.result.current, failed.result.current]).toEqual([true, true]);
  });
});
