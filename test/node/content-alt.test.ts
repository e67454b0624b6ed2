import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type BuildResult } from "../../build";
import { formatRupees } from "../../src/lib/format";
import { photoId as photoIdOf } from "../../src/lib/photos";
import { shareImagePath } from "../../tooling/site-meta";
import type { PhotoManifest } from "../../src/lib/photos";

// A second studio's content (test/fixtures/content-alt/): another name, phone, prices, four FAQ
// entries, two plans and fewer photos, some named as a phone names them. Its photos are copies of
// sample photos (so the encoder's cache makes this quick), put under the names its photos.json lists.
const fixture = "test/fixtures/content-alt";
const read = async (file: string) => JSON.parse(await readFile(join(fixture, file), "utf8"));
let dir: string;
let result: BuildResult;
let studio: any, plans: any, faq: any, photos: Record<string, { file: string; alt: string }[]>;
const html = (file: string) => readFile(join(result.outDir, file), "utf8");
const text = (page: string) => page.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-alt-"));
  const contentDir = join(dir, "content");
  await cp(fixture, contentDir, { recursive: true });
  [studio, plans, faq, photos] = await Promise.all(["studio.json", "plans.json", "faq.json", "photos.json"].map(read));
  for (const [set, entries] of Object.entries(photos)) {
    const sources = (await readdir(join("static/photos", set))).sort();
    await mkdir(join(contentDir, "photos", set), { recursive: true });
    for (const [i, e] of entries.entries()) await copyFile(join("static/photos", set, sources[i % sources.length]!), join(contentDir, "photos", set, e.file));
  }
  // Its stories' photos: copies of a sample story's, under the names each story lists (a phone's).
  for (const file of (await readdir(join(fixture, "stories"))).filter((f) => f.endsWith(".json"))) {
    const story = await read(join("stories", file));
    const sampleSet = join("static/photos", (await readdir("static/photos")).find((d) => d.startsWith("story-"))!);
    const sources = (await readdir(sampleSet)).sort();
    await mkdir(join(contentDir, "photos", `story-${story.slug}`), { recursive: true });
    for (const [i, f] of [story.cover.file, ...story.photos.map((p: { file: string }) => p.file)].entries()) {
      await copyFile(join(sampleSet, sources[i % sources.length]!), join(contentDir, "photos", `story-${story.slug}`, f));
    }
  }
  result = await build({ outDir: join(dir, "dist"), contentDir, quiet: true });
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

  it("shows its plans and prices on /pricing, and its FAQ in English", async () => {
    const t = text(await html("pricing/index.html"));
    for (const plan of plans.plans) {
      expect(t).toContain(plan.name);
      expect(t).toContain(formatRupees(plan.price));
      for (const f of plan.features) expect(t).toContain(f);
    }
    const page = await html("pricing/index.html");
    // The accordion's buttons: one per question, in the file's order.
    const questions = [...page.matchAll(/aria-expanded="false" aria-controls="[^"]*-panel"><span>([^<]*)/g)].map((m) => m[1]);
    expect(questions).toEqual(faq.faq.map((f: any) => (typeof f.title === "string" ? f.title : f.title.en)));
    expect(faq.faq).toHaveLength(4);
    expect(t).not.toContain(faq.faq[1].title.hi);
  });

  it("builds its photo sets, with phone file names slugged, and leaves the sample's manifest alone", async () => {
    const manifestFile = (await readdir(join(".cache", "content"), { recursive: true })).map(String).find((f) => f.endsWith("photos.json"));
    expect(manifestFile).toBeDefined();
    const sampleManifest = JSON.parse(await readFile("src/generated/photos.json", "utf8")) as PhotoManifest;
    expect(sampleManifest.home).toHaveLength(10);
    const home = await html("index.html");
    for (const [set, entries] of Object.entries(photos)) {
      for (const e of entries) {
        const id = photoIdOf(set, e.file);
        expect(id).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
        const files = await readdir(join(result.outDir, "assets", "photos", set));
        expect(files.some((f) => f.startsWith(id.split("/")[1]! + "-")), id).toBe(true);
      }
    }
    // The hero shows its three photos' first, with its alt text.
    expect(home).toContain(`alt="${photos.home![0]!.alt}"`);
    expect(existsSync(join(result.outDir, "admin", "index.html"))).toBe(true);
  });

  it("shows a story of its own everywhere a story belongs, with no change to the code", async () => {
    const story = await read("stories/riya-kunal-udaipur.json");
    const films = await read("films.json");
    const home = await read("home.json");
    const page = await html(`stories/${story.slug}/index.html`);
    const path = `/stories/${story.slug}/`;
    // Its own page: whose story, its title, its photos in its order with their captions, its film.
    expect(text(/<h1[^]*?<\/h1>/.exec(page)![0])).toContain(story.names);
    expect(text(/<h1[^]*?<\/h1>/.exec(page)![0])).toContain(story.title);
    const figures = [...page.matchAll(/<figure class="story__figure">([^]*?)<\/figure>/g)].map((m) => m[1]!);
    expect(figures.map((f) => /<img class="photo__img[^>]* alt="([^"]*)"/.exec(f)?.[1])).toEqual(story.photos.map((p: { alt: string }) => p.alt));
    expect(figures.map((f) => /<figcaption[^>]*>([^<]*)</.exec(f)?.[1])).toEqual(story.photos.map((p: { caption?: string }) => p.caption));
    expect(page).toContain(`youtube.com/watch?v=${films.films[0].youtube.split("v=")[1]}`);
    expect(page).toContain(`<title>${story.names.replace("&", "&amp;")}: ${story.title} · ${studio.name}</title>`);
    // Listed under its occasion on /stories/, in /program's row and from the home page's card that names it.
    const list = await html("stories/index.html");
    const occasion = new RegExp(`<section id="${story.occasion}"[^]*?</section>`).exec(list)?.[0] ?? "";
    expect(occasion).toContain(`href="${path}"`);
    expect(await html("program/index.html")).toContain(`href="${path}"`);
    const card = home.features.cards.find((c: { story?: string }) => c.story === story.slug);
    expect(text(/<section class="section home-features"[^]*?<\/section>/.exec(await html("index.html"))![0])).toContain(card.title);
    expect(await html("index.html")).toContain(`href="${path}" class="feature-card__link"`);
    // Known to search engines, with its share image.
    expect(await readFile(join(result.outDir, "sitemap.xml"), "utf8")).toContain(`${path}</loc>`);
    expect(existsSync(join(result.outDir, shareImagePath(path)))).toBe(true);
  });

  it("fills its program gallery from the sets its content names", async () => {
    const page = await html("program/index.html");
    // Each photo is named by its alt text (fetched as it nears the screen, so no address yet).
    for (const e of photos.wedding!) expect(page).toContain(e.alt);
    for (const e of photos["pre-wedding"] ?? []) expect(page).not.toContain(e.alt);
  });
});
