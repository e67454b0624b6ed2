// `npm run screenshots`: every page and overlay at 375 px and 1440 px, in screenshots/.
import { mkdir, rm } from "node:fs/promises";
import type { Page } from "playwright-core";
import { build } from "../../build";
import { languages } from "../../src/content/load";
import { href } from "../../src/shell/links";
import { startSite, openPage, hydrated, phone, desktop } from "./harness";
import { devanagariFont, noDevanagariFont } from "./chromium";
import { testConfig, testDistDir } from "./test-config";

const outDir = process.env.SCREENSHOTS_DIR ?? "screenshots";
const sizes = { "375": phone, "1440": desktop } as const;

async function settle(page: Page) {
  await hydrated(page);
  await page.waitForTimeout(500);
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
      window.scrollTo(0, y);
      await new Promise((ok) => setTimeout(ok, 50));
    }
    for (let i = 0; i < 100 && [...document.querySelectorAll("img")].some((img) => !img.complete); i++) {
      await new Promise((ok) => setTimeout(ok, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(800);
}

/** Once more on a timeout: a long page's capture has stalled past 30 s on a busy machine. */
async function shoot(page: Page, options: Parameters<Page["screenshot"]>[0]) {
  await page.screenshot(options).catch(() => page.screenshot(options));
}

if (!devanagariFont()) console.warn(noDevanagariFont);
const built = await build({ outDir: testDistDir, config: testConfig, quiet: true });
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const site = await startSite();
const shots: string[] = [];
try {
  for (const [label, viewport] of Object.entries(sizes)) {
    // From the build: run by Node itself, the route table has no stories.
    const pages = built.pages.map((p) => (p.file.endsWith("404.html") ? p.path.replace(/404\/?$/, "no-such-page") : p.path));
    for (const path of pages) {
      const bare = path.replace(/^\/|\/$/g, "");
      const name = (languages as string[]).includes(bare) ? `${bare}-home` : bare.replace(/\//g, "-") || "home";
      // The lead popup would cover /pricing: shot on its own below, with the flag set here.
      const { page, context } = await openPage(site, path, {
        viewport,
        reducedMotion: "reduce",
        beforeGoto: async (p) => {
          await p.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
        },
      });
      await settle(page);
      // The first screen, then the whole page without the fixed bar.
      const screen = `${outDir}/${name}-${label}-screen.png`;
      await shoot(page, { path: screen });
      // Through the CSSOM: the site's CSP rightly refuses an injected <style>.
      await page.evaluate(() => document.querySelector<HTMLElement>(".contact-bar")?.style.setProperty("display", "none"));
      const file = `${outDir}/${name}-${label}.png`;
      await shoot(page, { path: file, fullPage: true });
      shots.push(screen, file);
      await context.close();
    }

    type Overlay = [name: string, path: string, open: (page: Page) => Promise<void>];
    const overlays = languages.flatMap((l): Overlay[] => {
      const prefix = l === languages[0] ? "" : `${l}-`;
      const shots: Overlay[] = [
        [`${prefix}booking`, href("home", l), async (p) => {
          await p.locator(".contact-bar__book, .header__book").filter({ visible: true }).first().click();
        }],
        [`${prefix}lead-popup`, href("pricing", l), async () => {}],
        [`${prefix}lightbox`, href("program", l), async (p) => {
          await p.locator(".gallery button, .gallery a").first().click();
        }],
      ];
      if (viewport === phone) shots.push([`${prefix}menu`, href("home", l), async (p) => {
        await p.locator(".header__menu-button").click();
      }]);
      return shots;
    });
    for (const [name, path, open] of overlays) {
      const { page, context } = await openPage(site, path, { viewport, reducedMotion: "reduce" });
      await hydrated(page);
      await open(page);
      await page.waitForTimeout(900);
      const file = `${outDir}/overlay-${name}-${label}.png`;
      await shoot(page, { path: file });
      shots.push(file);
      await context.close();
    }
  }
} finally {
  await site.close();
}
console.log(`${shots.length} screenshots in ${outDir}/:\n${shots.map((s) => `  ${s}`).join("\n")}`);
