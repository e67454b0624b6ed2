import { describe, expect, it } from "vitest";
import { mostVisible } from "../../src/lib/visibility";

describe("the card most in view", () => {
  const cards = [
    { name: "Bronze", top: -500, bottom: 100 },
    { name: "Silver", top: 120, bottom: 700 },
    { name: "Gold", top: 720, bottom: 1300 },
  ];
  it("is the one with the most of its height on screen", () => {
    expect(mostVisible(cards, 800)).toBe("Silver");
  });
  it("is none when every card is off screen", () => {
    expect(mostVisible(cards.map((c) => ({ ...c, top: c.top + 2000, bottom: c.bottom + 2000 })), 800)).toBeUndefined();
  });
});
