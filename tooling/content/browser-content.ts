// The content as the browser bundle gets it, so a page downloads only the words it can show:
// no `buildOnly` fields, the `?titles`, `?descriptions` and `?prices` views, and each file
// carrying the alt text and captions of the photos it names (photos.json itself left empty).
import { contentFiles, type Node } from "../../src/content/schema";
import { photoId } from "../../src/lib/photos";
import { eachValue } from "./check-node";

type PhotosFile = Record<string, { file: string; alt: unknown; caption?: unknown }[]>;

function fieldOnly(raw: object, field: string): unknown {
  const pick = (item: unknown) => (item && typeof item === "object" ? { id: (item as { id?: unknown }).id, [field]: (item as Record<string, unknown>)[field] } : item);
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.map(pick) : v]));
}

export function forBrowser(fileName: string, raw: unknown, photos: PhotosFile, suffix = ""): unknown {
  if (fileName === contentFiles.photos.file) return {};
  if (suffix === "?titles" && raw && typeof raw === "object") return fieldOnly(raw, "title");
  if (suffix === "?descriptions" && raw && typeof raw === "object") return fieldOnly(raw, "description");
  if (suffix === "?prices" && raw && typeof raw === "object") return { plans: ((raw as { plans?: { id: unknown; price: unknown }[] }).plans ?? []).map(({ id, price }) => ({ id, price })) };
  const entry = Object.values(contentFiles).find((f) => f.file === fileName);
  if (!entry || !raw || typeof raw !== "object") return raw;
  // A copy without the fields only the build reads (dropped before the walk reaches them), and the photos it names.
  const content = structuredClone(raw);
  const ids = new Set<string>();
  eachValue(entry.node as Node, content, (n, v) => {
    if (n.kind === "photoId" && typeof v === "string") ids.add(v);
    if (n.kind === "photoSet" && typeof v === "string") for (const p of photos[v] ?? []) ids.add(photoId(v, p.file));
    if (n.kind !== "object" || !v || typeof v !== "object") return;
    for (const [k, f] of Object.entries(n.fields as Record<string, Node>)) if (f.buildOnly) delete (v as Record<string, unknown>)[k];
  });
  // /credits/ names every photo but shows its thumbnails beside their credits, without alt text.
  if (ids.size === 0 || fileName === contentFiles.credits.file) return content;
  const named = Object.entries(photos).flatMap(([set, list]) => list.map((p) => ({ id: photoId(set, p.file), ...p }))).filter((p) => ids.has(p.id));
  const alts = Object.fromEntries(named.map((p) => [p.id, p.alt]));
  const captions = Object.fromEntries(named.filter((p) => p.caption !== undefined).map((p) => [p.id, p.caption]));
  return { ...content, __photoAlts: alts, ...(Object.keys(captions).length ? { __photoCaptions: captions } : {}) };
}
