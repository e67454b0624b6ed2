// The one photo module: how the pipeline names files, the manifest and its compact form for the
// browser bundle, lookup by id, srcset and the priority preload. The build (tooling/) and the app
// both use it; nothing else knows how a photo's file name is made. Browser-safe: no content, no
// Node. (The hero's preloads of its other slides are in preload.ts, so only the home chunk has them.)
import { slugify } from "./slug";
import { splitTopLevel } from "./split-list";

/** One encoded width of a photo, in each format the pipeline writes. */
export interface PhotoVariant {
  width: number;
  /** URL of the AVIF file, e.g. /assets/photos/home/01-lake-640-3f9a1c2b.avif */
  avif: string;
  /** URL of the JPEG fallback. */
  jpeg: string;
}

/** A second crop of a photo for screens matching `media` (art direction: a tall crop of a wide hero). */
export interface PhotoCrop {
  /** Media query the crop is for, e.g. "(max-aspect-ratio: 3/4)". */
  media: string;
  /** Intrinsic size of the crop's largest variant. */
  width: number;
  height: number;
  /** Ascending by width. */
  variants: PhotoVariant[];
}

/** A photo as the pipeline (tooling/photos.ts) describes it in src/generated/photos.json. */
export interface PhotoAsset {
  /** "<set>/<file name without extension>", e.g. "home/01-lake-at-dusk". */
  id: string;
  set: string;
  /** Intrinsic size of the largest variant, for width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** A tiny blurred preview as a data: URL, shown while the photo loads (prerendered HTML only:
   *  the browser bundle leaves it out, see compactManifest). */
  placeholder: string;
  /** Ascending by width. */
  variants: PhotoVariant[];
  /** Only for sets that ask for it (the home hero): a portrait crop served to tall, narrow screens. */
  portrait?: PhotoCrop;
}

/** A photo ready for a page: the asset plus its alt text from content, and its caption if it has one. */
export interface Photo extends PhotoAsset {
  alt: string;
  /** What the carousel and the large view show under it (never its alt text, which is for those who cannot see it). */
  caption?: string;
}

export type PhotoManifest = Record<string, PhotoAsset[]>;
export type PhotoFormat = "avif" | "jpeg";

// --- names -------------------------------------------------------------------------------------

/** A photo's id from its set (folder) and the original's file name: "home/01-lake" for home/01-lake.jpg. */
export function photoId(set: string, file: string): string {
  // Accepts a bare file name or a path ("/photos/home/IMG 1.JPG", as the editor may store it);
  // the name is slugged, so "IMG 2041.JPG" is "home/img-2041".
  const base = file.split(/[\\/]/).pop() ?? file;
  const dot = base.lastIndexOf(".");
  return `${set}/${slugify(dot > 0 ? base.slice(0, dot) : base)}`;
}
/** The originals the pipeline reads, by type, JPEG first: also all the editor's file picker
 *  offers, so Safari on a Mac sends a HEIC photo as JPEG (an iPhone's always does). */
export const photoTypes = { "image/jpeg": ["jpg", "jpeg"], "image/png": ["png"], "image/webp": ["webp"], "image/avif": ["avif"], "image/tiff": ["tif", "tiff"] };
/** Is this file in static/photos/<set>/ an original the pipeline reads? */
const originalName = new RegExp(`\\.(${Object.values(photoTypes).flat().join("|")})$`, "i");
export const isPhotoOriginal = (file: string) => originalName.test(file);
/** An iPhone's default format, which the pipeline cannot read (the build says how to export it). */
export const isHeicName = (file: string) => /\.(heic|heif)$/i.test(file);

/** The set (folder) and file name of a photo id. */
export function splitPhotoId(id: string): { set: string; name: string } {
  const slash = id.indexOf("/");
  return { set: slash < 0 ? "" : id.slice(0, slash), name: id.slice(slash + 1) };
}

/** Crops a photo can have: the full frame ("") or the portrait crop ("p"). */
export type CropPrefix = "" | "p";

/** The URL of one variant: /assets/photos/<set>/<name>-<crop><width>-<hash>.<ext>. */
export function photoUrl(id: string, crop: CropPrefix, width: number, hash: string, format: PhotoFormat): string {
  return `/assets/photos/${id}-${crop}${width}-${hash}.${format === "avif" ? "avif" : "jpg"}`;
}

/** The content hash in a variant URL (one per photo, shared by all its files). */
function hashOf(url: string): string {
  return /-([0-9a-f]+)\.(?:avif|jpg)$/.exec(url)?.[1] ?? "";
}

// --- the manifest as the browser bundle gets it --------------------------------------------------

/** [id, hash, width, height, widths, crop?: [media, width, height, widths]] */
type CompactPhoto = [string, string, number, number, number[], [string, number, number, number[]]?];
export type CompactManifest = Record<string, CompactPhoto[]>;

function variants(id: string, crop: CropPrefix, hash: string, widths: number[]): PhotoVariant[] {
  return widths.map((width) => ({ width, avif: photoUrl(id, crop, width, hash, "avif"), jpeg: photoUrl(id, crop, width, hash, "jpeg") }));
}

/**
 * The manifest without placeholders (most of its weight, and only the prerendered HTML needs
 * them: hydration keeps what the HTML has, see Photo.tsx) and with each photo's URLs reduced to
 * its hash and widths: about a quarter of the bytes. Null when a URL does not follow photoUrl.
 */
export function compactManifest(manifest: PhotoManifest): CompactManifest | null {
  const out: CompactManifest = {};
  for (const [set, photos] of Object.entries(manifest)) {
    out[set] = [];
    for (const p of photos) {
      const hash = hashOf(p.variants[0]?.avif ?? "");
      const widths = (vs: PhotoVariant[]) => vs.map((v) => v.width);
      const same = (crop: CropPrefix, vs: PhotoVariant[]) => JSON.stringify(variants(p.id, crop, hash, widths(vs))) === JSON.stringify(vs);
      const c = p.portrait;
      if (p.set !== set || !same("", p.variants) || (c && !same("p", c.variants))) return null;
      const entry: CompactPhoto = [p.id, hash, p.width, p.height, widths(p.variants)];
      if (c) entry.push([c.media, c.width, c.height, widths(c.variants)]);
      out[set].push(entry);
    }
  }
  return out;
}

/**
 * compactManifest's inverse (placeholders aside), run in the browser. A photo's URLs are made
 * when something first reads them: making every photo's as the page's modules ran was 3 to 5 ms
 * of that task here (four times that on a slow phone), for photos most pages never show.
 */
export function expandManifest(compact: CompactManifest): PhotoManifest {
  const out: PhotoManifest = {};
  for (const set in compact) {
    out[set] = compact[set]!.map(([id, hash, width, height, widths, c]) => {
      const portrait = c && withVariants({ media: c[0], width: c[1], height: c[2] }, id, "p", hash, c[3]);
      return withVariants({ id, set, width, height, placeholder: "", ...(portrait ? { portrait } : {}) }, id, "", hash, widths);
    });
  }
  return out;
}

/** `fields` with a `variants` property whose URLs are made when first read. */
function withVariants<T extends object>(fields: T, id: string, crop: CropPrefix, hash: string, widths: number[]): T & { variants: PhotoVariant[] } {
  let made: PhotoVariant[] | undefined;
  return Object.defineProperty(fields, "variants", { enumerable: true, get: () => (made ??= variants(id, crop, hash, widths)) }) as T & { variants: PhotoVariant[] };
}

/** A photo by id ("<set>/<file name>"), or undefined. */
export function findPhoto(manifest: PhotoManifest, id: string): PhotoAsset | undefined {
  return manifest[splitPhotoId(id).set]?.find((p) => p.id === id);
}

// --- markup --------------------------------------------------------------------------------------

/** The srcset attribute for one format. */
export function srcset(photo: Pick<PhotoAsset, "variants">, format: PhotoFormat): string {
  return photo.variants.map((v) => `${v[format]} ${v.width}w`).join(", ");
}

/**
 * A sizes attribute for a visitor saving data: each slot's length divided by the screen's pixel
 * ratio, so the browser picks the variant for one device pixel per CSS pixel (at a ratio of 2, a
 * quarter of the pixels). "(min-width: 960px) 33vw, 100vw" at 2 is
 * "(min-width: 960px) calc(33vw / 2), calc(100vw / 2)". A ratio of 1 or less changes nothing.
 */
export function dataSavingSizes(sizes: string, pixelRatio: number): string {
  if (!(pixelRatio > 1)) return sizes;
  const ratio = Math.round(pixelRatio * 100) / 100;
  return splitTopLevel(sizes)
    .filter((slot) => slot.trim())
    .map((slot) => {
      const { condition, length } = splitSlot(slot.trim());
      return `${condition ? condition + " " : ""}calc(${length} / ${ratio})`;
    })
    .join(", ");
}

/** One slot of a sizes attribute: its media condition (maybe none) and its length, the last value
 * (a function such as calc(), or one word). */
function splitSlot(slot: string): { condition: string; length: string } {
  let at = slot.lastIndexOf(" ") + 1;
  if (slot.endsWith(")")) {
    let depth = 0;
    for (at = slot.length - 1; at >= 0; at--) {
      if (slot[at] === ")") depth++;
      else if (slot[at] === "(" && --depth === 0) break;
    }
    while (at > 0 && /[a-z-]/i.test(slot[at - 1]!)) at--;
  }
  return { condition: slot.slice(0, at).trim(), length: slot.slice(at) };
}

/**
 * The <link rel="preload"> attributes for a page's priority photo, so the browser fetches it from
 * the head instead of after the CSS: one per AVIF source of its <picture>, the unconditional one
 * limited to where the portrait crop does not apply.
 */
export function priorityPreloads(photo: PhotoAsset, sizes: string): { srcset: string; sizes: string; media?: string }[] {
  const crop = photo.portrait;
  const main = { srcset: srcset(photo, "avif"), sizes };
  return crop ? [{ srcset: srcset(crop, "avif"), sizes, media: crop.media }, { ...main, media: `not all and ${crop.media}` }] : [main];
}
