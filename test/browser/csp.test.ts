import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { startSite, openPage, followRequests, hydrated, readThrough, phone, desktop, type Site } from "./harness";
import { testDistDir } from "./test-config";
import { headersFor } from "../../tooling/hosts";
import { parseHeaders } from "../../scripts/serve-headers";
import { minFillMs } from "../../src/lib/validation";
import { bookingCopy, currency, fieldCopy } from "../../src/content/enquiry";
import { labels } from "../../src/content/labels";

declare global {
  interface Window {
    __violations?: string[];
    __ran?: boolean;
  }
}

let site: Site;
/** Every route the build prerendered, read from the build itself: "/", "/about/", ... */
let paths: string[];
beforeAll(async () => {
  site = await startSite();
  const files = await readdir(testDistDir, { recursive: true });
  paths = files
    .filter((f) => (f === "index.html" || f.endsWith("/index.html")) && !f.startsWith("admin/"))
    .map((f) => "/" + f.replace(/index\.html$/, ""))
    .sort();
});
afterAll(async () => {
  await site?.close();
});

/** Records every CSP violation from the first byte of the document on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__violations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`);
    });
  });
}

/** Chromium's console wording when a policy blocks something ("Refused to apply inline style ..."). */
const isCspError = (message: string) => /Content Security Policy|Refused to/i.test(message);

const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

describe("the Content-Security-Policy", () => {
  it("is the one the build wrote, on the page's response, and the page's own <meta> names its styles exactly", async () => {
    const declared = headersFor({ headers: parseHeaders(await readFile(join(testDistDir, "_headers"), "utf8")) }, "/")["Content-Security-Policy"]!;
    const { page, context } = await openPage(site, "/");
    const res = await page.request.get(site.url + "/");
    expect(res.headers()["content-security-policy"]).toBe(declared);
    expect(declared).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await res.text())![1]!;
    expect(meta).toMatch(/style-src 'self' 'sha256-/);
    expect(meta).not.toContain("unsafe-inline");
    await context.close();
  });

  it("lets every route load, hydrate and scroll to the end with no violation", async () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const viewport of [phone, desktop]) {
      for (const path of [...paths, "/no-such-page"]) {
        const { page, context, errors } = await openPage(site, path, { viewport, beforeGoto: recordViolations });
        const requests = followRequests(page);
        await hydrated(page);
        // Lazy photos and anything else below the fold load on the way down.
        await readThrough(page);
        await requests.quiet();
        expect(await violations(page), `${path} at ${viewport.width} px`).toEqual([]);
        expect(errors.filter(isCspError), `${path} at ${viewport.width} px`).toEqual([]);
        await context.close();
      }
    }
    // Sixteen page loads scrolled to the end: more than a minute on a busy two-core machine.
  }, 240_000);

  it("treats JSON-LD as data, and blocks an inline script and a style attribute (so the checks above can fail)", async () => {
    const { page, context } = await openPage(site, "/404.html");
    const real = await page.request.get(site.url + "/");
    const html = await real.text();
    const probe = (extra: string) =>
      page.route(site.url + "/probe", (route) =>
        route.fulfill({ status: 200, headers: real.headers(), body: html.replace("</body>", `${extra}</body>`) }),
      );
    await recordViolations(page);

    await probe(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfessionalService","name":"Probe"}</script>`);
    await page.goto(site.url + "/probe");
    await hydrated(page);
    expect(await violations(page)).toEqual([]);

    await page.unrouteAll();
    await probe(`<script>window.__ran = true</script><p style="color: red">styled</p>`);
    await page.goto(site.url + "/probe");
    await hydrated(page);
    const blocked = await violations(page);
    // Reported once by the header policy and once by the <meta> one.
    expect([...new Set(blocked.map((v) => v.split(" ")[0]))].sort()).toEqual(["script-src-elem", "style-src-attr"]);
    expect(await page.evaluate(() => window.__ran)).toBeUndefined();
    await context.close();
  });

  it("lets a visitor send the booking form with no violation: the enquiry reaches EmailJS", async () => {
    const sent: unknown[] = [];
    const { page, context, errors } = await openPage(site, "/about/", {
      beforeGoto: async (p) => {
        await recordViolations(p);
        await p.route("https://api.emailjs.com/**", async (route) => {
          if (route.request().method() === "POST") sent.push(route.request().postDataJSON());
          await route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*" } });
        });
      },
    });
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: labels.header.book }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(fieldCopy.name.label, { exact: true }).fill("Asha Verma");
    await dialog.getByLabel(fieldCopy.email.label, { exact: true }).fill("asha@example.com");
    await dialog.getByLabel(fieldCopy.number.label, { exact: true }).fill("98765 43210");
    await dialog.getByLabel(fieldCopy.pin.label, { exact: true }).fill("411001");
    await dialog.getByLabel(fieldCopy.city.label, { exact: true }).fill("Pune");
    // A budget of the form (src/lib/enquiry.ts), shown after the content's currency sign.
    await dialog.getByLabel(fieldCopy.budget.label, { exact: true }).selectOption({ label: `${currency}80,000` });
    await page.waitForTimeout(minFillMs + 100); // a person's pace: sooner is treated as a bot
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    await page.waitForURL(site.url + "/thank-you/");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ template_params: { name: "Asha Verma", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: "80,000" } });
    expect(await violations(page)).toEqual([]);
    expect(errors.filter(isCspError)).toEqual([]);
    await context.close();
  });
});
