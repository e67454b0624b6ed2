// Every content module reads its JSON file through here: texts in the site's language, the
// studio's placeholders filled. Types come from the schema (schema.ts), values from the file.
import rawStudio from "./studio.json";
// Each plan's id and price, for the forms' budgets and the texts' price placeholders.
import rawPlans from "./plans.json?prices";
import { defaultLocale, isLocale, localize, type Locale } from "../lib/localize";
import { filledMark, placeholders, pricePlaceholders } from "./placeholders";
import { expandManifest, type CompactManifest, type PhotoAsset } from "../lib/photos";
// Types only: the schema's checker code stays out of the browser bundle.
import type { ContentName, ContentOf } from "./schema";

// Set by build.ts, which bundles the site once per language (tooling/bundles.ts); tests and tools
// that import content directly get the default language.
declare const __LOCALE__: string | undefined;

/** The language this bundle shows; build.ts also strips the other languages from its content. */
export const locale: Locale = typeof __LOCALE__ === "string" && isLocale(__LOCALE__) ? __LOCALE__ : defaultLocale;

/** Each plan's id and price, in the plans' order. */
export const planPrices = (rawPlans as { plans: { id: string; price: number }[] }).plans;
const prices = pricePlaceholders(planPrices);

export const studio = localize<ContentOf<"studio">>(rawStudio, locale, prices);

/** The site's languages (studio.json), the first being the default: one set of pages each. */
export const languages: Locale[] = studio.languages;

const vars = { ...placeholders(studio), ...prices };

/**
 * Alt text by photo id, of the photos the loaded files name. In the browser each content file
 * brings its own photos' (tooling/content/browser-content.ts), so a page downloads only those.
 */
export const namedPhotoAlts: Record<string, string> = {};
/** The same for the captions of the photos that have one. */
export const namedPhotoCaptions: Record<string, string> = {};
/**
 * The photos, by id, in the browser, where no manifest of every photo comes: each content file
 * brings those it names (tooling/content/index.ts).
 */
export const namedPhotoAssets = new Map<string, PhotoAsset>();
/** Each set in its order: the longest list a file brought, which is the whole set when a file names it so. */
export const namedPhotoSets: Record<string, PhotoAsset[]> = {};

export function load<K extends ContentName>(raw: unknown): ContentOf<K> {
  const { __photoAlts, __photoCaptions, __photoAssets, ...content } = raw as { __photoAlts?: unknown; __photoCaptions?: unknown; __photoAssets?: CompactManifest };
  // The build fills each file it bundles (filledMark): walking it again as the page's modules ran
  // cost each page 5 ms or so here, four times that on a slow phone, in the task that starts
  // hydration. Only a file imported directly (tests, tools) is filled here.
  const filled = (raw as Record<string, unknown>)[filledMark] === true;
  const fill = <T>(value: unknown): T => (filled ? value : localize(value, locale, vars)) as T;
  if (__photoAlts) Object.assign(namedPhotoAlts, fill(__photoAlts));
  if (__photoCaptions) Object.assign(namedPhotoCaptions, fill(__photoCaptions));
  for (const [set, photos] of Object.entries(__photoAssets ? expandManifest(__photoAssets) : {})) {
    for (const p of photos) namedPhotoAssets.set(p.id, p);
    if (photos.length > (namedPhotoSets[set]?.length ?? 0)) namedPhotoSets[set] = photos;
  }
  return fill<ContentOf<K>>(content);
}
