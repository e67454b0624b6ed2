// Every content module reads its JSON file through here: texts in the site's language, the
// studio's placeholders filled. Types come from the schema (schema.ts), values from the file.
import rawStudio from "./studio.json";
import { defaultLocale, isLocale, localize, type Locale } from "../lib/localize";
// Types only: the schema's checker code stays out of the browser bundle.
import type { ContentName, ContentOf } from "./schema";

// Set by build.ts, which bundles the site once per language (tooling/bundles.ts); tests and tools
// that import content directly get the default language.
declare const __LOCALE__: string | undefined;

/** The language this bundle shows; build.ts also strips the other languages from its content. */
export const locale: Locale = typeof __LOCALE__ === "string" && isLocale(__LOCALE__) ? __LOCALE__ : defaultLocale;

export const studio = localize<ContentOf<"studio">>(rawStudio, locale);

/** The site's languages (studio.json), the first being the default: one set of pages each. */
export const languages: Locale[] = studio.languages;

/** The placeholders a text may hold ("{studio.name}"), from the studio's file in one language. */
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
const vars = placeholders(studio);

/**
 * The mark (a property no copy or JSON keeps) of a file the build has already put in this
 * language with its placeholders filled (tooling/content): the pages' scripts take it as it is.
 */
export const filledMark = "__filled";

/**
 * Alt text by photo id, of the photos the loaded files name. In the browser each content file
 * brings its own photos' (tooling/content/browser-content.ts), so a page downloads only those.
 */
export const namedPhotoAlts: Record<string, string> = {};

export function load<K extends ContentName>(raw: unknown): ContentOf<K> {
  const { __photoAlts, ...content } = raw as { __photoAlts?: unknown };
  // Walking every file again as the page's modules ran cost each page 5 ms or so here, four
  // times that on a slow phone, in the task that starts hydration.
  if ((raw as Record<string, unknown>)[filledMark]) {
    if (__photoAlts) Object.assign(namedPhotoAlts, __photoAlts);
    return content as ContentOf<K>;
  }
  if (__photoAlts) Object.assign(namedPhotoAlts, localize(__photoAlts, locale, vars));
  return localize<ContentOf<K>>(content, locale, vars);
}
