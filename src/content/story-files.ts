// Where a story's photos are (static/photos/story-<address>/) and how one becomes a photo for a
// page, with the alt text its story gives it (a story's photos are not in photos.json).
import { photoFor } from "./photos";
import { photoId, type Photo } from "../lib/photos";

/** The folder a story's photos are in: static/photos/story-<address>/. */
export const storyPhotoSet = (slug: string): string => `story-${slug}`;

/** One photo of a story's folder, or undefined while it is missing (the build stops on that). */
export function storyPhoto(slug: string, photo: { file: string; alt: string; caption?: string }): Photo | undefined {
  const found = photoFor(photoId(storyPhotoSet(slug), photo.file));
  return found && { ...found, alt: photo.alt, ...(photo.caption ? { caption: photo.caption } : {}) };
}

/** Newest first (then by address, so the order never depends on the files' order). */
export const byDate = (a: { year: number; month: number; slug: string }, b: { year: number; month: number; slug: string }): number =>
  b.year * 12 + b.month - (a.year * 12 + a.month) || a.slug.localeCompare(b.slug);
