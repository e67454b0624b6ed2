// Alt text for every photo under static/photos/: photos.json lists, per set, each file and what it
// shows. The build stops on a photo without a line there. The sample photos are nature and
// still-life pictures under free licences (see /credits), so the text says what they show.
import raw from "./photos.json";
import manifest from "../generated/photos.json";
import type { Photo, PhotoManifest } from "../lib/photos";
import { photoIdOf } from "../lib/slug";
import { load } from "./load";

const content = load<"photos">(raw);

/** Alt text by photo id ("<set>/<file name>"). */
export const photoAlts: Record<string, string> = Object.fromEntries(
  Object.entries(content).flatMap(([set, photos]) => photos.map((p) => [photoIdOf(set, p.file), p.alt])),
);

/** Photos shown purely for decoration (alt=""): none of the samples are. */
export const decorativePhotos: ReadonlySet<string> = new Set<string>();

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
