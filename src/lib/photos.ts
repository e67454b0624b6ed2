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

/** A photo as the pipeline (scripts/photos.ts) describes it in src/generated/photos.json. */
export interface PhotoAsset {
  /** "<set>/<file name without extension>", e.g. "home/01-lake-at-dusk". */
  id: string;
  set: string;
  /** Intrinsic size of the largest variant, for width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** A tiny blurred preview as a data: URL, shown while the photo loads (prerendered HTML only:
   *  the browser bundle leaves it out, see build.ts). */
  placeholder: string;
  /** Ascending by width. */
  variants: PhotoVariant[];
  /** Only for sets that ask for it (the home hero): a portrait crop served to tall, narrow screens. */
  portrait?: PhotoCrop;
}

/** A photo ready for a page: the asset plus its alt text from content. */
export interface Photo extends PhotoAsset {
  alt: string;
}

export type PhotoManifest = Record<string, PhotoAsset[]>;

/** The srcset attribute for one format. */
export function srcset(photo: Pick<PhotoAsset, "variants">, format: "avif" | "jpeg"): string {
  return photo.variants.map((v) => `${v[format]} ${v.width}w`).join(", ");
}

/** The smallest variant at least `width` pixels wide (or the largest there is). */
export function variantFor(photo: Pick<PhotoAsset, "variants">, width: number): PhotoVariant {
  const fit = photo.variants.find((v) => v.width >= width);
  return fit ?? photo.variants[photo.variants.length - 1]!;
}
