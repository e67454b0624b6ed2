import { describe, expect, it } from "vitest";
import { features, galleryBlock, hero, programSection } from "../../src/content/home";
import { testimonials } from "../../src/content/testimonials";
import { photoById, photoSet } from "../../src/content/photos";

// What the home page needs from whatever content a studio writes (the build checks the same).
describe("home page content", () => {
  it("has 1 to 10 hero photos and some for the gallery block", () => {
    expect(photoSet(hero.photoSet).length).toBeGreaterThanOrEqual(1);
    expect(photoSet(hero.photoSet).length).toBeLessThanOrEqual(10);
    expect(photoSet(galleryBlock.photoSet).length).toBeGreaterThan(0);
  });

  it("names only photos that exist", () => {
    const ids = [...features.cards.map((c) => c.photo), ...programSection.cards.map((c) => c.photo), ...testimonials.map((t) => t.img)];
    for (const id of ids) expect(() => photoById(id), id).not.toThrow();
  });

  it("has complete testimonials", () => {
    for (const t of testimonials) {
      expect(t.name.trim()).not.toBe("");
      expect(t.review.trim()).not.toBe("");
    }
  });
});
