import { chromium, type Browser, type BrowserContext, type Page, type Request } from "playwright-core";
import type { Server } from "node:http";
import { createStaticServer, listen } from "../../scripts/serve";
import { findChromium, playwrightArgs } from "./chromium";
import { testDistDir } from "./test-config";

export interface Site {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Serves the test build on a free loopback port and launches the system Chromium. */
export async function startSite(root = testDistDir): Promise<Site> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: set CHROME_PATH or apt-get install chromium");
  const server: Server = createStaticServer({ root });
  const url = (await listen(server, 0)).replace(/\/$/, "");
  const browser = await chromium.launch({ executablePath, args: playwrightArgs });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and failed requests seen so far. */
  errors: string[];
}

/** A page's own script (its entry or a chunk), not the loader that asks for them (load-*.js). */
export function isPageScript(url: string): boolean {
  return /\/assets\/(chunks\/)?(?!load-)[\w-]+\.js$/.test(url);
}

/** Records, by the page's own clock, when it hydrated whole (`window.hydratedAt`), from before
 * <html> exists: to compare with the page's own resource timings. */
export async function recordHydratedAt(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated === "true") (window as Window & { hydratedAt?: number }).hydratedAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
}

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1440, height: 900 };

/** A fresh context (own storage) and page that records every error the visitor could cause. */
export async function openPage(
  site: Site,
  path: string,
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce" | "no-preference";
    beforeGoto?: (page: Page) => Promise<void>;
    /** "domcontentloaded" for a page whose load event a test holds back (a photo that never arrives). */
    waitUntil?: "load" | "domcontentloaded";
  } = {},
): Promise<OpenedPage> {
  const context = await site.browser.newContext({
    viewport: options.viewport ?? desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await options.beforeGoto?.(page);
  await page.goto(site.url + path, { waitUntil: options.waitUntil ?? "load" });
  return { page, context, errors };
}

declare global {
  interface Window {
    __violations?: string[];
  }
}

/** Records every Content-Security-Policy violation from the first byte of the document on, in one
 *  page or in every page of a context. */
export async function recordCspViolations(target: Pick<Page, "addInitScript">): Promise<void> {
  await target.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__violations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`);
    });
  });
}

export const cspViolations = (page: Page) => page.evaluate(() => window.__violations ?? []);

/** Chromium's console wording when a policy blocks something ("Refused to apply inline style ..."). */
export const isCspError = (message: string) => /Content Security Policy|Refused to/i.test(message);

/** Takes the page's context offline, once the page itself says so: the site asks navigator.onLine,
 *  which the browser turns a moment after the network goes. */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

/** Resolves once React has hydrated the page (the client marks <html> when it is done). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Resolves once the whole stylesheet, fetched after hydration, applies (or the page has none). */
export async function fullStylesheetIn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const css = document.getElementById("full-css") as HTMLLinkElement | null;
    return !css || (!css.hasAttribute("disabled") && css.sheet !== null);
  });
}

/**
 * Scrolls down the whole page a step at a time, as a reader would, then back to the top: what lies
 * below the first screen arrives on the way down (lazy photos; the home page's full stylesheet,
 * which applies as the sections needing it near the screen).
 */
export async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 200 ms if none comes: page.evaluate has no timeout of its own, and a CI run
    // once hung here for minutes on a busy machine.
    for (let y = 0; ; y += 600) {
      const end = y >= document.body.scrollHeight;
      window.scrollTo(0, end ? document.body.scrollHeight : y);
      await new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 200)));
      if (end) break;
    }
    window.scrollTo(0, 0);
  });
}

/**
 * The layout shift a reader meets going down the page a third of a screen at a time, then back
 * to the top and straight to the end (End): lazy photos and the parts drawn after hydration must
 * take their place without moving what is on screen.
 */
export async function shiftsScrollingThrough(page: Page, viewportHeight: number): Promise<number> {
  // From once the display face is in: its swap is measured on its own (display-face.test.ts),
  // and on a busy machine it can land mid-scroll (0.0017 on a story page at 1440 px).
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({ type: "layout-shift" });
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += Math.round(viewportHeight / 3)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press("End");
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

/**
 * Follows the page's requests from now on; `quiet()` resolves once none has been in flight for
 * `ms`. Playwright's "networkidle" is reached once per page load: waiting for it after a scroll or
 * an idle prefetch returns at once, with requests still on their way.
 */
export function followRequests(page: Page): { quiet: (ms?: number) => Promise<void> } {
  const pending = new Set<Request>();
  const done = (r: Request) => pending.delete(r);
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async quiet(ms = 500) {
      const deadline = Date.now() + 30_000;
      for (let quietSince = Date.now(); Date.now() - quietSince < ms; ) {
        if (Date.now() > deadline) throw new Error(`Requests still in flight after 30 s: ${[...pending].map((r) => r.url()).join(", ")}`);
        await new Promise((ok) => setTimeout(ok, 50));
        if (pending.size > 0) quietSince = Date.now();
      }
    },
  };
}

/** The test build talks to https://api.emailjs.com; each request goes on to the local fake at `fakeUrl`. */
export async function routeEmailjsTo(page: Page, fakeUrl: string): Promise<void> {
  await page.route("https://api.emailjs.com/**", async (route) => {
    const target = fakeUrl + new URL(route.request().url()).pathname;
    try {
      await route.fulfill({ response: await route.fetch({ url: target }) });
    } catch {
      // The fake is unreachable: the network drops the request. If the route was handled after all
      // (the page navigated or closed while it was being fulfilled), there is nothing to drop.
      await route.abort("connectionreset").catch(() => {});
    }
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches a content template filled in ("View larger: {alt}"): the text taken literally, each {placeholder} any text. */
export function filled(template: string): RegExp {
  return new RegExp(`^${template.split(/\{[\w.]+\}/).map(literal).join(".*")}$`, "s");
}

/** A CSS selector for elements whose attribute `name` is `value` (a content word, quoted for CSS). */
export function withAttribute(name: string, value: string): string {
  return `[${name}="${value.replace(/["\\]/g, "\\$&")}"]`;
}

/** Matches exactly `text`, taken literally: for a locator's hasText, which otherwise matches a part. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${literal(text)}$`);
}
