import { describe, expect, it } from "vitest";
import { latinWords } from "../latin-words";

describe("latinWords", () => {
  it("finds English words left in a Devanagari sentence", () => {
    expect(latinWords("हमारे packages देखें और Book now दबाएँ")).toEqual(["packages", "Book", "now"]);
  });

  it("passes Devanagari, digits, rupee amounts and punctuation", () => {
    expect(latinWords("गोल्ड पैकेज ₹1,30,000 में, 8 से 10 घंटे (30%)।")).toEqual([]);
  });

  it("ignores web and email addresses", () => {
    expect(latinWords("लिखें hello@example.com पर या https://wa.me/919000000000?text=Hi देखें, www.example.com भी")).toEqual([]);
  });

  it("allows the given phrases only whole and as written", () => {
    // A made-up brand: the function's own inputs, not the sample studio's.
    const allow = ["Moti Studio", "Moti"];
    expect(latinWords("Moti Studio में स्वागत है, Moti की टीम", { allow })).toEqual([]);
    expect(latinWords("Moti Studios और moti", { allow })).toEqual(["Studios", "moti"]);
  });

  it("keeps hyphenated and accented words whole", () => {
    expect(latinWords("प्री-वेडिंग pre-wedding café don't")).toEqual(["pre-wedding", "café", "don't"]);
  });
});
