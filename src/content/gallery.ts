// Which photo sets fill the /program gallery and in what mix, and the page's words: gallery.json.
import raw from "./gallery.json";
import type { Photo } from "../lib/photos";
import { interleave } from "../lib/spread";
import { load } from "./load";
import { photoSet } from "./photos";

const content = load<"gallery">(raw);

/** The sets, dealt in turn (one wedding, one pre-wedding, one baby, ...) so the columns mix them. */
export const gallerySets: readonly string[] = content.sets;

/** About 50 photos, as the spec asks; more would only cost the visitor data (the build names the rest). */
export const galleryLimit = content.limit;

/** The gallery's photos, the sets interleaved (the build's check deals them the same way). */
export function galleryPhotos(): Photo[] {
  return interleave(gallerySets.map((name) => photoSet(name)), galleryLimit);
}

/**
 * SAMPLE: gallery photos cropped from one original (see credits.json), which the gallery never
 * shows side by side. Delete with the sample photos.
 */
export const sameOriginal: string[][] = content.sameOriginal ?? [];

/** The words on /program around the carousel and the gallery. */
export const programCopy = content.copy;

/** The headings of /program's rows of stories and films (no rows when gallery.json has none). */
export const programRows = content.rows;
