import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, recordHydratedAt, phone, type Site } from "./harness";
import { href } from "../../src/shell/links";
import { displayFontKey, displayFontUrl } from "../../tooling/display-font";

// The display font on a fast connection, and on a slow one or under Save-Data, where the first
// page goes without it (tooling/display-font.ts). Chromium's own network emulation sets
// navigator.connection, as a real phone's estimate would.

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const path = href("pricing", "en");
const fontFile = /\/fonts\/[^/]+\.woff2$/;

/** A slow connection: a 300 ms round trip reads as effectiveType "3g". */
const slow = { latency: 300, kbps: 2000 };

/** Opens `path` in a fresh phone-sized page (openPage: its own storage, errors recorded) on the given network. */
function openOn(network: typeof slow | null, options: { saveData?: boolean; storageThrows?: boolean; storedFont?: string } = {}) {
  return openPage(site, path, {
    viewport: phone,
    beforeGoto: async (page) => {
      const context = page.context();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      if (network) {
        const bytes = (network.kbps * 1000) / 8;
        await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: network.latency, downloadThroughput: bytes, uploadThroughput: bytes });
      }
      if (options.saveData) await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
      if (options.storedFont) await context.addInitScript(([key, file]) => localStorage.setItem(key!, file!), [displayFontKey, options.storedFont]);
      // The page's localStorage, which throws if asked to, and counts its reads while the <head>
      // is parsed (no <body> yet).
      await context.addInitScript((throws) => {
        const w = window as Window & { headStorageReads?: number };
        const storage = Object.getOwnPropertyDescriptor(window, "localStorage")!.get!;
        w.headStorageReads = 0;
        Object.defineProperty(window, "localStorage", {
          get: () => {
            if (throws) throw new DOMException("denied", "SecurityError");
            if (!document.body) w.headStorageReads!++;
            return storage.call(window);
          },
        });
      }, options.storageThrows ?? false);
      // When the page hydrated whole, to compare with its font requests'.
      await recordHydratedAt(context);
    },
  });
}

/** How often the page read localStorage before its <body>: the first read in a page waits for the browser process. */
const headStorageReads = (page: Page) => page.evaluate(() => (window as Window & { headStorageReads?: number }).headStorageReads);

/** The font file this browser noted it fetched for later. */
const storedFont = (page: Page) => page.evaluate((key) => localStorage.getItem(key), displayFontKey);

/** Every font the page asked for: whether it asked before the page had hydrated whole. */
const fontRequests = (page: Page) =>
  page.evaluate((file) => {
    const at = (window as Window & { hydratedAt?: number }).hydratedAt ?? Infinity;
    return performance
      .getEntriesByType("resource")
      .filter((e) => new RegExp(file).test(new URL(e.name).pathname))
      .map((e) => ({ beforeHydrated: e.startTime < at }));
  }, fontFile.source);

/**
 * What the first screen shows: the font the heading asks for first, and whether the page marked
 * itself. `first` is "system" when the display face's place in the stack is taken by the family
 * after it (tokens.css), whichever that is.
 */
const headingFont = (page: Page) =>
  page.evaluate(() => {
    const [first, second] = getComputedStyle(document.querySelector("h1")!).fontFamily.split(",").map((f) => f.replace(/"/g, "").trim());
    return {
      first: first === second && first !== "Cormorant Garamond" ? "system" : first,
      marked: document.documentElement.dataset.fonts ?? null,
      preload: document.querySelectorAll('link[rel="preload"][as="font"]').length,
      usedFont: [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Cormorant Garamond" && f.status === "loaded"),
    };
  });

describe("the display font", () => {
  it("is preloaded on a fast connection, without reading storage before the first paint, and the headings use it", async () => {
    const { context, page, errors } = await openOn(null);
    await hydrated(page);
    await expect.poll(() => headingFont(page)).toEqual({ first: "Cormorant Garamond", marked: null, preload: 1, usedFont: true });
    expect(await headStorageReads(page)).toBe(0);
    expect(await fontRequests(page)).toEqual([{ beforeHydrated: true }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("waits on a slow connection: the first page in the system serif, the font fetched once hydrated, the next visit uses it", async () => {
    const { context, page, errors } = await openOn(slow);
    expect(await page.evaluate(() => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType)).toBe("3g");
    expect(await headingFont(page)).toMatchObject({ first: "system", marked: "system", preload: 0 });
    // Only here does the answer depend on what the last visit fetched.
    expect(await headStorageReads(page)).toBe(1);
    await hydrated(page);
    // Fetched for later, once the whole page has hydrated, and recorded once it has arrived.
    await expect.poll(() => storedFont(page), { timeout: 15_000 }).toBe(displayFontUrl);
    expect(await fontRequests(page)).toEqual([{ beforeHydrated: false }]);
    // The page itself stays in the system serif: no swap, no shift.
    expect(await headingFont(page)).toMatchObject({ first: "system", marked: "system" });

    await page.goto(site.url + href("about", "en"));
    await hydrated(page);
    expect(await headingFont(page)).toEqual({ first: "Cormorant Garamond", marked: null, preload: 1, usedFont: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not fetched at all under Save-Data", async () => {
    const { context, page, errors } = await openOn(null, { saveData: true });
    await hydrated(page);
    expect(await headingFont(page)).toMatchObject({ first: "system", marked: "system", preload: 0 });
    await page.waitForTimeout(1000);
    expect(await fontRequests(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("waits again on a slow connection when the file fetched for later was another (an older font)", async () => {
    const { context, page, errors } = await openOn(slow, { storedFont: "/fonts/an-older-subset.woff2" });
    expect(await headingFont(page)).toMatchObject({ marked: "system", preload: 0 });
    await hydrated(page);
    await expect.poll(() => storedFont(page), { timeout: 15_000 }).toBe(displayFontUrl);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves the page working when storage throws on a slow connection", async () => {
    const { context, page, errors } = await openOn(slow, { storageThrows: true });
    await hydrated(page);
    expect(await headingFont(page)).toMatchObject({ first: "system", marked: "system" });
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);
    await context.close();
  });
});
