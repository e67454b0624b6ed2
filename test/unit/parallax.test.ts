import { describe, expect, it } from "vitest";
import { columnOffset, dealColumns, progressToReveal, scrollProgress } from "../../src/lib/parallax";

describe("scrollProgress", () => {
  it("runs from 0 to 1 as the pinned window travels through its track, clamped at both ends", () => {
    expect(scrollProgress(0, 2000, 640)).toBe(0);
    expect(scrollProgress(680, 2000, 640)).toBe(0.5);
    expect(scrollProgress(1360, 2000, 640)).toBe(1);
    expect(scrollProgress(-300, 2000, 640)).toBe(0);
    expect(scrollProgress(5000, 2000, 640)).toBe(1);
  });

  it("is 0 when the track is no taller than the window", () => {
    expect(scrollProgress(100, 600, 640)).toBe(0);
  });
});

describe("columnOffset", () => {
  it("slides a column up by its overflow, or down from its end when its direction is -1", () => {
    expect(columnOffset(0, 2000, 640, 1)).toBe(0);
    expect(columnOffset(0.5, 2000, 640, 1)).toBe(-680);
    expect(columnOffset(1, 2000, 640, 1)).toBe(-1360);
    expect(columnOffset(0, 1600, 640, -1)).toBe(-960);
    expect(columnOffset(1, 1600, 640, -1)).toBe(0);
  });

  it("moves shorter columns more slowly, and a column that fits the window not at all", () => {
    expect(columnOffset(0.5, 1800, 640, 1)).toBe(-580);
    expect(columnOffset(0.7, 500, 640, 1)).toBe(0);
  });

  it("rounds to a tenth of a pixel", () => {
    expect(columnOffset(1 / 3, 1000, 640, 1)).toBe(-120);
    expect(columnOffset(0.123456, 1000, 640, 1)).toBe(-44.4);
  });
});

describe("progressToReveal", () => {
  it("finds the progress that centres a photo in the window", () => {
    // Column 2000 tall, window 640: a photo at 1000..1200 is centred at offset 780 of 1360.
    expect(progressToReveal(1000, 200, 2000, 640, 1)).toBeCloseTo(780 / 1360);
    expect(progressToReveal(1000, 200, 2000, 640, -1)).toBeCloseTo(1 - 780 / 1360);
    expect(progressToReveal(0, 200, 2000, 640, 1)).toBe(0);
    expect(progressToReveal(1900, 100, 2000, 640, 1)).toBe(1);
  });
});

describe("dealColumns", () => {
  it("deals every item once, making column heights follow the weights", () => {
    const items = Array.from({ length: 51 }, (_, i) => ({ id: i, ratio: i % 3 === 0 ? 1.5 : 0.667 }));
    const columns = dealColumns(items, (x) => x.ratio, [1, 0.8, 0.9]);
    expect(columns.flat().map((x) => x.id).sort((a, b) => a - b)).toEqual(items.map((x) => x.id));
    const heights = columns.map((c) => c.reduce((sum, x) => sum + x.ratio, 0));
    expect(heights[1]! / heights[0]!).toBeCloseTo(0.8, 1);
    expect(heights[2]! / heights[0]!).toBeCloseTo(0.9, 1);
  });

  it("keeps the items' order within each column", () => {
    const columns = dealColumns([1, 2, 3, 4, 5, 6], () => 1, [1, 1, 1]);
    expect(columns).toEqual([[1, 4], [2, 5], [3, 6]]);
  });
});
