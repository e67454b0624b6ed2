import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { budgetOf } from "../../src/lib/enquiry";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, phone, desktop, routeEmailjsTo, type Site } from "./harness";
import { bookingCopy, budgets, currency, fieldCopy, leadCopy, thankYouCopy } from "../../src/content/enquiry";
import { plans } from "../../src/content/plans";
import { startFakeEmailjs, type FakeEmailjs } from "../fake-emailjs";
import { minFillMs } from "../../src/lib/validation";
import { labels } from "../../src/content/labels";
import { fill as fillText } from "../../src/lib/localize";

// Words and plans from the content, so any valid edit keeps these green.
const bookingTitle = bookingCopy.title;
const leadTitle = leadCopy.title;
const good = { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: budgets[0]! };

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

const viaFake = (page: Page) => routeEmailjsTo(page, fake.url);

const withClock = async (page: Page) => {
  await viaFake(page);
  await page.clock.install();
};

async function fill(page: Page, values: Partial<typeof good>) {
  const dialog = page.getByRole("dialog");
  for (const key of ["name", "email", "number", "pin", "city"] as const) {
    const value = values[key];
    if (value !== undefined) await dialog.getByLabel(fieldCopy[key].label, { exact: true }).fill(value);
  }
  if (values.budget) await dialog.getByLabel(fieldCopy.budget.label).selectOption(values.budget);
}

/** What the outbox holds: one localStorage key per enquiry. */
const outboxItems = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("enquiryOutbox")).map((k) => JSON.parse(localStorage.getItem(k)!)));
const toasts = (page: Page) => page.locator("[data-toast] > p").allTextContents();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name"));

describe("booking enquiry", () => {
  it("goes from the header's BOOK NOW to /thank-you, and EmailJS gets exactly the enquiry", async () => {
    const { page, context, errors } = await openPage(site, "/", { viewport: desktop, beforeGoto: viaFake });
    await hydrated(page);
    const bookNow = page.getByRole("banner").getByRole("button", { name: labels.header.book });
    await bookNow.click();
    await page.getByRole("dialog", { name: bookingTitle }).waitFor();
    await fill(page, good);
    await page.waitForTimeout(minFillMs + 100); // a person's pace: sooner is treated as a bot
    await page.getByRole("button", { name: bookingCopy.submit }).dblclick();
    await page.waitForURL(site.url + "/thank-you/");
    expect(await toasts(page)).toEqual([bookingCopy.success.message]);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect.poll(() => fake.requests.length).toBe(1);
    await page.waitForTimeout(1500); // a second send, if any, would come within the rate limit
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/api/v1.0/email/send",
        contentType: "application/json",
        answer: 200,
        body: {
          service_id: "service_test",
          template_id: "template_booking",
          user_id: "public_key_test",
          template_params: { ...good, source: "booking", language: "en", enquiry_id: expect.any(String) },
        },
      },
    ]);
    // Greeted by name, with the whole enquiry ready to send on WhatsApp too.
    await expect(page.locator("h1").textContent()).resolves.toBe(thankYouCopy.titleNamed(good.name));
    const whatsapp = await page.getByRole("main").getByRole("link", { name: thankYouCopy.sendOnWhatsapp, exact: true }).getAttribute("href");
    expect(decodeURIComponent(whatsapp!)).toContain(thankYouCopy.enquiryMessage(good));
    // The phone's contact bar stays away from /thank-you.
    await page.setViewportSize(phone);
    expect(await page.locator(".contact-bar").isVisible()).toBe(false);
    await expect.poll(() => outboxItems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends nothing for an incomplete or invalid form, focuses the field and shows its hint", async () => {
    const { page, context } = await openPage(site, "/", { viewport: phone, beforeGoto: withClock });
    await hydrated(page);
    await page.getByRole("button", { name: labels.header.openMenu }).click();
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    const dialog = page.getByRole("dialog", { name: bookingTitle });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    expect(await toasts(page)).toEqual([bookingCopy.invalid.message]);
    expect(await focusedName(page)).toBe("name");
    await fill(page, { ...good, email: "Asha@Example.c" });
    // Pasted with a country code and spaces: cleaned to the ten digits that matter.
    await dialog.getByLabel(fieldCopy.number.label, { exact: true }).fill("");
    await dialog.getByLabel(fieldCopy.number.label, { exact: true }).focus();
    await page.keyboard.insertText("+91 98765 43210");
    await expect(dialog.getByLabel(fieldCopy.number.label, { exact: true }).inputValue()).resolves.toBe("9876543210");
    await expect(dialog.getByLabel(fieldCopy.email.label, { exact: true }).inputValue()).resolves.toBe("asha@example.c");
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    expect(await focusedName(page)).toBe("email");
    await expect(dialog.getByLabel(fieldCopy.email.label, { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(dialog.getByText(bookingCopy.emailHint, { exact: true }).isVisible()).resolves.toBe(true);
    // The browser's own constraints agree with ours.
    await expect(dialog.getByLabel(fieldCopy.email.label, { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valid)).resolves.toBe(false);
    await page.clock.runFor(3100);
    expect(await toasts(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    expect(fake.requests).toEqual([]);
    expect(page.url()).toBe(site.url + "/");
    await context.close();
  });

  it("keeps the enquiry while EmailJS is down and delivers it on the next visit", async () => {
    fake.setMode("500");
    const { page, context } = await openPage(site, "/", { viewport: desktop, beforeGoto: viaFake });
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    await fill(page, good);
    await page.waitForTimeout(minFillMs + 100);
    await page.getByRole("button", { name: bookingCopy.submit }).click();
    await page.waitForURL(site.url + "/thank-you/");
    expect(await toasts(page)).toEqual([bookingCopy.success.message]);
    await expect.poll(() => fake.requests.map((r) => r.answer)).toEqual([500]);
    const kept = await outboxItems(page);
    expect(kept).toHaveLength(1);
    expect(kept[0].enquiry).toEqual({ ...good, source: "booking", language: "en" });

    fake.setMode("drop");
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => fake.requests.map((r) => r.answer)).toEqual([500, "drop"]);

    fake.setMode("ok");
    await page.goto(site.url + "/about/");
    await hydrated(page);
    await expect.poll(() => fake.requests.at(-1)?.answer).toBe(200);
    expect(fake.requests.at(-1)?.body).toMatchObject({ template_params: { ...good, source: "booking" } });
    await expect.poll(() => outboxItems(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(fake.requests.filter((r) => r.answer === 200)).toHaveLength(1);
    await context.close();
  });

  it("opens on its own once, 60 s after the page appears", async () => {
    const { page, context } = await openPage(site, "/program/", { viewport: desktop, beforeGoto: withClock });
    await hydrated(page);
    await page.clock.runFor(58_000);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await page.clock.runFor(2_500);
    // Its code loads when it first opens.
    await page.getByRole("dialog", { name: bookingTitle }).waitFor();
    await page.getByRole("dialog", { name: bookingTitle }).getByRole("button", { name: bookingCopy.close, exact: true }).click();
    await page.clock.runFor(180_000);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await context.close();
  });

  it("every BOOK NOW on the home and pricing pages opens it, a plan's titled for the plan with its budget chosen", async () => {
    const { page, context } = await openPage(site, "/", {
      viewport: desktop,
      beforeGoto: async (p) => {
        await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
      },
    });
    await hydrated(page);
    // The header's and the slideshow's (labels.json); the program cards' say which program they book.
    const buttons = page.getByRole("button", { name: labels.header.book, exact: true }).or(page.getByRole("button", { name: labels.hero.book, exact: true }));
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      if (!(await button.isVisible())) continue;
      await button.click();
      await page.getByRole("dialog", { name: bookingTitle }).waitFor();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog").count()).resolves.toBe(0);
      // Focus goes back to the BOOK NOW that opened it.
      await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    }
    await page.goto(site.url + "/pricing/");
    await hydrated(page);
    for (const [plan, budget] of plans.map((p) => [p.name, `${currency}${budgetOf(p.price)}`] as const)) {
      await page.getByRole("button", { name: fillText(labels.plan.book, { plan }), exact: true }).click();
      // Titled for the plan.
      const dialog = page.getByRole("dialog", { name: bookingCopy.planTitle(plan) });
      const select = dialog.getByLabel(fieldCopy.budget.label, { exact: true });
      await expect(select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).resolves.toBe(budget);
      await dialog.getByRole("button", { name: bookingCopy.close, exact: true }).click();
    }
    await context.close();
  });
});

describe("pricing lead popup", () => {
  it("asks once: blurred page behind, 2 s toasts, the flag, /pricing after 3 s, and no popup after a reload", async () => {
    const { page, context } = await openPage(site, "/pricing/", { viewport: phone, beforeGoto: withClock });
    const raw = await (await page.request.get(site.url + "/pricing/")).text();
    expect(raw).not.toContain(leadTitle); // decided in the browser, not in the prerendered page
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: leadTitle });
    await dialog.waitFor();
    const blur = await dialog.evaluate((el) => getComputedStyle(el, "::backdrop").backdropFilter);
    expect(blur).toBe("blur(7px)");
    // The booking popup's 60 s does not cover it.
    await page.clock.runFor(61_000);
    await expect(page.getByRole("dialog").count()).resolves.toBe(1);

    await dialog.getByRole("button", { name: leadCopy.submit }).click();
    expect(await toasts(page)).toEqual([leadCopy.invalid.message]);
    await page.clock.runFor(2100);
    expect(await toasts(page)).toEqual([]);
    expect(fake.requests).toEqual([]);

    await fill(page, { ...good, budget: budgets.at(-1)! });
    await page.clock.runFor(minFillMs); // a person's pace: sooner is treated as a bot
    await dialog.getByRole("button", { name: leadCopy.submit }).click();
    expect(await toasts(page)).toEqual([leadCopy.success.message]);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem("hasSeenPopup"))).resolves.toBe("true");
    await expect.poll(() => fake.requests.length).toBe(1);
    expect(fake.requests[0]!.body).toEqual({
      service_id: "service_test",
      template_id: "template_lead",
      user_id: "public_key_test",
      template_params: { ...good, budget: budgets.at(-1)!, source: "pricing", language: "en", enquiry_id: expect.any(String) },
    });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.clock.runFor(2100);
    expect(await toasts(page)).toEqual([]);
    await page.clock.runFor(1000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(page.url()).toBe(site.url + "/pricing/");

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await context.close();
  });
});
