/**
 * The whole stylesheet, for what a prerendered page did not render: the dialogs, the lightbox and
 * the pages a visitor reaches by client-side navigation. A page inlines the styles it shows
 * (tooling/prune-css.ts) and names the whole sheet as a disabled <link id="full-css">; it is
 * fetched once the page has hydrated, so it never shares the connection with the first screen.
 */

// Render anyway if the sheet neither arrives nor fails: a page with some of its styles missing
// beats a link that does nothing.
const stalledMs = 4000;

let loading: Promise<void> | undefined;
let settled = false;

/** Has the whole stylesheet arrived (or been given up on), or is there none to wait for? */
export function fullStylesheetSettled(): boolean {
  return settled || !document.getElementById("full-css");
}

/** Fetches and applies the whole stylesheet (once); resolves when it has, failed, or stalled. */
export function loadFullStylesheet(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    const css = document.getElementById("full-css") as HTMLLinkElement | null;
    // None (the development build's pages link it whole), or loaded already.
    if (!css || (!css.hasAttribute("disabled") && css.sheet)) return done();
    const stalled = setTimeout(done, stalledMs);
    const settle = () => {
      clearTimeout(stalled);
      done();
    };
    css.addEventListener("load", settle, { once: true });
    css.addEventListener("error", settle, { once: true });
    css.removeAttribute("disabled");
  });
  return loading;
}

/** What is about to be shown (a page's, a dialog's code), once the whole stylesheet applies too. */
export function withFullStylesheet<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadFullStylesheet()]).then(([value]) => value);
}
