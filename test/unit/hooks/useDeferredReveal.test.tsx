import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useDeferredReveal } from "../../../src/hooks/useDeferredReveal";

function Probe({ seen }: { seen: boolean[] }) {
  const revealed = useDeferredReveal();
  seen.push(revealed);
  return <span>{revealed ? "everything" : "the first few"}</span>;
}

describe("useDeferredReveal", () => {
  it("is false in the prerendered page", () => {
    expect(renderToString(<Probe seen={[]} />)).toContain("the first few");
  });

  it("is false on the first client render, so it matches the prerender, then true", () => {
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe("everything");
  });
});
