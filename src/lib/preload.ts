import type { PhotoAsset } from "./photos";
import { srcset } from "./photos";

/** One image as a <picture> would ask for it, so a preload fetches the very file it will show. */
export interface PreloadImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** <source> candidates tried first, in order, e.g. a portrait crop for tall screens, then AVIF. */
  sources?: { type: string; srcSet: string; media?: string }[];
}

/**
 * What a <Photo> with these `sizes` asks the browser for, as a preload: the portrait crop for
 * tall screens (when the photo has one), AVIF, then the JPEG fallback. The same candidates in the
 * same order, so the browser picks the very file the slide will show and it comes from cache.
 */
export function photoPreload(photo: PhotoAsset, sizes: string): PreloadImage {
  const fallback = photo.variants[photo.variants.length - 1];
  const portrait = photo.portrait
    ? [
        { type: "image/avif", srcSet: srcset(photo.portrait, "avif"), media: photo.portrait.media },
        { type: "image/jpeg", srcSet: srcset(photo.portrait, "jpeg"), media: photo.portrait.media },
      ]
    : [];
  return {
    src: fallback?.jpeg ?? "",
    srcSet: srcset(photo, "jpeg"),
    sizes,
    sources: [...portrait, { type: "image/avif", srcSet: srcset(photo, "avif") }],
  };
}
