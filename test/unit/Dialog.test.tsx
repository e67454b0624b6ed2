import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Dialog } from "../../src/components/Dialog";
import { isAnyDialogOpen } from "../../src/lib/dialog-stack";

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="A dialog" closeLabel="Close it" dismissible={dismissible}>
        <label>
          Field <input />
        </label>
      </Dialog>
    </>
  );
}

beforeEach(() => {
  document.body.style.overflow = "scroll";
});
afterEach(() => {
  document.body.style.overflow = "";
});

describe("Dialog", () => {
  it("opens as a modal named by its title, with focus inside and the page locked", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const opener = screen.getByRole("button", { name: "Open it" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "A dialog" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe("hidden");
    expect(isAnyDialogOpen()).toBe(true);
  });

  it("closes with its close button, gives focus back to the opener and restores the page's overflow", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open it" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Close it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe("scroll");
    expect(isAnyDialogOpen()).toBe(false);
  });

  it("closes on Escape when dismissible", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open it" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("refuses Escape, and has no close button, when not dismissible", () => {
    render(<Harness dismissible={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    const dialog = screen.getByRole("dialog", { name: "A dialog" });
    const event = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    act(() => {
      dialog.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole("dialog", { name: "A dialog" })).toBe(dialog);
    expect(screen.queryByRole("button", { name: "Close it" })).toBeNull();
  });

  it("follows the browser when it closes the dialog itself (Android's back gesture)", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    const dialog = screen.getByRole("dialog") as HTMLDialogElement;
    act(() => {
      dialog.close();
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("scroll");
  });

  it("cleans up when unmounted while open", () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    unmount();
    expect(document.body.style.overflow).toBe("scroll");
    expect(isAnyDialogOpen()).toBe(false);
  });
});

