import { useEffect, useState } from "react";
import type { PreloadImage } from "../lib/preload";

export type PreloadStatus = "loading" | "loaded" | "error";

/**
 * Fetches `images` in the background (detached <picture> elements: the browser picks the same
 * format and width the page will) and reports 'loading' until every one has loaded, 'loaded'
 * then, or 'error' at the first failure. `null` means "not now" (before hydration, Save-Data) and
 * stays 'loading'. One is started per task. The cleanup stops the rest and drops every handler,
 * so a late answer never sets stale state.
 */
export function useImagePreload(images: readonly PreloadImage[] | null): PreloadStatus {
  const [status, setStatus] = useState<PreloadStatus>("loading");
  // Restart only when the images themselves change, not when a new array holds the same ones.
  const key = images ? JSON.stringify(images) : null;

  useEffect(() => {
    if (key === null) return;
    const list = JSON.parse(key) as PreloadImage[];
    setStatus("loading");
    if (list.length === 0) {
      setStatus("loaded");
      return;
    }
    let remaining = list.length;
    const elements: HTMLImageElement[] = [];
    const start = (image: PreloadImage) => {
      const picture = document.createElement("picture");
      for (const s of image.sources ?? []) {
        const source = document.createElement("source");
        source.type = s.type;
        source.srcset = s.srcSet;
        if (s.media) source.media = s.media;
        if (image.sizes) source.sizes = image.sizes;
        picture.append(source);
      }
      const img = document.createElement("img");
      img.onload = () => {
        remaining -= 1;
        if (remaining === 0) setStatus("loaded");
      };
      img.onerror = () => setStatus("error");
      if (image.sizes) img.sizes = image.sizes;
      if (image.srcSet) img.srcset = image.srcSet;
      picture.append(img);
      img.src = image.src;
      elements.push(img);
    };
    // One image a task: starting nine fetches at once (choosing each from its sources, in the
    // browser's microtask after) was one task of 23-32 ms here just after the page hydrated.
    let timer: number | undefined;
    const next = (i: number) => {
      start(list[i]!);
      if (i + 1 < list.length) timer = window.setTimeout(() => next(i + 1), 0);
    };
    next(0);
    return () => {
      window.clearTimeout(timer);
      for (const img of elements) {
        img.onload = null;
        img.onerror = null;
      }
    };
  }, [key]);

  return status;
}
