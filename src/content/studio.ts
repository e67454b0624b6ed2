// The studio's identity (name, contact, address, social links) lives in studio.json.
import { queryText } from "../lib/query-text";
import { studio } from "./load";
import type { ContentOf } from "./schema";

export type Studio = ContentOf<"studio">;
export { studio };

/** WhatsApp click-to-chat link, optionally with a pre-filled message. */
export function whatsappUrl(text?: string): string {
  const number = studio.phone.e164.replace(/\D/g, "");
  return text ? `https://wa.me/${number}?text=${queryText(text)}` : `https://wa.me/${number}`;
}
