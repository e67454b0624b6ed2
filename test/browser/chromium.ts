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
