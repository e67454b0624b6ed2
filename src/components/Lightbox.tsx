import { useEffect, useRef, type CSSProperties } from "react";
import type { Photo as PhotoData } from "../lib/photos";
import { useSwipe } from "../hooks/useSwipe";
import { Dialog } from "./Dialog";
import { Photo } from "./Photo";
import { labels } from "../content/labels";
import { fill } from "../lib/localize";
import { ArrowLeftIcon, ArrowRightIcon } from "./icons";
import "./Lightbox.css";

export interface LightboxProps {
  photos: PhotoData[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One gallery photo large, in the shared Dialog (which traps focus, closes on Escape and returns
 * focus to the photo that opened it). Previous and next wrap around; arrow keys and swipes do the
 * same. The Photo's srcset with sizes="100vw" lets the browser fetch the variant for the screen.
 */
export function Lightbox({ photos, index, onIndexChange, onClose }: LightboxProps) {
  const count = photos.length;
  const open = index !== null && count > 0;
  const current = open ? index % count : 0;
  const photo = photos[current];

  // The latest "move by delta", for listeners set up once per opening.
  const step = useRef<(delta: number) => void>(() => {});
  useEffect(() => {
    step.current = (delta) => onIndexChange((current + delta + count) % count);
  });

  // The dialog takes focus itself on open, so keys are read at the document while it is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest("input, textarea, select")) return;
      if (e.key === "ArrowRight") step.current(1);
      else if (e.key === "ArrowLeft") step.current(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const frame = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(frame, { onNext: () => step.current(1), onPrev: () => step.current(-1) });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={fill(labels.lightbox.title, { n: current + 1, count })}
      closeLabel={labels.lightbox.close}
      className="lightbox"
    >
      {open && photo && (
        <div className="lightbox__stage">
          <div className="lightbox__frame" ref={frame} {...swipe}>
            {/* Sized from the photo's shape before it loads, so the placeholder fills the same box. */}
            <div className="lightbox__fit" style={{ "--lightbox-ratio": photo.width / photo.height } as CSSProperties}>
              <Photo key={photo.id} photo={photo} sizes="100vw" priority />
            </div>
          </div>
          {photo.caption && <p className="lightbox__caption">{photo.caption}</p>}
          {count > 1 && (
            <>
              <button type="button" className="lightbox__arrow lightbox__arrow--prev" aria-label={labels.lightbox.previous} onClick={() => step.current(-1)}>
                <ArrowLeftIcon />
              </button>
              <button type="button" className="lightbox__arrow lightbox__arrow--next" aria-label={labels.lightbox.next} onClick={() => step.current(1)}>
                <ArrowRightIcon />
              </button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
