import { createContext, useContext, useRef, useState } from "react";
import clsx from "clsx";
import type { Photo as PhotoData } from "../lib/photos";
import { srcset } from "../lib/photos";
import { usePhotoStatus } from "../hooks/usePhotoStatus";
import { useNearViewport } from "../hooks/useNearViewport";
import { useDataSavingSizes } from "../hooks/useDataSavingSizes";
import { useFromPrerender } from "../hooks/useFromPrerender";
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
 * When to fetch the photos inside: a carousel or a clipped gallery knows better than each photo's
 * own view of the screen (clipped by the carousel's viewport, so it would never see its photos
 * coming). `null`, the default: each photo watches itself.
 */
export const PhotosNear = createContext<boolean | null>(null);

/** The source of a photo not fetched yet: a transparent pixel, so the HTML stays valid (an <img>
 *  needs a source) while nothing is downloaded; its box keeps its size by width and height. */
export const notYetSrc = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * A responsive photo: AVIF with a JPEG fallback, intrinsic size (no layout shift). Until it loads,
 * the wrapper shows the blurred placeholder (an inline data: URL, no extra request), and a spinner
 * once it is being fetched; then the photo fades in. A photo that fails keeps the placeholder.
 *
 * Only a priority photo is fetched from the HTML. Every other one is prerendered with a transparent
 * pixel for a source (its box kept by width and height) and fetched once hydrated and within a screen of the
 * viewport (useNearViewport, or PhotosNear around it): on a slow connection the browser's own
 * lazy loading would start them during the first seconds, beside the first screen's photo.
 * Without JavaScript such a photo stays its blurred placeholder, with its alt text.
 */
export function Photo({ photo, alt, sizes: givenSizes, priority = false, cover = false, placeholder = true, className }: PhotoProps) {
  const { ref, status, onLoad, onError } = usePhotoStatus(photo.id);
  // Under Save-Data, a smaller variant (one device pixel per CSS pixel); not for a priority photo
  // the HTML has already fetched, only for one rendered later (the lightbox, a client-side visit).
  const prerendered = useFromPrerender();
  const sizes = useDataSavingSizes(givenSizes, !(priority && prerendered));
  const box = useRef<HTMLSpanElement>(null);
  const group = useContext(PhotosNear);
  const selfNear = useNearViewport(box, !priority && group === null);
  // Once asked for, a photo stays: a carousel slide moving away must not drop its source.
  const [asked, setAsked] = useState(false);
  const near = priority || (group ?? selfNear);
  if (near && !asked) setAsked(true);
  const load = near || asked;
  // Prerendering: the page's first priority photo is preloaded from its head.
  const facts = useRenderFacts();
  if (priority && facts && !facts.priorityPhoto) facts.priorityPhoto = { photo, sizes: givenSizes };
  const fallback = photo.variants[photo.variants.length - 1];
  const crop = photo.portrait;
  return (
    <span ref={box} className={clsx("photo", `photo--${status}`, priority && "photo--priority", cover && "photo--cover", className)}>
      {/* An inline data: image rather than a style attribute, which the Content-Security-Policy
          would have to allow by hash, one per photo. The browser bundle carries no placeholders
          (build.ts strips them to save ~8 KB): hydration keeps the src the HTML already has.
          Lazy but for the priority photo's: the browser loads each data: image (a request of
          its own) as the HTML is parsed, in the task that also styles the page for its first
          paint (about 1 ms each here, 19 to 34 ms for /program's 24; lazily, the few near the
          screen). */}
      {placeholder && (
        <img className="photo__placeholder" src={photo.placeholder || undefined} alt="" aria-hidden="true" loading={priority ? undefined : "lazy"} suppressHydrationWarning />
      )}
      <picture>
        {load && crop ? (
          <>
            <source media={crop.media} type="image/avif" srcSet={srcset(crop, "avif")} sizes={sizes} width={crop.width} height={crop.height} />
            <source media={crop.media} type="image/jpeg" srcSet={srcset(crop, "jpeg")} sizes={sizes} width={crop.width} height={crop.height} />
          </>
        ) : null}
        {load && <source type="image/avif" srcSet={srcset(photo, "avif")} sizes={sizes} />}
        <img
          ref={ref}
          className={clsx("photo__img", !load && "photo__img--waiting")}
          src={load ? fallback?.jpeg : notYetSrc}
          srcSet={load ? srcset(photo, "jpeg") : undefined}
          sizes={load ? sizes : undefined}
          width={photo.width}
          height={photo.height}
          alt={alt ?? photo.alt}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : undefined}
          onLoad={load ? onLoad : undefined}
          onError={load ? onError : undefined}
        />
      </picture>
      {/* Only for a photo on its way: a spinner on every photo not yet asked for (most of a long
          page) kept dozens of endless animations running while the page loaded. */}
      {status === "loading" && load && !priority ? <span className="photo__spinner" aria-hidden="true" /> : null}
    </span>
  );
}
