// What the build and the pages share about a text's placeholders ("{studio.name}",
// "{plans.silver.price}"). No content is imported here, so the build's tooling can use it without
// loading the site's content modules.
import { formatRupees } from "../lib/format";
import type { ContentOf } from "./schema";

/** The placeholders a text may hold, from the studio's file in one language. */
export function placeholders(studio: ContentOf<"studio">): Record<string, string | number> {
  return {
    "studio.name": studio.name,
    "studio.shortName": studio.shortName,
    "studio.founder": studio.founder,
    "studio.founderFirstName": studio.founder.split(" ")[0] ?? studio.founder,
    "studio.foundedYear": studio.foundedYear,
    "studio.locality": studio.address.locality,
    "studio.hoursText": studio.hoursText,
  };
}

/** Each plan's price as texts name it, "{plans.silver.price}": "₹80,000", so a price is written once. */
export function pricePlaceholders(plans: readonly { id: string; price: number }[]): Record<string, string> {
  return Object.fromEntries(plans.map((p) => [`plans.${p.id}.price`, formatRupees(p.price)]));
}

/**
 * The mark (a property no copy or JSON keeps) of a file the build has already put in one
 * language with its placeholders filled (tooling/content): the pages' scripts take it as it is.
 */
export const filledMark = "__filled";
