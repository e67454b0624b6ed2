import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { laterPart } from "../../src/shell/later-part";

// A page whose lower part is a later part: each half counts its own clicks.
function Lower() {
  const [n, setN] = useState(0);
  return (
    <section>
      <button onClick={() => setN((c) => c + 1)}>lower {n}</button>
    </section>
  );
}
function Page({ Part }: { Part: ComponentType }) {
  const [n, setN] = useState(0);
  return (
    <main>
      <button onClick={() => setN((c) => c + 1)}>upper {n}</button>
      <Part />
    </main>
  );
}

/** The prerendered page, as the build writes it (the build waits for the part: ready()). */
async function prerendered(): Promise<HTMLElement> {
  const server = laterPart(async () => Lower);
  await server.ready();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page Part={server.Part} />);
  document.body.append(container);
  return container;
}

/** A part whose chunk arrives when the test says. */
function slowPart() {
  let arrive = () => {};
  const part = laterPart(() => new Promise<ComponentType>((ok) => (arrive = () => ok(Lower))));
  return { part, arrive: () => act(async () => arrive()) };
}

const buttons = (c: HTMLElement) => [...c.querySelectorAll("button")];
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
});

async function hydrate(container: HTMLElement, Part: ComponentType, errors: unknown[]) {
  await act(async () => {
    root = hydrateRoot(container, <Page Part={Part} />, { onRecoverableError: (e) => errors.push(e) });
  });
}

describe("a later part of a page", () => {
  it("is in the prerendered HTML, and the rest of the page works before its chunk arrives", async () => {
    const container = await prerendered();
    const [upper, lower] = buttons(container);
    expect(lower!.textContent).toBe("lower 0");
    const { part, arrive } = slowPart();
    const errors: unknown[] = [];
    await hydrate(container, part.Part, errors);

    fireEvent.click(upper!);
    expect(upper!.textContent).toBe("upper 1");
    // Still the prerendered element, shown as it was: nothing empty, nothing moved.
    expect(buttons(container)[1]).toBe(lower);
    expect(lower!.textContent).toBe("lower 0");

    await arrive();
    expect(buttons(container)[1]).toBe(lower);
    fireEvent.click(lower!);
    expect(lower!.textContent).toBe("lower 1");
    expect(errors).toEqual([]);
  });

  it("hydrates, keeping its HTML, when its chunk comes while React waits for it", async () => {
    const container = await prerendered();
    const [, lower] = buttons(container);
    // The chunk is asked for during the render and comes a moment later, before React looks
    // again: React replays the render that waited (a CI run's home page failed to hydrate so).
    const part = laterPart(async () => Lower);
    const errors: unknown[] = [];
    // Outside act(), which would flush the render its own way: React's scheduler, as in a browser.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(container, <Page Part={part.Part} />, { onRecoverableError: (e) => errors.push(e) });
      await part.hydrated;
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(errors).toEqual([]);
    expect(buttons(container)[1]).toBe(lower);
    fireEvent.click(lower!);
    expect(lower!.textContent).toBe("lower 1");
  });

  it("keeps its prerendered HTML when the page above it re-renders before the chunk arrives", async () => {
    const container = await prerendered();
    const [upper, lower] = buttons(container);
    const { part, arrive } = slowPart();
    const errors: unknown[] = [];
    await hydrate(container, part.Part, errors);
    for (let i = 0; i < 3; i++) fireEvent.click(upper!);
    await act(async () => {});
    expect(buttons(container)[1]).toBe(lower);
    expect(lower!.textContent).toBe("lower 0");
    await arrive();
    fireEvent.click(lower!);
    expect(lower!.textContent).toBe("lower 1");
    expect(errors).toEqual([]);
  });

  it("stays as prerendered, readable, when its chunk will not load (no error in its place)", async () => {
    vi.useFakeTimers();
    const container = await prerendered();
    const [upper, lower] = buttons(container);
    const load = vi.fn(() => Promise.reject(new Error("chunk gone")));
    const part = laterPart(load);
    const errors: unknown[] = [];
    await hydrate(container, part.Part, errors);
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    expect(load).toHaveBeenCalledTimes(3); // the load and importOnce's two retries
    expect(buttons(container)).toEqual([upper, lower]);
    expect(lower!.textContent).toBe("lower 0");
    fireEvent.click(upper!);
    expect(upper!.textContent).toBe("upper 1");
    expect(errors).toEqual([]);
  });

  it("renders at once, without a fallback, once ready() has resolved (a visit from another page)", async () => {
    const { part, arrive } = slowPart();
    const ready = part.ready();
    await arrive();
    await ready;
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    root = createRoot(container);
    act(() => root!.render(<Page Part={part.Part} />));
    expect(buttons(container).map((b) => b.textContent)).toEqual(["upper 0", "lower 0"]);
  });
});
