// Alt text for every photo under static/photos/: photos.json lists, per set, each file and what it
// shows; a photo without a line there is left out, with a warning (or stops the build, where its
// place would be empty). The sample photos are nature and still-life pictures under free licences
// (see /credits), so the text says what they show.
import raw from "./photos.json";
import manifest from "../generated/photos.json";
import { findPhoto, photoId, type Photo, type PhotoManifest } from "../lib/photos";
import { load, namedPhotoAlts, namedPhotoAssets, namedPhotoCaptions, namedPhotoSets } from "./load";

const content = load<"photos">(raw);

/** Alt text by photo id ("<set>/<file name>"): all of photos.json (empty in the browser, see below). */
export const photoAlts: Record<string, string> = Object.fromEntries(
  Object.entries(content).flatMap(([set, photos]) => photos.map((p) => [photoId(set, p.file), p.alt])),
);

/** Captions by photo id, of the photos that have one (the carousel and the large view show them). */
const photoCaptions: Record<string, string> = Object.fromEntries(
  Object.entries(content).flatMap(([set, photos]) => photos.flatMap((p) => (p.caption ? [[photoId(set, p.file), p.caption]] : []))),
);

/** Every photo at build time; empty in the browser, where each content file brings its own (load.ts). */
const sets = manifest as PhotoManifest;

// In the browser, the alt text of a photo comes with the content file that names it (load.ts).
const altOf = (id: string) => namedPhotoAlts[id] ?? photoAlts[id] ?? "";
/** Alt text, and the caption where the photo has one. */
function wordsOf(id: string): { alt: string; caption?: string } {
  const caption = namedPhotoCaptions[id] ?? photoCaptions[id];
  return caption ? { alt: altOf(id), caption } : { alt: altOf(id) };
}

/** The photos of one set (one folder under static/photos/), in file-name order. */
export function photoSet(name: string): Photo[] {
  return (sets[name] ?? namedPhotoSets[name] ?? []).map((p) => ({ ...p, ...wordsOf(p.id) }));
}

/**
 * The photo for a content id, or undefined when it is missing, so a page still renders while a
 * set is being replaced; the build's content check stops on any id that does not exist.
 */
export function photoFor(id: string): Photo | undefined {
  const found = findPhoto(sets, id) ?? namedPhotoAssets.get(id);
  return found && { ...found, ...wordsOf(id) };
}

/** One photo by id ("<set>/<file name>"); throws at build time if it is missing. */
export function photoById(id: string): Photo {
  const found = photoFor(id);
  if (!found) throw new Error(`No photo ${id} in static/photos/`);
  return found;
}
