import clsx from "clsx";
import type { Photo as PhotoData } from "../lib/photos";
import { srcset } from "../lib/photos";
import { usePhotoStatus } from "../hooks/usePhotoStatus";
import { useRenderFacts } from "../shell/render-facts";
import "./Photo.css";

export interface PhotoProps {
  photo: PhotoData;
  /** Defaults to the photo's alt text from content; pass "" for a decorative photo. */
  alt?: string;
  /** The sizes attribute: how wide the photo is displayed, e.g. "(min-width: 960px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest paint: eager, high fetch priority, preloaded by the build, no fade. */
  priority?: boolean;
  /** Fill the parent box (which sets the size) and crop the photo to it, like a background. */
  cover?: boolean;
  /** Show the blurred placeholder while loading (default). Off for small or many thumbnails,
   *  where it costs the page's HTML more than it shows. */
  placeholder?: boolean;
  className?: string;
}

/**
 * A responsive photo: AVIF with a JPEG fallback, intrinsic size (no layout shift), lazy unless
 * priority. Until it loads, the wrapper shows the blurred placeholder (an inline data: URL, no
 * extra request) and a spinner; then the photo fades in. A photo that fails keeps the placeholder.
 */
export function Photo({ photo, alt, sizes, priority = false, cover = false, placeholder = true, className }: PhotoProps) {
  const { ref, status, onLoad, onError } = usePhotoStatus(photo.id);
  // Prerendering: the page's first priority photo is preloaded from its head.
  const facts = useRenderFacts();
  if (priority && facts && !facts.priorityPhoto) facts.priorityPhoto = { photo, sizes };
  const fallback = photo.variants[photo.variants.length - 1];
  const crop = photo.portrait;
  return (
    <span className={clsx("photo", `photo--${status}`, priority && "photo--priority", cover && "photo--cover", className)}>
      {/* An inline data: image rather than a style attribute, which the Content-Security-Policy
          would have to allow by hash, one per photo. The browser bundle carries no placeholders
          (build.ts strips them to save ~8 KB): hydration keeps the src the HTML already has. */}
      {placeholder && <img className="photo__placeholder" src={photo.placeholder || undefined} alt="" aria-hidden="true" suppressHydrationWarning />}
      <picture>
        {crop ? (
          <>
            <source media={crop.media} type="image/avif" srcSet={srcset(crop, "avif")} sizes={sizes} width={crop.width} height={crop.height} />
            <source media={crop.media} type="image/jpeg" srcSet={srcset(crop, "jpeg")} sizes={sizes} width={crop.width} height={crop.height} />
          </>
        ) : null}
        <source type="image/avif" srcSet={srcset(photo, "avif")} sizes={sizes} />
        <img
          ref={ref}
          className="photo__img"
          src={fallback?.jpeg}
          srcSet={srcset(photo, "jpeg")}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={alt ?? photo.alt}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : undefined}
          onLoad={onLoad}
          onError={onError}
        />
      </picture>
      {status === "loading" && !priority ? <span className="photo__spinner" aria-hidden="true" /> : null}
    </span>
  );
}
