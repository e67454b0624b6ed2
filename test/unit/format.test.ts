import { describe, expect, it } from "vitest";
import { formatRupees } from "../../src/lib/format";

describe("formatRupees", () => {
  it("groups digits the Indian way, with the rupee sign", () => {
    expect(formatRupees(50000)).toBe("₹50,000");
    expect(formatRupees(80000)).toBe("₹80,000");
    expect(formatRupees(130000)).toBe("₹1,30,000");
    expect(formatRupees(12500000)).toBe("₹1,25,00,000");
  });

  it("shows whole rupees only", () => {
    expect(formatRupees(999.6)).toBe("₹1,000");
    expect(formatRupees(0)).toBe("₹0");
  });
});
