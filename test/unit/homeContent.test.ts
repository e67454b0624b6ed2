import { describe, expect, it } from "vitest";
import { features, galleryBlock, hero, programSection } from "../../src/content/home";
import { testimonials } from "../../src/content/testimonials";
import { photoById, photoSet } from "../../src/content/photos";

describe("home page content", () => {
  it("has ten hero photos and six for the gallery block", () => {
    expect(photoSet(hero.photoSet)).toHaveLength(10);
    expect(photoSet(galleryBlock.photoSet)).toHaveLength(6);
  });

  it("names only photos that exist", () => {
    const ids = [...features.cards.map((c) => c.photo), ...programSection.cards.map((c) => c.photo), ...testimonials.map((t) => t.img)];
    for (const id of ids) expect(() => photoById(id), id).not.toThrow();
  });

  it("offers the spec's four program cards and five complete testimonials", () => {
    expect(programSection.cards.map((c) => c.title)).toEqual(["Engagement", "Wedding", "Pre-Wedding", "Baby Shower"]);
    expect(testimonials).toHaveLength(5);
    for (const t of testimonials) {
      expect(t.name.length).toBeGreaterThan(2);
      expect(t.review.length).toBeGreaterThan(80);
      expect(t.img.startsWith("testimonials/")).toBe(true);
    }
  });
});
