import { useCallback, useMemo, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";
import { usePageVisible } from "./usePageVisible";

/** Why a carousel is or is not moving, as the W3C carousel pattern names the states. */
export type AutoplayState = "playing" | "hovered" | "focused" | "paused";

export interface AutoplayHandlers {
  onPointerEnter: (e: PointerEvent) => void;
  onPointerLeave: (e: PointerEvent) => void;
  onPointerDown: () => void;
  onPointerUp: () => void;
  onFocus: () => void;
  onBlur: (e: FocusEvent) => void;
}

export interface Autoplay {
  state: AutoplayState;
  /** Whether slides should move now: playing, motion allowed and the tab visible. */
  running: boolean;
  /** The pause/play button: pausing is sticky; playing also lifts a hover or focus pause. */
  toggle: () => void;
  /** Spread on the carousel root: pause on mouse hover and on keyboard focus. */
  handlers: AutoplayHandlers;
}

/**
 * Autoplay as the W3C carousel pattern (and Embla's autoplay plugin) wants it: pauses while the
 * mouse is over the carousel or keyboard focus is inside it, and resumes afterwards only if it was
 * playing; a visitor's pause stays until they press play. Starts paused under
 * prefers-reduced-motion, and never runs in a hidden tab.
 */
export function useAutoplay(): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  // null until the visitor chooses; then their choice wins over the system setting.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Focus that follows a click or tap is not keyboard focus, so it does not pause.
  const pointerDown = useRef(false);

  const paused = choice ? choice === "pause" : reducedMotion;
  const state: AutoplayState = paused ? "paused" : focused ? "focused" : hovered ? "hovered" : "playing";

  const toggle = useCallback(() => {
    if (paused) {
      setChoice("play");
      setHovered(false);
      setFocused(false);
    } else {
      setChoice("pause");
    }
  }, [paused]);

  const handlers = useMemo<AutoplayHandlers>(
    () => ({
      onPointerEnter: (e) => {
        if (e.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: (e) => {
        if (e.pointerType === "mouse") setHovered(false);
      },
      onPointerDown: () => {
        pointerDown.current = true;
      },
      // Focus moves on pointerdown, before pointerup clears the flag.
      onPointerUp: () => {
        pointerDown.current = false;
      },
      onFocus: () => {
        if (!pointerDown.current) setFocused(true);
      },
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    }),
    [],
  );

  return { state, running: state === "playing" && visible, toggle, handlers };
}
