/**
 * How a page asks for its JavaScript: after its first screen, not against it.
 *
 * A page is prerendered, so its scripts only attach behaviour. Requested from the <head>
 * (`modulepreload`, high priority) they shared the first seconds of a slow connection with the
 * page's LCP photo and font: at 400 kbit/s the home page's hero photo arrived at 5.8 s, and
 * Lighthouse's simulation counted every chunk into FCP and LCP. So a page names its scripts in a
 * data attribute of one tiny async loader script (the same file on every page, so it is cached
 * and needs no CSP hash, and its bytes stay out of the first round trip's HTML), which requests
 * them all at once (no waterfall) when the first screen is painted: after the priority photo has
 * been, or the first text on a page without one. The full stylesheet follows them (and, on a
 * slow connection, the display font for the next visit: display-font.ts).
 */
import { transformSync } from "esbuild";
import { sha } from "./core";
import { displayFontKey, displayFontUrl } from "./display-font";

/** The loader. Once the document is parsed, waits for the first screen to be painted (the priority
 * photo, img[fetchpriority=high], where there is one; on a slow connection only for that photo's
 * last byte), then preloads the chunks, two per task, and
 * adds the entry module; once that has run, the full stylesheet and what comes next. */
const loaderScript = `(() => {
  const d = document;
  const data = d.currentScript.dataset;
  const [entry, ...chunks] = JSON.parse(data.js);
  // The full stylesheet ("disabled" keeps it from loading) is fetched once the entry module has
  // run, or sooner when the home page needs it: at 400 kbit/s its 6 KB shared the connection with
  // the first screen's scripts. The home page needs it only at the first scroll, so it waits for
  // the whole page to hydrate: its 6 KB had shared the connection with the later part's chunks
  // (the page hydrated whole 0.075 s sooner at 400 kbit/s, medians of 12 loads). It applies when
  // something needs it (src/shell/full-stylesheet.ts): applying it restyles the whole page.
  let css;
  const fetchCss = () => css && css.removeAttribute("disabled");
  const go = () => {
    css = d.getElementById("full-css");
    if (css && "belowFold" in css.dataset) belowFold(css);
    // The page's chunks, then its entry module. Once the entry has arrived (the largest, so the
    // last), what the page may import next, with the chunks those import: they arrive together,
    // not one round trip after another, and after the page's own. (Requested with the entry, the
    // home page's later part hydrated 0.15 to 0.25 s sooner at 400 kbit/s, but its 6 KB shared
    // the connection with the first screen's scripts, which hydrated 0.15 s later: medians of 12
    // loads of the three home pages, 5.38 against 5.62 s and 5.16 against 5.02 s. The first
    // screen, BOOK NOW and the menu, matters more. Requested once the entry had run, they were
    // asked for 0.12 s after its last byte, not 0.07 s, and the page hydrated whole 0.77 s after
    // it, not 0.70 s: medians of 6 village loads of the home pages.) Once it has run, the full
    // stylesheet.
    preload(chunks, () => {
      const arrived = () => preload(JSON.parse(data.next || "[]"));
      const ran = () => {
        if (css && "belowFold" in css.dataset) whenHydrated(fetchCss);
        else fetchCss();
        fontForLater();
      };
      d.head.append(Object.assign(d.createElement("link"), { rel: "modulepreload", href: entry, onload: arrived }));
      d.body.append(Object.assign(d.createElement("script"), { type: "module", src: entry, onload: ran }));
    });
  };
  // On a slow connection the first page goes without the display font (display-font.ts). Once the
  // whole page has hydrated it is fetched, at low priority, for the next visit, unless Save-Data.
  const fontForLater = () => {
    if (d.documentElement.dataset.fonts !== "system" || navigator.connection.saveData) return;
    whenHydrated(() =>
      fetch(${JSON.stringify(displayFontUrl)}, { priority: "low" })
        .then((r) => r.ok && r.arrayBuffer())
        .then((ok) => ok && localStorage.setItem(${JSON.stringify(displayFontKey)}, ${JSON.stringify(displayFontUrl)}))
        .catch(() => {}),
    );
  };
  // Once the whole page has hydrated (<html data-hydrated="true">, set by the app).
  const whenHydrated = (then) => {
    const root = d.documentElement;
    const check = () => root.dataset.hydrated === "true" && (watch.disconnect(), then());
    const watch = new MutationObserver(check);
    watch.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
    check();
  };
  // A page that leaves the styles below its first screen to the full stylesheet (the home page)
  // applies it when the visitor first scrolls (the scroll event comes before the frame that draws
  // the new position) or a ".later" part is on screen unscrolled (a very tall window), and once it
  // has arrived: not at load, where restyling the whole page was a long task.
  const belowFold = (css) => {
    let wanted = false;
    const apply = () => wanted && css.sheet && (css.media = "all");
    const want = () => {
      wanted = true;
      fetchCss();
      apply();
      removeEventListener("scroll", want);
      onScreen.disconnect();
    };
    const onScreen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want());
    for (const el of d.querySelectorAll(".later")) onScreen.observe(el);
    addEventListener("scroll", want, { passive: true });
    css.onload = apply;
    if (scrollY > 0) want();
  };
  // Each preload costs the main thread about 1 ms to start here, more while the page is busy
  // (four times that on a slow phone): twenty in one task made a long one. Two at a time, a task
  // each, keeps every task short. A hidden tab takes them all at once (its timers wait a second
  // each, and nobody is waiting on it).
  const preload = (hrefs, then) => {
    const step = (from) => {
      const to = d.hidden ? hrefs.length : from + 2;
      for (const href of hrefs.slice(from, to)) d.head.append(Object.assign(d.createElement("link"), { rel: "modulepreload", href }));
      if (to < hrefs.length) setTimeout(() => step(to));
      else if (then) then();
    };
    step(0);
  };
  // The first screen painted: the priority photo's largest-contentful-paint entry (at 400 kbit/s
  // and 4x CPU ~0.5 s before decode() resolves, for the photo's first pass), or on a page without
  // one its first-contentful-paint entry. Both are reported once the frame is on screen, in a task
  // of their own. Not the photo's load event, nor decode() alone, which on a fast connection
  // resolves a frame or more before that paint: scripts that arrive before the LCP are counted into
  // Lighthouse's simulated LCP (1.9 s instead of 1.4 s on the home page). Nor a requestAnimationFrame
  // callback: that shares a task with the frame's style and layout, which Lighthouse then made wait
  // for this file and counted into TBT. A visitor who scrolls or taps first gets no LCP entry
  // (input ends LCP), nor does a browser without the entry type: 0.3 s after decode() it goes on
  // anyway. A hidden tab paints nothing: it goes on at once. A failed photo waits no longer; one
  // that stalls (neither arrives nor fails) 5 s at most.
  const firstScreen = () => {
    const img = d.querySelector("img[fetchpriority=high]");
    const type = img ? "largest-contentful-paint" : "paint";
    let seen;
    const painted = new Promise((done, failed) => {
      if (d.hidden) return done();
      if ((PerformanceObserver.supportedEntryTypes || []).includes(type)) {
        seen = new PerformanceObserver((list) => {
          if (list.getEntries().some((e) => (img ? e.element === img : e.name === "first-contentful-paint"))) done();
        });
        seen.observe({ type, buffered: true });
      }
      if (img) img.decode().then(() => setTimeout(done, seen ? 300 : 0), failed);
      else if (!seen) requestAnimationFrame(() => setTimeout(done));
      // On a slow connection (the browser's estimate, as display-font.ts reads it) the scripts'
      // first bytes are a round trip of 270 ms or more from their request: asked for when the
      // photo's last byte has come, they still arrive after its paint, and the connection no
      // longer idles while the photo decodes and paints (at 400 kbit/s and 4x CPU the home pages
      // asked for their entry 0.09 s instead of 0.23 s after the photo, medians of 6 loads).
      const c = navigator.connection;
      if (img && c && /[23]g/.test(c.effectiveType)) img.complete ? done() : img.addEventListener("load", done, { once: true });
    });
    return Promise.race([painted, new Promise((done) => setTimeout(done, 5000))])
      .catch(() => {})
      .then(() => seen && seen.disconnect());
  };
  // The loader is async, not deferred: a deferred script runs in the task that ends parsing, with
  // the page's first style recalculation (20-30 ms at 1x), and Lighthouse's simulation then made
  // that whole task wait for this file, after the first paint, and counted it into TBT. So it may
  // run before the document is parsed: it looks again every 10 ms until it is.
  const start = () => (d.readyState === "loading" ? setTimeout(start, 10) : firstScreen().then(go));
  start();
})();
`;

let loader: { file: string; contents: string } | undefined;

/** The loader as a file of the build, minified once, when a build first asks (its comments were
 * two thirds of its bytes, on the first screen's connection): its name carries its hash, like
 * every other script. */
export function loaderAsset(): { file: string; contents: string } {
  if (!loader) {
    const contents = transformSync(loaderScript, { minify: true }).code;
    loader = { file: `load-${sha(contents).slice(0, 8).toUpperCase()}.js`, contents };
  }
  return loader;
}

/**
 * The tag that loads a page's JavaScript: the loader, given the entry module's URL and the chunks
 * it needs before hydrating (its static imports and the page's chunk with its own), entry first,
 * and what the page may import next (`next`: preloaded once the entry has run). It goes in the
 * <head>, so the loader itself is requested with the first screen's photo, before the lazy photos
 * below the fold start sharing the connection (on /program at 400 kbit/s, 20 of them delayed the
 * loader's 1.7 KB from the end of <body> to 9 s).
 */
export function pageScriptTags(loaderUrl: string, entryUrl: string, chunkUrls: string[], nextUrls: string[] = []): string {
  const urls = [entryUrl, ...new Set(chunkUrls.filter((u) => u !== entryUrl))];
  const attr = (list: string[]) => JSON.stringify(list).replace(/&/g, "&amp;").replace(/'/g, "&#39;");
  const next = nextUrls.length ? ` data-next='${attr(nextUrls)}'` : "";
  return `<script src="${loaderUrl}" data-js='${attr(urls)}'${next} async></script>`;
}

/** The scripts a page loads before hydrating (the loader, the entry, its chunks), read back from
 * its HTML: for the byte budgets. */
export function pageScriptUrls(html: string): string[] {
  const tag = /<script src="([^"]+)" data-js='([^']*)'/.exec(html);
  if (tag) return [tag[1]!, ...(JSON.parse(tag[2]!.replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as string[])];
  // A page built before the loader: its module script and modulepreload links.
  return [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]!);
}
