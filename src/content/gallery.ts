// Which photo sets fill the /program gallery and in what mix, and the page's words: gallery.json.
import raw from "./gallery.json";
import type { Photo } from "../lib/photos";
import { load } from "./load";
import { photoSet } from "./photos";

const content = load<"gallery">(raw);

/** The sets, dealt in turn (one wedding, one pre-wedding, one baby, ...) so the columns mix them. */
export const gallerySets: readonly string[] = content.sets;

/** About 50 photos, as the spec asks; more would only cost the visitor data. */
export const galleryLimit = content.limit;

/** The gallery's photos, the sets interleaved. */
export function galleryPhotos(): Photo[] {
  const sets = gallerySets.map((name) => photoSet(name));
  const longest = Math.max(0, ...sets.map((s) => s.length));
  const mixed: Photo[] = [];
  for (let i = 0; i < longest; i++) {
    for (const set of sets) {
      const photo = set[i];
      if (photo) mixed.push(photo);
    }
  }
  return mixed.slice(0, galleryLimit);
}

/**
 * SAMPLE: gallery photos cropped from one original (see credits.json), which the gallery never
 * shows side by side. Delete with the sample photos.
 */
export const sameOriginal: string[][] = content.sameOriginal;

/** The words on /program around the carousel and the gallery. */
export const programCopy = content.copy;

/** The headings of /program's rows of stories and films (no rows when gallery.json has none). */
export const programRows = content.rows;
