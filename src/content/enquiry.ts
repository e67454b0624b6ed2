// The words and timings of the enquiry popups, the toasts and the thank-you page (spec sections
// 2, 4, 5, 8 and 9). The messages and durations follow the spec exactly.
import { studio } from "./studio";
import type { FieldName } from "../lib/validation";

export const fieldCopy: Record<FieldName, { label: string; placeholder: string; hint: string }> = {
  name: { label: "Name", placeholder: "Your full name", hint: "Please enter your name" },
  email: { label: "Email", placeholder: "name@example.com", hint: "Please enter a valid email address" },
  number: { label: "Mobile number", placeholder: "10 digits", hint: "Please enter your 10-digit mobile number" },
  pin: { label: "Pincode", placeholder: "6 digits", hint: "Please enter your 6-digit pincode" },
  city: { label: "City", placeholder: "Your city", hint: "Please enter your city" },
  budget: { label: "Budget", placeholder: "Select your Budget", hint: "Please choose a budget" },
};

/** The two optional fields after the spec's six (the occasions are the programs' `occasion`). */
export const extraFieldCopy = {
  date: { label: "Event date (optional)", hint: "Please choose a date from today on" },
  occasion: { label: "Occasion (optional)", placeholder: "Choose an occasion" },
};

/** The hidden anti-spam field's label (people never see it; some screen readers might). */
export const honeypotLabel = "Leave this field empty";

/** Shown as ₹ before each budget choice. */
export const currency = "₹";

export const bookingCopy = {
  title: "Book your wedding package today!",
  intro: "Tell us a little about your celebration and we will call you back.",
  submit: "Send enquiry",
  close: "Close",
  emailHint: "Please enter a valid email address, e.g., name@example.com",
  invalid: { message: "Please fill the details correctly!", duration: 3000 },
  success: { message: `Your entered details successfully sent to ${studio.name}`, duration: 5000 },
  /** The popup opens on its own once, this long after the header first appears. */
  autoOpenDelay: 60_000,
};

export const leadCopy = {
  title: "See our wedding packages",
  intro: "Leave your details to see our plans, and we will help you choose the right one.",
  submit: "View packages",
  close: "Not now",
  emailHint: "Please enter a valid email address",
  invalid: { message: "Please fill in all fields correctly!", duration: 2000 },
  success: { message: "Form submitted successfully!", duration: 2000 },
  /** After a valid submit the visitor is taken to /pricing this much later. */
  redirectDelay: 3000,
  /** The localStorage flag that says this browser has filled the lead form. */
  flag: "hasSeenPopup",
};

export const thankYouCopy = {
  title: "Thank you",
  lead: `Your enquiry has reached ${studio.name}. We will call you soon.`,
  contactHeading: "Talk to us sooner",
  whatsapp: "Chat on WhatsApp",
  back: "Back to home",
  /** When the studio answers. */
  replyTime: `We reply within one working day (${studio.hoursText}), by phone or WhatsApp.`,
  /** The optional details of the enquiry just sent: {event} is `event` or just the one given. */
  eventLine: "Your event: {event}",
  event: "{occasion} on {date}",
  whatsappEvent: " It is for {event}.",
  /** The pre-filled WhatsApp message when this browser has just sent an enquiry. */
  whatsappMessage: (e: { name: string; city: string; budget: string }) =>
    `Hello ${studio.name}, I am ${e.name}. I just sent an enquiry for a shoot in ${e.city} with a budget of ${currency}${e.budget}.`,
};

/**
 * The WhatsApp, Call and Book bar on phones (and WhatsApp in the header on wide screens). The
 * greeting names what the visitor is looking at: {topic} is the page's entry in `topics` (keyed
 * by page), or `planTopic` on /pricing with the plan in view.
 */
export const contactCopy = {
  label: "Contact the studio",
  whatsapp: "WhatsApp",
  call: "Call",
  book: "Book",
  greeting: `Hello ${studio.name}, I saw {topic} on your website. Are you free on our date?`,
  topics: {
    Home: "your work",
    Program: "your programs",
    About: "your studio",
    Pricing: "your packages",
  } as Record<string, string>,
  otherTopic: "your website",
  planTopic: "the {plan} package",
};

export const toastCopy = {
  dismiss: "Dismiss",
  region: "Notifications",
};
