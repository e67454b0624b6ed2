import type { Budget, EnquiryFieldName } from "../types";
import { formatRupees } from "./format";

export type { Budget };

/** A sum of rupees as a budget choice: 130000 → "1,30,000" (the forms show the currency sign before it). */
export const budgetOf = (rupees: number): Budget => formatRupees(rupees).replace("₹", "");

/** The budgets the forms offer, lowest first: the listed ones (or none) and every plan's price, so
 *  each plan's BOOK button can choose its own even after plans.json changed alone. */
export const budgetChoices = (listed: readonly number[] | undefined, planPrices: readonly number[]): number[] =>
  [...new Set([...(listed ?? []), ...planPrices])].sort((a, b) => a - b);

/** A budget was chosen. Which ones the forms offer is content (enquiry.json); an enquiry already
 * waiting in a visitor's outbox keeps the budget it was sent with, even if the list has changed. */
export function isBudget(value: unknown): value is Budget {
  return typeof value === "string" && value.trim() !== "";
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
