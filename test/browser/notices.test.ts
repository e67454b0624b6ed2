/**
 * Notices that never cover the form, in every language at 375 and 1440 px: the booking dialog's
 * invalid message after an empty submit, a second one and a bad email covers none of the dialog's
 * header, close button, fields or submit button (bounding boxes); Escape and Back leave no notice;
 * after a booking the thanks covers none of /thank-you's words and does not follow to the next page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../content-dir";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, phone, desktop, routeEmailjsTo, type Site } from "./harness";
import { startFakeEmailjs, type FakeEmailjs } from "../fake-emailjs";
import { languages, studio } from "../../src/content/load";
import { localize, type Locale } from "../../src/lib/localize";
import { localisePath } from "../../src/shell/routes";
import { minFillMs } from "../../src/lib/validation";
import { budgets } from "../../src/content/enquiry";

interface Words {
  booking: { invalidMessage: string; successMessage: string };
}
const wordsIn = (locale: Locale) => localize<Words>(JSON.parse(readFileSync(join(contentDir, "enquiry.json"), "utf8")), locale, { "studio.name": studio.name });
const good = { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: budgets[0]! };

let site: Site;
let fake: FakeEmailjs;
beforeAll(async () => {
  [site, fake] = await Promise.all([startSite(), startFakeEmailjs()]);
});
afterAll(async () => {
  await Promise.all([site?.close(), fake?.close()]);
});

interface Box {
  what: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** The notices on the page, and the parts of the open dialog a notice must not cover. */
function dialogBoxes(page: Page): Promise<{ toasts: Box[]; parts: Box[] }> {
  return page.evaluate(() => {
    const box = (what: string, el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { what, x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const dialog = document.querySelector("dialog[open]")!;
    const parts = [
      box("header", dialog.querySelector(".dialog__head")!),
      box("close button", dialog.querySelector(".dialog__close")!),
      ...[...dialog.querySelectorAll(".enquiry__field")].map((f) => box(`field ${f.querySelector("[name]")?.getAttribute("name")}`, f)),
      box("submit button", dialog.querySelector(".enquiry__submit")!),
    ];
    return { toasts: [...document.querySelectorAll("[data-toast]")].map((t) => box(t.textContent ?? "", t)), parts };
  });
}

/** Every word and control of the main content on screen, and the notices. */
function mainBoxes(page: Page): Promise<{ toasts: Box[]; parts: Box[] }> {
  return page.evaluate(() => {
    const parts: Box[] = [];
    const add = (what: string, r: DOMRect) => {
      if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight) parts.push({ what, x: r.left, y: r.top, w: r.width, h: r.height });
    };
    const main = document.querySelector("main")!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) add(n.textContent.trim().slice(0, 30), r);
    }
    for (const el of main.querySelectorAll("a, button, svg")) add(el.tagName, el.getBoundingClientRect());
    const toasts = [...document.querySelectorAll("[data-toast]")].map((t) => {
      const r = t.getBoundingClientRect();
      return { what: t.textContent ?? "", x: r.left, y: r.top, w: r.width, h: r.height };
    });
    return { toasts, parts };
  });
}

/** The one notice showing, with its message, covering none of `parts`. */
async function expectOneNoticeClear(page: Page, message: string, boxes: (page: Page) => Promise<{ toasts: Box[]; parts: Box[] }>) {
  await page.locator("[data-toast]").first().waitFor();
  const { toasts, parts } = await boxes(page);
  expect(toasts.map((t) => t.what)).toEqual([message]);
  expect(parts.length).toBeGreaterThan(3);
  expect(parts.filter((p) => overlaps(toasts[0]!, p)).map((p) => p.what)).toEqual([]);
}

const dialog = (page: Page) => page.locator("dialog[open]");
const submit = (page: Page) => dialog(page).locator(".enquiry__submit").click();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name"));

async function openForm(page: Page) {
  await page.locator(".hero__book").click();
  await dialog(page).locator(".enquiry__submit").waitFor();
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    if (name === "budget") await dialog(page).locator('select[name="budget"]').selectOption(value);
    else await dialog(page).locator(`input[name="${name}"]`).fill(value);
  }
}

describe("notices", () => {
  for (const locale of languages) {
    const words = wordsIn(locale);
    for (const viewport of [phone, desktop]) {
      it(`never cover the booking form, go with it, and leave /thank-you's words clear (${locale}, ${viewport.width} px)`, async () => {
        const { page, context, errors } = await openPage(site, localisePath("/", locale), { viewport, beforeGoto: (p) => routeEmailjsTo(p, fake.url) });
        await hydrated(page);
        await openForm(page);

        // An empty submit, then a second one: one notice, clear of the form; the first field focused, on screen.
        await submit(page);
        await expectOneNoticeClear(page, words.booking.invalidMessage, dialogBoxes);
        expect(await focusedName(page)).toBe("name");
        expect(await dialog(page).locator('input[name="name"]').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight;
        })).toBe(true);
        await submit(page);
        await expectOneNoticeClear(page, words.booking.invalidMessage, dialogBoxes);

        // A bad email.
        await fill(page, { ...good, email: "asha@example" });
        await submit(page);
        await expectOneNoticeClear(page, words.booking.invalidMessage, dialogBoxes);
        expect(await focusedName(page)).toBe("email");

        // Escape closes the form and its notice.
        await page.keyboard.press("Escape");
        await dialog(page).waitFor({ state: "detached" });
        expect(await page.locator("[data-toast]").count()).toBe(0);

        // And so does Back.
        await openForm(page);
        await submit(page);
        await page.locator("[data-toast]").waitFor();
        await page.goBack();
        await dialog(page).waitFor({ state: "detached" });
        expect(await page.locator("[data-toast]").count()).toBe(0);

        // A booking: the thanks on /thank-you covers none of its words, and stays there.
        await openForm(page);
        await fill(page, good);
        await page.waitForTimeout(minFillMs + 100);
        await submit(page);
        await page.waitForURL(site.url + localisePath("/thank-you/", locale));
        await page.locator("main h1").waitFor();
        await expectOneNoticeClear(page, words.booking.successMessage, mainBoxes);
        await page.locator(`main a[href="${localisePath("/", locale)}"]`).click();
        await page.waitForURL(site.url + localisePath("/", locale));
        await page.locator("main h1").waitFor();
        expect(await page.locator("[data-toast]").count()).toBe(0);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
