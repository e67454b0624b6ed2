import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export type PhotoStatus = "loading" | "loaded" | "error";

export interface PhotoStatusHandle {
  ref: RefObject<HTMLImageElement | null>;
  status: PhotoStatus;
  onLoad: () => void;
  onError: () => void;
}

/**
 * Whether the photo `id` has loaded. The prerendered image may finish (or fail) before React
 * hydrates and attaches onLoad/onError, so an effect also reads `complete` once it is mounted.
 */
export function usePhotoStatus(id: string): PhotoStatusHandle {
  const ref = useRef<HTMLImageElement | null>(null);
  // Keyed by id, so a component that is handed another photo starts over at "loading".
  const [state, setState] = useState<{ id: string; status: PhotoStatus }>({ id, status: "loading" });
  const status = state.id === id ? state.status : "loading";

  const onLoad = useCallback(() => setState({ id, status: "loaded" }), [id]);
  const onError = useCallback(() => {
    console.error(`Photo failed to load: ${id}`);
    setState({ id, status: "error" });
  }, [id]);

  useEffect(() => {
    const img = ref.current;
    // Not yet asked for: its source is a transparent pixel (Photo's notYetSrc), not the photo.
    if (!img?.complete || img.currentSrc.startsWith("data:")) return;
    if (img.naturalWidth > 0) {
      onLoad();
      return;
    }
    // A lazy image not yet requested has no currentSrc: that is not a failure. Otherwise decode()
    // tells a broken image (rejects) from one that simply has no pixels yet.
    if (!img.currentSrc) return;
    let active = true;
    img.decode().then(
      () => active && img.naturalWidth > 0 && onLoad(),
      () => active && onError(),
    );
    return () => {
      active = false;
    };
  }, [onLoad, onError]);

  return { ref, status, onLoad, onError };
}
