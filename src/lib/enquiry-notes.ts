import { config } from "../config";
import { isEnquiry, type Enquiry } from "./enquiry";
import { readItem, readJson, storageKeys, writeJson } from "./storage";

// What every page may need to know about enquiries without loading the sending code
// (send-enquiry.ts, the outbox and the EmailJS client load only when there is something to send).

/** The outbox keeps each enquiry under this prefix and its id until EmailJS has it (outbox.ts). */
export const outboxKey = "enquiryOutbox";
/** A short note of the last enquiry sent from this browser (for /thank-you and the auto-open). */
export const lastEnquiryKey = "lastEnquiry";

/** The last enquiry, field by field as sent (the visitor's own details, kept in their browser). */
export interface LastEnquiry {
  /** The outbox id; absent in notes written before ids were shown. */
  id?: string;
  enquiry: Record<string, string>;
  sentAt: number;
}

/** Delivered; on its way (retried automatically); or it needs the visitor's help (no ids, refused). */
export type EnquiryState = "sent" | "pending" | "manual";

function toNote(v: unknown): LastEnquiry | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  // The first format had name, city and budget at the top.
  const source = typeof o.enquiry === "object" && o.enquiry !== null ? (o.enquiry as Record<string, unknown>) : o;
  const enquiry: Record<string, string> = {};
  for (const [k, val] of Object.entries(source)) if (typeof val === "string") enquiry[k] = val;
  if (typeof enquiry.name !== "string") return null;
  return { ...(typeof o.id === "string" ? { id: o.id } : {}), enquiry, sentAt: typeof o.sentAt === "number" ? o.sentAt : 0 };
}

// This page's own record, for when storage refuses to keep it (private mode, full quota).
let memoryNote: LastEnquiry | null = null;
const memoryStates = new Map<string, EnquiryState>();
const listeners = new Set<() => void>();

export function readLastEnquiry(): LastEnquiry | null {
  if (memoryNote) return memoryNote;
  const stored = readJson(lastEnquiryKey, (v): v is object => toNote(v) !== null);
  return stored ? toNote(stored) : null;
}

/** Records the enquiry just submitted (send-enquiry.ts). */
export function setLastEnquiry(note: LastEnquiry): void {
  memoryNote = note;
  listeners.forEach((l) => l());
}

/** The outbox reports each change here, so /thank-you follows it without polling. */
export function noteEnquiryState(id: string, state: EnquiryState): void {
  memoryStates.set(id, state);
  listeners.forEach((l) => l());
}

/** Identifies this build's EmailJS settings; "" when some are missing (nothing can be sent). */
export function emailjsConfigKey(): string {
  const e = config.emailjs;
  const all = [e.api, e.serviceId, e.templateId, e.leadTemplateId, e.publicKey];
  return all.every(Boolean) ? all.join("|") : "";
}

/** What /thank-you may honestly say about an enquiry. */
export function enquiryState(id: string | undefined): EnquiryState | null {
  if (!id) return null;
  const known = memoryStates.get(id);
  if (known) return known;
  const configKey = emailjsConfigKey();
  if (!configKey) return "manual";
  const raw = readItem(`${outboxKey}:${id}`);
  if (raw === null) {
    // Still in the first format's single key: not sent yet.
    return readItem(outboxKey)?.includes(`"${id}"`) ? "pending" : "sent";
  }
  try {
    const item = JSON.parse(raw) as { status?: string; failedConfig?: string };
    return item.status === "failed" && item.failedConfig === configKey ? "manual" : "pending";
  } catch {
    return "pending";
  }
}

/** Calls back when this page's outbox or another tab changes an enquiry; returns the unsubscribe. */
export function subscribeEnquiries(callback: () => void): () => void {
  listeners.add(callback);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(outboxKey) || e.key === lastEnquiryKey) callback();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(callback);
    window.removeEventListener("storage", onStorage);
  };
}

/** For tests: forget this page's notes. */
export function forgetEnquiryNotes(): void {
  memoryNote = null;
  memoryStates.clear();
}

/** Might the outbox hold something to deliver? (Junk counts: the outbox itself sorts it out.) */
export function mayHavePendingEnquiries(): boolean {
  return storageKeys().some((k) => k === outboxKey || k.startsWith(`${outboxKey}:`));
}

/** What the visitor typed in the pricing lead popup, to fill the booking form later. */
export const detailsKey = "enquiryDetails";

export function saveDetails(enquiry: Enquiry): void {
  writeJson(detailsKey, enquiry);
}

export function readSavedDetails(): Enquiry | null {
  return readJson(detailsKey, isEnquiry);
}
