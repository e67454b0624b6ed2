// The content as the browser bundle gets it, so a page downloads only the words it can show:
// no `buildOnly` fields, the `?titles`, `?descriptions` and `?prices` views, and each file
// carrying the alt text and captions of the photos it names (photos.json itself left empty).
import { contentFiles, type Node } from "../../src/content/schema";
import { photoId } from "../../src/lib/photos";
import { eachValue } from "./check-node";

type PhotosFile = Record<string, { file: string; alt: unknown; caption?: unknown }[]>;

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
  const node = entry.node as Node;
  const ids = new Set<string>();
  eachValue(node, raw, (n, v) => {
    if (n.buildOnly) return false;
    if (n.kind === "photoId" && typeof v === "string") ids.add(v);
    if (n.kind === "photoSet" && typeof v === "string") for (const p of photos[v] ?? []) ids.add(photoId(v, p.file));
  });
  const content = withoutBuildOnly(node, raw) as object;
  if (ids.size === 0) return content;
  const named = Object.entries(photos).flatMap(([set, list]) => list.map((p) => ({ id: photoId(set, p.file), ...p }))).filter((p) => ids.has(p.id));
  const alts = Object.fromEntries(named.map((p) => [p.id, p.alt]));
  const captions = Object.fromEntries(named.filter((p) => p.caption !== undefined).map((p) => [p.id, p.caption]));
  return { ...content, __photoAlts: alts, ...(Object.keys(captions).length ? { __photoCaptions: captions } : {}) };
}
