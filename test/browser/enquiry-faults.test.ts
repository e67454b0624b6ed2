/**
 * The enquiry flow under a hostile network and a busy visitor, in real Chromium: several tabs as
 * pages of one context (one localStorage, one set of Web Locks), against a build whose EmailJS
 * API is the local fake itself, so what counts is what the fake received.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { Server } from "node:http";
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite, hydrated, desktop, type Site } from "./harness";
import { createStaticServer, listen } from "../../scripts/serve";
import { startFakeEmailjs, type FakeEmailjs, type RecordedRequest } from "../fake-emailjs";
import { fakeEmailjsPort, faultsDistDir, noIdsDistDir } from "./test-config";
import { bookingCopy, budgets, fieldCopy, thankYouCopy, tooLongHint } from "../../src/content/enquiry";
import { labels } from "../../src/content/labels";
import { toastCopy } from "../../src/content/contact";
import { emailLength, minFillMs } from "../../src/lib/validation";
import { pageWords } from "../../src/content/pages";

const good = { name: "Asha Patil", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: budgets[0]! };
type Values = typeof good;

let site: Site;
let fake: FakeEmailjs;
const servers: Server[] = [];

beforeAll(async () => {
  for (const dir of [faultsDistDir, noIdsDistDir]) {
    if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir} is missing: \`npm test\` builds it (test/run.ts) before the browser tests`);
  }
  [site, fake] = await Promise.all([startSite(faultsDistDir), startFakeEmailjs(fakeEmailjsPort)]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((ok) => s.close(() => ok()))));
  await Promise.all([site?.close(), fake?.close()]);
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.setMode("ok");
  fake.setDelay(0);
});

async function serve(root: string): Promise<string> {
  const server = createStaticServer({ root });
  servers.push(server);
  return (await listen(server, 0)).replace(/\/$/, "");
}

const params = (r: RecordedRequest) => (r.body as { template_params: Record<string, string> }).template_params;
const delivered = (name?: string) => fake.requests.filter((r) => r.answer === 200 && (name === undefined || params(r).name === name));
const sentFor = (name: string) => fake.requests.filter((r) => params(r).name === name);

/** A context (one browser profile: storage and locks shared by its tabs) that records page errors. */
async function newContext(options: { clock?: boolean; init?: () => void } = {}) {
  const context = await site.browser.newContext({ viewport: desktop });
  // The lead popup of /pricing is not what these tests are about.
  // Init scripts also run in a new tab's about:blank, where storage is denied: only on the site.
  await context.addInitScript(() => {
    if (location.protocol === "http:") localStorage.setItem("hasSeenPopup", "true");
  });
  if (options.init) await context.addInitScript(`if (location.protocol === "http:") (${options.init.toString()})();`);
  if (options.clock) await context.clock.install();
  const errors: string[] = [];
  context.on("weberror", (e) => errors.push(String(e.error())));
  return { context, errors };
}

async function tab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await hydrated(page);
  return page;
}

/** Waits for the idle prefetch of the booking dialog and /thank-you, so they work offline. */
async function prefetched(page: Page) {
  const chunks = await page.waitForFunction(() => {
    const names = performance.getEntriesByType("resource").map((e) => e.name);
    const found = [/\/chunks\/BookingDialog-/, /\/chunks\/ThankYou-/].map((chunk) => names.find((n) => chunk.test(n)));
    return found.every(Boolean) && found;
  });
  // And the chunks those import: the first two arriving does not mean their imports have (nor
  // does "networkidle", reached once per page load, long before the prefetch). Importing the two
  // again resolves from the page's module map once their whole graph has arrived, fetching nothing.
  // A string, so the test runner's transform leaves this import() alone.
  await page.evaluate(`Promise.all(${JSON.stringify(await chunks.jsonValue())}.map((url) => import(url))).then(() => true)`);
}

async function openAndFill(page: Page, values: Values) {
  // A tap on the prerendered page before hydration does nothing: a person would tap again.
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: bookingCopy.title });
  if (!(await dialog.isVisible())) await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
  await dialog.waitFor();
  for (const key of ["name", "email", "number", "pin", "city"] as const) await dialog.getByLabel(fieldCopy[key].label, { exact: true }).fill(values[key]);
  await dialog.getByLabel(fieldCopy.budget.label).selectOption(values.budget);
  return dialog;
}

/** Sends and waits for the dialog to close (the flow then goes to /thank-you). */
async function send(page: Page) {
  await page.getByRole("dialog", { name: bookingCopy.title }).getByRole("button", { name: bookingCopy.submit }).click();
  await page.getByRole("dialog", { name: bookingCopy.title }).waitFor({ state: "hidden" });
}

/** A person's pace (the form refuses to send sooner than minFillMs after it opened). */
const humanPause = (page: Page) => page.waitForTimeout(minFillMs + 100);

/** Polls `done`, moving the fake clock (if any) on between looks; a bounded number of looks. */
async function until(done: () => boolean | Promise<boolean>, options: { context?: BrowserContext; stepMs?: number; looks?: number; pauseMs?: number } = {}) {
  const { context, stepMs = 1000, looks = 150, pauseMs = 150 } = options;
  for (let i = 0; i < looks; i++) {
    if (await done()) return;
    if (context) await context.clock.runFor(stepMs);
    await new Promise((ok) => setTimeout(ok, pauseMs));
  }
  throw new Error("gave up waiting");
}

const outboxKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("enquiryOutbox")));
const lead = (page: Page) => page.locator(".page-head [role=status]").textContent();

/** Every copy EmailJS got of one enquiry carries the same enquiry_id, and no two enquiries share one. */
function expectDuplicatesMarked() {
  const idsByName = new Map<string, Set<string>>();
  for (const r of fake.requests) {
    const p = params(r);
    if (!idsByName.has(p.name!)) idsByName.set(p.name!, new Set());
    idsByName.get(p.name!)!.add(p.enquiry_id!);
  }
  for (const [name, ids] of idsByName) expect(ids.size, name).toBe(1);
  const all = [...idsByName.values()].flatMap((s) => [...s]);
  expect(new Set(all).size).toBe(all.length);
}

describe("several tabs", () => {
  it("three tabs each sending 4 enquiries while EmailJS answers slowly: all 12 arrive, duplicates share an enquiry_id", async () => {
    fake.setDelay(200);
    const { context, errors } = await newContext({ clock: true });
    const pages = [await tab(context, site.url + "/"), await tab(context, site.url + "/about/"), await tab(context, site.url + "/program/")];
    const names: string[] = [];
    for (let round = 0; round < 4; round++) {
      await Promise.all(pages.map((p, t) => openAndFill(p, { ...good, name: `Guest ${t}-${round}` })));
      await context.clock.runFor(minFillMs + 100);
      await Promise.all(pages.map((p) => send(p)));
      names.push(...pages.map((_, t) => `Guest ${t}-${round}`));
    }
    // At most 3 enquiries per 10 minutes leave this browser: 12 take 40 minutes of its clock,
    // here in steps of 2.5 minutes. Real time between steps for the slow answers to arrive (a step
    // past the 15 s timeout while a request is out only makes a retry, with the same enquiry_id).
    await until(() => names.every((n) => delivered(n).length > 0), { context, stepMs: 150_000, looks: 64, pauseMs: 400 });
    expect(new Set(delivered().map((r) => params(r).name))).toEqual(new Set(names));
    expectDuplicatesMarked();
    await until(async () => (await outboxKeys(pages[0]!)).length === 0, { context });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it("two tabs with one pending enquiry both come back online: it arrives once (10 trials, 5 at a time)", async () => {
    const trial = async (n: number) => {
      const name = `Trial ${n}`;
      fake.setMode("500", name);
      const { context, errors } = await newContext();
      const a = await tab(context, site.url + "/");
      await openAndFill(a, { ...good, name });
      await humanPause(a);
      await send(a);
      await until(() => sentFor(name).length > 0);
      // The second tab finds it pending on load, so both tabs' outboxes hold it and listen.
      const b = await tab(context, site.url + "/about/");
      await until(() => sentFor(name).length > 1);
      await context.setOffline(true);
      fake.setMode("ok", name);
      await context.setOffline(false); // both tabs hear `online` at once
      await until(() => delivered(name).length > 0);
      await b.waitForTimeout(2500); // room for a second copy, were there one
      expect(delivered(name), name).toHaveLength(1);
      expect(errors, name).toEqual([]);
      await context.close();
    };
    for (const wave of [0, 5]) await Promise.all([0, 1, 2, 3, 4].map((i) => trial(wave + i)));
  }, 300_000);
});

describe("a failing network", () => {
  it.each([
    ["a dropped connection after the server got the request", "drop"],
    ["a server that never answers (past the timeout)", "hang"],
  ] as const)("%s: delivered later, every copy with the same enquiry_id", async (_label, mode) => {
    fake.setMode(mode);
    const { context, errors } = await newContext({ clock: true });
    const page = await tab(context, site.url + "/");
    await openAndFill(page, good);
    await context.clock.runFor(minFillMs + 100);
    await send(page);
    await until(() => fake.requests.length > 0, { context, stepMs: 100 });
    fake.setMode("ok");
    await until(() => delivered(good.name).length > 0, { context, stepMs: 5000 });
    expect(sentFor(good.name).map((r) => r.answer)[0]).toBe(mode);
    expectDuplicatesMarked();
    expect(await lead(page)).toBe(thankYouCopy.state.sent);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a tab closed right after submit: the enquiry is delivered (keepalive, or the next visit), with one enquiry_id", async () => {
    fake.setDelay(500);
    const { context } = await newContext();
    const page = await tab(context, site.url + "/");
    await openAndFill(page, good);
    await humanPause(page);
    await page.getByRole("dialog", { name: bookingCopy.title }).getByRole("button", { name: bookingCopy.submit }).click();
    await page.close({ runBeforeUnload: false });
    // Give the closed tab's keepalive request its chance, then open the site again.
    await new Promise((ok) => setTimeout(ok, 1500));
    const again = await tab(context, site.url + "/about/");
    await until(() => delivered(good.name).length > 0);
    await until(async () => (await outboxKeys(again)).length === 0);
    expectDuplicatesMarked();
    await context.close();
  });

  it("a tab with a clock a year fast closes mid-send; a normal tab delivers the enquiry at once", async () => {
    fake.setMode("hang");
    const year = 365 * 86_400_000;
    const { context } = await newContext({ clock: true });
    await context.clock.setSystemTime(Date.now() + year);
    const fast = await tab(context, site.url + "/");
    await openAndFill(fast, good);
    await context.clock.runFor(minFillMs + 100);
    await send(fast);
    await until(() => fake.requests.length > 0, { context, stepMs: 100 });
    const stored = await fast.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith("enquiryOutbox:")).map(([, v]) => JSON.parse(v)));
    expect(stored[0].leaseUntil).toBeGreaterThan(Date.now() + year / 2); // written by the fast clock
    await fast.close();
    fake.setMode("ok");
    await context.clock.setSystemTime(Date.now());
    const normal = await tab(context, site.url + "/about/");
    // A minute of the normal tab's clock at most.
    await until(() => delivered(good.name).length > 0, { context, stepMs: 1000, looks: 60 });
    expectDuplicatesMarked();
    await until(async () => (await outboxKeys(normal)).length === 0, { context });
    await context.close();
  });

  it("BOOK NOW offline before the form's code has arrived: a notice says so, and the form opens once online", async () => {
    const { context } = await newContext();
    // The form's code and the whole stylesheet come a moment after the page works: here the
    // network is gone before they do.
    await context.route(/\/chunks\/BookingDialog-|\.css$/, (route) => route.abort("internetdisconnected"));
    const page = await tab(context, site.url + "/");
    await context.setOffline(true);
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    await page.getByText(toastCopy.bookingOffline).waitFor();
    // On screen where the visitor tapped, over the page: not at the foot of a long page.
    const notice = (await page.getByText(toastCopy.bookingOffline).boundingBox())!;
    expect(notice.y + notice.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.getByText(toastCopy.bookingOffline).evaluate((el) => getComputedStyle(el.closest("[data-toasts]")!).position)).toBe("fixed");
    expect(await page.getByRole("dialog", { name: bookingCopy.title }).isVisible()).toBe(false);
    await context.unroute(/\/chunks\/BookingDialog-|\.css$/);
    await context.setOffline(false);
    await page.getByRole("dialog", { name: bookingCopy.title }).waitFor();
    // The notice has done its work.
    expect(await page.getByText(toastCopy.bookingOffline).count()).toBe(0);
    await context.close();
  });

  it("offline once the page has hydrated and fetched the form's code while idle: BOOK NOW opens the form, and the enquiry goes once online", async () => {
    const { context, errors } = await newContext();
    const page = await tab(context, site.url + "/");
    // Not a fixed second: on a busy machine the code asked for within it may still be on its way.
    await prefetched(page);
    await context.setOffline(true);
    await openAndFill(page, good);
    expect(await page.getByText(toastCopy.bookingOffline).count()).toBe(0);
    await humanPause(page);
    await send(page);
    expect(fake.requests).toEqual([]);
    expect(await outboxKeys(page)).toHaveLength(1);
    await context.setOffline(false);
    await until(() => delivered(good.name).length > 0);
    expect(delivered()).toHaveLength(1);
    expect(errors.filter((e) => !/fetch/i.test(e))).toEqual([]);
    await context.close();
  });

  it("a form filled by a phone's autofill and sent within a second is delivered, marked for the studio", async () => {
    const { context } = await newContext();
    const page = await tab(context, site.url + "/");
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    const dialog = page.getByRole("dialog", { name: bookingCopy.title });
    await dialog.getByRole("button", { name: bookingCopy.submit }).waitFor();
    // Every field at once, as autofill does, then straight to the button.
    await dialog.evaluate((el, values) => {
      for (const [name, value] of Object.entries(values)) {
        const field = el.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
        setter.call(field, value);
        field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
      }
    }, good);
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    await page.waitForURL(site.url + "/thank-you/");
    await until(() => delivered(good.name).length > 0);
    const suspect = params(delivered(good.name)[0]!).suspect!;
    expect(suspect).toMatch(/^sent \d+\.\d s after opening$/);
    expect(Number(suspect.split(" ")[1]) * 1000).toBeLessThan(minFillMs);
    await context.close();
  });

  it("BOOK NOW offline on a page loaded online: the page stays whole, and the enquiry goes once online", async () => {
    const { context, errors } = await newContext();
    const page = await tab(context, site.url + "/");
    await prefetched(page);
    await context.setOffline(true);
    await openAndFill(page, good);
    await humanPause(page);
    await send(page);
    await page.waitForURL(site.url + "/thank-you/");
    await expect.poll(() => lead(page)).toBe(thankYouCopy.state.pending);
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
    expect(fake.requests).toEqual([]);
    await context.setOffline(false);
    await until(() => delivered(good.name).length > 0);
    await expect.poll(() => lead(page)).toBe(thankYouCopy.state.sent);
    expect(delivered()).toHaveLength(1);
    // Failed fetches while offline are the network's, not the page's.
    expect(errors.filter((e) => !/fetch/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe("a deploy while a tab is open", () => {
  // Every hashed script and stylesheet renamed, the old ones gone (as on Netlify or Cloudflare, and
  // after every save in /admin/), at three moments: before the form's code has arrived, after it,
  // and while the form is open. Three trials of each: an enquiry was lost in 2 of 3 such trials.
  const moments = [
    ["as soon as the page has hydrated", 0],
    ["once the form's code has arrived", 1],
    ["while the form is open", 2],
  ] as const;
  it.each(moments)("%s: the enquiry is stored before the thanks and delivered, from this tab or the next visit (3 trials side by side)", async (_label, moment) => {
    const trial = async (n: number) => {
      // Each trial its own copy of the site, deployed over once.
      const dir = await mkdtemp(join(tmpdir(), "deploy-"));
      await cp(faultsDistDir, dir, { recursive: true });
      const url = await serve(dir);
      const name = `Deploy ${moment}-${n}`;
      const { context } = await newContext();
      const page = await tab(context, url + "/");
      if (moment >= 1) await prefetched(page);
      if (moment === 2) {
        await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
        await page.getByRole("dialog", { name: bookingCopy.title }).getByRole("button", { name: bookingCopy.submit }).waitFor();
      }
      expect(await redeploy(dir)).toBeGreaterThan(10);
      await openAndFill(page, { ...good, name });
      await humanPause(page);
      await page.getByRole("dialog", { name: bookingCopy.title }).getByRole("button", { name: bookingCopy.submit }).click();
      await page.waitForURL(url + "/thank-you/");
      // Thanked: so it is in the outbox, or already with the studio.
      const stored = await inOutbox(page, name);
      expect(stored || delivered(name).length > 0, name).toBe(true);
      await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
      try {
        await until(() => delivered(name).length > 0, { looks: 60 });
      } catch {
        // Not from this tab: the next visit, on the new deploy, sends it.
        await page.close();
        await tab(context, url + "/about/");
        await until(() => delivered(name).length > 0);
      }
      expect(delivered(name), name).toHaveLength(1);
      await context.close();
      await rm(dir, { recursive: true, force: true });
    };
    await Promise.all([0, 1, 2].map(trial));
  }, 240_000);

  it("a page whose own code never arrives: one reload, then the site hydrates around the page as prerendered, BOOK NOW working", async () => {
    const { context } = await newContext();
    let tries = 0;
    await context.route(/\/chunks\/Home-/, (route) => (tries++, route.abort("connectionreset")));
    const page = await context.newPage();
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(site.url + "/");
    await hydrated(page);
    // One reload (a deploy's new chunk names), and then no more tries while the visitor reads.
    expect(loads).toBe(2);
    const triesThen = tries;
    await page.waitForTimeout(5000);
    expect(tries).toBe(triesThen);
    expect(loads).toBe(2);
    expect(await page.getByRole("main").getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    await page.getByRole("dialog", { name: bookingCopy.title }).waitFor();
    await context.close();
  });

  it("a client-side navigation after the deploy still works, and so does BOOK NOW", async () => {
    const dir = await mkdtemp(join(tmpdir(), "deploy-"));
    await cp(faultsDistDir, dir, { recursive: true });
    const url = await serve(dir);
    const { context } = await newContext();
    const page = await tab(context, url + "/");
    await redeploy(dir);
    await page.getByRole("banner").getByRole("link", { name: pageWords.about.nav }).click();
    await page.waitForURL(url + "/about/");
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    await openAndFill(page, good);
    await humanPause(page);
    await send(page);
    await until(() => delivered(good.name).length > 0);
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });
});

/** Whether the outbox holds an enquiry from `name`; read again if the page is reloading (a chunk
 *  of the old deploy missing). */
async function inOutbox(page: Page, name: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate((n) => Object.entries(localStorage).some(([k, v]) => k.startsWith("enquiryOutbox") && v.includes(n)), name);
    } catch (error) {
      if (attempt >= 5) throw error;
      await page.waitForLoadState("domcontentloaded");
    }
  }
}

/**
 * A new deploy: every hashed script and stylesheet in dir gets a new name (its hash reversed, so a
 * second call restores the first names) and the references to it are rewritten; the old files
 * and the compressed copies are gone. Returns how many files were renamed.
 */
async function redeploy(dir: string): Promise<number> {
  const files: string[] = [];
  async function walk(d: string) {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else files.push(p);
    }
  }
  await walk(dir);
  const renames = new Map<string, string>();
  for (const f of files) {
    // esbuild's hashes (upper-case base 32) and Rollup's (hex) alike.
    const m = /\/([\w-]+?)-([A-Za-z0-9]{8,})\.(js|css)$/.exec(f);
    if (m) renames.set(`${m[1]}-${m[2]}.${m[3]}`, `${m[1]}-${m[2]!.split("").reverse().join("")}.${m[3]}`);
  }
  for (const f of files) {
    if (/\.(br|gz|map)$/.test(f)) {
      await rm(f);
      continue;
    }
    if (!/\.(html|js|css)$/.test(f)) continue;
    let text = await readFile(f, "utf8");
    for (const [from, to] of renames) text = text.split(from).join(to);
    await writeFile(f, text);
    const base = f.split("/").pop()!;
    if (renames.has(base)) await rename(f, f.slice(0, -base.length) + renames.get(base));
  }
  return renames.size;
}

describe("storage and configuration faults", () => {
  it.each([
    ["storage that throws on every access", () => {
      for (const m of ["getItem", "setItem", "removeItem", "key"] as const) {
        Storage.prototype[m] = () => {
          throw new DOMException("denied", "SecurityError");
        };
      }
    }],
    ["a full storage", () => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    }],
    ["corrupt outbox entries", () => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("enquiryOutbox", "{not json");
        localStorage.setItem("enquiryOutbox:junk", "}{");
      }
    }],
  ] as const)("%s: the enquiry is still delivered and /thank-you says so", async (_label, init) => {
    const { context, errors } = await newContext({ init });
    const page = await tab(context, site.url + "/");
    await openAndFill(page, good);
    await humanPause(page);
    await send(page);
    await until(() => delivered(good.name).length > 0);
    await expect.poll(() => lead(page)).toBe(thankYouCopy.state.sent);
    expect(delivered()).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an enquiry stored by an older build (first format, a budget no longer offered) is sent as it is", async () => {
    const old = { id: "old-1", enquiry: { ...good, name: "Old Format", budget: "40,000", source: "booking" }, createdAt: 1, attempts: 3, nextAttemptAt: 1, status: "pending" };
    const { context } = await newContext({
      init: new Function(`if (!sessionStorage.getItem("seeded")) { sessionStorage.setItem("seeded", "1"); localStorage.setItem("enquiryOutbox", ${JSON.stringify(JSON.stringify({ v: 1, items: [old] }))}); }`) as () => void,
    });
    const page = await tab(context, site.url + "/");
    await until(() => delivered("Old Format").length > 0);
    // Stored before the site had languages, so it came from an English page.
    expect(params(delivered("Old Format")[0]!)).toEqual({ ...old.enquiry, language: "en", enquiry_id: "old-1" });
    await until(async () => (await outboxKeys(page)).length === 0);
    await context.close();
  });

  it("a permanent 400: the enquiry is kept, and /thank-you offers WhatsApp, a call and an email with it filled in", async () => {
    fake.setMode("400");
    const { context } = await newContext();
    const page = await tab(context, site.url + "/");
    await sendExpectingManual(page);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(fake.requests.map((r) => r.answer)).toEqual([400]); // not retried in a loop
    await context.close();
  });

  it("a build without EmailJS ids: nothing is sent, nothing dropped, and /thank-you says how to reach the studio", async () => {
    const url = await serve(noIdsDistDir);
    const { context } = await newContext();
    const page = await tab(context, url + "/");
    await sendExpectingManual(page);
    expect(fake.requests).toEqual([]);
    await context.close();
  });
});

/** Sends `good` from the booking form; /thank-you must offer to send it by hand, and keep it. */
async function sendExpectingManual(page: Page) {
  await openAndFill(page, good);
  await humanPause(page);
  await send(page);
  await expect.poll(() => lead(page)).toBe(thankYouCopy.state.manual);
  await expectManualChannels(page);
  expect(await outboxKeys(page)).toHaveLength(1);
}

async function expectManualChannels(page: Page) {
  const main = page.getByRole("main");
  const whatsapp = decodeURIComponent((await main.getByRole("link", { name: thankYouCopy.manual.whatsapp }).getAttribute("href"))!);
  for (const value of Object.values(good)) expect(whatsapp).toContain(value);
  expect(await main.getByRole("link", { name: thankYouCopy.manual.call }).getAttribute("href")).toMatch(/^tel:\+/);
  const mail = decodeURIComponent((await main.getByRole("link", { name: thankYouCopy.manual.email }).getAttribute("href"))!);
  for (const value of Object.values(good)) expect(mail).toContain(value);
}

describe("what the visitor types", () => {
  it("cleans a mobile typed or pasted with +91, 91, 0, spaces and dashes, and never cuts a long email", async () => {
    const { context } = await newContext();
    const page = await tab(context, site.url + "/");
    const dialog = await openAndFill(page, good);
    const mobile = dialog.getByLabel(fieldCopy.number.label, { exact: true });
    for (const [how, text] of [
      ["type", "+91 98765 43210"],
      ["type", "+91-0-98765-43210"],
      ["type", "0 98765 43210"],
      ["type", "91 98765 43210"],
      ["paste", "+91-0-98765-43210"],
      ["paste", "+91 98765 43210"],
    ] as const) {
      await mobile.fill("");
      await mobile.focus();
      if (how === "type") await page.keyboard.type(text);
      else await page.keyboard.insertText(text);
      expect(await mobile.inputValue(), `${how} ${text}`).toBe("9876543210");
    }
    const email = dialog.getByLabel(fieldCopy.email.label, { exact: true });
    const long = `${"a".repeat(emailLength.max - 8)}@mail.com`; // one character too many
    expect(long).toHaveLength(emailLength.max + 1);
    await email.fill("");
    await email.focus();
    await page.keyboard.type(long);
    expect(await email.inputValue()).toBe(long);
    await dialog.getByText(tooLongHint(emailLength.max)).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await humanPause(page);
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    expect(await page.getByRole("dialog", { name: bookingCopy.title }).isVisible()).toBe(true);
    await page.waitForTimeout(1500);
    expect(fake.requests).toEqual([]);
    await context.close();
  });
});
