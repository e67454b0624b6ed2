/**
 * The whole stylesheet, for the pages a visitor reaches by client-side navigation. A prerendered
 * page inlines the styles it shows (tooling/prune-css.ts), so applying the whole sheet while it
 * loads only restyles it: every element on the first screen, one task of 10-70 ms on this machine
 * (four times that on a slow phone). The loader fetches the sheet (as "print", so it applies to
 * nothing) once the first screen is painted. A page that leaves the styles below its fold to it
 * (`data-below-fold`, the home page) has the loader apply it at the visitor's first scroll; every
 * page applies it here before showing what it did not inline: another page, a dialog.
 */

// Render anyway if the sheet neither arrives nor fails: a page with some of its styles missing
// beats a link that does nothing.
const stalledMs = 4000;

let applying: Promise<void> | undefined;

function link(): HTMLLinkElement | null {
  return document.getElementById("full-css") as HTMLLinkElement | null;
}

/** Is the whole stylesheet in effect (or, as in development, not a sheet of its own)? */
export function fullStylesheetApplied(): boolean {
  const css = link();
  return !css || css.media === "all";
}

/** Applies the whole stylesheet once it has loaded; resolves when it has, failed, or stalled. */
export function applyFullStylesheet(): Promise<void> {
  applying ??= new Promise<void>((done) => {
    const css = link();
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const settle = (applies: boolean) => {
      clearTimeout(stalled);
      if (css && applies) css.media = "all";
      done();
    };
    // Loaded already (a sheet that has not loaded has none).
    if (!css || css.sheet) return settle(true);
    css.addEventListener("load", () => settle(true), { once: true });
    css.addEventListener("error", () => settle(false), { once: true });
    stalled = setTimeout(() => settle(true), stalledMs);
    // A page whose loader has not run yet (still "disabled") starts it now.
    css.removeAttribute("disabled");
  });
  return applying;
}

/** What is about to be shown (a page's, a dialog's code), once the whole stylesheet applies too. */
export function withFullStylesheet<T>(loading: Promise<T>): Promise<T> {
  return Promise.all([loading, applyFullStylesheet()]).then(([value]) => value);
}
