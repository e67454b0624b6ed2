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
    const apply = () => {
      if (css) css.media = "all";
      done();
    };
    // Loaded already (a sheet that has not loaded has none).
    if (!css || css.sheet) return apply();
    css.addEventListener("load", apply, { once: true });
    css.addEventListener("error", () => done(), { once: true });
    setTimeout(apply, stalledMs);
    // A page whose loader has not run yet (still "disabled") starts it now.
    css.removeAttribute("disabled");
  });
  return applying;
}
