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
  /** Longer is invalid and shows a hint at once; never cut silently (a cut email is another address). */
  maxChars?: number;
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

export const emailLength = { min: 5, max: 50 } as const;
/** 5 to 50 characters (so the browser's check agrees without a maxlength that would cut it):
 *  a lowercase local part, @, a domain, and a top-level domain of at least two letters. */
export const emailPattern = `(?=.{${emailLength.min},${emailLength.max}}$)[a-z0-9._%+\\-]+@[a-z0-9\\-]+(\\.[a-z0-9\\-]+)*\\.[a-z]{2,}`;
const emailRegExp = new RegExp(`^(?:${emailPattern})$`);
/** Generous, but a 1 MB paste never reaches the studio's inbox. */
export const textLimits = { name: 100, city: 60 } as const;
export const mobileDigits = 10;
/** A form sent sooner than this after it opened was filled faster than a person types: by a bot,
 *  or by a phone's autofill. It is delivered all the same, marked for the studio (suspectNote). */
export const minFillMs = 2000;

/** The mark a fast form carries to the studio's email, in English like the date: "sent 1.1 s after opening". */
export function suspectNote(fillMs: number): string {
  return `sent ${(Math.max(0, fillMs) / 1000).toFixed(1)} s after opening`;
}
export const pincodeDigits = 6;

/** Devanagari digits (०-९), from a Hindi or Marathi keyboard or text, as the digits they mean. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}
const asciiDigits = (raw: string) => latinDigits(raw).replace(/\D/g, "");

/**
 * Digits only; "+91", "91" and a trunk "0" in front of the ten digits are removed once the whole
 * number is there, so "+91 98765 43210" typed key by key or "+91-0-98765-43210" pasted both end as
 * 9876543210. Digits are never cut while typing (that would turn +91... into 9198765432); a
 * number that is still too long stays visible and invalid.
 */
export function normaliseMobile(raw: string): string {
  let digits = asciiDigits(raw);
  // "0091", India's code dialled from abroad, as pasted from a contact card.
  if (digits.length >= mobileDigits + 4 && digits.startsWith("0091")) digits = digits.slice(2);
  if (digits.length >= mobileDigits + 2 && digits.startsWith("91")) digits = digits.slice(2);
  if (digits.length === mobileDigits + 1 && digits.startsWith("0")) digits = digits.slice(1);
  // A pasted page of digits is not a phone number; keep the field usable.
  return digits.slice(0, mobileDigits + 10);
}

export function normalisePincode(raw: string): string {
  return asciiDigits(raw).slice(0, pincodeDigits);
}

/** Trimmed and lower-cased as typed (phones capitalise the first letter on their own). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const filled = (value: string) => value.trim().length > 0;
const filledUpTo = (max: number) => (value: string) => filled(value) && value.trim().length <= max;
const keep = (raw: string) => raw;

export const fieldRules: Record<FieldName, FieldRule> = {
  name: {
    normalise: keep,
    isValid: filledUpTo(textLimits.name),
    maxChars: textLimits.name,
    attrs: { type: "text", autoComplete: "name", autoCapitalize: "words" },
  },
  email: {
    normalise: normaliseEmail,
    isValid: (v) => v.length >= emailLength.min && v.length <= emailLength.max && emailRegExp.test(v),
    maxChars: emailLength.max,
    // No maxlength: the browser would cut a 51st character and leave a different, valid address.
    attrs: {
      type: "email",
      inputMode: "email",
      autoComplete: "email",
      minLength: emailLength.min,
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
    isValid: filledUpTo(textLimits.city),
    maxChars: textLimits.city,
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

