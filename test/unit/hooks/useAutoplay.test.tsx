import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useAutoplay } from "../../../src/hooks/useAutoplay";
import { stubMedia } from "./media";

/** A region with the autoplay handlers, a focusable link inside and the state as text. */
function Probe() {
  const autoplay = useAutoplay();
  return (
    <div data-testid="region" {...autoplay.handlers}>
      <output>{`${autoplay.state} ${autoplay.running ? "running" : "still"}`}</output>
      <a href="/program/">Inside</a>
      <button type="button" onClick={autoplay.toggle}>
        toggle
      </button>
    </div>
  );
}

const status = () => screen.getByRole("status").textContent;
const region = () => screen.getByTestId("region");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useAutoplay", () => {
  it("plays by default and pauses while the mouse is over the carousel", () => {
    stubMedia({ width: 1000 });
    render(<Probe />);
    expect(status()).toBe("playing running");
    fireEvent.pointerEnter(region(), { pointerType: "mouse" });
    expect(status()).toBe("hovered still");
    fireEvent.pointerLeave(region(), { pointerType: "mouse" });
    expect(status()).toBe("playing running");
  });

  it("pauses while keyboard focus is inside and resumes when it leaves", () => {
    stubMedia({ width: 1000 });
    render(<Probe />);
    fireEvent.focus(screen.getByRole("link"));
    expect(status()).toBe("focused still");
    // Focus moving within the carousel keeps it paused.
    fireEvent.blur(screen.getByRole("link"), { relatedTarget: screen.getByRole("button") });
    expect(status()).toBe("focused still");
    fireEvent.blur(screen.getByRole("link"), { relatedTarget: document.body });
    expect(status()).toBe("playing running");
  });

  it("does not treat focus from a click or tap as keyboard focus", () => {
    stubMedia({ width: 1000 });
    render(<Probe />);
    fireEvent.pointerDown(screen.getByRole("link"));
    fireEvent.focus(screen.getByRole("link"));
    expect(status()).toBe("playing running");
    fireEvent.pointerUp(screen.getByRole("link"));
    fireEvent.focus(screen.getByRole("button"));
    expect(status()).toBe("focused still");
  });

  it("stays paused after hover and focus end when the visitor paused it", () => {
    stubMedia({ width: 1000 });
    render(<Probe />);
    fireEvent.click(screen.getByRole("button"));
    expect(status()).toBe("paused still");
    fireEvent.pointerEnter(region(), { pointerType: "mouse" });
    fireEvent.pointerLeave(region(), { pointerType: "mouse" });
    fireEvent.focus(screen.getByRole("link"));
    fireEvent.blur(screen.getByRole("link"), { relatedTarget: document.body });
    expect(status()).toBe("paused still");
    fireEvent.click(screen.getByRole("button"));
    expect(status()).toBe("playing running");
  });

  it("pressing play lifts a hover pause", () => {
    stubMedia({ width: 1000 });
    render(<Probe />);
    fireEvent.click(screen.getByRole("button"));
    fireEvent.pointerEnter(region(), { pointerType: "mouse" });
    fireEvent.click(screen.getByRole("button"));
    expect(status()).toBe("playing running");
  });

  it("starts paused under prefers-reduced-motion until the visitor presses play", () => {
    stubMedia({ width: 1000, reducedMotion: true });
    render(<Probe />);
    expect(status()).toBe("paused still");
    fireEvent.click(screen.getByRole("button"));
    expect(status()).toBe("playing running");
  });

  it("does not run while the tab is hidden", () => {
    stubMedia({ width: 1000 });
    render(<Probe />);
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(status()).toBe("playing still");
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(status()).toBe("playing running");
  });
});
