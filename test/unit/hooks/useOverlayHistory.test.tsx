import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { useOverlayHistory } from "../../../src/hooks/useOverlayHistory";
import { resetOverlayHistory } from "../../../src/lib/overlay-history";
import { pressBack } from "../render";

afterEach(resetOverlayHistory);

describe("useOverlayHistory", () => {
  it("adds one history entry while open, and Back calls the latest close", async () => {
    const before = window.history.length;
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ close }) => useOverlayHistory(true, close), { initialProps: { close: first } });
    expect(window.history.length).toBe(before + 1);
    rerender({ close: latest });
    await pressBack();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it("adds nothing while closed", () => {
    const before = window.history.length;
    renderHook(() => useOverlayHistory(false, () => {}));
    expect(window.history.length).toBe(before);
  });

  it("takes its entry back off when the overlay closes another way, without calling close", async () => {
    const close = vi.fn();
    const { rerender } = renderHook(({ open }) => useOverlayHistory(open, close), { initialProps: { open: true } });
    const back = vi.spyOn(window.history, "back");
    rerender({ open: false });
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
    expect(close).not.toHaveBeenCalled();
  });
});
