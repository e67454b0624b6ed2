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

/** Shown as soon as a name, city or email is longer than its limit (nothing is cut silently). */
export const tooLongHint = (max: number) => `Please use at most ${max} characters`;

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
  /** Before the page knows what this browser sent (prerendered, or no enquiry here). */
  lead: `Thank you for getting in touch with ${studio.name}.`,
  /** What the page says of the enquiry this browser sent: only what has really happened. */
  state: {
    sent: `Your enquiry has reached ${studio.name}. We will call you soon.`,
    pending: `Your enquiry is saved in this browser and on its way to ${studio.name}. It is sent automatically as soon as the connection allows, even if you close this page and come back later.`,
    manual: `Your enquiry could not be sent to ${studio.name} automatically. Please send it with one tap, it is already filled in:`,
  },
  manual: { whatsapp: "Send it on WhatsApp", call: "Call the studio", email: "Send it by email" },
  contactHeading: "Talk to us sooner",
  whatsapp: "Chat on WhatsApp",
  back: "Back to home",
  /** The pre-filled WhatsApp message when this browser has just sent an enquiry. */
  whatsappMessage: (e: Record<string, string>) =>
    `Hello ${studio.name}, I am ${e.name}. I just sent an enquiry for a shoot in ${e.city} with a budget of ${currency}${e.budget}.`,
  /** The whole enquiry, for a visitor who must send it themselves. */
  enquiryMessage: (e: Record<string, string>) =>
    [
      `Hello ${studio.name}, I would like to book a shoot.`,
      `Name: ${e.name}`,
      `Email: ${e.email}`,
      `Mobile: ${e.number}`,
      `Pincode: ${e.pin}`,
      `City: ${e.city}`,
      `Budget: ${currency}${e.budget}`,
    ].join("\n"),
  emailSubject: (e: Record<string, string>) => `Wedding enquiry from ${e.name}`,
};

export const toastCopy = {
  dismiss: "Dismiss",
  region: "Notifications",
};
