/**
 * "Is our date free?" and "which plan?", in Chromium: the date check answers for the studio's day
 * in a browser set to India's time and to California's, in every language; a plan's button titles
 * the form and sends `plan` to EmailJS; the WhatsApp messages carry the plan and the date.
 * Expectations come from the content.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../content-dir";
import type { Page } from "playwright-core";
import { startSite, hydrated, phone, routeEmailjsTo, type Site } from "./harness";
import { startFakeEmailjs, type FakeEmailjs } from "../fake-emailjs";
import { languages } from "../../src/content/load";
import { fill, localize, type Locale } from "../../src/lib/localize";
import { formatEventDate } from "../../src/lib/format";
import { localisePath } from "../../src/shell/routes";
import { minFillMs } from "../../src/lib/validation";
import { bookedDays } from "../../src/content/availability";
import { plans } from "../../src/content/plans";
import { budgetOf } from "../../src/lib/enquiry";
import { bookingCopy, thankYouCopy } from "../../src/content/enquiry";
import { contactCopy } from "../../src/content/contact";

/** The content's WhatsApp greeting about `topic`, asking about `date` once one was chosen. */
const whatsappGreeting = (topic: string, date?: string) => fill(contactCopy.greeting, { topic, question: date ? fill(contactCopy.dateQuestion, { date }) : contactCopy.question });

const read = (file: string) => JSON.parse(readFileSync(join(contentDir, file), "utf8"));
const wordsIn = (locale: Locale) => ({
  ...localize<{ words: { free: string; booked: string } }>(read("availability.json"), locale).words,
  button: localize<{ dateCheck: string }>(read("labels.json"), locale).dateCheck,
  question: localize<{ bar: { question: string } }>(read("contact.json"), locale).bar.question,
});
const good = { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune" };

// The studio's latest booked day, a free day after it, and a moment the evening before it in
// California, which is already that day in India (UTC 19:00: 00:30 in India, 11:00 in LA).
const booked = [...bookedDays].sort().at(-1)!;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const free = [dayAfter(booked), dayAfter(dayAfter(booked))].find((d) => !bookedDays.includes(d))!;
const eveBefore = Date.parse(`${booked}T00:00:00Z`) - 5 * 3_600_000;

let site: Site;
let fake: FakeEmailjs;
beforeAll(async () => {
  [site, fake] = await Promise.all([startSite(), startFakeEmailjs()]);
});
afterAll(async () => {
  await Promise.all([site?.close(), fake?.close()]);
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setMode("ok");
});

async function openAt(timezoneId: string, path: string, time?: number): Promise<Page> {
  const context = await site.browser.newContext({ viewport: phone, timezoneId });
  await context.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
  const page = await context.newPage();
  if (time !== undefined) await page.clock.setFixedTime(time);
  await routeEmailjsTo(page, fake.url);
  await page.goto(site.url + path);
  await hydrated(page);
  return page;
}

const answer = (page: Page) => page.locator("dialog[open] .enquiry__availability");

describe.runIf(bookedDays.length > 0)("is our date free?", () => {
  for (const timezoneId of ["Asia/Kolkata", "America/Los_Angeles"]) {
    for (const locale of languages) {
      it(`answers for the studio's day in ${timezoneId}, in ${locale}: booked, then free`, async () => {
        const words = wordsIn(locale);
        const page = await openAt(timezoneId, localisePath("/pricing/", locale), eveBefore);
        // The question is set as a heading: each of its lines centred over the band, a wrapped one
        // (Marathi on a phone) too.
        const offCentre = await page.locator(".date-check__label").evaluate((label) => {
          const band = label.closest(".date-check")!.getBoundingClientRect();
          const lines = document.createRange();
          lines.selectNodeContents(label.firstChild!);
          return [...lines.getClientRects()].map((r) => Math.abs(r.left + r.width / 2 - (band.left + band.width / 2)));
        });
        expect(Math.max(...offCentre), "the question's lines off the band's centre, in px").toBeLessThanOrEqual(2);
        await page.getByLabel(words.question).fill(booked);
        await page.getByRole("button", { name: words.button }).click();
        await expect.poll(() => answer(page).textContent()).toBe(fill(words.booked, { date: formatEventDate(booked, locale) }));
        const date = page.locator('dialog[open] input[name="date"]');
        expect(await date.inputValue()).toBe(booked);
        // The form's dates start on the studio's today: the booked day, wherever the visitor's clock is.
        expect(await date.getAttribute("min")).toBe(booked);
        await page.locator('dialog[open] input[name="date"]').fill(free);
        await expect.poll(() => answer(page).textContent()).toBe(fill(words.free, { date: formatEventDate(free, locale) }));
        await page.context().close();
      });
    }
  }
});

describe("the date check's date travels", () => {
  it("to the WhatsApp message, the form never opened", async () => {
    const page = await openAt("Asia/Kolkata", "/");
    await page.getByLabel(wordsIn("en").question).fill(free);
    // Written as it is tapped (the tap is kept from leaving the page here).
    const link = page.locator(".contact-bar a[href^='https://wa.me/']");
    await link.evaluate((a: HTMLAnchorElement) => {
      a.addEventListener("click", (e) => e.preventDefault(), { once: true });
      a.click();
    });
    const message = decodeURIComponent((await link.getAttribute("href"))!);
    expect(message).toContain(fill(contactCopy.dateQuestion, { date: formatEventDate(free) }).replace(/\n/g, " "));
    await page.context().close();
  });
});

describe("the plan travels", () => {
  it("a plan's button titles the form for it; EmailJS gets plan and date, and every WhatsApp message names them", async () => {
    const plan = plans[plans.length - 1]!;
    const page = await openAt("Asia/Kolkata", "/pricing/");
    await page.locator(".plan__button").nth(plans.length - 1).click();
    const dialog = page.getByRole("dialog", { name: bookingCopy.planTitle(plan.name) });
    await dialog.locator('input[name="date"]').waitFor();
    for (const key of ["name", "email", "number", "pin", "city"] as const) await dialog.locator(`input[name="${key}"]`).fill(good[key]);
    await dialog.locator('input[name="date"]').fill(free);
    await page.waitForTimeout(minFillMs + 100);
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    await page.waitForURL(site.url + "/thank-you/");
    await expect.poll(() => fake.requests.length).toBe(1);
    const params = (fake.requests[0]!.body as { template_params: Record<string, string> }).template_params;
    expect(params).toMatchObject({ plan: plan.name, budget: budgetOf(plan.price), date: formatEventDate(free) });

    // /thank-you: the whole enquiry, plan and date included, ready for WhatsApp.
    const now = decodeURIComponent((await page.getByRole("link", { name: thankYouCopy.sendOnWhatsapp }).getAttribute("href"))!);
    expect(now).toContain(thankYouCopy.planLine(plan.name));
    expect(now).toContain(formatEventDate(free));

    // The contact bar on the next page names that plan and asks about that date.
    await page.locator('main a[href="/"]').click();
    await page.waitForURL(site.url + "/");
    // Written as it is tapped (the tap is kept from leaving the page here).
    const link = page.locator(".contact-bar a[href^='https://wa.me/']");
    await link.evaluate((a: HTMLAnchorElement) => {
      a.addEventListener("click", (e) => e.preventDefault(), { once: true });
      a.click();
    });
    const bar = decodeURIComponent((await link.getAttribute("href"))!);
    expect(bar).toContain(whatsappGreeting(fill(contactCopy.planTopic, { plan: plan.name }), formatEventDate(free)).replace(/\n/g, " "));
    await page.context().close();
  });
});
