// The words and photo choices of the home page: home.json. Photos are ids ("<set>/<file name>")
// of files under static/photos/.
import raw from "./home.json";
import { load } from "./load";
import { photoById } from "./photos";
import type { Photo } from "../lib/photos";
import type { ContentOf } from "./schema";

/**
 * The photo for a content id, or undefined when it is missing, so a page still renders while a
 * set is being replaced; the build's content check stops on any id that does not exist.
 */
export function photoFor(id: string): Photo | undefined {
  try {
    return photoById(id);
  } catch {
    return undefined;
  }
}

type Home = ContentOf<"home">;
export type FeatureCard = Home["features"]["cards"][number];
/** A program card (the spec's title and imageUrl; the image is a photo id the pipeline sizes). */
export type ProgramCard = Home["programSection"]["cards"][number];

const content = load<"home">(raw);
export const { hero, features, programSection, intro, galleryBlock, testimonialsSection } = content;
