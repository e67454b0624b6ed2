// Every content module reads its JSON file through here: texts in the site's language, the
// studio's placeholders filled. Types come from the schema (schema.ts), values from the file.
import rawStudio from "./studio.json";
import { defaultLocale, localize } from "../lib/localize";
// Types only: the schema's checker code stays out of the browser bundle.
import type { ContentName, ContentOf } from "./schema";

/** The language the pages are built in (English; Hindi and Marathi are coming). */
export const locale = defaultLocale;

export const studio = localize<ContentOf<"studio">>(rawStudio, locale);

const vars = {
  "studio.name": studio.name,
  "studio.shortName": studio.shortName,
  "studio.founder": studio.founder,
  "studio.founderFirstName": studio.founder.split(" ")[0] ?? studio.founder,
  "studio.foundedYear": studio.foundedYear,
  "studio.locality": studio.address.locality,
  "studio.hoursText": studio.hoursText,
};

export function load<K extends ContentName>(raw: unknown): ContentOf<K> {
  return localize<ContentOf<K>>(raw, locale, vars);
}
