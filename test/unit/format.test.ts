import { describe, expect, it } from "vitest";
import { formatEventDate, formatRupees } from "../../src/lib/format";

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

  it("writes what Intl's en-IN grouping writes, for every size of price", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const n of [5, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 1500.5, -25000]) {
      const rounded = Math.round(n);
      expect(formatRupees(n), String(n)).toBe(`${rounded < 0 ? "-" : ""}₹${intl.format(Math.abs(rounded))}`);
    }
  });
});

describe("formatEventDate", () => {
  it("writes the day in words in the page's language, with the figures 0-9 the prices use", () => {
    expect(formatEventDate("2027-03-13")).toBe("Saturday, 13 March 2027");
    expect(formatEventDate("2027-03-13", "hi")).toMatch(/^शनिवार, 13 मार्च,? 2027$/);
    // Marathi's own default would be Devanagari digits (१३); the site keeps one set of figures.
    expect(formatEventDate("2027-03-13", "mr")).toMatch(/^शनिवार, 13 मार्च,? 2027$/);
  });

  it("keeps the calendar day whatever the visitor's time zone, and returns anything else as it is", () => {
    expect(formatEventDate("2027-01-01", "en")).toBe("Friday, 1 January 2027");
    expect(formatEventDate("next week")).toBe("next week");
  });
});
