import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useRef } from "react";
import { nearMargin, saveDataMargin, useNearViewport } from "../../../src/hooks/useNearViewport";

interface Observer {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
  disconnected: number;
}
let observers: Observer[] = [];

function Probe({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, enabled);
  return (
    <div ref={ref} data-testid="box">
      {near ? "near" : "far"}
    </div>
  );
}

/** Tells every live observer whether its targets intersect the (margin-grown) viewport. */
function report(isIntersecting: boolean) {
  act(() => {
    for (const o of observers.filter((o) => o.disconnected === 0)) {
      o.callback(o.targets.map((target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  });
}

function setConnection(connection: { saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, "connection", { configurable: true, get: () => connection });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private o: Observer;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.o = { callback, options, targets: [], disconnected: 0 };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.targets.push(el);
      }
      unobserve() {}
      disconnect() {
        this.o.disconnected += 1;
      }
    },
  );
});

afterEach(() => {
  setConnection(undefined);
  vi.unstubAllGlobals();
});

describe("useNearViewport", () => {
  it("is false in the prerendered page, so nothing it gates starts before hydration", () => {
    expect(renderToString(<Probe />)).toBe('<div data-testid="box">far</div>');
    expect(observers).toHaveLength(0);
  });

  it("watches its element from a screen's height ahead, and turns true (for good) when it comes near", () => {
    render(<Probe />);
    expect(screen.getByTestId("box").textContent).toBe("far");
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ rootMargin: nearMargin });
    expect(observers[0]!.targets).toEqual([screen.getByTestId("box")]);

    report(false);
    expect(screen.getByTestId("box").textContent).toBe("far");
    report(true);
    expect(screen.getByTestId("box").textContent).toBe("near");
    // Done watching: scrolling away does not take it back.
    expect(observers[0]!.disconnected).toBeGreaterThan(0);
    expect(observers).toHaveLength(1);
  });

  it("waits until the element is on screen under Save-Data", () => {
    setConnection({ saveData: true });
    render(<Probe />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ rootMargin: saveDataMargin });
  });

  it("disconnects its observer on unmount", () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(observers[0]!.disconnected).toBe(1);
  });

  it("observes nothing while disabled, and starts when enabled", () => {
    const { rerender } = render(<Probe enabled={false} />);
    expect(observers).toHaveLength(0);
    expect(screen.getByTestId("box").textContent).toBe("far");
    rerender(<Probe enabled />);
    expect(observers).toHaveLength(1);
    report(true);
    expect(screen.getByTestId("box").textContent).toBe("near");
  });

  it("is true once hydrated in a browser without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByTestId("box").textContent).toBe("near");
  });
});
