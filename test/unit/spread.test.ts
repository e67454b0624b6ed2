import { describe, expect, it } from "vitest";
import { spreadBySource } from "../../src/lib/spread";

describe("spreading crops of one photograph", () => {
  const source = (s: string) => s[0];
  it("keeps two crops of one original at least `gap` places apart, in the order given otherwise", () => {
    expect(spreadBySource(["a1", "a2", "b1", "c1", "d1"], source, 3)).toEqual(["a1", "b1", "c1", "a2", "d1"]);
  });
  it("keeps items without a known source in place, and ends with what could not be spread", () => {
    expect(spreadBySource(["x", "a1", "a2"], () => undefined, 3)).toEqual(["x", "a1", "a2"]);
    expect(spreadBySource(["a1", "a2"], source, 3)).toEqual(["a1", "a2"]);
  });
});
