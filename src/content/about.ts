// The About Us page: its words are in about.json, the profile photo in static/photos/<profilePhotoSet>/.
import raw from "./about.json";
import { load } from "./load";
import type { ContentOf } from "./schema";

export type AboutContent = ContentOf<"about">;
export type AboutItem = AboutContent["whyUs"]["items"][number];

export const about: AboutContent = load<"about">(raw);
