import { describe, expect, it } from "vitest";
import { snippet } from "../../src/lib/snippet";

describe("snippet", () => {
  it("leaves a text that fits as it is, spaces tidied", () => {
    expect(snippet(" Three days  by the\nGodavari. ", 160)).toBe("Three days by the Godavari.");
    expect(snippet("a".repeat(160), 160)).toBe("a".repeat(160));
  });

  it("cuts a longer text at the end of a word, within the limit, with an ellipsis", () => {
    const text = "A pre-wedding trek to a hill fort above Lonavala: a four o'clock start, sunrise on the plateau, a forest trail still wet from the monsoon and a breakfast shared with a nuthatch.";
    const cut = snippet(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(" ");
  });

  it("drops the punctuation a cut leaves before the ellipsis, in any script", () => {
    expect(snippet("पुणे में घर पर गोदभराई, डोहाळे जेवण: मौसियों के हाथों", 26)).toBe("पुणे में घर पर गोदभराई…");
  });

  it("cuts inside a word only when there is no space in its second half", () => {
    expect(snippet("x".repeat(300), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
