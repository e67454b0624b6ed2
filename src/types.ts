/**
 * The data shapes content and code share. Type-only and importing nothing, so content need not
 * import code (src/lib) for a type, and any part may import this.
 */

/** A budget choice of the enquiry forms, in rupees, formatted the Indian way. */
export type Budget = "50,000" | "80,000" | "1,30,000";

/** The six fields of both enquiry forms. */
export type EnquiryFieldName = "name" | "email" | "number" | "pin" | "city" | "budget";

/** One encoded width of a photo, in each format the pipeline writes. */
export interface PhotoVariant {
  width: number;
  /** URL of the AVIF file, e.g. /assets/photos/home/01-lake-640-3f9a1c2b.avif */
  avif: string;
  /** URL of the JPEG fallback. */
  jpeg: string;
}

/** A second crop of a photo for screens matching `media` (a tall crop of a wide hero). */
export interface PhotoCrop {
  media: string;
  width: number;
  height: number;
  /** Ascending by width. */
  variants: PhotoVariant[];
}

/** A photo as the pipeline describes it in src/generated/photos.json. */
export interface PhotoAsset {
  /** "<set>/<file name without extension>". */
  id: string;
  set: string;
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** A tiny blurred preview as a data: URL (prerendered HTML only). */
  placeholder: string;
  /** Ascending by width. */
  variants: PhotoVariant[];
  portrait?: PhotoCrop;
}

/** A photo ready for a page: the asset plus its alt text from content. */
export interface Photo extends PhotoAsset {
  alt: string;
}

export type PhotoManifest = Record<string, PhotoAsset[]>;
