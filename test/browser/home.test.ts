import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, openPage, hydrated, recordHydratedAt, shiftsScrollingThrough, phone, type Site } from "./harness";
import { hero } from "../../src/content/home";
import { photoSet } from "../../src/content/photos";
import { labels } from "../../src/content/labels";
import { pageWords } from "../../src/content/pages";
import { testimonials } from "../../src/content/testimonials";
import { fill } from "../../src/lib/localize";
import { featuredFilm, filmById } from "../../src/content/films";

/** The hero's photos, from the content (1 to 10). */
const heroCount = photoSet(hero.photoSet).length;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** The hero's photos' alt texts, in slideshow order: how a test tells which photo a slide shows. */
const heroAlts = photoSet(hero.photoSet).map((p) => p.alt);

/** The hero photo in view (its place in the slideshow), and how many slides are on the page. */
const heroState = (alts: string[]) => {
  const slides = [...document.querySelectorAll(".hero__slide")];
  const shown = slides.find((s) => s.classList.contains("hero__slide--active"));
  return { count: slides.length, active: shown ? alts.indexOf(shown.querySelector(".photo__img")?.getAttribute("alt") ?? "") : -1 };
};


describe("home page", () => {
  it("has the hero heading and the first hero photo in the raw HTML, and only that photo", async () => {
    const html = await (await fetch(site.url + "/")).text();
    const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    const decoded = h1?.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(decoded).toBe(hero.heading);
    const heroImgs = html.match(/<img[^>]*\/assets\/photos\/home\/[^>]*>/g) ?? [];
    expect(heroImgs).toHaveLength(1);
    expect(heroImgs[0]).toMatch(/fetchpriority="high"/i);
    expect(heroImgs[0]).toMatch(/loading="eager"/i);
  });

  it("downloads a single hero photo under 120 KB for the first screen of a 412 px phone", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const heroPhotos: { url: string; bytes: number }[] = [];
    page.on("requestfinished", async (req) => {
      if (!req.url().includes("/assets/photos/home/")) return;
      const sizes = await req.sizes();
      heroPhotos.push({ url: req.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(site.url + "/", { waitUntil: "load" });
    await page.waitForTimeout(300);
    expect(heroPhotos, JSON.stringify(heroPhotos)).toHaveLength(1);
    expect(heroPhotos[0]!.bytes).toBeGreaterThan(10_000);
    expect(heroPhotos[0]!.bytes).toBeLessThan(120 * 1024);
    console.log(`first screen at 412 px: ${heroPhotos[0]!.url.split("/").pop()} ${(heroPhotos[0]!.bytes / 1024).toFixed(1)} KB`);
    await context.close();
  });

  it("gives the first screen's photo the connection: its scripts after it, the whole stylesheet once hydrated", async () => {
    const context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // In the order the page does them, whatever the clock says on a busy machine.
    await context.addInitScript(() => {
      const w = window as Window & { steps?: string[] };
      w.steps = [];
      new MutationObserver((records) =>
        records.forEach((r) => {
          const el = r.target as Element;
          if (r.attributeName === "data-hydrated") w.steps!.push("hydrated");
          if (el.id === "full-css" && !el.hasAttribute("disabled")) w.steps!.push("stylesheet asked for");
        }),
      ).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated", "disabled"] });
    });
    await page.goto(site.url + "/", { waitUntil: "load" });
    await hydrated(page);
    const css = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const photo = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")!.currentSrc;
        return {
          photoArrived: entries.find((e) => e.name === photo)!.responseEnd,
          scripts: entries.filter((e) => /\/assets\/.*\.js$/.test(e.name)).map((e) => e.startTime),
          stylesheet: entries.find((e) => /\/assets\/app-\w+\.css$/.test(e.name))?.startTime ?? null,
          steps: (window as Window & { steps?: string[] }).steps,
        };
      });
    await expect.poll(async () => (await css()).stylesheet).not.toBeNull();
    const t = await css();
    expect(t.scripts.length).toBeGreaterThan(2);
    for (const start of [...t.scripts, t.stylesheet!]) expect(start).toBeGreaterThanOrEqual(t.photoArrived);
    expect(t.steps).toEqual(["hydrated", "stylesheet asked for"]);
    await context.close();
  });

  it("hydrates when the first screen's photo fails to load", async () => {
    const { page, context } = await openPage(site, "/", {
      viewport: phone,
      beforeGoto: async (p) => void (await p.route(/\/assets\/photos\/home\//, (r) => r.abort())),
    });
    await hydrated(page);
    await page.getByRole("button", { name: labels.header.openMenu }).click();
    await expect.poll(() => page.getByRole("button", { name: labels.header.closeMenu }).isVisible()).toBe(true);
    await context.close();
  });

  it("preloads the slideshow's other photos only once the page has hydrated, not beside its scripts", async () => {
    const context = await site.browser.newContext({ viewport: phone });
    await recordHydratedAt(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(site.url + "/");
    await hydrated(page);
    await page.locator(".hero__toggle").waitFor();
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const photos = entries.filter((e) => e.name.includes("/assets/photos/home/")).sort((a, b) => a.startTime - b.startTime);
      return { hydrated: (window as Window & { hydratedAt?: number }).hydratedAt!, slideshowStarts: photos.slice(1).map((e) => e.startTime) };
    });
    expect(timing.slideshowStarts).toHaveLength(heroCount - 1);
    for (const start of timing.slideshowStarts) expect(start).toBeGreaterThanOrEqual(timing.hydrated);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("preloads the other photos after hydration, then advances every 5 s and loops back to the first", async () => {
    const homePhotos: string[] = [];
    const { page, context, errors } = await openPage(site, "/", {
      viewport: { width: 1440, height: 900 },
      beforeGoto: async (p) => {
        p.on("request", (r) => {
          if (r.url().includes("/assets/photos/home/")) homePhotos.push(new URL(r.url()).pathname);
        });
        await p.clock.install();
      },
    });
    await hydrated(page);
    // Every photo has preloaded once the slideshow offers its pause button.
    await page.locator(".hero__toggle").waitFor();
    await page.waitForTimeout(300);
    expect(homePhotos).toHaveLength(heroCount);
    await page.clock.pauseAt(Date.now() + 1000);
    const start = (await page.evaluate(heroState, heroAlts)).active;
    const seen = [start];
    for (let i = 0; i < heroCount; i++) {
      await page.clock.runFor(5000);
      const { active, count } = await page.evaluate(heroState, heroAlts);
      seen.push(active);
      // Only the photo in view and its neighbours are on the page; only the one in view is
      // exposed to assistive technology.
      expect(count).toBe(Math.min(3, heroCount));
      expect(await page.locator('.hero__slide[aria-hidden="true"]').count()).toBe(count - 1);
    }
    expect(seen).toEqual(Array.from({ length: heroCount + 1 }, (_, i) => (start + i) % heroCount));
    // The slides reuse the preloaded files: every photo fetched once, in one format and width.
    await page.waitForTimeout(300);
    expect(homePhotos).toHaveLength(heroCount);
    expect(new Set(homePhotos.map((u) => u.split("/").pop()!.replace(/-\d+-\w+\.\w+$/, ""))).size).toBe(heroCount);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [width, expected] of [
    [1440, 3],
    [1024, 2],
    [768, 1],
  ] as const) {
    it(`shows ${expected} testimonial${expected > 1 ? "s" : ""} at a time at ${width} px`, async () => {
      const { page, context, errors } = await openPage(site, "/", { viewport: { width, height: 900 } });
      await hydrated(page);
      const carousel = page.getByRole("region", { name: labels.testimonials.label });
      await carousel.scrollIntoViewIfNeeded();
      const measure = () =>
        carousel.evaluate((root) => {
          const view = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
          const slides = [...root.querySelectorAll<HTMLElement>(".carousel__slide")].map((s) => s.getBoundingClientRect());
          const visible = slides.filter((r) => Math.min(r.right, view.right) - Math.max(r.left, view.left) > r.width / 2);
          return { count: visible.length, widths: visible.map((r) => Math.round(r.width)), view: Math.round(view.width), total: slides.length };
        });
      // Styled from the frame that scrolls it into view (the page's full stylesheet applies then).
      await expect.poll(async () => (await measure()).count).toBe(expected);
      const measured = await measure();
      expect(measured.total).toBe(testimonials.length);
      for (const w of measured.widths) expect(Math.abs(w - measured.view / expected)).toBeLessThan(2);
      const dots = await carousel.getByRole("group", { name: labels.carousel.dots }).getByRole("button").count();
      expect(dots).toBe(testimonials.length - expected + 1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.each([phone, { width: 1280, height: 800 }])("scrolls the testimonials into view where asked, and the page does not move after, at %o", async (viewport) => {
    const { page, context, errors } = await openPage(site, "/", { viewport });
    // As on a slow connection: the whole stylesheet, and with it what is drawn only after
    // hydration (the featured film), arrives after the visitor has scrolled.
    let release = () => {};
    const held = new Promise<void>((ok) => (release = ok));
    await context.route(/\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await hydrated(page);
    const carousel = page.getByRole("region", { name: labels.testimonials.label });
    await carousel.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    const place = () => page.evaluate(() => ({ y: Math.round(scrollY), top: Math.round(document.querySelector(".carousel-testimonials")!.getBoundingClientRect().top) }));
    const first = await place();
    // The page lays out whole from the start: nothing is measured late and moves the section.
    expect(first.top).toBeGreaterThanOrEqual(0);
    expect(first.top).toBeLessThan(viewport.height / 2);
    release();
    await page.waitForFunction(() => (document.getElementById("full-css") as HTMLLinkElement | null)?.sheet);
    if (featuredFilm) await page.locator(".home-film").waitFor({ state: "attached" });
    await page.waitForTimeout(800);
    expect(await place()).toEqual(first);
    expect(await shiftsScrollingThrough(page, viewport.height)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!featuredFilm)("shows films.json's featured film once hydrated, last, where its arrival moves nothing above it", async () => {
    const film = filmById(featuredFilm!.film)!;
    const { page, context, errors } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    const section = page.getByRole("region", { name: featuredFilm!.heading });
    await section.waitFor();
    expect(await section.locator(".film__title").textContent()).toBe(film.title);
    expect(await page.evaluate(() => document.querySelector("main")!.lastElementChild!.classList.contains("home-film"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers the testimonials' buttons as soon as the page has hydrated", async () => {
    const { page, context, errors } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    const carousel = page.getByRole("region", { name: labels.testimonials.label });
    await carousel.getByRole("button", { name: fill(labels.carousel.pause, { label: labels.testimonials.label }) }).click();
    const current = () => carousel.locator('[aria-current="true"]').getAttribute("aria-label");
    const before = await current();
    await carousel.getByRole("button", { name: labels.carousel.next }).click();
    await expect.poll(current).not.toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lays the testimonials out three across after a client-side visit too, with no inline style the CSP would block", async () => {
    const { page, context, errors } = await openPage(site, "/program/", { viewport: { width: 1440, height: 900 } });
    await hydrated(page);
    await page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: pageWords.home.nav!, exact: true }).click();
    const carousel = page.getByRole("region", { name: labels.testimonials.label });
    await carousel.waitFor();
    const widths = await carousel.evaluate((root) =>
      [...root.querySelectorAll(".carousel__slide")].map((s) => Math.round(s.getBoundingClientRect().width)),
    );
    const view = await carousel.locator(".carousel__viewport").evaluate((v) => v.getBoundingClientRect().width);
    for (const w of widths) expect(Math.abs(w - view / 3)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves the testimonials with the dots and the arrows, and pauses with the pause button", async () => {
    const { page, context, errors } = await openPage(site, "/", { viewport: { width: 1440, height: 900 } });
    await hydrated(page);
    const carousel = page.getByRole("region", { name: labels.testimonials.label });
    // Three in view at 1440 px: the last position shows the last three testimonials.
    const last = testimonials.length - 3 + 1;
    await carousel.getByRole("button", { name: fill(labels.carousel.pause, { label: labels.testimonials.label }) }).click();
    await carousel.getByRole("button", { name: fill(labels.carousel.goTo, { n: last }), exact: true }).click();
    await expect.poll(() => carousel.getByRole("button", { name: fill(labels.carousel.goTo, { n: last }), exact: true }).getAttribute("aria-current")).toBe("true");
    const firstVisible = () =>
      carousel.evaluate((root) => {
        const view = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
        const slides = [...root.querySelectorAll(".carousel__slide")];
        return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - view.left) < 2);
      });
    await expect.poll(firstVisible).toBe(last - 1);
    await carousel.getByRole("button", { name: labels.carousel.next }).click();
    await expect.poll(firstVisible).toBe(0);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(firstVisible).toBe(last - 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
