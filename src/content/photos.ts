// SAMPLE CONTENT: alt text for every photo under static/photos/, keyed by "<set>/<file name>".
// A studio that replaces a photo adds or edits its line here; a test fails for any photo without one.
import manifest from "../generated/photos.json";
import type { Photo, PhotoManifest } from "../lib/photos";

export const photoAlts: Record<string, string> = {};

const sets = manifest as PhotoManifest;

/** The photos of one set (one folder under static/photos/), in file-name order. */
export function photoSet(name: string): Photo[] {
  return (sets[name] ?? []).map((p) => ({ ...p, alt: photoAlts[p.id] ?? "" }));
}

/** One photo by id ("<set>/<file name>"); throws at build time if it is missing. */
export function photoById(id: string): Photo {
  const set = id.split("/")[0] ?? "";
  const found = photoSet(set).find((p) => p.id === id);
  if (!found) throw new Error(`No photo ${id} in static/photos/`);
  return found;
}
