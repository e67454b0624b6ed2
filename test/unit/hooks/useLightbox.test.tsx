import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useLightbox, type OnDemand } from "../../../src/hooks/useLightbox";

/** A view whose code the test hands over when it chooses, as the network would. */
function fakeView() {
  let arrive: (m: string) => void = () => {};
  let loaded: string | null = null;
  const arrival = new Promise<string>((ok) => (arrive = ok)).then((m) => (loaded = m));
  const onDemand: OnDemand<string> = {
    loaded: () => loaded,
    prefetch: vi.fn(() => arrival),
    showsNow: () => loaded !== null,
    show: vi.fn(() => arrival),
  };
  return { onDemand, arrive: (m: string) => act(async () => void arrive(m)) };
}

function Probe({ near, onDemand }: { near: boolean; onDemand: OnDemand<string> }) {
  const { view, open, choose } = useLightbox(near, onDemand);
  return (
    <>
      <button onClick={() => choose(2)}>third</button>
      <p>{view ? `${view}: ${open ?? "closed"}` : "no view"}</p>
    </>
  );
}

describe("useLightbox", () => {
  it("fetches the view's code once the photos are near, not before", async () => {
    const { onDemand, arrive } = fakeView();
    const { rerender } = render(<Probe near={false} onDemand={onDemand} />);
    expect(onDemand.prefetch).not.toHaveBeenCalled();
    rerender(<Probe near onDemand={onDemand} />);
    expect(onDemand.prefetch).toHaveBeenCalledTimes(1);
    await arrive("lightbox");
    expect(screen.getByText("lightbox: closed")).toBeTruthy();
  });

  it("opens the photo chosen before the code came, once it has come", async () => {
    const { onDemand, arrive } = fakeView();
    render(<Probe near={false} onDemand={onDemand} />);
    fireEvent.click(screen.getByText("third"));
    expect(onDemand.show).toHaveBeenCalledTimes(1);
    expect(screen.getByText("no view")).toBeTruthy();
    await arrive("lightbox");
    expect(screen.getByText("lightbox: 2")).toBeTruthy();
  });

  it("opens at once when the view can show, asking for nothing", async () => {
    const { onDemand, arrive } = fakeView();
    render(<Probe near onDemand={onDemand} />);
    await arrive("lightbox");
    fireEvent.click(screen.getByText("third"));
    expect(onDemand.show).not.toHaveBeenCalled();
    expect(screen.getByText("lightbox: 2")).toBeTruthy();
  });
});
