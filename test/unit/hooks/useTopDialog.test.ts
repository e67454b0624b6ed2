import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useTopDialog } from "../../../src/hooks/useTopDialog";
import { pushDialog, removeDialog } from "../../../src/lib/dialog-stack";

afterEach(() => {
  for (const id of ["booking", "lightbox"]) removeDialog(id);
});

describe("useTopDialog", () => {
  it("follows the innermost open dialog as dialogs open and close", () => {
    const { result } = renderHook(() => useTopDialog());
    expect(result.current).toBeNull();
    act(() => pushDialog("booking"));
    expect(result.current).toBe("booking");
    act(() => pushDialog("lightbox"));
    expect(result.current).toBe("lightbox");
    act(() => removeDialog("lightbox"));
    expect(result.current).toBe("booking");
    act(() => removeDialog("booking"));
    expect(result.current).toBeNull();
  });

  it("stops listening when unmounted", () => {
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders++;
      return useTopDialog();
    });
    unmount();
    const before = renders;
    act(() => pushDialog("booking"));
    expect(renders).toBe(before);
  });
});
