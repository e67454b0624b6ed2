// The stories (src/content/stories/, one file each, their photos in static/photos/story-<address>/)
// and the words around them (stories.json). A story's photos carry their alt text and captions in
// the story itself, not in photos.json.
import raw from "./stories.json?stories";
import { load } from "./load";
import { photoFor } from "./photos";
import { storyPhotoSet } from "./story-routes";
import { photoId, type Photo } from "../lib/photos";
import { fill } from "../lib/localize";
import type { ContentOf, Story } from "./schema";

export type { Story };
export type StoriesWords = ContentOf<"storyWords">;

const { stories: all = [], ...words } = load<"storyWords">(raw) as StoriesWords & { stories?: Story[] };

/** The words of /stories/ and of each story's page. */
export const storiesWords: StoriesWords = words;

const when = (s: Story) => s.year * 12 + s.month;
/** Every story, newest first. */
export const stories: Story[] = [...all].sort((a, b) => when(b) - when(a) || a.slug.localeCompare(b.slug));

export function storyBySlug(slug: string): Story | undefined {
  return stories.find((s) => s.slug === slug);
}

/** An occasion's (a program's) stories, newest first. */
export function storiesOf(occasion: string): Story[] {
  return stories.filter((s) => s.occasion === occasion);
}

/** One photo of a story's folder with the alt text the story gives it; undefined while it is missing. */
function storyPhoto(story: Story, file: string, alt: string): Photo | undefined {
  const found = photoFor(photoId(storyPhotoSet(story.slug), file));
  return found && { ...found, alt };
}

export function coverOf(story: Story): Photo | undefined {
  return storyPhoto(story, story.cover.file, story.cover.alt);
}

export interface StoryPhoto {
  photo: Photo;
  caption?: string;
}

/** The story's photos in its order, with their captions. */
export function photosOf(story: Story): StoryPhoto[] {
  return story.photos.flatMap((p) => {
    const photo = storyPhoto(story, p.file, p.alt);
    return photo ? [{ photo, ...(p.caption ? { caption: p.caption } : {}) }] : [];
  });
}

/** "Riverside lawns, Nashik · December 2024", in the page's language. */
export function placeAndDate(story: Story): string {
  const date = `${storiesWords.months[story.month - 1] ?? ""} ${story.year}`.trim();
  return fill(storiesWords.placeAndDate, { venue: story.venue, town: story.town, date });
}
