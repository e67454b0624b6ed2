/**
 * The content as the pages' scripts get it (the browser bundle; the build's own bundle reads it
 * all), so a page downloads only the words it can show:
 * - fields the schema marks `buildOnly` (search descriptions, structured data) are left out;
 * - `./programs.json?titles` is the file with only each item's id and title (every page's footer),
 *   `./programs.json?descriptions` with only each item's id and description (the home page,
 *   which has the titles from the footer's import), and
 *   `./plans.json?prices` with only each plan's id and price (the forms' budgets);
 * - alt text travels with the content that shows the photo: photos.json holds every photo's alt
 *   text, but a page shows only some photos, so photos.json is left empty and each other file
 *   carries, under `__photoAlts`, the alt text of the photos it names (a photo id, or every photo
 *   of a set it names), and under `__photoCaptions` the captions of those that have one;
 *   src/content/load.ts collects them.
 */
import { contentFiles, type Node } from "../../src/content/schema";
import { photoId } from "../../src/lib/photos";

type PhotosFile = Record<string, { file: string; alt: unknown; caption?: unknown }[]>;

/** The ids of the photos a content value names, following its schema. */
function namedPhotos(node: Node, value: unknown, photos: PhotosFile, out: Set<string>): void {
  if (node.buildOnly) return;
  if (node.kind === "photoId" && typeof value === "string") out.add(value);
  else if (node.kind === "photoSet" && typeof value === "string") for (const p of photos[value] ?? []) out.add(photoId(value, p.file));
  else if ((node.kind === "list" || node.kind === "record") && value && typeof value === "object") for (const v of Object.values(value)) namedPhotos(node.of, v, photos, out);
  else if (node.kind === "object" && value && typeof value === "object")
    for (const [k, f] of Object.entries(node.fields)) namedPhotos(f as Node, (value as Record<string, unknown>)[k], photos, out);
}

/** The value without the fields its schema marks build-only. */
function withoutBuildOnly(node: Node, value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  if (node.kind === "list" || node.kind === "record") {
    const of = node.of as Node;
    return Array.isArray(value) ? value.map((v) => withoutBuildOnly(of, v)) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutBuildOnly(of, v)]));
  }
  if (node.kind !== "object") return value;
  const fields = node.fields as Record<string, Node>;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !fields[k]?.buildOnly)
      .map(([k, v]) => [k, fields[k] ? withoutBuildOnly(fields[k], v) : v]),
  );
}

/** `<file>.json?titles` and `?descriptions`: each listed item's id and that one field. */
function fieldOnly(raw: object, field: string): unknown {
  const pick = (item: unknown) => (item && typeof item === "object" ? { id: (item as { id?: unknown }).id, [field]: (item as Record<string, unknown>)[field] } : item);
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.map(pick) : v]));
}

/** A content file as the browser bundle gets it: see above. `suffix` is the import's ("?titles"). */
export function forBrowser(fileName: string, raw: unknown, photos: PhotosFile, suffix = ""): unknown {
  if (fileName === contentFiles.photos.file) return {};
  if (suffix === "?titles" && raw && typeof raw === "object") return fieldOnly(raw, "title");
  if (suffix === "?descriptions" && raw && typeof raw === "object") return fieldOnly(raw, "description");
  if (suffix === "?prices" && raw && typeof raw === "object") return { plans: ((raw as { plans?: { id: unknown; price: unknown }[] }).plans ?? []).map(({ id, price }) => ({ id, price })) };
  const entry = Object.values(contentFiles).find((f) => f.file === fileName);
  if (!entry || !raw || typeof raw !== "object") return raw;
  const node = entry.node as Node;
  const ids = new Set<string>();
  namedPhotos(node, raw, photos, ids);
  const content = withoutBuildOnly(node, raw) as object;
  if (ids.size === 0) return content;
  const named = Object.entries(photos).flatMap(([set, list]) => list.map((p) => ({ id: photoId(set, p.file), ...p }))).filter((p) => ids.has(p.id));
  const alts = Object.fromEntries(named.map((p) => [p.id, p.alt]));
  // Captions travel the same way, for the photos that have one.
  const captions = Object.fromEntries(named.filter((p) => p.caption !== undefined).map((p) => [p.id, p.caption]));
  return { ...content, __photoAlts: alts, ...(Object.keys(captions).length ? { __photoCaptions: captions } : {}) };
}
