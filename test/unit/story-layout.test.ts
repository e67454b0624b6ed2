import { describe, expect, it } from "vitest";
import { isUpright, storyRows } from "../../src/lib/story-layout";

const wide = (id: string) => ({ id, width: 1200, height: 800 });
const tall = (id: string) => ({ id, width: 800, height: 1200 });
const rowsOf = (photos: { id: string; width: number; height: number }[]) => storyRows(photos, isUpright).map((r) => `${r.kind}:${r.items.map((p) => p.id).join("+")}`);

describe("a story's rhythm", () => {
  it("runs a landscape photo wide and pairs two upright ones in a row, in the story's order", () => {
    expect(rowsOf([wide("a"), tall("b"), tall("c"), wide("d"), tall("e"), tall("f"), wide("g")])).toEqual(["wide:a", "pair:b+c", "wide:d", "pair:e+f", "wide:g"]);
  });

  it("sets an upright photo alone in the middle, and pairs the next two", () => {
    expect(rowsOf([tall("a"), wide("b"), tall("c"), tall("d"), tall("e")])).toEqual(["single:a", "wide:b", "pair:c+d", "single:e"]);
  });

  it("counts a square photo as upright, and keeps every photo exactly once", () => {
    const photos = [{ id: "sq", width: 1000, height: 1000 }, tall("t"), wide("w")];
    expect(rowsOf(photos)).toEqual(["pair:sq+t", "wide:w"]);
    expect(storyRows([], isUpright)).toEqual([]);
  });
});
