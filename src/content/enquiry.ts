// The words of the enquiry popups, the toasts and the thank-you page are in enquiry.json; the
// timings stay here, because the spec (sections 2, 4, 5, 8 and 9) fixes them.
import raw from "./enquiry.json";
import { fill } from "../lib/localize";
import { budgetChoices, budgetOf } from "../lib/enquiry";
import { load, planPrices } from "./load";
import type { FieldName } from "../lib/validation";

const content = load<"enquiry">(raw);

export const fieldCopy: Record<FieldName, { label: string; placeholder: string; hint: string }> = content.fields;

/** The two optional fields after the spec's six (the occasions are the programs' `occasion`). */
export const extraFieldCopy = content.extraFields;

/** Shown as soon as a name, city or email is longer than its limit (nothing is cut silently). */
export const tooLongHint = (max: number) => fill(content.tooLongHint, { max });

/** The hidden anti-spam field's label (people never see it; some screen readers might). */
export const honeypotLabel = content.honeypotLabel;

/** Shown as ₹ before each budget choice. */
export const currency = content.currency;

/** The budget choices of both forms, formatted the Indian way ("1,30,000"): enquiry.json's and the
 * plans' prices (a plan's BOOK button chooses its own). */
export const budgets = budgetChoices(content.budgets, planPrices.map((p) => p.price)).map(budgetOf);

const { booking, lead, thankYou } = content;

/** A popup's words, with how long its two notifications stay (ms). */
const formCopy = (form: typeof lead, invalidMs: number, successMs: number) => ({
  title: form.title,
  intro: form.intro,
  submit: form.submit,
  close: form.close,
  emailHint: form.emailHint,
  invalid: { message: form.invalidMessage, duration: invalidMs },
  success: { message: form.successMessage, duration: successMs },
});

export const bookingCopy = {
  ...formCopy(booking, 3000, 5000),
  /** The title when a plan's button opened the form. */
  planTitle: (plan: string) => fill(booking.planTitle, { plan }),
};

export const leadCopy = {
  ...formCopy(lead, 2000, 2000),
  /** After a valid submit the visitor is taken to /pricing this much later. */
  redirectDelay: 3000,
};

export const thankYouCopy = {
  title: thankYou.title,
  /** The title once the page knows who has just sent an enquiry. */
  titleNamed: (name: string) => fill(thankYou.titleNamed, { name }),
  /** Before the page knows what this browser sent (prerendered, or no enquiry here). */
  lead: thankYou.lead,
  /** What the page says of the enquiry this browser sent: only what has really happened. */
  state: thankYou.state,
  manual: thankYou.manual,
  contactHeading: thankYou.contactHeading,
  whatsapp: thankYou.whatsapp,
  sendOnWhatsapp: thankYou.sendOnWhatsapp,
  back: thankYou.back,
  /** When the studio answers. */
  replyTime: thankYou.replyTime,
  /** The optional details of the enquiry just sent: {event} is `event` or just the one given. */
  eventLine: thankYou.eventLine,
  event: thankYou.event,
  whatsappEvent: thankYou.whatsappEvent,
  planLine: (plan: string) => fill(thankYou.planLine, { plan }),
  /** The pre-filled WhatsApp message when this browser has just sent an enquiry. */
  whatsappMessage: (e: Record<string, string>) => fill(thankYou.whatsappMessage, e),
  /** The whole enquiry, for a visitor who must send it themselves. */
  enquiryMessage: (e: Record<string, string>) => fill(thankYou.enquiryMessage, e),
  emailSubject: (e: Record<string, string>) => fill(thankYou.emailSubject, e),
};
