import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BuildResult } from "../../build";
import { testBuild } from "../test-build";
import { formatRupees } from "../../src/lib/format";
import { photoId as photoIdOf } from "../../src/lib/photos";
import { shareImagePath } from "../../tooling/site-meta";
import type { PhotoManifest } from "../../src/lib/photos";
import { manifestFileFor } from "../../tooling/content";

// A second studio's content (test/fixtures/content-alt/): another name, phone, prices, budgets,
// languages, FAQ, two plans and fewer photos, some named as a phone names them. Its photos are
// links to sample photos (so the encoder's cache makes this quick) under the names it lists.
const fixture = "test/fixtures/content-alt";
const read = async (file: string) => JSON.parse(await readFile(join(fixture, file), "utf8"));
let dir: string;
let result: BuildResult;
let studio: any, plans: any, faq: any, photos: Record<string, { file: string; alt: string }[]>;
let sampleManifest: string;
const en = (t: unknown) => (typeof t === "string" ? t : (t as { en: string }).en);
const html = (file: string) => readFile(join(result.outDir, file), "utf8");
const text = (page: string) => page.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-alt-"));
  [studio, plans, faq, photos] = await Promise.all(["studio.json", "plans.json", "faq.json", "photos.json"].map(read));
  sampleManifest = await readFile("src/generated/photos.json", "utf8");
  result = await testBuild({ outDir: join(dir, "dist"), contentDir: fixture });
}, 240_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a site built from another studio's content", () => {
  it("shows the studio's name and phone on every page, and nothing of the sample studio", async () => {
    const sample = JSON.parse(await readFile("src/content/studio.json", "utf8"));
    for (const page of result.pages) {
      const t = text(await html(page.file));
      expect(t, page.file).toContain(studio.name);
      expect(t, page.file).toContain(studio.phone.display);
      expect(t, page.file).not.toContain(sample.name);
      expect(t, page.file).not.toContain(sample.phone.display);
    }
  });

  it("shows its plans and prices on /pricing and its FAQ, each language its own, and only its languages", async () => {
    const en = (v: any) => (typeof v === "string" ? v : v.en);
    for (const lang of studio.languages as string[]) {
      const file = lang === "en" ? "pricing/index.html" : `${lang}/pricing/index.html`;
      const t = text(await html(file));
      for (const plan of plans.plans) {
        expect(t).toContain(typeof plan.name === "string" ? plan.name : plan.name[lang]);
        expect(t).toContain(formatRupees(plan.price));
      }
      // The accordion's buttons: one per question, in the file's order.
      const questions = [...(await html(file)).matchAll(/aria-expanded="false" aria-controls="[^"]*-panel"><span>([^<]*)/g)].map((m) => m[1]);
      expect(questions).toEqual(faq.faq.map((f: any) => (typeof f.title === "string" ? f.title : f.title[lang])));
    }
    for (const f of plans.plans[0].features) expect(text(await html("pricing/index.html"))).toContain(en(f));
    const built = result.pages.map((p) => p.file);
    for (const lang of ["hi", "mr"]) expect(built.some((f) => f.startsWith(`${lang}/`)), lang).toBe(studio.languages.includes(lang));
  });

  it("builds its photo sets, with phone file names slugged, and leaves the sample's manifest alone", async () => {
    const manifest = JSON.parse(await readFile(manifestFileFor(fixture), "utf8")) as PhotoManifest;
    expect(await readFile("src/generated/photos.json", "utf8")).toBe(sampleManifest);
    const home = await html("index.html");
    for (const [set, entries] of Object.entries(photos)) {
      for (const e of entries) {
        const id = photoIdOf(set, e.file);
        expect(id).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
        expect(manifest[set]?.map((p) => p.id), id).toContain(id);
        const files = await readdir(join(result.outDir, "assets", "photos", set));
        expect(files.some((f) => f.startsWith(id.split("/")[1]! + "-")), id).toBe(true);
      }
    }
    // The hero shows its three photos' first, with its alt text.
    const alt = photos.home![0]!.alt as string | { en: string };
    expect(home).toContain(`alt="${typeof alt === "string" ? alt : alt.en}"`);
    expect(existsSync(join(result.outDir, "admin", "index.html"))).toBe(true);
  });

  it("shows a story of its own everywhere a story belongs, with no change to the code", async () => {
    const story = await read("stories/riya-kunal-udaipur.json");
    const films = await read("films.json");
    const home = await read("home.json");
    const page = await html(`stories/${story.slug}/index.html`);
    const path = `/stories/${story.slug}/`;
    // Its own page: whose story, its title, its photos in its order with their captions, its film.
    const h1 = text(/<h1[^]*?<\/h1>/.exec(page)![0]);
    expect(h1).toContain(en(story.names));
    expect(h1).toContain(en(story.title));
    const figures = [...page.matchAll(/<figure class="story__figure">([^]*?)<\/figure>/g)].map((m) => m[1]!);
    // Each photo is a button that opens it large, named by what it shows.
    const names = figures.map((f) => /<button[^>]* aria-label="([^"]*)"/.exec(f)?.[1] ?? "");
    expect(names).toHaveLength(story.photos.length);
    story.photos.forEach((p: { alt: unknown }, i: number) => expect(names[i]).toContain(en(p.alt)));
    expect(figures.map((f) => /<figcaption[^>]*>([^<]*)</.exec(f)?.[1])).toEqual(story.photos.map((p: { caption?: unknown }) => p.caption && en(p.caption)));
    expect(page).toContain(`youtube.com/watch?v=${films.films[0].youtube.split("v=")[1]}`);
    expect(page).toContain(`<title>${en(story.names).replace("&", "&amp;")}: ${en(story.title)} · ${studio.name}</title>`);
    // In its other language, in that language's words.
    expect(text(/<h1[^]*?<\/h1>/.exec(await html(`mr/stories/${story.slug}/index.html`))![0])).toContain(story.names.mr);
    // Listed under its occasion on /stories/, in /program's row and from the home page's card that names it.
    const list = await html("stories/index.html");
    const occasion = new RegExp(`<section id="${story.occasion}"[^]*?</section>`).exec(list)?.[0] ?? "";
    expect(occasion).toContain(`href="${path}"`);
    expect(await html("program/index.html")).toContain(`href="${path}"`);
    const card = home.features.cards.find((c: { story?: string }) => c.story === story.slug);
    expect(text(/<section class="section home-features"[^]*?<\/section>/.exec(await html("index.html"))![0])).toContain(en(card.title));
    expect(await html("index.html")).toContain(`href="${path}" class="feature-card__link"`);
    // Known to search engines, with its share image.
    expect(await readFile(join(result.outDir, "sitemap.xml"), "utf8")).toContain(`${path}</loc>`);
    expect(existsSync(join(result.outDir, shareImagePath(path)))).toBe(true);
  });

  it("fills its program gallery from the sets its content names", async () => {
    const page = await html("program/index.html");
    // Each photo is named by its alt text (fetched as it nears the screen, so no address yet).
    const alt = (e: { alt: unknown }) => (typeof e.alt === "string" ? e.alt : (e.alt as { en: string }).en);
    // The gallery deals its sets in turn, in file-name order, and reveals a long one as it scrolls:
    // each set's first photo is on the page from the start.
    const gallery = await read("gallery.json");
    for (const set of gallery.sets as string[]) expect(page, set).toContain(alt([...photos[set]!].sort((a, b) => (a.file < b.file ? -1 : 1))[0]!));
    for (const e of photos["pre-wedding"] ?? []) expect(page).not.toContain(alt(e));
  });
});
