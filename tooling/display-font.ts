/**
 * How a page asks for its display font (Cormorant Garamond, 14 KB): a tiny inline script in the
 * <head>, allowed by the page's CSP by its hash.
 *
 * On a fast connection it preloads the font, as a <link rel=preload> in the HTML did, so the first
 * paint can use it ("font-display: optional" gives it about 100 ms).
 *
 * On a slow connection (the browser's own estimate, `navigator.connection.effectiveType` 2g or 3g:
 * round trips of 270 ms or more, or under 700 kbit/s) or under Save-Data, the font cannot arrive
 * within those 100 ms, so the first page shows the system serif whatever we do; but its 14 KB shared
 * the connection with the hero photo and the page's scripts (at 400 kbit/s the hero arrived 0.4 s
 * later). There the script marks <html data-fonts="system"> instead: tokens.css then leaves the face
 * out, so the browser does not fetch it. Not under Save-Data, the loader (page-scripts.ts) fetches
 * it once the whole page has hydrated and records its URL in `localStorage.displayFont`, so the next
 * visit finds it in the cache and uses it (a new font file is fetched for later again). Storage
 * that throws means the system serif again. Storage is read only on a slow connection, where the
 * answer matters: a page's first read of localStorage waits on the browser process, in the
 * parser's way before the first paint (the script took 31 ms instead of 19 unthrottled on the
 * bench machine, medians of 10 traced loads).
 */
import { transformSync } from "esbuild";

export const displayFontUrl = "/fonts/cormorant-garamond-500.woff2";

/** The key in localStorage that names the font file fetched for later (page-scripts.ts sets it). */
export const displayFontKey = "displayFont";

const source = `(() => {
  const c = navigator.connection;
  const kept = () => {
    try {
      return localStorage[${JSON.stringify(displayFontKey)}] == ${JSON.stringify(displayFontUrl)};
    } catch {}
  };
  if (c && (c.saveData || /[23]g/.test(c.effectiveType)) && !kept()) document.documentElement.dataset.fonts = "system";
  else document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", href: ${JSON.stringify(displayFontUrl)}, crossOrigin: "" }));
})();`;

let minified: string | undefined;

/** The script, minified (it is in every page's first round trip of HTML) once, when a build first asks. */
export function displayFontScript(): string {
  return (minified ??= transformSync(source, { minify: true }).code.trim());
}
