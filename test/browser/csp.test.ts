import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { startSite, openPage, hydrated, recordCspViolations, cspViolations, isCspError, type Site } from "./harness";
import { testDistDir } from "./test-config";
import { headersFor } from "../../tooling/hosts";
import { parseHeaders } from "../../scripts/serve-headers";
import { minFillMs } from "../../src/lib/validation";
import { bookingCopy, budgets, currency, fieldCopy } from "../../src/content/enquiry";
import { labels } from "../../src/content/labels";

declare global {
  interface Window {
    __ran?: boolean;
  }
}

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

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

  // Every route in every language, read to its end at 375 and 1440 px with no violation: the
  // read-through in a11y.test.ts, which loads each page once for every check.

  it("treats JSON-LD as data, and blocks an inline script and a style attribute (so every page's check can fail)", async () => {
    const { page, context } = await openPage(site, "/404.html");
    const real = await page.request.get(site.url + "/");
    const html = await real.text();
    const probe = (extra: string) =>
      page.route(site.url + "/probe", (route) =>
        route.fulfill({ status: 200, headers: real.headers(), body: html.replace("</body>", `${extra}</body>`) }),
      );
    await recordCspViolations(page);

    await probe(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfessionalService","name":"Probe"}</script>`);
    await page.goto(site.url + "/probe");
    await hydrated(page);
    expect(await cspViolations(page)).toEqual([]);

    await page.unrouteAll();
    await probe(`<script>window.__ran = true</script><p style="color: red">styled</p>`);
    await page.goto(site.url + "/probe");
    await hydrated(page);
    const blocked = await cspViolations(page);
    // Reported once by the header policy and once by the <meta> one.
    expect([...new Set(blocked.map((v) => v.split(" ")[0]))].sort()).toEqual(["script-src-elem", "style-src-attr"]);
    expect(await page.evaluate(() => window.__ran)).toBeUndefined();
    await context.close();
  });

  it("lets a visitor send the booking form with no violation: the enquiry reaches EmailJS", async () => {
    const sent: unknown[] = [];
    const { page, context, errors } = await openPage(site, "/about/", {
      beforeGoto: async (p) => {
        await recordCspViolations(p);
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
    await dialog.getByLabel(fieldCopy.budget.label, { exact: true }).selectOption({ label: `${currency}${budgets[0]}` });
    await page.waitForTimeout(minFillMs + 100); // a person's pace: sooner is treated as a bot
    await dialog.getByRole("button", { name: bookingCopy.submit }).click();
    await page.waitForURL(site.url + "/thank-you/");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ template_params: { name: "Asha Verma", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: budgets[0]! } });
    expect(await cspViolations(page)).toEqual([]);
    expect(errors.filter(isCspError)).toEqual([]);
    await context.close();
  });
});
