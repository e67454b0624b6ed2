import { useMemo, useRef } from "react";
import type { Photo as PhotoData } from "../lib/photos";
import { dealColumns, type Direction } from "../lib/parallax";
import { useParallax } from "../hooks/useParallax";
import { useDeferredReveal } from "../hooks/useDeferredReveal";
import { useNearViewport } from "../hooks/useNearViewport";
import { useMediaQuery } from "../hooks/useMediaQuery";
import { usePrefersReducedMotion } from "../hooks/usePrefersReducedMotion";
import { Photo, PhotosNear } from "./Photo";
import { useLightbox } from "../hooks/useLightbox";
import { lightboxOnDemand, openerLabel } from "./lightbox-chunk";
import "./ParallaxGallery.css";

export interface ParallaxGalleryProps {
  photos: PhotoData[];
  title: string;
  subtitle: string;
}

/** Column heights relative to the tallest: unequal, so each column moves at its own speed. */
const weights = [1, 0.8, 0.9];
/** The middle column runs against the other two. */
const directions: Direction[] = [1, -1, 1];
/** Below this, a plain two-column grid: parallax on a phone-sized window only makes photos tiny. */
const parallaxMedia = "(min-width: 640px)";
/**
 * The prerendered HTML carries the first photos of each column, enough for the first screens of
 * the gallery; the rest come with hydration. Fifty photos' markup would double the page's HTML
 * (the 14 KB first-round-trip budget), for photos that load lazily anyway.
 */
const prerenderedPerColumn = 5;

/**
 * The scroll-parallax gallery: three columns in a 40rem window that stays pinned while the page
 * scrolls past, the columns sliding at different speeds until every photo has passed through.
 * Choosing a photo opens it large in the lightbox.
 */
export function ParallaxGallery({ photos, title, subtitle }: ParallaxGalleryProps) {
  const columns = useMemo(() => dealColumns(photos, (p) => p.height / p.width, weights), [photos]);
  // Down the first column, then the next: the order on phones, and "next" in the lightbox.
  const ordered = useMemo(() => columns.flat(), [columns]);
  // Where each column starts in that order: a photo's place in the lightbox is fixed by the full
  // columns, not by how many are drawn yet (before the reveal each column shows only its first few).
  const columnStarts = useMemo(() => columns.map((_, c) => columns.slice(0, c).reduce((n, col) => n + col.length, 0)), [columns]);

  const track = useRef<HTMLDivElement>(null);
  const win = useRef<HTMLDivElement>(null);
  const columnEls = useRef<(HTMLElement | null)[]>([]);
  useParallax({ track, window: win, columns: columnEls }, { directions, media: parallaxMedia });

  const revealed = useDeferredReveal();
  // Pinned, the window clips the columns, so a photo cannot see itself coming: all of them are
  // fetched once the gallery nears the screen. As a plain grid (phones, reduced motion), each
  // photo watches for itself (null).
  const wide = useMediaQuery(parallaxMedia);
  const reducedMotion = usePrefersReducedMotion();
  const pinned = wide && !reducedMotion;
  const near = useNearViewport(track);

  const { view: box, open, setOpen, choose } = useLightbox(near, lightboxOnDemand);

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <header className="gallery__head">
        <h2 id="gallery-title" className="gallery__title">
          {title}
        </h2>
        <p className="gallery__location">{subtitle}</p>
      </header>
      <div className="gallery__track" ref={track}>
        <div className="gallery__window" ref={win}>
          <PhotosNear.Provider value={pinned ? near : null}>
            <div className="gallery__columns">
              {columns.map((column, c) => (
                <ul
                  key={c}
                  className="gallery__column"
                  ref={(el) => {
                    columnEls.current[c] = el;
                  }}
                >
                  {(revealed ? column : column.slice(0, prerenderedPerColumn)).map((photo, i) => {
                    const index = columnStarts[c]! + i;
                    return (
                      <li key={photo.id} className="gallery__item" data-parallax-item="">
                        <button
                          type="button"
                          className="gallery__open"
                          aria-haspopup="dialog"
                          aria-label={openerLabel(photo.alt, index, ordered.length)}
                          onClick={() => choose(index)}
                        >
                          <Photo photo={photo} alt="" sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 50vw" />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              ))}
            </div>
          </PhotosNear.Provider>
        </div>
      </div>
      {box && <box.Lightbox photos={ordered} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}
