/**
 * One cold page load in throttled Chromium, measured for the bench (scripts/bench.ts), under one
 * of the profiles below, applied by DevTools protocol emulation (as Lighthouse's "devtools"
 * throttling).
 *
 * Definitions:
 * - FCP, LCP, CLS from the browser's PerformanceObservers; CLS is the largest session window
 *   (shifts less than 1 s apart, at most 5 s long) without recent input, as web-vitals does.
 * - TBT: the sum of (duration - 50 ms) over long tasks between FCP and 5 s after the load event
 *   (the end of observation), each task clipped to start at FCP. Lighthouse ends at TTI instead,
 *   which is never later than that on these pages, so this figure is the stricter one.
 * - Bytes: the compressed response bodies as sent (their Content-Length), by resource type: what
 *   the budgets are about. The rest of what each request received (loadingFinished's
 *   encodedDataLength) is its response headers, reported on their own line: about 1.8 KB each
 *   over HTTP/1.1 (most of it the Content-Security-Policy), tens of bytes after the first over
 *   HTTP/2 (HPACK), with its frames' 9-byte headers. "First screen" is the bytes (headers
 *   included) of the requests finished by LCP.
 * - Hydrated: from navigation start to the client setting <html data-hydrated="true">, the whole
 *   page hydrated; "first screen hydrated" is data-hydrated="first", all but the page's later
 *   parts (src/shell/later-part.tsx: the home page's sections below its first screens).
 */
import type { Browser, CDPSession } from "playwright-core";

/** How long the page is watched after its load event (long tasks, late shifts, hydration). */
export const settleMs = 5000;

export interface Profile {
  name: string;
  title: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  cpuSlowdown: number;
  downloadKbps: number;
  uploadKbps: number;
  latencyMs: number;
}

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, cpuSlowdown: 4 };
export const profiles: Profile[] = [
  { name: "slow4g", title: "mid-range phone, slow 4G", ...phone, downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 },
  // A 2G/3G connection in a small town: the first screen must still come within 3 s.
  { name: "village", title: "village connection", ...phone, downloadKbps: 400, uploadKbps: 400, latencyMs: 400 },
];

/**
 * How long the bench's server holds each body after its headers under `profile`: half the emulated
 * latency. Chromium's emulation holds a response's headers for the latency and for every byte of
 * it already received, then passes the body's bytes again as they are read
 * (services/network/throttling: ThrottlingNetworkTransaction adds GetTotalReceivedBytes() when the
 * headers come). From a server on the same machine the whole body can be in before Chromium reads
 * the headers, and then it crosses the emulated link twice: /mr's hero photo (55 KB) took 0.85 s
 * longer in 4 of 20 village loads, each with the whole photo received first, and in none of 20 with
 * the body held. The headers wait for the latency anyway, so the hold costs the model nothing.
 */
export const bodyDelayMs = (profile: Profile) => profile.latencyMs / 2;

/**
 * Installed before any page script: collects the paint, shift, long-task and hydration timings in
 * window.__bench. Plain JavaScript in a string, so no compiler helper can leak into the page.
 */
const observers = String.raw`(() => {
  const b = (window.__bench = { fcp: null, lcp: null, lcpElement: null, longTasks: [], shifts: [], hydrated: null, hydratedFirst: null });
  const describe = (el, url) => {
    if (!el) return "(removed)";
    const cls = typeof el.className === "string" && el.className.trim() ? "." + el.className.trim().split(/\s+/)[0] : "";
    const what = url ? url.split("/").pop() : (el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 32);
    return "<" + el.tagName.toLowerCase() + cls + "> " + what;
  };
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch (e) {
      // An entry type this browser lacks: its figure stays empty.
    }
  };
  observe("paint", (e) => { if (e.name === "first-contentful-paint") b.fcp = e.startTime; });
  observe("largest-contentful-paint", (e) => { b.lcp = e.startTime; b.lcpElement = describe(e.element, e.url); });
  observe("longtask", (e) => b.longTasks.push([e.startTime, e.duration]));
  observe("layout-shift", (e) => { if (!e.hadRecentInput) b.shifts.push([e.startTime, e.value]); });
  // "first": all but the page's later parts; "true": the whole page (src/shell/RouteEffects.tsx).
  const check = () => {
    const state = document.documentElement && document.documentElement.dataset.hydrated;
    if (b.hydratedFirst === null && (state === "first" || state === "true")) b.hydratedFirst = performance.now();
    if (b.hydrated === null && state === "true") b.hydrated = performance.now();
  };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

type Kind = "html" | "css" | "js" | "images" | "fonts" | "other";

/** The DevTools protocol's resource types, by what the budgets count; everything else is "other". */
const kinds: Record<string, Kind> = { Document: "html", Stylesheet: "css", Script: "js", Image: "images", Font: "fonts" };

export interface LoadFigures {
  fcp: number;
  lcp: number;
  lcpElement: string;
  tbt: number;
  cls: number;
  hydrated: number | null;
  /** When all but the page's later parts had hydrated (the first screen usable). */
  hydratedFirst: number | null;
  load: number;
  bytes: Record<Kind | "total", number>;
  /** Response headers of all requests, as received (HPACK-compressed over HTTP/2). */
  headerBytes: number;
  firstScreenBytes: number;
  /** The JavaScript bodies that had arrived when the page (its first screen) hydrated: what DESIGN.md's JS budget is
   * about (the booking dialog, the enquiry code and the next pages' chunks come later, when idle). */
  jsBeforeHydration: number;
  requests: number;
  /** The longest task after FCP, ms: where the blocking time comes from (usually hydration). */
  longestTask: number;
}

/** Largest burst of layout shifts (web-vitals' session windows). */
function clsOf(shifts: [number, number][]): number {
  let worst = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const [t, v] of shifts.sort((a, b) => a[0] - b[0])) {
    if (t - last > 1000 || t - first > 5000) {
      current = 0;
      first = t;
    }
    current += v;
    last = t;
    worst = Math.max(worst, current);
  }
  return worst;
}

function tbtOf(tasks: [number, number][], fcp: number, end: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const taskEnd = start + duration;
    if (taskEnd <= fcp || start >= end) continue;
    const blocking = Math.min(taskEnd, end) - Math.max(start, fcp) - 50;
    if (blocking > 0) total += blocking;
  }
  return total;
}

async function throttle(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdown });
}

export async function loadOnce(browser: Browser, url: string, profile: Profile): Promise<LoadFigures> {
  // A fresh context is a fresh profile: empty HTTP cache, no storage, no service worker.
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: observers });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, { kind: Kind; start: number }>();
    const finished: { kind: Kind; bytes: number; wire: number; at: number }[] = [];
    // A body's size is its Content-Length (every answer of our server has one). The protocol's own
    // split of the total fails: the document's body is not reported chunk by chunk, and over
    // HTTP/2 under throttling dataReceived says 0 and responseReceived the whole total.
    const declared = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => {
      // HTTP/1.1 header names come as sent, HTTP/2 ones in lower case.
      const length = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === "content-length")?.[1];
      if (length !== undefined) declared.set(e.requestId, Number(length));
    });
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!e.request.url.startsWith("data:")) requests.set(e.requestId, { kind: kinds[e.type ?? ""] ?? "other", start: e.timestamp });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = requests.get(e.requestId);
      if (r) finished.push({ kind: r.kind, bytes: declared.get(e.requestId) ?? 0, wire: e.encodedDataLength, at: e.timestamp });
    });
    await throttle(cdp, profile);

    await page.goto(url, { waitUntil: "load", timeout: 90_000 });
    // Polled with page.evaluate: waitForFunction evaluates its string in the page, which the
    // site's CSP refuses ('unsafe-eval'), so it used to fail at once and the bench waited 5 s only.
    const until = Date.now() + 20_000;
    while (Date.now() < until && !(await page.evaluate("window.__bench.hydrated !== null"))) await page.waitForTimeout(100);
    await page.waitForTimeout(settleMs);

    const b = (await page.evaluate(
      `(() => { const nav = performance.getEntriesByType("navigation")[0]; return { ...window.__bench, fetchStart: nav.fetchStart, load: nav.loadEventEnd }; })()`,
    )) as {
      fcp: number | null;
      lcp: number | null;
      lcpElement: string | null;
      longTasks: [number, number][];
      shifts: [number, number][];
      hydrated: number | null;
      hydratedFirst: number | null;
      fetchStart: number;
      load: number;
    };
    // The document's request is the zero of the protocol's clock; the page's clock starts fetchStart earlier.
    const docStart = [...requests.values()].find((r) => r.kind === "html")?.start ?? 0;
    const pageTime = (ts: number) => (ts - docStart) * 1000 + b.fetchStart;
    const fcp = b.fcp ?? NaN;
    const lcp = b.lcp ?? fcp;
    const bytes: LoadFigures["bytes"] = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, total: 0 };
    for (const f of finished) {
      bytes[f.kind] += f.bytes;
      bytes.total += f.bytes;
    }
    return {
      fcp,
      lcp,
      lcpElement: b.lcpElement ?? "(none)",
      tbt: tbtOf(b.longTasks, fcp, b.load + settleMs),
      cls: clsOf(b.shifts),
      hydrated: b.hydrated,
      hydratedFirst: b.hydratedFirst,
      load: b.load,
      bytes,
      headerBytes: finished.reduce((n, f) => n + Math.max(0, f.wire - f.bytes), 0),
      firstScreenBytes: finished.filter((f) => pageTime(f.at) <= lcp).reduce((n, f) => n + f.wire, 0),
      jsBeforeHydration: finished.filter((f) => f.kind === "js" && pageTime(f.at) <= (b.hydratedFirst ?? Infinity)).reduce((n, f) => n + f.bytes, 0),
      requests: finished.length,
      longestTask: Math.max(0, ...b.longTasks.filter(([start, d]) => start + d > fcp).map(([, d]) => d)),
    };
  } finally {
    await context.close();
  }
}

