import { isBudget, type EnquiryFields } from "./enquiry";

/**
 * One table of field rules for both enquiry forms (spec section 5). Each rule says how a value is
 * cleaned as it is typed, when it is valid, and which HTML attributes tell the browser the same
 * thing, so the browser's own checks, the phone's keyboard and our submit handler all agree.
 */
export type FieldName = keyof EnquiryFields;

export const fieldOrder: readonly FieldName[] = ["name", "email", "number", "pin", "city", "budget"];

export interface FieldRule {
  /** Cleans a value as it is typed or pasted. */
  normalise: (raw: string) => string;
  isValid: (value: string) => boolean;
  /** Attributes for the input (or select) element. */
  attrs: {
    type?: "text" | "email" | "tel";
    inputMode?: "text" | "email" | "numeric" | "tel";
    autoComplete: string;
    minLength?: number;
    maxLength?: number;
    /** An HTML pattern: valid with the browser's `v` flag and anchored by the browser. */
    pattern?: string;
    autoCapitalize?: string;
  };
}

/** Lowercase local part, @, a domain, and a top-level domain of at least two letters. */
export const emailPattern = "[a-z0-9._%+\\-]+@[a-z0-9\\-]+(\\.[a-z0-9\\-]+)*\\.[a-z]{2,}";
const emailRegExp = new RegExp(`^(?:${emailPattern})$`);
export const emailLength = { min: 5, max: 50 } as const;
export const mobileDigits = 10;
export const pincodeDigits = 6;

// Devanagari digits (०-९) from a Hindi or Marathi keyboard become the digits they mean.
const devanagariZero = 0x0966;
function asciiDigits(raw: string): string {
  return raw.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - devanagariZero)).replace(/\D/g, "");
}

/** Digits only, at most ten; a pasted "+91 98765 43210" or "098765 43210" keeps the ten that matter. */
export function normaliseMobile(raw: string): string {
  let digits = asciiDigits(raw);
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, mobileDigits);
}

export function normalisePincode(raw: string): string {
  return asciiDigits(raw).slice(0, pincodeDigits);
}

/** Trimmed and lower-cased as typed (phones capitalise the first letter on their own). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const filled = (value: string) => value.trim().length > 0;
const keep = (raw: string) => raw;

export const fieldRules: Record<FieldName, FieldRule> = {
  name: {
    normalise: keep,
    isValid: filled,
    attrs: { type: "text", autoComplete: "name", autoCapitalize: "words" },
  },
  email: {
    normalise: normaliseEmail,
    isValid: (v) => v.length >= emailLength.min && v.length <= emailLength.max && emailRegExp.test(v),
    attrs: {
      type: "email",
      inputMode: "email",
      autoComplete: "email",
      minLength: emailLength.min,
      maxLength: emailLength.max,
      pattern: emailPattern,
      autoCapitalize: "none",
    },
  },
  number: {
    normalise: normaliseMobile,
    isValid: (v) => new RegExp(`^[0-9]{${mobileDigits}}$`).test(v),
    // No maxlength: it would cut a pasted "+91 98765 43210" before we could clean it.
    attrs: { type: "tel", inputMode: "numeric", autoComplete: "tel-national", pattern: `[0-9]{${mobileDigits}}` },
  },
  pin: {
    normalise: normalisePincode,
    isValid: (v) => new RegExp(`^[0-9]{${pincodeDigits}}$`).test(v),
    attrs: { type: "text", inputMode: "numeric", autoComplete: "postal-code", pattern: `[0-9]{${pincodeDigits}}` },
  },
  city: {
    normalise: keep,
    isValid: filled,
    attrs: { type: "text", autoComplete: "address-level2", autoCapitalize: "words" },
  },
  budget: {
    normalise: keep,
    isValid: isBudget,
    attrs: { autoComplete: "off" },
  },
};

export function normaliseField(name: FieldName, raw: string): string {
  return fieldRules[name].normalise(raw);
}

/** The fields that break their rule, in form order (the first is where focus goes). */
export function invalidFields(values: EnquiryFields): FieldName[] {
  return fieldOrder.filter((name) => !fieldRules[name].isValid(values[name]));
}

