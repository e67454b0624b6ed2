import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Route } from "playwright-core";
import { findChromium, playwrightArgs } from "./chromium";
import { startSite, openPage, hydrated, isPageScript, phone, desktop, type Site } from "./harness";
import { hero } from "../../src/content/home";
import { programCopy } from "../../src/content/gallery";
import { pricingCopy } from "../../src/content/plans";
import { thankYouCopy } from "../../src/content/enquiry";
import { labels } from "../../src/content/labels";
import { pageWords } from "../../src/content/pages";
import { href, navLinks } from "../../src/shell/links";

const pages = [
  { path: "/", heading: hero.heading },
  { path: "/program/", heading: programCopy.title },
  { path: "/about/", heading: labels.about.title },
  { path: "/pricing/", heading: pricingCopy.title },
  { path: "/thank-you/", heading: thankYouCopy.title },
];

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe("every route", () => {
  it("has its heading in the raw HTML, before any script runs", async () => {
    for (const { path, heading } of pages) {
      const { page, context } = await openPage(site, path, { javaScriptEnabled: false });
      const h1 = await page.locator("h1").first().textContent();
      expect(h1, path).toMatch(heading);
      await context.close();
    }
  });

  it("hydrates with no console error and has its own title", async () => {
    const titles = new Set<string>();
    for (const { path } of pages) {
      const { page, context, errors } = await openPage(site, path);
      await hydrated(page);
      expect(errors, path).toEqual([]);
      titles.add(await page.title());
      await context.close();
    }
    expect(titles.size).toBe(pages.length);
  });

  it("asks for its scripts only once its first screen's photo has arrived, or at once on a page without one", async () => {
    for (const { path } of pages) {
      const { page, context, errors } = await openPage(site, path, { viewport: phone });
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const photo = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")?.currentSrc;
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return { photoArrived: entries.find((e) => e.name === photo)?.responseEnd ?? 0, requests: entries.map((e) => ({ url: e.name, start: e.startTime })) };
      });
      const scripts = timing.requests.filter((r) => isPageScript(r.url)).map((r) => r.start);
      expect(scripts.length, path).toBeGreaterThan(1);
      for (const start of scripts) expect(start, path).toBeGreaterThanOrEqual(timing.photoArrived);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  it("evaluates its scripts in the tests' and bench's browser as a visitor's browser does: no re-parsing them for DevTools stacks", async () => {
    // Why, in playwrightArgs (chromium.ts). V8 ignores a flag it no longer knows: the trace shows each re-parse.
    const { page, context, errors } = await openPage(site, "/", { viewport: phone, beforeGoto: (p) => site.browser.startTracing(p, { categories: ["v8", "disabled-by-default-v8.compile"] }) });
    await hydrated(page);
    type Event = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { data?: { url?: string } } };
    const trace = JSON.parse((await site.browser.stopTracing()).toString()) as { traceEvents: Event[] };
    // The site's main thread: where its modules were compiled (the trace has Chromium's own pages too).
    const ours = trace.traceEvents.find((e) => e.name === "v8.compileModule" && e.args?.data?.url?.startsWith(site.url))!;
    const spans = (name: string) => trace.traceEvents.filter((e) => e.ph === "X" && e.name === name && e.pid === ours.pid && e.tid === ours.tid);
    const evaluations = spans("v8.evaluateModule");
    const reparsed = spans("V8.CollectSourcePositions").filter((c) => evaluations.some((e) => c.ts >= e.ts && c.ts <= e.ts + e.dur!));
    const ms = (list: { dur?: number }[]) => list.reduce((sum, e) => sum + e.dur! / 1000, 0);
    expect(evaluations.length).toBeGreaterThan(0);
    // Without the flag: 85 to 90% of the evaluation (97 of 110 ms).
    expect(ms(reparsed), `re-parsed ${ms(reparsed).toFixed(1)} of ${ms(evaluations).toFixed(1)} ms`).toBeLessThan(ms(evaluations) * 0.2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads each page without Chromium starting its omnibox popup beside it, and keeps Playwright's own flags", async () => {
    // Why, in chromium.ts: without the flag every new context started two such WebUI pages.
    const { page, context } = await openPage(site, "/", { viewport: phone });
    await hydrated(page);
    const cdp = await site.browser.newBrowserCDPSession();
    const { targetInfos: all } = (await cdp.send("Target.getTargets")) as { targetInfos: { url: string }[] };
    await cdp.detach();
    expect(all.some((t) => t.url.startsWith(site.url))).toBe(true);
    expect(all.filter((t) => t.url.startsWith("chrome://")).map((t) => t.url)).toEqual([]);
    await context.close();
    // Chromium reads only the last --disable-features: it must still hold the ones Playwright sets.
    const server = await chromium.launchServer({ executablePath: findChromium()!, args: playwrightArgs });
    const lists = server.process().spawnargs.filter((a) => a.startsWith("--disable-features=")).map((a) => a.split("=")[1]!.split(","));
    await server.close();
    expect(lists.length).toBeGreaterThan(1);
    for (const feature of lists.flat()) expect(lists.at(-1)).toContain(feature);
  });

  it("answers an unknown path with the friendly not-found page and status 404", async () => {
    const { page, context } = await openPage(site, "/no-such-page");
    const res = await page.request.get(site.url + "/no-such-page");
    expect(res.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator("h1").textContent()).resolves.toBe(labels.notFound.title);
    // Its links back in rows, each centred: none left alone at one side, wide or on a phone.
    const rowsOffCentre = () =>
      page.locator(".not-found__links").evaluate((list) => {
        const box = list.getBoundingClientRect();
        const rows = new Map<number, { left: number; right: number }>();
        for (const a of list.querySelectorAll("a")) {
          const r = a.getBoundingClientRect();
          const row = rows.get(Math.round(r.top)) ?? { left: Infinity, right: -Infinity };
          rows.set(Math.round(r.top), { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right) });
        }
        return [...rows.values()].map((row) => Math.abs(row.left - box.left - (box.right - row.right)));
      });
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(Math.max(...(await rowsOffCentre())), `a row's links off centre at ${viewport.width} px`).toBeLessThanOrEqual(2);
    }
    await page.getByRole("link", { name: pageWords.pricing.nav }).first().click();
    await page.waitForURL(site.url + href("pricing"));
    await context.close();
  });

  it("shows its page at its address without the slash, where a host serves it so, and links on in the slash form", async () => {
    const about = href("about");
    const bare = about.slice(0, -1);
    const { page, context, errors } = await openPage(site, bare, {
      beforeGoto: async (p) => {
        const real = await p.request.get(site.url + about);
        const body = await real.body();
        await p.route(site.url + bare, (route) => route.fulfill({ status: 200, headers: real.headers(), body }));
        await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
      },
    });
    await hydrated(page);
    expect(page.url()).toBe(site.url + bare);
    await expect(page.locator("h1").first().textContent()).resolves.toMatch(labels.about.title);
    await page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: pageWords.pricing.nav, exact: true }).click();
    await page.waitForURL(site.url + href("pricing"));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("navigation", () => {
  it("moves between all routes on the client, scrolling to the top each time", async () => {
    // A visitor who has answered the pricing page's lead popup already, so it does not cover the menu.
    const { page, context, errors } = await openPage(site, "/", {
      beforeGoto: async (p) => {
        await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
      },
    });
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: labels.header.nav });
    // Every menu link from the home page, then back home last.
    const [home, ...others] = navLinks;
    for (const [name, path] of [...others, home!].map((l) => [l.label, href(l.id)] as const)) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await nav.getByRole("link", { name, exact: true }).click();
      await page.waitForURL(site.url + path);
      await expect(nav.getByRole("link", { name, exact: true }).getAttribute("aria-current")).resolves.toBe("page");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
    // Client-side: the document was never reloaded, so the hydration mark is still there.
    await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the header visible after scrolling", async () => {
    const { page, context } = await openPage(site, "/", { viewport: desktop });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await page.locator("header").first().boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.locator("header").first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("has a working menu button on a 375 px phone, before the whole stylesheet has come", async () => {
    // A visitor on slow data taps the menu as soon as the page works: the stylesheet fetched
    // after hydration is still on its way.
    const held: Route[] = [];
    const { page, context } = await openPage(site, "/", {
      viewport: phone,
      beforeGoto: async (p) => {
        await p.route(/\/assets\/app-[^/]*\.css$/, (r) => void held.push(r));
      },
    });
    await hydrated(page);
    const button = page.getByRole("button", { name: labels.header.openMenu });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: pageWords.about.nav }).isVisible()).resolves.toBe(false);
    await button.click();
    const close = page.getByRole("button", { name: labels.header.closeMenu });
    await expect(close.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(held.length).toBe(1);
    await expect(page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: pageWords.about.nav }).isVisible()).resolves.toBe(true);
    for (const r of held) await r.continue();
    await page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: pageWords.about.nav }).click();
    await page.waitForURL(site.url + "/about/");
    await expect(page.getByRole("button", { name: labels.header.openMenu }).getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByRole("navigation", { name: labels.header.nav }).getByRole("link", { name: pageWords.pricing.nav }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});
