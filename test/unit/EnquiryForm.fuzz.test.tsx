import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { textLimits } from "../../src/lib/validation";
import { budgets, fieldCopy } from "../../src/content/enquiry";
import { EnquiryForm, type ValidEnquiry } from "../../src/components/EnquiryForm";
import { seededRandom } from "../random";


const rand = seededRandom(20_260_101);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const int = (n: number) => Math.floor(rand() * n);

/** Pieces a visitor, a phone keyboard, a bad paste or a bot might produce. */
const pieces = [
  "\u0000", "\u0007", "\b", "\t", "\n", "\r\n", "\u001b[31m", "\u007f", "\u0085", "\u00a0",
  "\u200b", "\u200d", "\u200e", "\u200f", "\u202e", "\u2066", "\ufeff", "\ufffd", "\ud800", "\udfff",
  "😀", "👩‍❤️‍👨", "🇮🇳", "🏳️‍🌈", "👍🏽", "é", "e\u0301", "ß", "İ", "ﬁ",
  "مرحبا", "שלום", "नमस्ते", "०१२३४५६७८९", "৪৫৬", "١٢٣", "１２３", "ⅷ",
  "<script>alert(1)</script>", "\"'`", "${x}", "{{name}}", "%s%n", "../", "\\", "null", "undefined", "NaN",
  " ", "   ", "+91", "-", "(", ")", ".", "@", "@@", "a@b", ".com", "@example.com",
  "9876543210", "411001", "0", "91", "Asha", "Pune", "ASHA@EXAMPLE.COM", "asha@example.com",
];

function junk(): string {
  const kind = rand();
  if (kind < 0.05) return pick(pieces).repeat(1 + int(4)) + "x".repeat(10_000); // 10 kB
  if (kind < 0.1) return String.fromCharCode(...Array.from({ length: 1 + int(40) }, () => int(0x10000)));
  let s = "";
  for (let n = 1 + int(8); n > 0; n--) s += pick(pieces);
  return s;
}

/** A value that is valid once cleaned, wrapped in what cleaning removes, so some submits succeed. */
const validish: Record<string, () => string> = {
  name: () => pick(["Asha Verma", "  Ravi  ", "अनन्या", "محمد", "José 😀"]),
  email: () => pick([" Asha@Example.com ", "ravi.k+wed@mail.co.in", "ANANYA@EXAMPLE.ORG"]),
  number: () => pick(["+91 98765 43210", "098765-43210", "९८७६५४३२१०", "98765 43210 📞"]),
  pin: () => pick(["411 001", "४११००१", "pin: 560001"]),
  city: () => pick(["Pune", " Kochi ", "मुंबई", "القاهرة"]),
};

const textFields = (["name", "email", "number", "pin", "city"] as const).map((name) => [name, fieldCopy[name].label] as const);

const email = /^[a-z0-9._%+\-]+@[a-z0-9\-]+(\.[a-z0-9\-]+)*\.[a-z]{2,}$/;

describe("the enquiry form under random input", () => {
  it("survives thousands of random pastes and keystrokes and only ever sends valid enquiries", () => {
    const sent: ValidEnquiry[] = [];
    const onValid = vi.fn((e: ValidEnquiry) => sent.push(e));
    const errors = vi.spyOn(console, "error");
    render(
      <EnquiryForm
        emailHint="Please enter a valid email address"
        invalidToast={{ message: "Please fill the details correctly!", duration: 3000 }}
        submitLabel="Send enquiry"
        onValid={onValid}
      />,
    );
    const inputs = Object.fromEntries(textFields.map(([name, label]) => [name, screen.getByLabelText(label) as HTMLInputElement]));
    const budget = screen.getByLabelText(fieldCopy.budget.label) as HTMLSelectElement;
    const submit = screen.getByRole("button", { name: "Send enquiry" });

    let strings = 0;
    let rejected = 0;
    for (let round = 0; round < 600; round++) {
      for (const [name] of textFields) {
        const input = inputs[name]!;
        const value = rand() < 0.35 ? validish[name]!() : junk();
        if (rand() < 0.15) {
          // Typing: the value grows one code unit at a time (lone surrogates included).
          for (let i = 1; i <= Math.min(value.length, 24); i++) fireEvent.change(input, { target: { value: value.slice(0, i) } });
        } else {
          fireEvent.change(input, { target: { value } });
        }
        strings++;
        // What the visitor sees is already clean.
        // Digits only, never cut to ten while typing (a country code comes off once complete).
        if (name === "number") expect(input.value).toMatch(/^[0-9]{0,20}$/);
        if (name === "pin") expect(input.value).toMatch(/^[0-9]{0,6}$/);
        if (name === "email") expect(input.value).toBe(input.value.trim().toLowerCase());
      }
      fireEvent.change(budget, { target: { value: rand() < 0.7 ? pick(budgets) : junk() } });
      const before = sent.length;
      act(() => {
        fireEvent.click(submit);
        // A double click sends once.
        if (rand() < 0.2) fireEvent.click(submit);
      });
      if (sent.length === before) rejected++;
      expect(sent.length - before).toBeLessThanOrEqual(1);
    }

    expect(strings).toBe(3000);
    // Both outcomes happened, so the checks below saw real enquiries.
    expect(sent.length).toBeGreaterThan(20);
    expect(rejected).toBeGreaterThan(150);
    for (const e of sent) {
      expect(e.name.length).toBeGreaterThan(0);
      expect(e.name.length).toBeLessThanOrEqual(textLimits.name);
      expect(e.city.length).toBeLessThanOrEqual(textLimits.city);
      expect(e.name).toBe(e.name.trim());
      expect(e.city.length).toBeGreaterThan(0);
      expect(e.city).toBe(e.city.trim());
      expect(e.email.length).toBeGreaterThanOrEqual(5);
      expect(e.email.length).toBeLessThanOrEqual(50);
      expect(e.email).toMatch(email);
      expect(e.number).toMatch(/^[0-9]{10}$/);
      expect(e.pin).toMatch(/^[0-9]{6}$/);
      expect(budgets).toContain(e.budget);
      // The enquiry survives the trip to EmailJS as JSON unchanged.
      expect(JSON.parse(JSON.stringify(e))).toEqual(e);
    }
    expect(errors).not.toHaveBeenCalled();
  }, 120_000);
});
