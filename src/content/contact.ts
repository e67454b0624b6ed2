// The words every page shows around its content: the phone's contact bar, the notifications and
// the message for a page that cannot load (the enquiry forms' words are in enquiry.ts, which
// only the forms' chunks load).
import raw from "./contact.json";
import { load } from "./load";

const content = load<"contact">(raw);

/**
 * The WhatsApp, Call and Book bar on phones (and WhatsApp in the header on wide screens). The
 * greeting names what the visitor is looking at: {topic} is the page's entry in `topics` (keyed
 * by route id), or `planTopic` on /pricing with the plan in view.
 */
export const contactCopy: Omit<typeof content.bar, "topics"> & { topics: Record<string, string> } = content.bar;

export const toastCopy = content.toast;

/** What shows in place of a page whose code could not be loaded (offline, or a new deploy). */
export const pageLoadErrorCopy = content.pageLoadError;

/** The booking popup opens on its own once, this long after the header first appears (spec). */
export const bookingAutoOpenDelay = 60_000;
