import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, followRequests, hydrated, phone, type Site } from "./harness";
import { href } from "../../src/shell/links";

// Under Save-Data (Chromium's own emulation of the setting) a photo fetched after hydration is
// the variant for one device pixel per CSS pixel (src/hooks/useDataSavingSizes.ts), not the
// screen's 2: compared with the same visit without it.

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const photoUrl = /\/assets\/photos\/(.+)-(p?)(\d+)-[0-9a-f]+\.(?:avif|jpg)$/;

/** Visits the home page on a DPR 2 phone, scrolls to its end, and returns the photos it fetched:
 * the widths asked for each photo (by id and crop), and their bytes. */
async function visit(saveData: boolean) {
  const context = await site.browser.newContext({ viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (saveData) await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const widths = new Map<string, number[]>();
  let bytes = 0;
  const requests = followRequests(page);
  page.on("requestfinished", async (request) => {
    const m = photoUrl.exec(new URL(request.url()).pathname);
    if (!m) return;
    const id = m[1]! + (m[2] ? " (portrait)" : "");
    widths.set(id, [...(widths.get(id) ?? []), Number(m[3])]);
    bytes += (await request.sizes().catch(() => null))?.responseBodySize ?? 0;
  });
  await page.goto(site.url + href("home", "en"));
  await hydrated(page);
  // A screen at a time, as a visitor reads: under Save-Data a photo is fetched only once on screen.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += phone.height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await requests.quiet();
  await context.close();
  return { widths, bytes };
}

describe("Save-Data", () => {
  it("fetches the photos below the first screen one device pixel per CSS pixel: smaller, and each once", async () => {
    const full = await visit(false);
    const saving = await visit(true);
    const compared = [...saving.widths].filter(([id]) => full.widths.has(id));
    expect(compared.length).toBeGreaterThan(2);
    for (const [id, asked] of saving.widths) expect(asked, id).toHaveLength(1);
    for (const [id, [width]] of compared) expect(width!, id).toBeLessThanOrEqual(Math.max(...full.widths.get(id)!));
    expect(compared.filter(([id, [width]]) => width! < Math.max(...full.widths.get(id)!)).length).toBeGreaterThan(0);
    expect(saving.bytes).toBeLessThan(full.bytes);
  });
});
