import { fireEvent, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { config } from "../../src/config";
import { bookingCopy, budgets, fieldCopy, leadCopy } from "../../src/content/enquiry";

/** Gives the app EmailJS ids (the test build has none) and a fetch that records each call. */
export function configureEmailjs(answer: () => Promise<Response> = async () => new Response("OK", { status: 200 })) {
  Object.assign(config.emailjs, { api: "https://api.emailjs.test", serviceId: "service_t", templateId: "template_b", leadTemplateId: "template_l", publicKey: "key_t" });
  const fetchSpy = vi.fn((_url: string | URL | Request, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

export function unconfigureEmailjs() {
  Object.assign(config.emailjs, { api: "https://api.emailjs.com", serviceId: "", templateId: "", leadTemplateId: "", publicKey: "" });
  vi.unstubAllGlobals();
}

/** A valid enquiry; its budget is one the studio's forms offer (enquiry.json). */
export const goodEnquiry = { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: budgets[budgets.length >> 1]! };

/** Types each value into the labelled field inside `dialog`. */
export function fillForm(dialog: HTMLElement, values: Partial<typeof goodEnquiry>) {
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(fieldCopy[key as keyof typeof goodEnquiry].label), { target: { value } });
  }
}

export function toastTexts(): string[] {
  return [...document.querySelectorAll("[data-toast] > p")].map((t) => t.textContent ?? "");
}

/** The booking dialog's title, from enquiry.json. */
export const bookingTitle = bookingCopy.title;
export const dialogByTitle = (name: string) => screen.getByRole("dialog", { name });

/**
 * Waits for what a lazy part shows once its chunk, imported on first use, has arrived: up to
 * 10 s, as a busy machine can take more than vi.waitFor's default second. React renders it when
 * the import resolves, outside any act(), as in a browser; like Testing Library's own waitFor,
 * this waits with React's act checks off, so that is not reported as a mistake.
 */
export async function waitForLazy<T>(find: () => T): Promise<T> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await vi.waitFor(find, { timeout: 10_000 });
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/** The pricing lead popup: a chunk of its own, it shows once that has loaded, its form once it has opened. */
export function leadPopupShown(): Promise<HTMLElement> {
  return waitForLazy(() => {
    const dialog = dialogByTitle(leadCopy.title);
    within(dialog).getByRole("button", { name: leadCopy.submit });
    return dialog;
  });
}
