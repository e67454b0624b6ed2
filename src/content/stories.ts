// The stories (src/content/stories/, one file each, their photos in static/photos/story-<address>/)
// without their photos, and the words around them (stories.json): /stories/ and a story's page.
// A story's photos are ./story-photos.ts; a row of stories on another page is ./story-teasers.ts.
import raw from "./stories.json?cards";
import { load } from "./load";
import { byDate, storyPhoto } from "./story-files";
import { fill } from "../lib/localize";
import type { Photo } from "../lib/photos";
import type { ContentOf, Story as FullStory } from "./schema";

/** A story as a list shows it: all but its photos. */
export type Story = Omit<FullStory, "photos">;
export type StoriesWords = ContentOf<"storyWords">;

const { stories: all = [], ...words } = load<"storyWords">(raw) as StoriesWords & { stories?: Story[] };

/** The words of /stories/ and of each story's page. */
export const storiesWords: StoriesWords = words;

/** Every story, newest first. */
export const stories: Story[] = [...all].sort(byDate);

export function storyBySlug(slug: string): Story | undefined {
  return stories.find((s) => s.slug === slug);
}

/** An occasion's (a program's) stories, newest first. */
export function storiesOf(occasion: string): Story[] {
  return stories.filter((s) => s.occasion === occasion);
}

export function coverOf(story: Pick<Story, "slug" | "cover">): Photo | undefined {
  return storyPhoto(story.slug, story.cover);
}

/** "Riverside lawns, Nashik · December 2024", in the page's language. */
export function placeAndDate(story: Story): string {
  const date = `${storiesWords.months[story.month - 1] ?? ""} ${story.year}`.trim();
  return fill(storiesWords.placeAndDate, { venue: story.venue, town: story.town, date });
}
