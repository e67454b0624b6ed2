import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, phone, type Site } from "./harness";
import { routes } from "../../src/shell/routes";
import { bookingCopy, leadCopy } from "../../src/content/enquiry";
import { contactCopy } from "../../src/content/contact";
import { studio } from "../../src/content/studio";
import { labels } from "../../src/content/labels";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

// /thank-you has no contact bar: the enquiry is sent, and the page offers WhatsApp and a call itself.
const thankYouPath = routes.find((r) => r.id === "thankYou")!.path;
const paths = [...routes.map((r) => r.path).filter((p) => p !== thankYouPath), "/no-such-page"];
// The pricing lead popup would cover /pricing: these tests look at the page itself.
const seenLeadPopup = async (p: Page) => {
  await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
};
const bar = (page: Page) => page.getByRole("navigation", { name: contactCopy.label });

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the contact bar at 375 px", () => {
  it.each(paths)("%s shows WhatsApp, Call and Book, and its last line ends above the bar", async (path) => {
    const { page, context } = await openPage(site, path, { viewport: phone, beforeGoto: seenLeadPopup });
    await hydrated(page);
    const links = bar(page);
    expect(await links.getByRole("link", { name: contactCopy.whatsapp }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(await links.getByRole("link", { name: contactCopy.call }).getAttribute("href")).toBe(`tel:${studio.phone.e164}`);
    expect(await links.getByRole("button", { name: contactCopy.book }).isVisible()).toBe(true);
    // To the end, again until the end stays put: what arrives as the end nears (the home page's
    // last sections, photos) may lengthen the page, and on a busy machine a frame or two later.
    await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      let height = -1;
      for (let look = 0; look < 20 && height !== document.documentElement.scrollHeight; look++) {
        height = document.documentElement.scrollHeight;
        window.scrollTo(0, height);
        await Promise.race([frame(), new Promise((r) => setTimeout(r, 200))]);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const { lastLine, barTop } = await page.evaluate(() => {
      // The lowest text on the page: the footer's last line.
      const texts = [...document.querySelectorAll("footer p, footer a, footer li")].map((e) => e.getBoundingClientRect().bottom);
      return { lastLine: Math.max(...texts), barTop: document.querySelector(".contact-bar")!.getBoundingClientRect().top };
    });
    expect(lastLine).toBeLessThanOrEqual(barTop);
    await context.close();
  });

  it("is not on /thank-you, and the footer's last line ends at the bottom of the page there", async () => {
    const { page, context } = await openPage(site, thankYouPath, { viewport: phone });
    await hydrated(page);
    expect(await bar(page).isVisible()).toBe(false);
    const gap = await page.evaluate(() => document.documentElement.scrollHeight - document.querySelector("footer")!.getBoundingClientRect().bottom - window.scrollY);
    expect(gap).toBeLessThanOrEqual(1);
    const padding = await page.locator("footer").evaluate((f) => parseFloat(getComputedStyle(f).paddingBottom));
    expect(padding).toBe(0);
    await context.close();
  });

  it("Book opens the booking dialog; the bar steps aside and the dialog's submit can be pressed", async () => {
    const { page, context } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    await bar(page).getByRole("button", { name: contactCopy.book }).click();
    const dialog = page.getByRole("dialog", { name: bookingCopy.title });
    await dialog.waitFor();
    expect(await page.locator(".contact-bar").isVisible()).toBe(false);
    const submit = dialog.getByRole("button", { name: bookingCopy.submit });
    await submit.scrollIntoViewIfNeeded();
    // What is drawn at the middle of the submit button is the button itself.
    expect(await submit.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
    })).toBe(true);
    await context.close();
  });

  it("an error toast never covers the submit button", async () => {
    const { page, context } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    await bar(page).getByRole("button", { name: contactCopy.book }).click();
    const dialog = page.getByRole("dialog", { name: bookingCopy.title });
    const submit = dialog.getByRole("button", { name: bookingCopy.submit });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const toast = page.locator("[data-toast]").filter({ hasText: bookingCopy.invalid.message });
    await toast.waitFor();
    // Focus went to the first field; scroll back to the button as a visitor would.
    await submit.scrollIntoViewIfNeeded();
    expect(overlap((await toast.boundingBox())!, (await submit.boundingBox())!)).toBe(false);
    await context.close();
  });
});

describe("Back closes an overlay and stays on the page (375 px)", () => {
  const overlays: [string, string, (page: Page) => Promise<void>, (page: Page) => Promise<boolean>][] = [
    [
      "the booking dialog",
      "/about/",
      async (p) => bar(p).getByRole("button", { name: contactCopy.book }).click(),
      async (p) => p.getByRole("dialog", { name: bookingCopy.title }).isVisible(),
    ],
    [
      "the lead popup",
      "/pricing/",
      async () => {},
      async (p) => p.getByRole("dialog", { name: leadCopy.title }).isVisible(),
    ],
    [
      "the lightbox",
      "/program/",
      async (p) => p.locator(".gallery button").first().click(),
      async (p) => p.locator("dialog.lightbox[open]").isVisible(),
    ],
    [
      "the mobile menu",
      "/about/",
      async (p) => p.getByRole("button", { name: labels.header.openMenu }).click(),
      async (p) => (await p.getByRole("button", { name: labels.header.closeMenu }).count()) > 0,
    ],
  ];

  it.each(overlays)("%s", async (_name, path, open, isOpen) => {
    const { page, context, errors } = await openPage(site, path, { viewport: phone });
    await hydrated(page);
    await open(page);
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.goBack();
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("prices", () => {
  it("use lining figures", async () => {
    const { page, context } = await openPage(site, "/pricing/", { viewport: phone, beforeGoto: seenLeadPopup });
    await hydrated(page);
    const styles = await page.locator(".plan__amount").evaluateAll((els) => els.map((e) => getComputedStyle(e).fontVariantNumeric));
    expect(styles.length).toBeGreaterThan(0);
    for (const s of styles) expect(s).toContain("lining-nums");
    await context.close();
  });
});

