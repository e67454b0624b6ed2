// The words and photo choices of the home page: home.json. Photos are ids ("<set>/<file name>")
// of files under static/photos/.
import raw from "./home.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

type Home = ContentOf<"home">;
export type FeatureCard = Home["features"]["cards"][number];
/** A program card (the spec's title and imageUrl; the image is a photo id the pipeline sizes). */
export type ProgramCard = Home["programSection"]["cards"][number];

const content = load<"home">(raw);
export const { hero, features, programSection, intro, galleryBlock, testimonialsSection } = content;
