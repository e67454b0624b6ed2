import type { Budget, EnquiryFieldName } from "../types";

export type { Budget };

/** The budget choices of the enquiry forms, in rupees, formatted the Indian way (every Budget, in order). */
export const budgets = ["50,000", "80,000", "1,30,000"] as const satisfies readonly Budget[];
// A type error here means the list above misses a Budget.
type Holds<T extends true> = T;
export type BudgetsListed = Holds<Budget extends (typeof budgets)[number] ? true : false>;

export function isBudget(value: unknown): value is Budget {
  return typeof value === "string" && (budgets as readonly string[]).includes(value);
}

/** Which popup an enquiry came from; sent to the studio as the template variable `source`. */
export type EnquirySource = "booking" | "pricing";

/** The six fields of both forms, as typed (a budget may still be unchosen). */
export interface EnquiryFields extends Record<EnquiryFieldName, string> {
  name: string;
  email: string;
  number: string;
  pin: string;
  city: string;
  budget: Budget | "";
}

/** Optional details beyond the spec's six: the event's date (ISO, yyyy-mm-dd), the occasion, and
 *  the plan whose button opened the form (its name as the visitor saw it). */
export interface EnquiryExtras {
  date?: string;
  occasion?: string;
  plan?: string;
}

/** A complete, valid enquiry on its way to the studio. */
export interface Enquiry extends Omit<EnquiryFields, "budget">, EnquiryExtras {
  budget: Budget;
  source: EnquirySource;
  /** The language of the page it was sent from ("en", "hi", "mr"): the studio answers in it. */
  language?: string;
  /** Set when the form was sent sooner than a person could fill it ("sent 1.1 s after opening"):
   *  delivered all the same, marked for the studio. */
  suspect?: string;
}

export const emptyFields: EnquiryFields = { name: "", email: "", number: "", pin: "", city: "", budget: "" };

export function isEnquiry(value: unknown): value is Enquiry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ["name", "email", "number", "pin", "city"].every((k) => typeof v[k] === "string") &&
    isBudget(v.budget) &&
    ["date", "occasion", "plan", "language", "suspect"].every((k) => v[k] === undefined || typeof v[k] === "string") &&
    (v.source === "booking" || v.source === "pricing")
  );
}
