import { config } from "../config";
import type { Enquiry, EnquirySource } from "./enquiry";
import { outboxKey, lastEnquiryKey, type LastEnquiry } from "./enquiry-notes";
import { isConfigured, sendEmail, templateParams, type EmailjsSettings } from "./emailjs";
import { createOutbox, type Outbox } from "./outbox";
import { readItem, writeItem, writeJson } from "./storage";

function settingsFor(source: EnquirySource): EmailjsSettings {
  const e = config.emailjs;
  return { api: e.api, serviceId: e.serviceId, publicKey: e.publicKey, templateId: source === "pricing" ? e.leadTemplateId : e.templateId };
}

let outbox: Outbox | null = null;
let stopRetryingOnline: (() => void) | null = null;

/** The site's one outbox, wired to localStorage, fetch and the build's EmailJS settings.
 *  Created on first use, never at import: pages are prerendered where there is no storage. */
export function siteOutbox(): Outbox {
  if (outbox) return outbox;
  const e = config.emailjs;
  const configured = isConfigured(settingsFor("booking")) && isConfigured(settingsFor("pricing"));
  outbox = createOutbox({
    storage: { read: () => readItem(outboxKey), write: (v) => writeItem(outboxKey, v) },
    send: (enquiry) => sendEmail(settingsFor(enquiry.source), templateParams(enquiry)),
    configKey: configured ? [e.api, e.serviceId, e.templateId, e.leadTemplateId, e.publicKey].join("|") : "",
  });
  if (!configured) console.warn("EmailJS is not configured: enquiries wait in this browser until it is.");
  // Whatever is waiting goes out as soon as the browser is back online, for as long as the page lives.
  const box = outbox;
  const retry = () => void box.retryNow();
  window.addEventListener("online", retry);
  stopRetryingOnline = () => window.removeEventListener("online", retry);
  return outbox;
}

/** Records and sends an enquiry; the visitor's flow never waits for the answer. */
export function sendEnquiry(enquiry: Enquiry, sentAt = Date.now()): void {
  const note: LastEnquiry = { name: enquiry.name, city: enquiry.city, budget: enquiry.budget, source: enquiry.source, sentAt };
  if (enquiry.date) note.date = enquiry.date;
  if (enquiry.occasion) note.occasion = enquiry.occasion;
  writeJson(lastEnquiryKey, note);
  siteOutbox().add(enquiry);
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
}
