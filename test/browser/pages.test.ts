import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, goOffline, shiftsScrollingThrough, phone, desktop, exactly, filled, type Site } from "./harness";
import { studio } from "../../src/content/studio";
import { plans, pricingCopy } from "../../src/content/plans";
import { faq as faqItems } from "../../src/content/faq";
import { formatRupees } from "../../src/lib/format";
import { galleryPhotos, programCopy } from "../../src/content/gallery";
import { photoSet } from "../../src/content/photos";
import { labels } from "../../src/content/labels";
import { about } from "../../src/content/about";
import { fill } from "../../src/lib/localize";
import { photoCredits } from "../../src/content/credits";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

/** The program carousel's photos, from the content. */
const programCount = photoSet(programCopy.carouselSet).length;
/** Slide n of the program carousel as it names itself (n wraps: 0 is the last). */
const slideName = (n: number) => fill(labels.carousel.slideOf, { n: ((n - 1 + programCount) % programCount) + 1, count: programCount });

/** The program carousel's slide in view ("N of count"), and where its photo sits. */
async function programSlide(page: Page) {
  return page.evaluate(({ label, kind, slide }) => {
    const root = [...document.querySelectorAll("[aria-roledescription]")].find((c) => c.getAttribute("aria-roledescription") === kind && c.getAttribute("aria-label") === label)!;
    const slides = [...root.querySelectorAll("[aria-roledescription]")].filter((s) => s.getAttribute("aria-roledescription") === slide);
    const visible = slides.filter((s) => !s.hasAttribute("inert")).map((s) => s.getAttribute("aria-label"));
    const viewport = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
    // The slide whose box lies inside the viewport once the transition has finished.
    const onScreen = slides
      .filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
      })
      .map((s) => s.getAttribute("aria-label"));
    const current = root.querySelector('.carousel__dot[aria-current="true"]')?.getAttribute("aria-label");
    return { count: slides.length, visible, onScreen, current };
  }, { label: programCopy.carouselLabel, kind: labels.carousel.kind, slide: labels.carousel.slide });
}

/** The vertical offset of each gallery column, from its computed transform. */
const columnOffsets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".gallery__column")].map((c) => new DOMMatrixReadOnly(getComputedStyle(c).transform).m42),
  );

/** Hydration adds the gallery photos the HTML left out (all but five a column). */
const galleryComplete = (page: Page) => page.waitForFunction((n) => document.querySelectorAll(".gallery .photo__img").length >= n, galleryPhotos().length);

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok(null)))));

describe("/program carousel", () => {
  it("shows the program photos one at a time, wrapping both ways, with arrows, dots and keys", async () => {
    const { page, context, errors } = await openPage(site, "/program/", {
      viewport: desktop,
      beforeGoto: async (p) => {
        await p.clock.install();
      },
    });
    await hydrated(page);
    const carousel = page.getByRole("region", { name: programCopy.carouselLabel });
    expect(await programSlide(page)).toEqual({ count: programCount, visible: [slideName(1)], onScreen: [slideName(1)], current: fill(labels.carousel.goTo, { n: 1 }) });

    // The slide moves with a 500 ms CSS transition, which runs on the compositor's real clock.
    const settlesOn = async (n: number) => {
      await page.clock.runFor(500);
      await expect.poll(() => programSlide(page), { timeout: 2000 }).toMatchObject({
        visible: [slideName(n)],
        onScreen: [slideName(n)],
        current: fill(labels.carousel.goTo, { n: ((n - 1 + programCount) % programCount) + 1 }),
      });
    };

    // Previous from the first shows the last.
    await carousel.getByRole("button", { name: labels.carousel.previous }).click();
    await settlesOn(programCount);
    // Next from the last goes back to the first.
    await carousel.getByRole("button", { name: labels.carousel.next }).click();
    await settlesOn(1);
    const middle = Math.ceil(programCount / 2);
    await carousel.getByRole("button", { name: fill(labels.carousel.goTo, { n: middle }) }).click();
    await settlesOn(middle);
    // Arrow keys while focus is in the carousel.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await settlesOn(middle + 2);
    await page.keyboard.press("ArrowLeft");
    await settlesOn(middle + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits the arrows and the dots on a 375 px phone", async () => {
    const { page, context } = await openPage(site, "/program/", { viewport: phone });
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    const dots = await page.getByRole("group", { name: labels.carousel.dots }).boundingBox();
    expect(dots!.x).toBeGreaterThanOrEqual(0);
    expect(dots!.x + dots!.width).toBeLessThanOrEqual(phone.width);
    await context.close();
  });
});

describe("/program parallax gallery", () => {
  it("is headed by the studio name and location, with the gallery's photos, all loading lazily", async () => {
    const html = await (await fetch(site.url + "/program/")).text();
    const start = html.indexOf('class="gallery"');
    // Up to the next section (the row of stories below it has photos of its own).
    const end = html.indexOf('class="section container program__row"', start);
    const gallery = html.slice(start, end < 0 ? undefined : end);
    // The raw HTML carries the first five of each column (one round trip); hydration adds the rest.
    const imgs = gallery.match(/<img [^>]*class="photo__img[ "][^>]*>/g) ?? [];
    expect(imgs).toHaveLength(Math.min(15, galleryPhotos().length));
    expect(imgs.every((img) => img.includes('loading="lazy"'))).toBe(true);
    const { page, context } = await openPage(site, "/program/", { viewport: desktop });
    await hydrated(page);
    await galleryComplete(page);
    const shown = await page.locator(".gallery .photo__img").evaluateAll((els) => els.map((el) => el.getAttribute("loading")));
    expect(shown.length).toBe(galleryPhotos().length);
    expect(shown.every((l) => l === "lazy")).toBe(true);
    await context.close();
    expect(gallery).toMatch(/<h2 [^>]*class="gallery__title"/);
    expect(gallery).toContain(`>${escapeHtml(studio.name)}</h2>`);
    expect(gallery).toContain(`class="gallery__location">${escapeHtml(studio.location)}`);
  });

  it("shows each photo's blurred placeholder as the visitor scrolls, while the photo is still on its way", async () => {
    // Only the priority photo's placeholder (the carousel's first) is loaded as the HTML is
    // parsed; the rest are lazy.
    const html = await (await fetch(site.url + "/program/")).text();
    const placeholders = html.match(/<img class="photo__placeholder"[^>]*>/g) ?? [];
    const lazy = placeholders.filter((img) => img.includes('loading="lazy"')).length;
    expect(placeholders.length - lazy).toBe(programCount > 0 ? 1 : 0);
    for (const javaScriptEnabled of [true, false]) {
      const { page, context } = await openPage(site, "/program/", {
        viewport: phone,
        javaScriptEnabled,
        // The photos never arrive: what shows meanwhile is the placeholder.
        beforeGoto: async (p) => {
          await p.route(/\/assets\/photos\//, () => {});
        },
        waitUntil: "domcontentloaded",
      });
      let lazySeen = 0;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += phone.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
        const inView = await page.locator(".photo__placeholder").evaluateAll((els) =>
          (els as HTMLImageElement[])
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
            })
            .map((el) => ({ shown: el.complete && el.naturalWidth > 0, lazy: el.loading === "lazy" })),
        );
        expect(inView.every((p) => p.shown), `at ${y} px, script ${javaScriptEnabled}`).toBe(true);
        lazySeen += inView.filter((p) => p.lazy).length;
      }
      expect(lazySeen > 0 || lazy === 0).toBe(true);
      await context.close();
    }
  });

  it("moves its three columns by different amounts as the page scrolls", async () => {
    const { page, context, errors } = await openPage(site, "/program/", { viewport: desktop });
    await hydrated(page);
    await galleryComplete(page);
    const gallery = page.locator(".gallery__track");
    await gallery.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.querySelector(".gallery__track")!.getBoundingClientRect().top + window.scrollY));
    // Photos that decode as they near the screen can still settle a column's height: measure once
    // the columns have kept their heights for a few frames.
    const heights = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".gallery__column")].map((c) => c.offsetHeight).join());
    let last = "";
    await expect.poll(async () => (last === (last = await heights()) ? "steady" : "moving"), { interval: 300 }).toBe("steady");
    await nextFrames(page);
    const before = await columnOffsets(page);
    await page.evaluate(() => window.scrollBy(0, 600));
    // The offsets follow on the next animation frame after the scroll event.
    await expect.poll(async () => (await columnOffsets(page))[0]).toBeCloseTo(before[0]! - 600, 0);
    // Each column follows on its own frame: wait until the middle one, which runs the other way, has.
    await expect.poll(async () => Math.sign((await columnOffsets(page))[1]! - before[1]!)).toBe(1);
    const after = await columnOffsets(page);
    const moved = after.map((y, i) => Math.round(y - before[i]!));
    expect(moved).toHaveLength(3);
    expect(moved.every((d) => d !== 0)).toBe(true);
    expect(new Set(moved).size).toBe(3);
    // The middle column runs the other way.
    expect(Math.sign(moved[0]!)).toBe(-1);
    expect(Math.sign(moved[1]!)).toBe(1);
    // The window stays pinned below the header while the columns move.
    const box = await page.locator(".gallery__window").boundingBox();
    expect(box!.height).toBeCloseTo(640, -1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the main thread free while scrolling through the gallery: no task over 50 ms", async () => {
    const { page, context } = await openPage(site, "/program/", { viewport: desktop });
    await hydrated(page);
    await page.waitForLoadState("load");
    const top = await page.evaluate(async () => {
      const track = document.querySelector(".gallery__track")!;
      const top = track.getBoundingClientRect().top + window.scrollY;
      // A first pass loads the photos, so what is measured is the scrolling, not image decoding.
      for (let y = top - 900; y < top + 3500; y += 300) {
        window.scrollTo(0, y);
        await new Promise((ok) => requestAnimationFrame(ok));
      }
      await new Promise((ok) => setTimeout(ok, 500));
      window.scrollTo(0, top - 400);
      return top;
    });
    await site.browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    const observed = await page.evaluate(async (top) => {
      const long: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) long.push(Math.round(e.duration));
      });
      observer.observe({ type: "longtask" });
      for (let i = 0; i < 100; i++) {
        window.scrollBy(0, 35);
        await new Promise((ok) => requestAnimationFrame(ok));
      }
      await new Promise((ok) => setTimeout(ok, 100));
      observer.disconnect();
      return { long, scrolled: Math.round(window.scrollY - (top - 400)) };
    }, top);
    const trace = JSON.parse((await site.browser.stopTracing()).toString()) as {
      traceEvents: { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args: { name?: string } }[];
    };
    expect(observed.scrolled).toBe(3500);
    // The longtask API measures wall-clock time, which on a busy shared machine includes time the
    // renderer was waiting for a CPU core. The trace's thread time (tdur) is the work itself.
    const main = trace.traceEvents.find((e) => e.ph === "M" && e.name === "thread_name" && e.args.name === "CrRendererMain")!;
    const tasks = trace.traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask");
    const cpu = tasks.map((t) => Math.round((t.tdur ?? t.dur ?? 0) / 1000));
    expect(tasks.length).toBeGreaterThan(50);
    expect(cpu.filter((ms) => ms > 50), JSON.stringify({ longtaskApi: observed.long, longestCpu: Math.max(...cpu) })).toEqual([]);
    await context.close();
  });

  it("stays a still grid under prefers-reduced-motion", async () => {
    const { page, context } = await openPage(site, "/program/", { viewport: desktop, reducedMotion: "reduce" });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.querySelector(".gallery__track")!.getBoundingClientRect().top + window.scrollY + 400));
    await nextFrames(page);
    expect(await columnOffsets(page)).toEqual([0, 0, 0]);
    expect(await page.locator(".gallery__track").getAttribute("data-parallax")).toBeNull();
    await context.close();
  });
});

describe("/program lightbox", () => {
  it("opens a photo with Enter, moves with the arrow keys, closes on Escape and returns focus to the photo", async () => {
    const { page, context, errors } = await openPage(site, "/program/", { viewport: desktop });
    await hydrated(page);
    const opener = page.getByRole("button", { name: filled(labels.gallery.open) }).nth(2);
    const name = await opener.getAttribute("aria-label");
    await opener.scrollIntoViewIfNeeded();
    await expect.poll(() => opener.locator("img.photo__img").evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const photoTitle = (n: number) => fill(labels.lightbox.title, { n, count: galleryPhotos().length });
    expect(await dialog.getByRole("heading").textContent()).toBe(photoTitle(3));
    const img = dialog.locator("img.photo__img");
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    // A larger variant than the gallery's thumbnail of the same photo: the one for a 1440 px screen.
    const thumbnail = await opener.locator("img.photo__img").evaluate((i: HTMLImageElement) => i.naturalWidth);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThanOrEqual(2 * thumbnail);

    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByRole("heading").textContent()).toBe(photoTitle(4));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await dialog.getByRole("heading").textContent()).toBe(photoTitle(2));
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/program lightbox without a connection", () => {
  it("says a photo chosen before its code has come opens once back online, then opens it", async () => {
    // The lightbox's code comes as the gallery nears the screen: here the network is gone first.
    const { page, context } = await openPage(site, "/program/", {
      viewport: phone,
      beforeGoto: async (p) => void (await p.context().route(/\/chunks\/Lightbox-/, (route) => route.abort("internetdisconnected"))),
    });
    await hydrated(page);
    await goOffline(page);
    const opener = page.getByRole("button", { name: filled(labels.gallery.open) }).first();
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    await page.getByText(labels.lightbox.offline).waitFor();
    const dialog = page.getByRole("dialog");
    expect(await dialog.isVisible()).toBe(false);
    await context.unroute(/\/chunks\/Lightbox-/);
    await context.setOffline(false);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await context.close();
  });
});

describe("/pricing/", () => {
  it("shows every plan and toggles each FAQ answer by its question, by mouse and keyboard", async () => {
    const { page, context, errors } = await openPage(site, "/pricing/", {
      viewport: phone,
      // The lead popup is the booking engineer's; here it has been seen already.
      beforeGoto: async (p) => {
        await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
      },
    });
    await hydrated(page);
    for (const plan of plans) {
      const card = page.getByRole("article", { name: plan.name });
      expect(await card.getByText(formatRupees(plan.price)).isVisible()).toBe(true);
      if (plan.featured) expect(await card.getByText(labels.plan.featured).isVisible()).toBe(true);
    }

    const faq = page.getByRole("region", { name: pricingCopy.faqTitle });
    const questions = faq.getByRole("button");
    expect(await questions.count()).toBe(faqItems.length);
    const firstAnswer = faqItems[0]!.answer;
    const first = questions.nth(0);
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    expect(await faq.getByText(firstAnswer).isVisible()).toBe(true);
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await faq.getByText(firstAnswer).isVisible()).toBe(false);

    const second = questions.nth(1);
    await second.focus();
    await page.keyboard.press("Enter");
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await faq.getByText(faqItems[1]!.answer).isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await second.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/about/", () => {
  it("has all its content in the raw HTML, before any script runs", async () => {
    const photos: string[] = [];
    const { page, context } = await openPage(site, "/about/", {
      javaScriptEnabled: false,
      beforeGoto: async (p) => {
        p.on("requestfinished", (r) => {
          if (r.url().includes("/assets/photos/about/")) photos.push(r.url());
        });
      },
    });
    expect(await page.locator("h1").textContent()).toBe(labels.about.title);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const paragraph of about.founder.blurb) expect(text).toContain(paragraph);
    for (const word of about.captures.items) {
      expect(await page.getByRole("listitem").filter({ hasText: exactly(word) }).count(), word).toBe(1);
    }
    for (const role of about.roles.items.map((r) => r.title)) {
      expect(await page.getByRole("heading", { level: 3, name: role, exact: true }).count(), role).toBe(1);
    }
    expect(await page.getByRole("heading", { name: about.whyUs.title, exact: true }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: about.skills.title, exact: true }).count()).toBe(1);
    // The founder's profile photo, described, loads without script.
    expect(await page.locator(".about__portrait img.photo__img").getAttribute("alt")).toBeTruthy();
    await expect.poll(() => photos.length).toBe(1);
    await context.close();
  });
});

describe("a long text with line breaks", () => {
  it("shows each line the owner typed in a paragraph on a line of its own", async () => {
    const { page, context } = await openPage(site, "/pricing/", { viewport: phone });
    await hydrated(page);
    // A paragraph of the page's own words, given the text /admin/ saves for two lines.
    const lines = await page.locator("main p").first().evaluate((p) => {
      const height = (text: string) => ((p.textContent = text), p.getBoundingClientRect().height);
      return height("One line\nand another") / height("One line");
    });
    expect(lines).toBeGreaterThan(1.8);
    await context.close();
  });
});

describe("/credits/", () => {
  it.each([phone, desktop])("lists every credit with no layout shift on the way down, at %o", async (viewport) => {
    const { page, context, errors } = await openPage(site, "/credits/", { viewport });
    await hydrated(page);
    expect(await page.locator(".credits__item").count()).toBe(photoCredits.length);
    expect(await shiftsScrollingThrough(page, viewport.height)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
