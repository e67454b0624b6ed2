import { useEffect, useState } from "react";

/** A large view whose code comes on demand (components/lightbox-chunk.ts). */
export interface OnDemand<T> {
  /** The module, once its code has come; else null. */
  loaded(): T | null;
  /** Fetches its code ahead of a choice. */
  prefetch(): Promise<T>;
  /** Whether a choice can show at once. */
  showsNow(): boolean;
  /** Fetches what showing needs; resolves once it can show. */
  show(): Promise<T>;
}

/**
 * The large view of a page's photos: its code fetched once they are `near` (or on a choice);
 * `choose(i)` opens photo i, at once or as soon as it can show; `view` is the loaded module, to
 * render with `open` (the photo shown, or null).
 */
export function useLightbox<T>(near: boolean, onDemand: OnDemand<T>) {
  const [view, setView] = useState(onDemand.loaded);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (near && !view) void onDemand.prefetch().then((m) => setView(() => m), () => {});
  }, [near, view, onDemand]);
  const choose = (index: number) => {
    if (view && onDemand.showsNow()) return setOpen(index);
    onDemand.show().then(
      (m) => {
        setView(() => m);
        setOpen(index);
      },
      (error: unknown) => console.error("Failed to load the large view", error),
    );
  };
  return { view, open, setOpen, choose };
}
