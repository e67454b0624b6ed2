import { describe, expect, it } from "vitest";
import { dataSavingSizes } from "../../src/lib/photos";

describe("dataSavingSizes", () => {
  it("divides every slot's length by the pixel ratio, keeping its media condition", () => {
    expect(dataSavingSizes("(min-width: 960px) 33vw, 100vw", 2)).toBe("(min-width: 960px) calc(33vw / 2), calc(100vw / 2)");
    expect(dataSavingSizes("5rem", 3)).toBe("calc(5rem / 3)");
  });

  it("keeps a length that is a function whole, commas and spaces inside it too", () => {
    expect(dataSavingSizes("(min-width: 40em) and (orientation: portrait) min(50vw, 30rem), calc(100vw - 2rem)", 2)).toBe(
      "(min-width: 40em) and (orientation: portrait) calc(min(50vw, 30rem) / 2), calc(calc(100vw - 2rem) / 2)",
    );
  });

  it("rounds an odd ratio to two decimals", () => {
    expect(dataSavingSizes("100vw", 2.625)).toBe("calc(100vw / 2.63)");
  });

  it("changes nothing on a screen of one device pixel per CSS pixel or less", () => {
    expect(dataSavingSizes("(min-width: 960px) 33vw, 100vw", 1)).toBe("(min-width: 960px) 33vw, 100vw");
    expect(dataSavingSizes("100vw", 0.75)).toBe("100vw");
    expect(dataSavingSizes("100vw", NaN)).toBe("100vw");
  });
});
