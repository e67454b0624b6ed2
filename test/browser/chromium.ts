import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Where a system Chromium may be: $CHROME_PATH first, then the usual install paths. */
export const chromiumCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/lib/chromium/chromium",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
];

export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return chromiumCandidates.find((p) => existsSync(p)) ?? null;
}

/**
 * The font family Chromium finds for Hindi on this machine (through fontconfig), or null. Phones
 * ship one (Android's Noto Sans Devanagari), and the site relies on it; a bare Debian has DejaVu
 * only, where Hindi and Marathi pages show boxes in screenshots and the bench measures pages with no
 * Devanagari to shape. `apt-get install fonts-noto-core` brings it; .ci/run installs it.
 */
export function devanagariFont(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    const families = execFileSync("fc-list", [":lang=hi", "family"], { encoding: "utf8", env, stdio: ["ignore", "pipe", "ignore"] });
    return families.split("\n").map((line) => line.split(",")[0]!.trim()).filter(Boolean).sort()[0] ?? null;
  } catch {
    return null;
  }
}
export const noDevanagariFont = "No Devanagari font on this machine (fc-list :lang=hi): Hindi and Marathi pages draw boxes. `apt-get install fonts-noto-core` gives Android's Noto Sans Devanagari.";

/** Flags for a quiet headless Chromium on a closed network, running as root in CI. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/**
 * Chromium 156 opens its omnibox popup as two WebUI pages, in a renderer of their own, for every
 * new window, and Playwright opens a window for every new context, Lighthouse for every run: each
 * cold load shared this 2-core machine with 1 to 1.6 s of CPU that a visitor's browser does not
 * spend on a page (PERFORMANCE.md, "How the bench measures"). Chromium reads only the last
 * --disable-features, so this one repeats the features Playwright 1.65 disables itself (a browser
 * test checks it still covers them, and that no page starts the popup).
 */
const playwrightsDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
  "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
];
export const withoutOmniboxPopup = `--disable-features=${[...playwrightsDisabledFeatures, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`;

/**
 * For the browsers Playwright drives (the browser tests, the bench's own loads). Playwright's
 * DevTools session makes V8 record a detailed stack for every new Error, and placing it re-parses
 * every function on the stack: for the sentinel errors React DOM creates as it initialises, React
 * DOM's whole module body and the bundle's top level, 85 to 90% of the entry module's evaluation
 * (about 97 of 110 ms unthrottled here, four times that in the bench's throttled loads), which a
 * visitor's browser without DevTools does not do (about 8 ms either way, measured with no DevTools
 * connection) and Lighthouse's session does not cause. V8 keeping source positions from the first
 * compile removes it, so the figures are the page's and not the harness's. Lighthouse runs
 * V8 as it comes (`chromiumArgs` and `withoutOmniboxPopup`).
 */
export const playwrightArgs = [...chromiumArgs, "--js-flags=--no-enable-lazy-source-positions", withoutOmniboxPopup];
