/**
 * The page's one inline script (the build minifies this file into every page's <head>, the same
 * text on every page, so the CSP allows it by one hash). A prerendered page needs its JavaScript
 * only to become interactive, so its scripts wait for the first screen's photo: requested with it,
 * they shared a slow connection with it (at 400 kbit/s the home page's photo came 1 s later).
 * Once the photo is in (or failed), or at once on a page without one, the page's modules are
 * preloaded together, no waterfall, and its entry imported.
 */
export function startScripts(doc: Document = document, load: (url: string) => unknown = (url) => import(url)): void {
  const tag = doc.querySelector<HTMLScriptElement>("script[data-modules]");
  if (!tag) return;
  const [entry, ...chunks] = JSON.parse(tag.dataset.modules ?? "[]") as string[];
  const start = () => {
    for (const href of chunks) doc.head.append(Object.assign(doc.createElement("link"), { rel: "modulepreload", href }));
    if (entry) load(entry);
  };
  const photo = doc.querySelector<HTMLImageElement>("img[fetchpriority=high]");
  if (!photo || photo.complete) return start();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  photo.addEventListener("load", once, { once: true });
  photo.addEventListener("error", once, { once: true });
}
