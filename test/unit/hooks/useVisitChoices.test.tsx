import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useVisitChoices } from "../../../src/hooks/useVisitChoices";
import { choose, forgetChoices } from "../../../src/lib/visit-choices";

afterEach(() => act(() => forgetChoices()));

function Probe() {
  return <span>{JSON.stringify(useVisitChoices())}</span>;
}

describe("useVisitChoices", () => {
  it("knows of no choice in the prerendered page", () => {
    choose({ plan: "Silver" });
    expect(renderToString(<Probe />)).toContain("{}");
  });

  it("follows the plan and date as they are chosen; a choice left out stays, an empty one goes", () => {
    const { result } = renderHook(() => useVisitChoices());
    expect(result.current).toEqual({});
    act(() => choose({ plan: "Silver" }));
    act(() => choose({ date: "2027-02-14", plan: undefined }));
    expect(result.current).toEqual({ plan: "Silver", date: "2027-02-14" });
    act(() => choose({ date: "" }));
    expect(result.current).toEqual({ plan: "Silver" });
  });

  it("does not render again for a choice that changes nothing", () => {
    let renders = 0;
    renderHook(() => {
      renders++;
      return useVisitChoices();
    });
    act(() => choose({ plan: "Gold" }));
    const after = renders;
    act(() => choose({ plan: "Gold" }));
    expect(renders).toBe(after);
  });
});
