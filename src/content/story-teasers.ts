// The stories as a row on another page shows them (/program): whose, what, when and the cover,
// without their texts and photos, newest first.
import raw from "./stories.json?teasers";
import { load } from "./load";
import { byDate, storyPhoto } from "./story-files";
import type { Story } from "./schema";
import type { Photo } from "../lib/photos";

export type StoryTeaser = Pick<Story, "slug" | "names" | "title" | "occasion" | "month" | "year" | "cover" | "sample">;

const content = load<"storyWords">(raw) as unknown as { sampleTag: string; stories?: StoryTeaser[] };

export const storyTeasers: StoryTeaser[] = [...(content.stories ?? [])].sort(byDate);
/** The tag on a sample story's cover. */
export const sampleTag: string = content.sampleTag;

export function teaserCover(story: StoryTeaser): Photo | undefined {
  return storyPhoto(story.slug, story.cover);
}
