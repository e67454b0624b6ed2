import { describe, expect, it } from "vitest";
import { spreadBySource } from "../../src/lib/spread";
import { galleryPhotos, sameOriginal } from "../../src/content/gallery";
import { photoCredits } from "../../src/content/credits";

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

describe("the /program gallery", () => {
  it("knows every pair of gallery photos cropped from one original, as the credits list them", () => {
    const inGallery = new Set(galleryPhotos().map((p) => p.id));
    const fromCredits = photoCredits.map((c) => c.photos.filter((id) => inGallery.has(id)).sort()).filter((g) => g.length > 1);
    expect(sameOriginal.map((g) => [...g].sort()).sort()).toEqual(fromCredits.sort());
  });

  it("never puts two crops of one original within a row or the next of each other", () => {
    const groupOf = new Map(sameOriginal.flatMap((g) => g.map((id) => [id, g[0]] as const)));
    const ids = spreadBySource(galleryPhotos(), (p) => groupOf.get(p.id), 7).map((p) => p.id);
    ids.forEach((id, i) => {
      const near = ids.slice(Math.max(0, i - 6), i);
      expect(near.filter((other) => groupOf.get(other) !== undefined && groupOf.get(other) === groupOf.get(id))).toEqual([]);
    });
  });
});
