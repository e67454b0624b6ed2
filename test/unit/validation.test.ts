import { describe, expect, it } from "vitest";
import { budgets } from "../../src/content/enquiry";
import { emptyFields, type EnquiryFields } from "../../src/lib/enquiry";
import { emailPattern, fieldRules, invalidFields, normaliseField, textLimits } from "../../src/lib/validation";

const valid: EnquiryFields = { name: "Asha Patil", email: "asha.patil@example.co.in", number: "9876543210", pin: "411001", city: "Pune", budget: "80,000" };
const tenKb = "x".repeat(10_240);

describe("the field rules both forms share", () => {
  it("accepts a complete, valid enquiry", () => {
    expect(invalidFields(valid)).toEqual([]);
  });

  it("lists every empty field in form order", () => {
    expect(invalidFields(emptyFields)).toEqual(["name", "email", "number", "pin", "city", "budget"]);
  });

  it.each([
    ["name@example.com", true],
    ["a.b-c_d+e%f@mail.example.co.in", true],
    ["a@b.co", true],
    ["a@b.c", false], // a top-level domain of one letter
    ["a@bc", false],
    ["name@example", false],
    ["Name@Example.com", false], // the pattern is lower case; the form lower-cases as typed
    ["name @example.com", false],
    [" name@example.com", false],
    ["name@@example.com", false],
    ["@example.com", false],
    ["name@.com", false],
    ["नाम@example.com", false],
    ["asha😀@example.com", false],
    ["name@example.c0m", false],
    ["a@b.cd", true], // 6 characters: within 5 to 50
    [`${"a".repeat(41)}@mail.com`, true], // exactly 50
    [`${"a".repeat(42)}@mail.com`, false], // 51
    [`${tenKb}@example.com`, false],
  ])("email %j is %s", (email, ok) => {
    expect(fieldRules.email.isValid(email)).toBe(ok);
  });

  it("the email pattern on the input agrees, compiled the way the browser does (v flag)", () => {
    const browser = new RegExp(`^(?:${emailPattern})$`, "v");
    for (const email of ["name@example.com", "a@b.co", "a@b.c", "Name@Example.com", "asha😀@example.com"]) {
      expect(browser.test(email), email).toBe(fieldRules.email.isValid(email));
    }
  });

  it("email is trimmed and lower-cased as typed", () => {
    expect(normaliseField("email", "  Asha.Patil@Example.COM ")).toBe("asha.patil@example.com");
  });

  it.each([
    ["98765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["९८७६५४३२१०", "9876543210"], // Devanagari digits
    ["98a76b54c32d10e99", "987654321099"], // too many digits: kept, and invalid, never cut
    ["+91-0-98765-43210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["0 98765 43210", "9876543210"],
    ["📞9876543210", "9876543210"],
    ["1".repeat(10_240), "1".repeat(20)], // a page of digits is no phone number
    ["call me", ""],
  ])("mobile %j is cleaned to %j", (raw, cleaned) => {
    expect(normaliseField("number", raw)).toBe(cleaned);
  });

  it.each(["+91 98765 43210", "+91-0-98765-43210", "0 98765 43210", "91 98765 43210", "98765 43210"])(
    "mobile %j typed key by key ends as the ten digits (the field shows its cleaned value after each key)",
    (typed) => {
      let shown = "";
      for (const key of typed) shown = normaliseField("number", shown + key);
      expect(shown).toBe("9876543210");
    },
  );

  it("names up to 100 characters and cities up to 60 are valid, longer ones are not (and are not cut)", () => {
    expect(textLimits).toEqual({ name: 100, city: 60 });
    expect(fieldRules.name.isValid("a".repeat(100))).toBe(true);
    expect(fieldRules.name.isValid("a".repeat(101))).toBe(false);
    expect(fieldRules.city.isValid("a".repeat(60))).toBe(true);
    expect(fieldRules.city.isValid("a".repeat(61))).toBe(false);
    expect(normaliseField("name", "a".repeat(101))).toHaveLength(101);
  });

  it("an email is never cut: there is no maxlength, and the browser's own check agrees on length", () => {
    const long = `${"a".repeat(42)}@mail.com`;
    expect(fieldRules.email.attrs.maxLength).toBeUndefined();
    expect(normaliseField("email", long)).toBe(long);
    expect(new RegExp(`^(?:${emailPattern})$`, "v").test(long)).toBe(false);
  });

  it.each([
    ["9876543210", true],
    ["987654321", false],
    ["98765432100", false],
    ["98765 43210", false],
    ["", false],
  ])("mobile %j is %s", (number, ok) => {
    expect(fieldRules.number.isValid(number)).toBe(ok);
  });

  it.each([
    ["411 001", "411001"],
    ["४११००१", "411001"],
    ["4110011234", "411001"],
    ["PIN: 411001", "411001"],
    ["9".repeat(10_240), "999999"],
  ])("pincode %j is cleaned to %j", (raw, cleaned) => {
    expect(normaliseField("pin", raw)).toBe(cleaned);
  });

  it.each([
    ["411001", true],
    ["41100", false],
    ["4110011", false],
    ["41100a", false],
  ])("pincode %j is %s", (pin, ok) => {
    expect(fieldRules.pin.isValid(pin)).toBe(ok);
  });

  it.each([
    ["Asha", true],
    ["  Asha  ", true],
    ["आशा पाटील", true],
    ["😀", true], // no other bound, per the spec
    [tenKb, false], // a pasted page never reaches the studio's inbox
    ["   ", false],
    ["", false],
  ])("name and city %j is %s", (text, ok) => {
    expect(fieldRules.name.isValid(text)).toBe(ok);
    expect(fieldRules.city.isValid(text)).toBe(ok);
  });

  it("takes every budget the forms offer, and no budget at all as missing", () => {
    for (const budget of budgets) expect(fieldRules.budget.isValid(budget), budget).toBe(true);
    expect(fieldRules.budget.isValid("")).toBe(false);
    expect(fieldRules.budget.isValid("  ")).toBe(false);
  });

  it("names and cities are kept as typed (not trimmed while typing a space)", () => {
    expect(normaliseField("name", "Asha ")).toBe("Asha ");
    expect(normaliseField("city", " Pune")).toBe(" Pune");
  });
});
