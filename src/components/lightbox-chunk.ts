import { importOnce } from "../lib/lazy-retry";
import { toast } from "../lib/toast-store";
import { fullStylesheetSettled, withFullStylesheet } from "../shell/full-stylesheet";
import { labels } from "../content/labels";
import { fill } from "../lib/localize";
import type { OnDemand } from "../hooks/useLightbox";

type LightboxModule = typeof import("./Lightbox");
let lightbox: LightboxModule | null = null;
const lightboxChunk = importOnce<LightboxModule>(() => import("./Lightbox"));

/**
 * The lightbox (and the dialog under it) is a chunk of its own: a page hydrates without it, and
 * fetches it once its photos near the screen. A failure is forgotten, so the next choice retries.
 */
export function loadLightbox(): Promise<LightboxModule> {
  return lightboxChunk().then((m) => (lightbox = m));
}

/** The name of the button that opens photo `index` of `count`: what it shows, or its place. */
export const openerLabel = (alt: string, index: number, count: number) => fill(labels.gallery.open, { alt: alt || fill(labels.gallery.photoOf, { n: index + 1, count }) });

/** The lightbox as useLightbox opens it. */
export const lightboxOnDemand: OnDemand<LightboxModule> = {
  loaded: () => lightbox,
  prefetch: loadLightbox,
  // Shown, the lightbox needs the whole stylesheet: the page inlined only the styles it shows.
  showsNow: () => lightbox !== null && fullStylesheetSettled(),
  show() {
    // It opens once the network is back: said, so the tap does not seem lost and the view a surprise.
    if (!lightbox && navigator.onLine === false) toast(labels.lightbox.offline, { duration: 8000, kind: "error" });
    return withFullStylesheet(loadLightbox());
  },
};
