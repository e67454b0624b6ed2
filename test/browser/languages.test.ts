import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../content-dir";
import { budgets } from "../../src/content/enquiry";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, phone, desktop, routeEmailjsTo, type Site } from "./harness";
import { startFakeEmailjs, type FakeEmailjs } from "../fake-emailjs";
import { languages, studio } from "../../src/content/load";
import { localize, languageNames, languageTags, type Locale } from "../../src/lib/localize";
import { localisePath } from "../../src/shell/routes";
import { href } from "../../src/shell/links";
import { programs } from "../../src/content/programs";
import { storiesOf } from "../../src/content/stories";
import { minFillMs } from "../../src/lib/validation";

// The site in each of its languages, in Chromium: the switcher, and the forms sending the
// language with the enquiry. Words come from the content in that language.
const other = languages.find((l) => l !== languages[0]);
/** The occasions /stories/ has stories of: each a place on it (#wedding). */
const occasionsTold = programs.filter((p) => storiesOf(p.id).length > 0);
const copyIn = (locale: Locale) =>
  localize<{ booking: { title: string; successMessage: string }; lead: { title: string } }>(JSON.parse(readFileSync(join(contentDir, "enquiry.json"), "utf8")), locale, {
    "studio.name": studio.name,
  });
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

/** Fills the open form by its fields' names, which are the same in every language. */
async function fillForm(page: Page, values: typeof good) {
  const dialog = page.getByRole("dialog");
  for (const key of ["name", "email", "number", "pin", "city"] as const) await dialog.locator(`input[name="${key}"]`).fill(values[key]);
  await dialog.locator('select[name="budget"]').selectOption(values.budget);
}

describe.skipIf(!other)("the language switcher", () => {
  it("opens the same page in the other language at its top, on a wide screen and from the phone menu", async () => {
    const { page, context, errors } = await openPage(site, "/pricing/", { viewport: desktop, beforeGoto: async (p) => void (await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"))) });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("banner").getByRole("link", { name: languageNames[other!].native }).click();
    await page.waitForURL(site.url + localisePath("/pricing/", other!));
    await hydrated(page);
    expect(await page.evaluate(() => [document.documentElement.lang, window.scrollY])).toEqual([languageTags[other!], 0]);

    await page.setViewportSize(phone);
    const back = languages[0]!;
    await page.locator(".header__menu-button").click();
    await page.getByRole("banner").getByRole("link", { name: languageNames[back].native }).click();
    await page.waitForURL(site.url + "/pricing/");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(languageTags[back]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!other)("the language switcher in the phone menu", () => {
  it("leaves no menu entry behind: Back returns to the page, and Back again to the one before", async () => {
    const { page, context } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    await page.goto(site.url + "/about/");
    await hydrated(page);
    await page.locator(".header__menu-button").click();
    await page.getByRole("banner").getByRole("link", { name: languageNames[other!].native }).click();
    await page.waitForURL(site.url + localisePath("/about/", other!));
    await page.goBack();
    await page.waitForURL(site.url + "/about/");
    await page.goBack();
    await page.waitForURL(site.url + "/");
    await context.close();
  });
});

describe.skipIf(!other || occasionsTold.length === 0)("the language switcher on /stories/", () => {
  it("keeps the place on /stories/ (#wedding): the other language shows the same occasion", async () => {
    const [first, last] = [occasionsTold[0]!.id, occasionsTold[occasionsTold.length - 1]!.id];
    const { page, context, errors } = await openPage(site, `${href("stories")}#${first}`, { viewport: phone });
    await hydrated(page);
    // Chosen on the page, after it loaded, too.
    await page.locator(`.stories__chip[href="#${last}"]`).click();
    await page.locator(".header__menu-button").click();
    await page.getByRole("banner").getByRole("link", { name: languageNames[other!].native }).click();
    await page.waitForURL(site.url + localisePath(href("stories"), other!) + `#${last}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(languageTags[other!]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(languages.slice(1))("the forms in %s", (locale) => {
  const copy = copyIn(locale);

  it("the booking form sends the enquiry with its language and goes to that language's /thank-you", async () => {
    const { page, context, errors } = await openPage(site, localisePath("/", locale), { viewport: desktop, beforeGoto: viaFake });
    await hydrated(page);
    await page.locator(".header__book").click();
    await page.getByRole("dialog", { name: copy.booking.title }).waitFor();
    await fillForm(page, good);
    await page.waitForTimeout(minFillMs + 100);
    await page.getByRole("dialog").locator('button[type="submit"]').click();
    await page.waitForURL(site.url + localisePath("/thank-you/", locale));
    expect(await page.locator("[data-toast] > p").allTextContents()).toEqual([copy.booking.successMessage]);
    await expect.poll(() => fake.requests.length).toBe(1);
    expect(fake.requests[0]!.body).toMatchObject({ template_params: { ...good, source: "booking", language: locale } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the packages popup on /pricing sends its language too", async () => {
    const { page, context } = await openPage(site, localisePath("/pricing/", locale), { viewport: phone, beforeGoto: viaFake });
    await hydrated(page);
    await page.getByRole("dialog", { name: copy.lead.title }).waitFor();
    await fillForm(page, { ...good, budget: budgets.at(-1)! });
    await page.waitForTimeout(minFillMs + 100);
    await page.getByRole("dialog").locator('button[type="submit"]').click();
    await expect.poll(() => fake.requests.length).toBe(1);
    expect(fake.requests[0]!.body).toMatchObject({ template_params: { ...good, budget: budgets.at(-1)!, source: "pricing", language: locale } });
    await context.close();
  });

  it("a missing address under the language gets that language's not-found page", async () => {
    const res = await fetch(site.url + localisePath("/no-such-page", locale));
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(new RegExp(`<html lang="${languageTags[locale]}"`));
  });
});
