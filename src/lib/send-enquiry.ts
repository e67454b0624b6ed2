import { config } from "../config";
import type { Enquiry } from "./enquiry";
import { emailjsConfigKey, forgetEnquiryNotes, lastEnquiryKey, noteEnquiryState, setLastEnquiry, type LastEnquiry } from "./enquiry-notes";
import { sendEmail, templateParams, type EmailjsSettings } from "./emailjs";
import { createOutbox, type LockManagerLike, type Outbox } from "./outbox";
import { readItem, removeItem, storageKeys, writeItem, writeJson } from "./storage";

function settingsFor(source: string): EmailjsSettings {
  const e = config.emailjs;
  return { api: e.api, serviceId: e.serviceId, publicKey: e.publicKey, templateId: source === "pricing" ? e.leadTemplateId : e.templateId };
}

function webLocks(): LockManagerLike | null {
  try {
    const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
    return locks && typeof locks.request === "function" ? locks : null;
  } catch {
    return null;
  }
}

let outbox: Outbox | null = null;
let stopRetryingOnline: (() => void) | null = null;

/** The site's one outbox, wired to localStorage, Web Locks, fetch and the build's EmailJS settings.
 *  Created on first use, never at import: pages are prerendered where there is no storage. */
export function siteOutbox(): Outbox {
  if (outbox) return outbox;
  const configKey = emailjsConfigKey();
  outbox = createOutbox({
    storage: { keys: storageKeys, read: readItem, write: writeItem, remove: removeItem },
    locks: webLocks(),
    send: (enquiry, id) => sendEmail(settingsFor(enquiry.source ?? "booking"), templateParams(enquiry, id)),
    configKey,
    onChange: noteEnquiryState,
  });
  if (!configKey) console.warn("EmailJS is not configured: enquiries wait in this browser until it is.");
  // Whatever is waiting goes out as soon as the browser is back online, for as long as the page lives.
  const box = outbox;
  const retry = () => void box.retryNow();
  window.addEventListener("online", retry);
  stopRetryingOnline = () => window.removeEventListener("online", retry);
  return outbox;
}

/** Records and sends an enquiry; the visitor's flow never waits for the answer. */
export function sendEnquiry(enquiry: Enquiry, sentAt = Date.now()): string {
  const item = siteOutbox().add({ ...enquiry });
  const note: LastEnquiry = { id: item.id, enquiry: { ...enquiry }, sentAt };
  writeJson(lastEnquiryKey, note);
  setLastEnquiry(note);
  return item.id;
}

/**
 * Delivers what earlier visits left in the outbox, now. Returns a stop for the outbox's retry
 * timer only: the `online` listener stays for the page's life (resetSiteOutbox removes it).
 */
export function resumeDelivery(): () => void {
  const box = siteOutbox();
  void box.retryNow();
  return () => box.stop();
}

/** For tests: forget the outbox so the next use reads storage afresh. */
export function resetSiteOutbox(): void {
  outbox?.stop();
  stopRetryingOnline?.();
  stopRetryingOnline = null;
  outbox = null;
  forgetEnquiryNotes();
}
