import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";

// The build defines __BUILD_YEAR__; here it is set per test, and the module read afresh.
async function withBuildYear(year: number) {
  vi.stubGlobal("__BUILD_YEAR__", year);
  vi.resetModules();
  const { useCurrentYear } = await import("../../../src/hooks/useCurrentYear");
  return function Year() {
    return <span>© {useCurrentYear()}</span>;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useCurrentYear", () => {
  it("prints the build's year in the prerendered page, whatever the clock says", async () => {
    vi.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z"), toFake: ["Date"] });
    const Year = await withBuildYear(2030);
    expect(renderToString(<Year />)).toContain("2030");
  });

  it("corrects the year in the browser when the page was built in an earlier year", async () => {
    vi.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z"), toFake: ["Date"] });
    const Year = await withBuildYear(2030);
    const { container } = render(<Year />);
    expect(container.textContent).toBe("© 2031");
  });

  it("keeps the build's year when it is still that year", async () => {
    vi.useFakeTimers({ now: new Date("2030-12-31T12:00:00Z"), toFake: ["Date"] });
    const Year = await withBuildYear(2030);
    const { container } = render(<Year />);
    expect(container.textContent).toBe("© 2030");
  });
});
