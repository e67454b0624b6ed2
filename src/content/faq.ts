// Questions couples ask before they book: faq.json.
import raw from "./faq.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export type FaqItem = ContentOf<"faq">["faq"][number];

export const faq: FaqItem[] = load<"faq">(raw).faq;
