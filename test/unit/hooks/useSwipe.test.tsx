import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useSwipe } from "../../../src/hooks/useSwipe";

function Probe({ onNext, onPrev, onClick }: { onNext: () => void; onPrev: () => void; onClick: () => void }) {
  const track = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(track, { onNext, onPrev });
  return (
    <div data-testid="viewport" {...swipe}>
      <div data-testid="track" ref={track}>
        <a href="/program/" onClick={(e) => (e.preventDefault(), onClick())}>
          slide
        </a>
      </div>
    </div>
  );
}

function setup() {
  const actions = { onNext: vi.fn(), onPrev: vi.fn(), onClick: vi.fn() };
  render(<Probe {...actions} />);
  const viewport = screen.getByTestId("viewport");
  Object.defineProperty(viewport, "clientWidth", { value: 400 });
  return { ...actions, viewport, track: screen.getByTestId("track") };
}

const touch = (x: number, y = 100) => ({ pointerType: "touch", pointerId: 7, isPrimary: true, clientX: x, clientY: y });

describe("useSwipe", () => {
  it("moves the track with the finger through --carousel-drag and moves on past the threshold", () => {
    const { viewport, track, onNext, onPrev } = setup();
    fireEvent.pointerDown(viewport, touch(300));
    fireEvent.pointerMove(viewport, touch(250));
    expect(track.style.getPropertyValue("--carousel-drag")).toBe("-50px");
    expect(track.dataset.dragging).toBe("true");
    fireEvent.pointerMove(viewport, touch(200));
    fireEvent.pointerUp(viewport, touch(200));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrev).not.toHaveBeenCalled();
    expect(track.style.getPropertyValue("--carousel-drag")).toBe("");
    expect(track.dataset.dragging).toBeUndefined();
  });

  it("goes back on a swipe to the right, and ignores a drag shorter than 15% of the width", () => {
    const { viewport, onNext, onPrev } = setup();
    fireEvent.pointerDown(viewport, touch(100));
    fireEvent.pointerMove(viewport, touch(200));
    fireEvent.pointerUp(viewport, touch(200));
    expect(onPrev).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(viewport, touch(100));
    fireEvent.pointerMove(viewport, touch(140));
    fireEvent.pointerUp(viewport, touch(140));
    expect(onPrev).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it("leaves mostly vertical drags (page scrolls) and mouse drags alone", () => {
    const { viewport, track, onNext, onPrev } = setup();
    fireEvent.pointerDown(viewport, touch(200, 100));
    fireEvent.pointerMove(viewport, touch(170, 300));
    fireEvent.pointerUp(viewport, touch(170, 300));
    fireEvent.pointerDown(viewport, { ...touch(300), pointerType: "mouse" });
    fireEvent.pointerMove(viewport, { ...touch(100), pointerType: "mouse" });
    fireEvent.pointerUp(viewport, { ...touch(100), pointerType: "mouse" });
    expect(track.style.getPropertyValue("--carousel-drag")).toBe("");
    expect(onNext).not.toHaveBeenCalled();
    expect(onPrev).not.toHaveBeenCalled();
  });

  it("resets when the browser cancels the pointer", () => {
    const { viewport, track, onNext } = setup();
    fireEvent.pointerDown(viewport, touch(300));
    fireEvent.pointerMove(viewport, touch(200));
    fireEvent.pointerCancel(viewport, touch(200));
    expect(track.style.getPropertyValue("--carousel-drag")).toBe("");
    fireEvent.pointerUp(viewport, touch(200));
    expect(onNext).not.toHaveBeenCalled();
  });

  it("swallows the click that ends a swipe over a link, but not the next tap", () => {
    const { viewport, onClick } = setup();
    const link = screen.getByRole("link");
    fireEvent.pointerDown(viewport, touch(300));
    fireEvent.pointerMove(viewport, touch(200));
    fireEvent.pointerUp(viewport, touch(200));
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, touch(200));
    fireEvent.pointerUp(link, touch(200));
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
