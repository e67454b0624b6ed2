import { useEffect, useState } from "react";
import type { PreloadImage } from "../lib/preload";

export type PreloadStatus = "loading" | "loaded" | "error";

/**
 * Fetches `images` in the background (detached <picture> elements: the browser picks the same
 * format and width the page will) and reports 'loading' until every one has loaded, 'loaded'
 * then, or 'error' at the first failure. `null` means "not now" (before hydration, Save-Data) and
 * stays 'loading'. The cleanup drops every handler, so a late answer never sets stale state.
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
    const elements = list.map((image) => {
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
      return img;
    });
    return () => {
      for (const img of elements) {
        img.onload = null;
        img.onerror = null;
      }
    };
  }, [key]);

  return status;
}
