import { isBudget, isEnquiry, type Budget, type Enquiry, type EnquirySource } from "./enquiry";
import { readItem, readJson, writeJson } from "./storage";

// What every page may need to know about enquiries without loading the sending code
// (send-enquiry.ts, the outbox and the EmailJS client load only when there is something to send).

/** Where the outbox keeps enquiries until EmailJS has them. */
export const outboxKey = "enquiryOutbox";
/** A short note of the last enquiry sent from this browser (for /thank-you and the auto-open). */
export const lastEnquiryKey = "lastEnquiry";

export interface LastEnquiry {
  name: string;
  city: string;
  budget: Budget;
  source: EnquirySource;
  sentAt: number;
  /** The optional details, when the visitor gave them. */
  date?: string;
  occasion?: string;
}

function isLastEnquiry(v: unknown): v is LastEnquiry {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.name === "string" && typeof o.city === "string" && isBudget(o.budget) && (o.source === "booking" || o.source === "pricing") && typeof o.sentAt === "number";
}

export function readLastEnquiry(): LastEnquiry | null {
  return readJson(lastEnquiryKey, isLastEnquiry);
}

/** Might the outbox hold something to deliver? (Junk counts: the outbox itself sorts it out.) */
export function mayHavePendingEnquiries(): boolean {
  const raw = readItem(outboxKey);
  return raw !== null && !/"items":\[\]/.test(raw);
}

/** What the visitor typed in the pricing lead popup, to fill the booking form later. */
export const detailsKey = "enquiryDetails";

export function saveDetails(enquiry: Enquiry): void {
  writeJson(detailsKey, enquiry);
}

export function readSavedDetails(): Enquiry | null {
  return readJson(detailsKey, isEnquiry);
}
