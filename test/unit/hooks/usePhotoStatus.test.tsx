import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { usePhotoStatus } from "../../../src/hooks/usePhotoStatus";

function Img({ id }: { id: string }) {
  const { ref, status, onLoad, onError } = usePhotoStatus(id);
  return <img ref={ref} alt={id} data-status={status} src={`/p/${id}.jpg`} onLoad={onLoad} onError={onError} />;
}
const status = (id: string) => screen.getByAltText(id).getAttribute("data-status");

/** What the browser says about the image element when the hook first looks (before any event). */
function imageState(state: { complete: boolean; naturalWidth: number; currentSrc: string; decode?: () => Promise<void> }) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(state.complete);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(state.naturalWidth);
  vi.spyOn(HTMLImageElement.prototype, "currentSrc", "get").mockReturnValue(state.currentSrc);
  if (state.decode) vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(state.decode);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("usePhotoStatus", () => {
  it("is loading until the image loads", () => {
    render(<Img id="a" />);
    expect(status("a")).toBe("loading");
    fireEvent.load(screen.getByAltText("a"));
    expect(status("a")).toBe("loaded");
  });

  it("reports a failed image, and logs which photo it was", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Img id="b" />);
    fireEvent.error(screen.getByAltText("b"));
    expect(status("b")).toBe("error");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("b"));
  });

  it("starts over when handed another photo", () => {
    const { rerender } = render(<Img id="c" />);
    fireEvent.load(screen.getByAltText("c"));
    rerender(<Img id="d" />);
    expect(status("d")).toBe("loading");
  });

  it("notices a prerendered image that loaded before hydration", () => {
    imageState({ complete: true, naturalWidth: 800, currentSrc: "/p/e.jpg" });
    render(<Img id="e" />);
    expect(status("e")).toBe("loaded");
  });

  it("notices a prerendered image that failed before hydration", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    imageState({ complete: true, naturalWidth: 0, currentSrc: "/p/f.jpg", decode: () => Promise.reject(new Error("broken")) });
    render(<Img id="f" />);
    await act(async () => {});
    expect(status("f")).toBe("error");
  });

  it("does not call a lazy image the browser has not requested yet a failure", async () => {
    imageState({ complete: true, naturalWidth: 0, currentSrc: "" });
    render(<Img id="g" />);
    await act(async () => {});
    expect(status("g")).toBe("loading");
  });
});
