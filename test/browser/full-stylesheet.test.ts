import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, phone, desktop, type Site } from "./harness";
import { routeById, routes } from "../../src/shell/routes";
import { href } from "../../src/shell/links";
import { labels } from "../../src/content/labels";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Has the whole stylesheet arrived, and does it apply? */
const fullSheet = (page: Page) =>
  page.evaluate(() => {
    const link = document.getElementById("full-css") as HTMLLinkElement;
    return { loaded: link.sheet !== null, applied: link.media === "all" };
  });

// A page inlines the styles it shows; applying the whole sheet as it arrives only restyled it, a
// long task while the page hydrates. So it is fetched then, and applied when something needs it.
describe("the whole stylesheet", () => {
  // A page in the menu that leaves nothing to the whole sheet, and another it links to.
  const from = routes.find((r) => r.nav && !r.belowFold && r.id !== "program")!;
  const to = routeById("program");

  it(`arrives on ${from.path} but does not apply; a visit to ${to.path} applies it before rendering, styled`, async () => {
    const { page, context, errors } = await openPage(site, href(from.id), { viewport: desktop });
    await hydrated(page);
    await expect.poll(() => fullSheet(page)).toEqual({ loaded: true, applied: false });
    await page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: to.nav, exact: true }).click();
    await page.waitForURL(site.url + href(to.id));
    expect(await fullSheet(page)).toEqual({ loaded: true, applied: true });
    // The carousel's styles were in no part of the first page's.
    expect(await page.locator(".carousel__viewport").first().evaluate((el) => getComputedStyle(el).overflow)).toBe("hidden");
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`applies when the booking dialog opens on ${from.path}, which is styled`, async () => {
    const { page, context, errors } = await openPage(site, href(from.id), { viewport: desktop });
    await hydrated(page);
    await expect.poll(() => fullSheet(page)).toEqual({ loaded: true, applied: false });
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await fullSheet(page)).toEqual({ loaded: true, applied: true });
    expect(await dialog.evaluate((el) => getComputedStyle(el).overflow)).toBe("auto");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on the home page, applies only as the sections that need it near the screen", async () => {
    const { page, context, errors } = await openPage(site, href("home"), { viewport: phone });
    await hydrated(page);
    await expect.poll(() => fullSheet(page)).toEqual({ loaded: true, applied: false });
    await page.keyboard.press("End");
    await expect.poll(() => fullSheet(page)).toEqual({ loaded: true, applied: true });
    const footer = page.getByRole("contentinfo");
    expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(errors).toEqual([]);
    await context.close();
  });
});
