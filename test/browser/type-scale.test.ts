import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, openPage, phone, type Site } from "./harness";
import { languages } from "../../src/content/load";
import { routes, localisePath } from "../../src/shell/routes";
import { budgets } from "../../tooling/budgets";

// Every size of every face a page sets is a font the browser looks up and sets up in the page's
// first layout; on Linux (Lighthouse, PageSpeed Insights) each is a synchronous round trip to the
// browser process, 1.5 to 3 ms here, in the task that delays the first paint. The type scale keeps
// them few (src/styles/tokens.css); this holds every page to it as prerendered, at phone width.

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const pages = languages.flatMap((l) => routes.map((r) => localisePath(r.path, l)));

describe("type scale", () => {
  it.each(pages)("%s sets few faces and sizes before it has run a script", async (path) => {
    const { page, context } = await openPage(site, path, { viewport: phone, javaScriptEnabled: false });
    const styles = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        // Text that is laid out: a display:none subtree costs no font.
        if (!el || !n.textContent!.trim() || el.getClientRects().length === 0) continue;
        const s = getComputedStyle(el);
        seen.add(`${s.fontFamily.split(",")[0]} ${s.fontWeight} ${s.fontStyle} ${s.fontSize}`);
      }
      return [...seen].sort();
    });
    await context.close();
    expect(styles.length, styles.join("\n")).toBeLessThanOrEqual(budgets.textStylesPerPage);
    expect(styles.length).toBeGreaterThan(1);
  });
});
