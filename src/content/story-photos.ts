// Each story's photos in its order, with their captions (a story's page).
import raw from "./stories.json?photos";
import { load } from "./load";
import { storyPhoto } from "./story-files";
import type { Photo } from "../lib/photos";
import type { Story } from "./schema";

const { photos = {} } = load<"storyWords">(raw) as unknown as { photos?: Record<string, Story["photos"]> };

export interface StoryPhoto {
  photo: Photo;
  caption?: string;
}

/** A story's photos in its order, with their captions. */
export function photosOf(slug: string): StoryPhoto[] {
  return (photos[slug] ?? []).flatMap((p) => {
    const photo = storyPhoto(slug, p);
    return photo ? [{ photo, ...(p.caption ? { caption: p.caption } : {}) }] : [];
  });
}
