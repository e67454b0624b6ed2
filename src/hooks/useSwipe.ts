import { useEffect, useMemo, useRef, type MouseEvent, type PointerEvent, type RefObject } from "react";

export interface SwipeHandlers {
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  onPointerUp: (e: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onClickCapture: (e: MouseEvent) => void;
}

export interface SwipeActions {
  onNext: () => void;
  onPrev: () => void;
}

/** Pixels a finger moves sideways before we call it a drag rather than a tap or a scroll. */
const dragStart = 8;

/**
 * Touch swipe: while a finger drags, the track follows it through the `--carousel-drag` custom
 * property written straight to `track` (no React state per frame, as Embla's Translate); on release
 * a drag past 15% of the width (at most 60 px) moves one position. Vertical drags stay page scrolls
 * (`touch-action: pan-y` in CSS hands those to the browser, which cancels the pointer).
 */
export function useSwipe(track: RefObject<HTMLElement | null>, actions: SwipeActions): SwipeHandlers {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const gesture = useRef<{ id: number; x: number; y: number; dx: number; width: number; dragging: boolean } | null>(null);
  const suppressClick = useRef(false);

  return useMemo<SwipeHandlers>(() => {
    const reset = () => {
      gesture.current = null;
      const el = track.current;
      if (el) {
        el.style.removeProperty("--carousel-drag");
        delete el.dataset.dragging;
      }
    };
    return {
      onPointerDown: (e) => {
        suppressClick.current = false;
        // Mouse users have arrows, dots and keys; dragging with a mouse would fight text selection.
        if (e.pointerType === "mouse" || !e.isPrimary) return;
        gesture.current = { id: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, width: e.currentTarget.clientWidth, dragging: false };
      },
      onPointerMove: (e) => {
        const g = gesture.current;
        if (!g || e.pointerId !== g.id) return;
        g.dx = e.clientX - g.x;
        if (!g.dragging) {
          if (Math.abs(g.dx) < dragStart || Math.abs(g.dx) < Math.abs(e.clientY - g.y)) return;
          g.dragging = true;
          if (track.current) track.current.dataset.dragging = "true";
        }
        track.current?.style.setProperty("--carousel-drag", `${g.dx}px`);
      },
      onPointerUp: (e) => {
        const g = gesture.current;
        if (!g || e.pointerId !== g.id) return;
        const { dx, dragging, width } = g;
        reset();
        if (!dragging) return;
        suppressClick.current = true;
        if (Math.abs(dx) >= Math.min(60, width * 0.15)) {
          if (dx < 0) latest.current.onNext();
          else latest.current.onPrev();
        }
      },
      onPointerCancel: reset,
      // A swipe that ends over a link is not a click on it.
      onClickCapture: (e) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        e.preventDefault();
        e.stopPropagation();
      },
    };
  }, [track]);
}
