import { useEffect, useRef } from "react";
import { enterOverlay } from "../lib/overlay-history";

/**
 * While `open`, the overlay has a history entry of its own: Back closes it (calls `close`) and
 * the visitor stays on the page. Closing it any other way takes the entry off again.
 */
export function useOverlayHistory(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    return enterOverlay(() => closeRef.current());
  }, [open]);
}
