import { beforeAll, describe, expect, inject, it } from "vitest";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { localisePath, routes, notFoundRoute } from "../../src/shell/routes";
import { languages } from "../../src/content/load";
import { studio } from "../../src/content/studio";
import { plans } from "../../src/content/plans";
import { faq } from "../../src/content/faq";
import { photoSet } from "../../src/content/photos";
import { backgroundColor, themeColor } from "../../tooling/site-meta";
import { jsonLdScript } from "../../tooling/structured-data";
import { shareImageMaxBytes } from "../../tooling/seo";
import { formatRupees } from "../../src/lib/format";
import { testConfig } from "../browser/test-config";

// What a search engine or a chat app reads from each page's raw HTML, checked on a real build.
const { outDir } = inject("siteBuild");
const site = testConfig.siteUrl;
const pages = new Map<string, string>();

function decode(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

function meta(html: string, attr: "name" | "property", key: string): string[] {
  const re = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`, "g");
  return [...html.matchAll(re)].map((m) => decode(m[1]!));
}

function link(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]*)"`, "g"))].map((m) => decode(m[1]!));
}

type Node = Record<string, unknown>;

function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
  return blocks.flatMap((b) => (Array.isArray(b["@graph"]) ? (b["@graph"] as Node[]) : [b]));
}

function fileFor(url: string): string {
  expect(url.startsWith(site + "/"), url).toBe(true);
  return join(outDir, url.slice(site.length));
}

beforeAll(async () => {
  for (const route of [...routes, notFoundRoute]) pages.set(route.path, await readFile(join(outDir, route.file), "utf8"));
}, 180_000);

describe("every page's head", () => {
  it.each(routes.map((r) => [r.path, r] as const))("%s has its title, description, canonical and language", (path, route) => {
    const html = pages.get(path)!;
    expect(html).toContain('<html lang="en-IN">');
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!))).toEqual([route.title]);
    expect(meta(html, "name", "description")).toEqual([route.description]);
    expect(route.description.length).toBeGreaterThan(50);
    expect(route.description.length).toBeLessThanOrEqual(170);
    expect(link(html, "canonical")).toEqual([path === "/" ? `${site}/` : `${site}${path}`]);
    expect(meta(html, "property", "og:url")).toEqual(link(html, "canonical"));
  });

  it.each(routes.map((r) => [r.path, r] as const))("%s has Open Graph and Twitter tags with a 1200x630 share image", async (path, route) => {
    const html = pages.get(path)!;
    expect(meta(html, "property", "og:title")).toEqual([route.title]);
    expect(meta(html, "property", "og:description")).toEqual([route.description]);
    expect(meta(html, "property", "og:site_name")).toEqual([studio.name]);
    expect(meta(html, "name", "twitter:card")).toEqual(["summary_large_image"]);
    const [image] = meta(html, "property", "og:image");
    // X falls back to the og: tags for everything but the card type.
    expect(meta(html, "name", "twitter:image")).toEqual([]);
    expect(meta(html, "property", "og:image:width")).toEqual(["1200"]);
    expect(meta(html, "property", "og:image:height")).toEqual(["630"]);
    expect(meta(html, "property", "og:image:alt")[0]).toBeTruthy();

    const file = fileFor(image!);
    const info = await sharp(file).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    expect((await readFile(file)).length).toBeLessThanOrEqual(shareImageMaxBytes);
  });

  it("crops each route's share image from a photo that exists", () => {
    for (const route of routes.filter((r) => r.sharePhoto)) {
      const [set] = route.sharePhoto!.split("/");
      expect(photoSet(set!).map((p) => p.id), route.path).toContain(route.sharePhoto);
    }
    expect(routes.filter((r) => r.sharePhoto).length).toBeGreaterThanOrEqual(4);
  });

  it("keeps the thank-you and not-found pages out of search results", () => {
    for (const route of [...routes, notFoundRoute]) {
      expect(meta(pages.get(route.path)!, "name", "robots"), route.path).toEqual(route.noindex ? ["noindex"] : []);
    }
    expect(routes.find((r) => r.path === "/thank-you/")?.noindex).toBe(true);
    // Served at every missing address, the not-found page claims none of them as canonical.
    expect(link(pages.get(notFoundRoute.path)!, "canonical")).toEqual([]);
  });

  it("links the favicon set, the touch icon and the manifest, all present in the build", async () => {
    for (const route of [...routes, notFoundRoute]) {
      const html = pages.get(route.path)!;
      expect(meta(html, "name", "theme-color")).toEqual([themeColor]);
      expect(link(html, "manifest")).toEqual(["/site.webmanifest"]);
      const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]*)"/g)].map((m) => m[1]!);
      expect(icons.length).toBeGreaterThanOrEqual(3);
      for (const icon of icons) expect(existsSync(join(outDir, icon)), icon).toBe(true);
      // An SVG favicon is a document the page's main thread parses and lays out after first paint.
      expect(icons.filter((icon) => icon.endsWith(".svg"))).toEqual([]);
    }
    const [touch] = link(pages.get("/")!, "apple-touch-icon");
    const info = await sharp(join(outDir, touch!)).metadata();
    expect([info.width, info.height, info.hasAlpha]).toEqual([180, 180, false]);
  });
});

describe("structured data", () => {
  const cheapest = formatRupees(Math.min(...plans.map((p) => p.price)));
  const dearest = formatRupees(Math.max(...plans.map((p) => p.price)));

  it.each(routes.map((r) => [r.path] as const))("%s names the studio, a local business described whole on the home page", (path) => {
    const nodes = jsonLd(pages.get(path)!);
    const page = nodes.find((n) => n["@id"] === `${path === "/" ? `${site}/` : `${site}${path}`}#page`);
    // A story's page is an ImageGallery, schema.org's page of an image gallery.
    expect(page?.["@type"]).toMatch(/Page$|^ImageGallery$/);
    expect(page?.about).toEqual({ "@id": `${site}/#studio` });
    expect(nodes.filter((n) => n["@type"] === "ProfessionalService")).toHaveLength(path === "/" ? 1 : 0);
  });

  it("describes the studio on the home page with its contact details", () => {
    const nodes = jsonLd(pages.get("/")!);
    const business = nodes.find((n) => n["@type"] === "ProfessionalService")!;
    expect(business).toBeDefined();
    expect(business).toMatchObject({
      "@id": `${site}/#studio`,
      name: studio.name,
      url: `${site}/`,
      telephone: studio.phone.e164,
      email: studio.email,
      priceRange: cheapest === dearest ? cheapest : `${cheapest}–${dearest}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: studio.address.street,
        addressLocality: studio.address.locality,
        addressRegion: studio.address.region,
        postalCode: studio.address.postalCode,
        addressCountry: studio.address.country,
      },
      sameAs: [studio.socials.instagram, studio.socials.facebook],
    });
    if (studio.geo) expect(business.geo).toEqual({ "@type": "GeoCoordinates", ...studio.geo });
    if (studio.openingHours) expect(business.openingHours).toEqual(studio.openingHours);
    expect(existsSync(fileFor(business.image as string))).toBe(true);
    expect(existsSync(fileFor(business.logo as string))).toBe(true);
  });

  it("puts the FAQ on /pricing as a FAQPage, question for question", () => {
    const nodes = jsonLd(pages.get("/pricing/")!);
    const faqPage = nodes.find((n) => n["@type"] === "FAQPage")!;
    expect(faqPage.mainEntity).toEqual(
      faq.map((item) => ({ "@type": "Question", name: item.title, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
    );
    expect(nodes.filter((n) => n["@type"] === "FAQPage")).toHaveLength(1);
    for (const path of ["/", "/about/", "/program/"]) expect(jsonLd(pages.get(path)!).some((n) => n["@type"] === "FAQPage"), path).toBe(false);
  });

  it("lists every plan on /pricing as an offer in rupees from the studio", () => {
    const service = jsonLd(pages.get("/pricing/")!).find((n) => n["@type"] === "Service")!;
    expect(service.provider).toEqual({ "@id": `${site}/#studio` });
    const offers = service.offers as Node[];
    expect(offers.map((o) => [o["@type"], o.name, o.price, o.priceCurrency])).toEqual(
      plans.map((p) => ["Offer", `${p.name} package`, p.price, "INR"]),
    );
    // The plan's summary and features, one sentence each, never ".." where a line ended with one.
    for (const [i, o] of offers.entries()) {
      expect(o.description).not.toMatch(/[.।]\./);
      for (const line of [plans[i]!.summary, ...plans[i]!.features]) expect(o.description).toContain(line.replace(/[.।]+$/, ""));
    }
  });

  it("escapes < so content can never close the script element", () => {
    const tag = jsonLdScript({ name: "</script><script>alert(1)</script> <!-- x" });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toContain("<!--");
    const body = /<script type="application\/ld\+json">(.*)<\/script>$/.exec(tag)![1]!;
    expect(JSON.parse(body)).toEqual({ name: "</script><script>alert(1)</script> <!-- x" });
  });
});

describe("files beside the pages", () => {
  it("lists the indexable pages in sitemap.xml by their canonical address", async () => {
    const xml = await readFile(join(outDir, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Each page in each language (test/node/languages.test.ts checks their alternates).
    expect(locs).toEqual(routes.filter((r) => !r.noindex).flatMap((r) => languages.map((l) => site + localisePath(r.path, l))));
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it("lets every crawler in and points it at the sitemap", async () => {
    const robots = await readFile(join(outDir, "robots.txt"), "utf8");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it("writes a web app manifest whose icons exist at their stated sizes", async () => {
    const manifest = JSON.parse(await readFile(join(outDir, "site.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({
      name: studio.name,
      short_name: studio.shortName,
      start_url: "/",
      display: "standalone",
      theme_color: themeColor,
      background_color: backgroundColor,
    });
    const pngs = (manifest.icons as { src: string; sizes: string; type: string }[]).filter((i) => i.type === "image/png");
    expect(pngs.map((i) => i.sizes).sort()).toEqual(["192x192", "512x512"]);
    for (const icon of pngs) {
      const info = await sharp(join(outDir, icon.src)).metadata();
      expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("keeps the theme colour equal to the paper colour of the design tokens", async () => {
    const tokens = await readFile("src/styles/tokens.css", "utf8");
    expect(/--paper:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1]?.toLowerCase()).toBe(themeColor);
  });
});
