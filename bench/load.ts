/**
 * One cold page load in throttled Chromium under one of the profiles below, applied by DevTools
 * protocol emulation (as Lighthouse's "devtools" throttling).
 * - FCP, LCP, CLS from the browser's PerformanceObservers; CLS is the largest session window
 *   (shifts less than 1 s apart, at most 5 s long) without recent input, as web-vitals does.
 * - TBT: time beyond 50 ms of each long task between FCP and 5 s after the load event.
 * - Hydrated: from navigation start to the page setting <html data-hydrated="true">.
 * - Bytes: response bodies as sent (their Content-Length, so brotli where the page got brotli).
 *   "JS before hydration" is the scripts finished when the page hydrated; "first screen" is every
 *   request finished by LCP, headers included.
 */
import type { Browser } from "playwright-core";

/** How long the page is watched after its load event (long tasks, late shifts). */
export const settleMs = 5000;

export interface Profile {
  name: "slow4g" | "village";
  title: string;
  downloadKbps: number;
  uploadKbps: number;
  latencyMs: number;
}

/** A mid-range phone: 412x823 at 1.75x, 4x CPU slowdown. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const cpuSlowdown = 4;

export const profiles: Profile[] = [
  { name: "slow4g", title: "Slow 4G (1.6 Mbit/s, 150 ms RTT, 4x CPU)", downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 },
  { name: "village", title: "Village (400 kbit/s, 400 ms RTT, 4x CPU)", downloadKbps: 400, uploadKbps: 400, latencyMs: 400 },
];

/** Installed before any page script. Plain JavaScript in a string, so no compiler helper leaks into the page. */
const observers = String.raw`(() => {
  const b = (window.__bench = { fcp: null, lcp: null, lcpElement: null, longTasks: [], shifts: [], hydrated: null });
  const observe = (type, fn) => new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
  observe("paint", (e) => { if (e.name === "first-contentful-paint") b.fcp = e.startTime; });
  observe("largest-contentful-paint", (e) => {
    b.lcp = e.startTime;
    b.lcpElement = e.url ? e.url.split("/").pop() : e.element ? "<" + e.element.tagName.toLowerCase() + "> " + e.element.textContent.trim().slice(0, 30) : "(removed)";
  });
  observe("longtask", (e) => b.longTasks.push([e.startTime, e.duration]));
  observe("layout-shift", (e) => { if (!e.hadRecentInput) b.shifts.push([e.startTime, e.value]); });
  new MutationObserver(() => {
    if (b.hydrated === null && document.documentElement.dataset.hydrated === "true") b.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

export interface LoadFigures {
  fcp: number;
  lcp: number;
  lcpElement: string;
  tbt: number;
  cls: number;
  /** NaN when the page never hydrated. */
  hydrated: number;
  html: number;
  jsBeforeHydration: number;
  js: number;
  images: number;
  firstScreen: number;
}

/** The largest burst of layout shifts (web-vitals' session windows). */
function clsOf(shifts: [number, number][]): number {
  let worst = 0, current = 0, first = -Infinity, last = -Infinity;
  for (const [t, v] of shifts.sort((a, b) => a[0] - b[0])) {
    if (t - last > 1000 || t - first > 5000) [current, first] = [0, t];
    current += v;
    last = t;
    worst = Math.max(worst, current);
  }
  return worst;
}

function tbtOf(tasks: [number, number][], fcp: number, end: number): number {
  return tasks.reduce((total, [start, duration]) => total + Math.max(0, Math.min(start + duration, end) - Math.max(start, fcp) - 50), 0);
}

export async function loadOnce(browser: Browser, url: string, profile: Profile): Promise<LoadFigures> {
  // A fresh context is a fresh profile: empty HTTP cache, no storage, no service worker.
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript({ content: observers });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, { type: string; start: number }>();
    const finished: { type: string; bytes: number; wire: number; at: number }[] = [];
    // A body's size is its Content-Length (every answer of our server has one): over HTTP/2 under
    // throttling the protocol's own split of the total into headers and body is wrong.
    const declared = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => declared.set(e.requestId, Number(e.response.headers["content-length"] ?? 0)));
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!e.request.url.startsWith("data:")) requests.set(e.requestId, { type: e.type ?? "Other", start: e.timestamp });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = requests.get(e.requestId);
      if (r) finished.push({ type: r.type, bytes: declared.get(e.requestId) ?? 0, wire: e.encodedDataLength, at: e.timestamp });
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.uploadKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });

    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    // Polled with page.evaluate: waitForFunction evaluates a string in the page, which the CSP refuses.
    const until = Date.now() + 20_000;
    while (Date.now() < until && !(await page.evaluate("window.__bench.hydrated !== null"))) await page.waitForTimeout(100);
    await page.waitForTimeout(settleMs);

    const b = (await page.evaluate(
      `(() => { const nav = performance.getEntriesByType("navigation")[0]; return { ...window.__bench, fetchStart: nav.fetchStart, load: nav.loadEventEnd }; })()`,
    )) as { fcp: number | null; lcp: number | null; lcpElement: string | null; longTasks: [number, number][]; shifts: [number, number][]; hydrated: number | null; fetchStart: number; load: number };
    // The document's request is the zero of the protocol's clock (seconds); the page's clock starts fetchStart earlier.
    const docStart = [...requests.values()].find((r) => r.type === "Document")?.start ?? 0;
    const by = (ms: number) => finished.filter((f) => (f.at - docStart) * 1000 + b.fetchStart <= ms);
    const sum = (list: typeof finished, type?: string, key: "bytes" | "wire" = "bytes") => list.filter((f) => !type || f.type === type).reduce((n, f) => n + f[key], 0);
    const fcp = b.fcp ?? NaN;
    const lcp = b.lcp ?? fcp;
    return {
      fcp,
      lcp,
      lcpElement: b.lcpElement ?? "(none)",
      tbt: tbtOf(b.longTasks, fcp, b.load + settleMs),
      cls: clsOf(b.shifts),
      hydrated: b.hydrated ?? NaN,
      html: sum(finished, "Document"),
      jsBeforeHydration: sum(by(b.hydrated ?? Infinity), "Script"),
      js: sum(finished, "Script"),
      images: sum(finished, "Image"),
      firstScreen: sum(by(lcp), undefined, "wire"),
    };
  } finally {
    await context.close();
  }
}
