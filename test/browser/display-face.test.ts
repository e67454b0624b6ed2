import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, fullStylesheetIn, phone, desktop, type Site } from "./harness";
import { languages } from "../../src/content/load";
import { localisePath, routes } from "../../src/shell/routes";

// The studio's name and headings are in the display face on every visit, the first included
// (font-display: swap), and until it arrives in a local serif matched to its metrics, so that
// swapping it in moves nothing (src/styles/tokens.css). That every page draws it on a first visit is
// checked in the read-through of every page (a11y.test.ts).

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** How tall the wordmark, the first headings and a story's summary are: a line wrapping differently
 *  would change it (a line's width may change by a few pixels). The same elements at every look:
 *  those there at the first, marked (a part drawn later on a busy machine is not the face's doing). */
const heights = () => {
  let measured = [...document.querySelectorAll("[data-measured]")];
  if (measured.length === 0) {
    measured = [...document.querySelectorAll(".logo__name, main :is(h1, h2, .story__summary)")].slice(0, 8);
    measured.forEach((e) => e.setAttribute("data-measured", ""));
  }
  return measured.map((e) => Math.round(e.getBoundingClientRect().height));
};

/** The heights once two looks 200 ms apart agree: on a busy machine a page may lay out late. */
async function settledHeights(page: Page): Promise<number[]> {
  let last = await page.evaluate(heights);
  for (let look = 0; look < 15; look++) {
    await page.waitForTimeout(200);
    const now = await page.evaluate(heights);
    if (now.join() === last.join()) return now;
    last = now;
  }
  return last;
}

describe("the display face", () => {
  it("has a stand-in that draws capitals and small letters each as wide as the face does", async () => {
    // A title-case heading is mostly capitals and small letters; scaled alike, Noto Serif's
    // capitals came out 14% narrower than Cormorant's, and a centred "About Us" moved at the swap.
    const { page, context } = await openPage(site, "/");
    await page.evaluate(() => document.fonts.load('500 20px "Cormorant Garamond"'));
    const widths = await page.evaluate(() => {
      const width = (family: string, text: string) => {
        const span = document.createElement("span");
        span.style.cssText = `position:absolute;white-space:pre;font:500 100px ${family}`;
        span.textContent = text;
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      return ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"].map((text) => ({
        text,
        ratio: width('"Display Fallback Noto"', text) / width('"Cormorant Garamond"', text),
        // The stand-in is a local font: without it this measures the browser's default.
        unscaled: width('"Noto Serif"', text) / width('"Display Fallback Noto"', text),
      }));
    });
    for (const { text, ratio, unscaled } of widths) {
      expect(unscaled, `${text}: Noto Serif is installed and scaled`).not.toBeCloseTo(1, 2);
      expect(ratio, text).toBeGreaterThan(0.97);
      expect(ratio, text).toBeLessThan(1.03);
    }
    await context.close();
  });

  it.each([phone, desktop])("arriving after the first paint, rewraps no heading and shifts the text by almost nothing, at %o", async (viewport) => {
    // A story's page in every language: its title's width was once in the face's own unit (ch),
    // and a Hindi summary's Latin punctuation came in the face. Every story is the same page with
    // other words, so the first stands for them all.
    const story = routes.find((r) => r.page === "Story");
    const stories = story ? languages.map((l) => localisePath(story.path, l)) : [];
    for (const path of [...new Set(languages.map((l) => localisePath("/", l))), "/about/", "/pricing/", ...stories]) {
      let release = () => {};
      const held = new Promise<void>((done) => (release = done));
      const { page, context } = await openPage(site, path, {
        viewport,
        // The load event waits for the font, which is held.
        waitUntil: "domcontentloaded",
        beforeGoto: async (p) => {
          await p.route(/\.woff2$/, async (r) => {
            await held;
            await r.continue();
          });
          await p.addInitScript(() => {
            // The pricing page's lead popup (on a timer) would add its heading mid-measure.
            localStorage.setItem("hasSeenPopup", "true");
            const w = window as unknown as { shift: number };
            w.shift = 0;
            new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shift += (e as unknown as { value: number }).value))).observe({ type: "layout-shift", buffered: true });
          });
        },
      });
      await hydrated(page);
      // The whole stylesheet in place first, so what follows is the face alone.
      await fullStylesheetIn(page);
      const before = await settledHeights(page);
      const shiftBefore = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      release();
      await page.waitForFunction(() => [...document.fonts].some((f) => f.family.includes("Cormorant") && f.status === "loaded"));
      expect(await settledHeights(page), path).toEqual(before);
      // Centred lines move by half the few pixels their width changes: counted, but far below
      // anything a reader sees (CLS is reported to three decimals).
      const shift = (await page.evaluate(() => (window as unknown as { shift: number }).shift)) - shiftBefore;
      expect(shift, path).toBeLessThan(0.001);
      await context.close();
    }
  });
});
