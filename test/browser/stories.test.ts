import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startSite, openPage, hydrated, goOffline, readThrough, shiftsScrollingThrough, phone, desktop, filled, type Site } from "./harness";
import { languages } from "../../src/content/load";
import { localize } from "../../src/lib/localize";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "../content-dir";
import { coverOf, stories, storiesOf, storiesWords } from "../../src/content/stories";
import { photosOf } from "../../src/content/story-photos";
import { filmById, films, filmWords, spokenLength } from "../../src/content/films";
import { features, programSection } from "../../src/content/home";
import { programs } from "../../src/content/programs";
import { fill } from "../../src/lib/localize";
import { youtubeId } from "../../src/lib/youtube";
import { href, localisePath, storyRouteId } from "../../src/shell/links";
import { pageLoadErrorCopy } from "../../src/content/contact";
import { labels } from "../../src/content/labels";

// The stories and films as a visitor meets them, in real Chromium. Expectations come from the
// content: the studio's own stories keep these green.

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** Any host of YouTube's: its player, its images, its video. */
const youtubeHost = /^https?:\/\/([^/]*\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com)\//;

/**
 * Answers every request to a YouTube host with a small page (the test machine has no network), and
 * records them all, from the context (its frames included).
 */
async function stubYoutube(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(youtubeHost, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>A stand-in for the player</p>" });
  });
  return asked;
}

const withFilm = stories.find((s) => filmById(s.film));
const occasionsTold = programs.filter((p) => storiesOf(p.id).length > 0);
const playName = (film: NonNullable<ReturnType<typeof filmById>>) => filled(fill(filmWords.play, { title: film.title, length: spokenLength(film) }));

/** Which of the page's occasions the visitor sees. */
const visibleOccasions = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".stories__occasion[id]")].filter((el) => el.offsetParent !== null).map((el) => el.id));

describe("a film", () => {
  it.skipIf(!withFilm)("asks nothing of YouTube until the visitor taps play, then plays from youtube-nocookie.com and takes the focus", async () => {
    const film = filmById(withFilm!.film)!;
    const { page, context, errors } = await openPage(site, href(storyRouteId(withFilm!.slug)), {
      viewport: phone,
      beforeGoto: async (p) => {
        const asked = await stubYoutube(p.context());
        (p as Page & { asked?: string[] }).asked = asked;
      },
    });
    const asked = (page as Page & { asked: string[] }).asked;
    const seen: string[] = [];
    page.on("request", (r) => seen.push(r.url()));
    await hydrated(page);
    await readThrough(page);
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    expect(seen.filter((u) => youtubeHost.test(u))).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);

    await page.getByRole("link", { name: playName(film) }).click();
    const frame = page.locator("iframe.film__player");
    await frame.waitFor();
    const src = (await frame.getAttribute("src"))!;
    expect(src.startsWith(`https://www.youtube-nocookie.com/embed/${youtubeId(film.youtube)}?`)).toBe(true);
    expect(new URL(src).searchParams.get("autoplay")).toBe("1");
    expect(await frame.getAttribute("title")).toBe(fill(filmWords.frameTitle, { title: film.title }));
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked.every((u) => u.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
    // The keyboard is in the player now, for its own controls.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    // The policy allows that frame: no violation, no error.
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!withFilm)("plays from the keyboard: Tab to it, then Space", async () => {
    const film = filmById(withFilm!.film)!;
    const { page, context } = await openPage(site, href(storyRouteId(withFilm!.slug)), { viewport: desktop, beforeGoto: async (p) => void (await stubYoutube(p.context())) });
    await hydrated(page);
    const play = page.getByRole("link", { name: playName(film) });
    await play.scrollIntoViewIfNeeded();
    await play.focus();
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("film__play");
    await page.keyboard.press("Space");
    await page.locator("iframe.film__player").waitFor();
    await context.close();
  });

  it.skipIf(!withFilm)("says so when tapped without a connection, asks nothing, and lets the visitor try again once back online", async () => {
    const film = filmById(withFilm!.film)!;
    const { page, context } = await openPage(site, href(storyRouteId(withFilm!.slug)), { viewport: phone });
    const asked = await stubYoutube(context);
    await hydrated(page);
    await goOffline(page);
    const play = page.getByRole("link", { name: playName(film) });
    await play.click();
    const status = page.locator(".film__status");
    await expect.poll(() => status.textContent()).toBe(filmWords.offline);
    expect(await status.getAttribute("role")).toBe("status");
    expect(await page.locator("iframe").count()).toBe(0);
    await context.setOffline(false);
    await expect.poll(() => status.textContent()).toBe("");
    await play.click();
    await page.locator("iframe.film__player").waitFor();
    // The frame is in the page a moment before it asks for the player.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe.skipIf(films.length === 0)("the films of /stories/ without a connection", () => {
  it("show their notice on screen, under a poster as tall as a wide screen", async () => {
    const { page, context } = await openPage(site, `${href("stories")}#films`, { viewport: desktop });
    await stubYoutube(context);
    await hydrated(page);
    await goOffline(page);
    const play = page.getByRole("link", { name: playName(films[0]!) });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const status = page.locator(".film__status").first();
    await expect.poll(() => status.textContent()).toBe(filmWords.offline);
    await expect.poll(async () => {
      const box = (await status.boundingBox())!;
      // Brought to the nearest edge: its bottom on the screen's, to a fraction of a pixel.
      return box.y >= 0 && box.y + box.height <= desktop.height + 1;
    }).toBe(true);
    await context.close();
  });
});

describe("the occasions of /stories/", () => {
  for (const lang of languages) {
    it(`show one occasion at its address and every one at "all", without script (${lang})`, async () => {
      const first = occasionsTold[0]!;
      const { page, context } = await openPage(site, `${localisePath(href("stories"), lang)}#${first.id}`, { viewport: phone, javaScriptEnabled: false });
      expect(await visibleOccasions(page)).toEqual([first.id]);
      const all = localize<{ all: string }>(JSON.parse(readFileSync(join(contentDir, "stories.json"), "utf8")), lang).all;
      await page.getByRole("link", { name: all, exact: true }).click();
      expect((await visibleOccasions(page)).filter((id) => occasionsTold.some((p) => p.id === id))).toEqual(occasionsTold.map((p) => p.id));
      const last = occasionsTold[occasionsTold.length - 1]!;
      await page.locator(`.stories__chip[href="#${last.id}"]`).click();
      expect(await visibleOccasions(page)).toEqual([last.id]);
      await context.close();
    });
  }

  it("keep the current chip in view on a phone, and land every occasion, All too, clear of the sticky chips", async () => {
    const chips = await (async () => {
      const { page, context } = await openPage(site, href("stories"), { viewport: phone });
      const ids = await page.locator(".stories__chip").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      await context.close();
      return ids;
    })();
    const { page, context } = await openPage(site, `${href("stories")}${chips[chips.length - 1]}`, { viewport: phone });
    await hydrated(page);
    for (const chip of [chips[chips.length - 1]!, chips[0]!]) {
      if (chip === chips[0]) await page.locator(`.stories__chip[href="${chip}"]`).click();
      const current = page.locator('.stories__chip[aria-current="location"]');
      await expect.poll(() => current.getAttribute("href")).toBe(chip);
      const box = (await current.boundingBox())!;
      expect([box.x >= 0, box.x + box.width <= phone.width], chip).toEqual([true, true]);
      // The heading shown first sits below the chips' row.
      const bar = (await page.locator(".stories__filter").boundingBox())!;
      const heading = await page.locator(`${chip === "#all" ? ".stories__list" : chip} h2`).first().boundingBox();
      expect(heading!.y, chip).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    }
    await context.close();
  });

  it("are where each program card leads, client-side: the occasion alone, its heading on screen", async () => {
    for (const card of programSection.cards) {
      const { page, context } = await openPage(site, href("home"), { viewport: desktop });
      await hydrated(page);
      const link = page.getByRole("link", { name: card.title, exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL(`**${href("stories")}#${card.occasion}`);
      await expect.poll(() => visibleOccasions(page)).toEqual([card.occasion]);
      const top = await page.locator(`[id="${card.occasion}"]`).evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(desktop.height / 2);
      // The stories shown are the occasion's, from the content.
      const shown = await page.locator(`[id="${card.occasion}"] .story-card__link`).evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(shown).toEqual(storiesOf(card.occasion).map((s) => href(storyRouteId(s.slug))));
      await context.close();
    }
  });

  it("are where a feature card leads: its one story, or its occasion's", async () => {
    for (const card of features.cards) {
      const { page, context } = await openPage(site, href("home"), { viewport: phone });
      await hydrated(page);
      await page.getByRole("link", { name: card.title, exact: true }).click();
      if (card.story) {
        await page.waitForURL(`**${href(storyRouteId(card.story))}`);
        const story = stories.find((s) => s.slug === card.story)!;
        await expect.poll(() => page.locator("h1").textContent()).toContain(story.title);
      } else {
        await page.waitForURL(`**${href("stories")}#${card.occasion}`);
        await expect.poll(() => visibleOccasions(page)).toEqual([card.occasion]);
      }
      await context.close();
    }
  });
});

describe.skipIf(stories.length === 0)("a story opened without a connection", () => {
  it("says the page opens once back online, then opens it", async () => {
    const { page, context } = await openPage(site, href("stories"), { viewport: phone });
    await hydrated(page);
    await goOffline(page);
    const story = stories[0]!;
    await page.locator(`a[href="${href(storyRouteId(story.slug))}"]`).first().click();
    const status = page.getByRole("status").filter({ hasText: pageLoadErrorCopy.offline });
    await status.waitFor();
    expect(await status.isVisible()).toBe(true);
    await context.setOffline(false);
    await page.getByRole("heading", { level: 1, name: story.names }).waitFor();
    expect(await status.count()).toBe(0);
    await context.close();
  });
});

describe("a story's page", () => {
  const story = stories[0]!;

  it("opens the booking form with the story's occasion chosen, from its closing call", async () => {
    const { page, context } = await openPage(site, href(storyRouteId(story.slug)), { viewport: phone });
    await hydrated(page);
    await page.getByRole("button", { name: storiesWords.closing.book }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const occasion = programs.find((p) => p.id === story.occasion)!.occasion;
    await expect.poll(() => dialog.locator("select[name=occasion]").evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe(occasion);
    await context.close();
  });

  it("fetches its photos as they near the screen, the cover first", async () => {
    const { page, context } = await openPage(site, href(storyRouteId(story.slug)), { viewport: phone });
    const photos = photosOf(story.slug);
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    await hydrated(page);
    await page.waitForTimeout(800);
    const name = (id: string) => `/assets/photos/${id}-`;
    const fetched = (await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name))).concat(asked);
    expect(fetched.some((u) => u.includes(name(coverOf(story)!.id)))).toBe(true);
    expect(fetched.some((u) => u.includes(name(photos[photos.length - 1]!.photo.id)))).toBe(false);
    await readThrough(page);
    await expect.poll(() => asked.some((u) => u.includes(name(photos[photos.length - 1]!.photo.id)))).toBe(true);
    await context.close();
  });

  it("opens each photo large with its caption, steps through the story's photos, and gives focus back", async () => {
    const { page, context, errors } = await openPage(site, href(storyRouteId(story.slug)), { viewport: desktop });
    await hydrated(page);
    const photos = photosOf(story.slug);
    const at = Math.min(1, photos.length - 1);
    const opener = page.locator(".story__open").nth(at);
    const name = await opener.getAttribute("aria-label");
    expect(name).toBe(fill(labels.gallery.open, { alt: photos[at]!.photo.alt || fill(labels.gallery.photoOf, { n: at + 1, count: photos.length }) }));
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const title = (n: number) => fill(labels.lightbox.title, { n, count: photos.length });
    expect(await dialog.getByRole("heading").textContent()).toBe(title(at + 1));
    // The dialog's body comes a task after the dialog itself (components/Dialog.tsx).
    await dialog.locator(".lightbox__stage").waitFor();
    const caption = dialog.locator(".lightbox__caption");
    expect(await caption.count()).toBe(photos[at]!.caption ? 1 : 0);
    if (photos[at]!.caption) expect(await caption.textContent()).toBe(photos[at]!.caption);
    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByRole("heading").textContent()).toBe(title(((at + 1) % photos.length) + 1));
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(name);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [phone, desktop]) {
    it(`moves nothing as a reader goes down it and down /stories/ (${viewport.width} px)`, async () => {
      for (const path of [href(storyRouteId(story.slug)), href("stories")]) {
        const { page, context } = await openPage(site, path, { viewport });
        await hydrated(page);
        expect(await shiftsScrollingThrough(page, viewport.height), path).toBe(0);
        await context.close();
      }
    });
  }
});
