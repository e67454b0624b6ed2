import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startSite, openPage, hydrated, isPageScript, recordHydratedAt, shiftsScrollingThrough, phone, desktop, type Site } from "./harness";
import { routeById } from "../../src/shell/routes";
import { href, languages } from "../../src/shell/links";
import { hero } from "../../src/content/home";
import { photoSet } from "../../src/content/photos";
import { labels } from "../../src/content/labels";
import { pageWords } from "../../src/content/pages";
import { testimonials } from "../../src/content/testimonials";
import { fill } from "../../src/lib/localize";

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

/** Answers `path` with an empty script `ms` late: a page made to wait for it. Returns when it was answered (0 until then). */
async function emptyScriptAfter(page: Page, path: string, ms: number): Promise<() => number> {
  let served = 0;
  await page.route(site.url + path, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    served = Date.now();
    await route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return () => served;
}

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

  it("gives the first screen's photo the connection, then the first screen's scripts, then the later part's, and the whole stylesheet once hydrated", async () => {
    const context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // When the page hydrated whole, to compare with when it asked for the stylesheet.
    await recordHydratedAt(context);
    const events: string[] = [];
    const name = (url: string) => new URL(url).pathname.split("/").pop()!;
    page.on("request", (r) => {
      // The loader itself (load-*.js) is asked for by the head, with the photo: it is what waits.
      if (new URL(r.url()).pathname.match(/^\/assets\/(chunks\/)?(?!load-)\w+-\w+\.(js|css)$/)) events.push(`request ${name(r.url())}`);
    });
    page.on("requestfinished", (r) => {
      if (r.url().includes("/assets/photos/home/")) events.push("hero photo");
      if (/\/assets\/app-\w+\.js$/.test(r.url())) events.push("entry arrived");
    });
    await page.goto(site.url + "/", { waitUntil: "load" });
    await hydrated(page);
    const at = (pattern: RegExp) => events.findIndex((e) => pattern.test(e));
    // The page still hydrates; every script comes after the photo.
    expect(events[0], events.join("\n")).toBe("hero photo");
    expect(events.filter((e) => /^request .*\.js$/.test(e)).length).toBeGreaterThan(2);
    // The later sections' chunk and the whole stylesheet (which nothing on the first screen needs)
    // only once the entry has arrived: they would share the connection with it.
    expect(at(/^request HomeLaterSections-/), events.join("\n")).toBeGreaterThan(at(/^entry arrived/));
    // The stylesheet, which the home page applies only at the first scroll, not before the page
    // has hydrated whole: it would share the connection with the later part's chunks.
    const css = () =>
      page.evaluate(() => ({
        asked: performance.getEntriesByType("resource").find((e) => /\/assets\/app-\w+\.css$/.test(e.name))?.startTime ?? null,
        hydrated: (window as Window & { hydratedAt?: number }).hydratedAt ?? null,
      }));
    await expect.poll(async () => (await css()).asked).not.toBeNull();
    const { asked, hydrated: hydratedAt } = await css();
    expect(asked!).toBeGreaterThanOrEqual(hydratedAt!);
    expect(at(/^request app-\w+\.css$/), events.join("\n")).toBeGreaterThan(at(/^entry arrived/));
    await context.close();
  });

  it("asks for the later part's chunks when the entry has arrived, not once it has run", async () => {
    // The entry made to wait 2 s before it can run: a static import answered late.
    let heldServed = () => 0;
    let laterAsked = 0;
    const { page, context, errors } = await openPage(site, "/", {
      viewport: phone,
      beforeGoto: async (p) => {
        p.on("request", (r) => {
          if (/\/HomeLaterSections-\w+\.js$/.test(r.url()) && !laterAsked) laterAsked = Date.now();
        });
        await p.route(/\/assets\/app-\w+\.js$/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: `import "/held.js";\n${await response.text()}` });
        });
        heldServed = await emptyScriptAfter(p, "/held.js", 2000);
      },
    });
    await hydrated(page);
    expect(heldServed()).toBeGreaterThan(0);
    expect(laterAsked).toBeGreaterThan(0);
    expect(laterAsked).toBeLessThan(heldServed());
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates when its loader runs before the page has been parsed", async () => {
    // A parser-blocking script at the end of the body, answered after 0.5 s, keeps the document
    // loading while the async loader arrives and runs.
    let blockerServed = () => 0;
    const firstScript: number[] = [];
    const { page, context, errors } = await openPage(site, "/", {
      viewport: phone,
      beforeGoto: async (p) => {
        p.on("request", (r) => {
          if (isPageScript(r.url())) firstScript.push(Date.now());
        });
        await p.route(site.url + "/", async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace("</body>", '<script src="/parse-blocker.js"></script></body>');
          await route.fulfill({ response, body });
        });
        blockerServed = await emptyScriptAfter(p, "/parse-blocker.js", 500);
      },
    });
    await hydrated(page);
    expect(blockerServed()).toBeGreaterThan(0);
    expect(firstScript.length).toBeGreaterThan(2);
    expect(Math.min(...firstScript)).toBeGreaterThanOrEqual(blockerServed());
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still hydrates in a browser that reports no largest-contentful-paint entries", async () => {
    const { page, context, errors } = await openPage(site, "/", {
      viewport: phone,
      beforeGoto: async (p) =>
        void (await p.addInitScript(() => {
          const types = PerformanceObserver.supportedEntryTypes.filter((t) => t !== "largest-contentful-paint");
          Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => types });
        })),
    });
    await hydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a slow connection asks for its scripts when the hero photo has arrived, without waiting for it to be painted", async () => {
    // Both signals of the paint held back by 4 s: no largest-contentful-paint entries, and decode()
    // resolving late. A fast connection waits for them; a slow one (Chromium's emulation sets
    // navigator.connection, 3g at a 300 ms round trip) needs only the photo's last byte.
    const holdPaintSignals = `{
      const types = PerformanceObserver.supportedEntryTypes.filter((t) => t !== "largest-contentful-paint");
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => types });
      const decode = HTMLImageElement.prototype.decode;
      HTMLImageElement.prototype.decode = function () {
        return decode.call(this).then(() => new Promise((done) => setTimeout(done, 4000)));
      };
    }`;
    const firstScriptAfterPhoto = async (slow: boolean) => {
      const { page, context, errors } = await openPage(site, "/", {
        viewport: phone,
        beforeGoto: async (p) => {
          const cdp = await p.context().newCDPSession(p);
          await cdp.send("Network.enable");
          if (slow) await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 300, downloadThroughput: 250_000, uploadThroughput: 250_000 });
          // A string: a compiled function would bring the compiler's helpers (__name), undefined in the page.
          await p.addInitScript({ content: holdPaintSignals });
        },
      });
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const photo = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")!.currentSrc;
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return { photoArrived: entries.find((e) => e.name === photo)!.responseEnd, requests: entries.map((e) => ({ url: e.name, start: e.startTime })) };
      });
      expect(errors).toEqual([]);
      await context.close();
      const scripts = timing.requests.filter((r) => isPageScript(r.url)).map((r) => r.start);
      expect(scripts.length).toBeGreaterThan(1);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(timing.photoArrived);
      return Math.min(...scripts) - timing.photoArrived;
    };
    expect(await firstScriptAfterPhoto(false)).toBeGreaterThan(3500);
    expect(await firstScriptAfterPhoto(true)).toBeLessThan(1500);
  });

  it("preloads the slideshow's other photos only once the sections below have their code, not beside it", async () => {
    const { page, context, errors } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    await page.locator(".hero__toggle").waitFor();
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const later = entries.find((e) => /\/HomeLaterSections-\w+\.js$/.test(e.name))!;
      const photos = entries.filter((e) => e.name.includes("/assets/photos/home/")).sort((a, b) => a.startTime - b.startTime);
      return { laterArrived: later.responseEnd, slideshowStarts: photos.slice(1).map((e) => e.startTime) };
    });
    expect(timing.slideshowStarts).toHaveLength(heroCount - 1);
    for (const start of timing.slideshowStarts) expect(start).toBeGreaterThanOrEqual(timing.laterArrived);
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

  it.each([phone, desktop])("lays out the sections below the first screen as they near it, with no layout shift on the way down, at %o", async (viewport) => {
    const { page, context, errors } = await openPage(site, "/", { viewport });
    await hydrated(page);
    const later = page.locator(".later");
    expect(await later.count()).toBeGreaterThan(0);
    // Far below the first screen, the browser has not laid out the last one's contents yet.
    const laidOut = () => later.last().evaluate((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    expect(await shiftsScrollingThrough(page, viewport.height)).toBe(0);
    expect(await laidOut()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates its first screen before the sections below arrive, and keeps their prerendered elements when they do", async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const { page, context, errors } = await openPage(site, "/", {
      viewport: phone,
      beforeGoto: async (p) => {
        // The later sections' chunk waits until the test lets it through.
        await p.route(/\/assets\/chunks\/HomeLaterSections-[^/]*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await p.addInitScript(() => {
          // As CLS counts them: not those right after the visitor's own input (the carousel's slide).
          const w = window as unknown as { shifts: number };
          w.shifts = 0;
          new PerformanceObserver((list) =>
            list.getEntries().forEach((e) => {
              const shift = e as unknown as { value: number; hadRecentInput: boolean };
              if (!shift.hadRecentInput) w.shifts += shift.value;
            }),
          ).observe({ type: "layout-shift", buffered: true });
        });
      },
    });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "first");
    const carousel = page.getByRole("region", { name: labels.testimonials.label });
    // Prerendered and in place while its code is held back; marked, to see it is the same element after.
    await carousel.evaluate((el) => ((el as unknown as { seen: boolean }).seen = true));
    const next = carousel.getByRole("button", { name: labels.carousel.next });
    // The first screen works already: the header's menu opens.
    await page.getByRole("button", { name: labels.header.openMenu }).click();
    await expect.poll(() => page.getByRole("button", { name: labels.header.closeMenu }).isVisible()).toBe(true);
    await page.getByRole("button", { name: labels.header.closeMenu }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("first");

    release();
    await hydrated(page);
    expect(await carousel.evaluate((el) => (el as unknown as { seen?: boolean }).seen)).toBe(true);
    // Hydrated: its buttons work (paused first, so only the click can move it).
    await carousel.getByRole("button", { name: fill(labels.carousel.pause, { label: labels.testimonials.label }) }).click();
    const current = () => carousel.locator('[aria-current="true"]').getAttribute("aria-label");
    const before = await current();
    await next.click();
    await expect.poll(current).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lays the testimonials out three across after a client-side visit too, with no inline style the CSP would block", async () => {
    const { page, context, errors } = await openPage(site, "/program", { viewport: { width: 1440, height: 900 } });
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
