import clsx from "clsx";
import type { Photo as PhotoData } from "../lib/photos";
import { srcset } from "../lib/photos";

export interface PhotoProps {
  photo: PhotoData;
  /** Defaults to the photo's alt text from content; pass "" for a decorative photo. */
  alt?: string;
  /** The sizes attribute: how wide the photo is displayed, e.g. "(min-width: 960px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest paint: eager, high fetch priority (and preloaded by the build). */
  priority?: boolean;
  className?: string;
}

/** A responsive photo: AVIF with a JPEG fallback, intrinsic size, lazy unless priority. */
export function Photo({ photo, alt, sizes, priority = false, className }: PhotoProps) {
  const fallback = photo.variants[photo.variants.length - 1];
  return (
    <picture className={clsx("photo", className)}>
      <source type="image/avif" srcSet={srcset(photo, "avif")} sizes={sizes} />
      <img
        src={fallback?.jpeg}
        srcSet={srcset(photo, "jpeg")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt ?? photo.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
