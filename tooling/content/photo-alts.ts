/**
 * Alt text travels with the content that shows the photo. photos.json holds every photo's alt
 * text, but a page shows only some photos: in the browser bundle photos.json is left empty and
 * each other content file carries, under `__photoAlts`, the alt text of the photos it names (a
 * photo id, or every photo of a set it names), so a page's chunk brings its own photos' words
 * and no page downloads all of them (src/content/load.ts collects them).
 */
import { contentFiles, type Node } from "../../src/content/schema";
import { photoId } from "../../src/lib/photos";

type PhotosFile = Record<string, { file: string; alt: unknown }[]>;

/** The ids of the photos a content value names, following its schema. */
function namedPhotos(node: Node, value: unknown, photos: PhotosFile, out: Set<string>): void {
  if (node.kind === "photoId" && typeof value === "string") out.add(value);
  else if (node.kind === "photoSet" && typeof value === "string") for (const p of photos[value] ?? []) out.add(photoId(value, p.file));
  else if ((node.kind === "list" || node.kind === "record") && value && typeof value === "object") for (const v of Object.values(value)) namedPhotos(node.of, v, photos, out);
  else if (node.kind === "object" && value && typeof value === "object")
    for (const [k, f] of Object.entries(node.fields)) namedPhotos(f as Node, (value as Record<string, unknown>)[k], photos, out);
}

/** The file as the browser bundle gets it: photos.json empty, any other with its photos' alt text. */
export function withOwnPhotoAlts(fileName: string, raw: unknown, photos: PhotosFile): unknown {
  if (fileName === contentFiles.photos.file) return {};
  const entry = Object.values(contentFiles).find((f) => f.file === fileName);
  if (!entry || !raw || typeof raw !== "object") return raw;
  const ids = new Set<string>();
  namedPhotos(entry.node as Node, raw, photos, ids);
  if (ids.size === 0) return raw;
  const alts = Object.fromEntries(Object.entries(photos).flatMap(([set, list]) => list.map((p) => [photoId(set, p.file), p.alt] as const)).filter(([id]) => ids.has(id)));
  return { ...raw, __photoAlts: alts };
}
