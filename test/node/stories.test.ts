import { beforeAll, describe, expect, inject, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { languages } from "../../src/content/load";
import { localize, type Locale } from "../../src/lib/localize";
import { placeholders } from "../../src/content/placeholders";
import { photoFor } from "../../src/content/photos";
import { localiseFile, localisePath, routeById, storyRouteId } from "../../src/shell/routes";
import { photoId, type PhotoManifest } from "../../src/lib/photos";
import { youtubeId } from "../../src/lib/youtube";
import type { ContentOf, Story } from "../../src/content/schema";
import { testConfig } from "../browser/test-config";
import { contentDir } from "../content-dir";
// The manifest of the content under test (vitest.config.ts points it at CONTENT_DIR's).
import manifestJson from "../../src/generated/photos.json";

// Each story of the content's stories/ as the built site shows it, in every language, checked on the
// node tests' build. Expectations come from the content files, read here as they are, so a studio's
// own stories keep these tests green.
const { outDir } = inject("siteBuild");
const site = testConfig.siteUrl;
const json = (file: string) => JSON.parse(readFileSync(join(contentDir, file), "utf8"));
const rawStudio = json("studio.json");
const storyFiles = readdirSync(join(contentDir, "stories")).filter((f) => f.endsWith(".json"));

interface Words {
  studio: ContentOf<"studio">;
  stories: Story[];
  films: ContentOf<"films">["films"];
  programs: ContentOf<"programs">["programs"];
  words: ContentOf<"storyWords">;
  home: ContentOf<"home">;
}
/** The content in one language, placeholders filled, as the pages show it. */
function contentIn(lang: Locale): Words {
  const studio = localize<ContentOf<"studio">>(rawStudio, lang);
  const vars = placeholders(studio);
  const l = <T,>(v: unknown) => localize<T>(v, lang, vars);
  return {
    studio,
    stories: storyFiles.map((f) => l<Story>(json(`stories/${f}`))),
    films: l<ContentOf<"films">>(json("films.json")).films,
    programs: l<ContentOf<"programs">>(json("programs.json")).programs,
    words: l<ContentOf<"storyWords">>(json("stories.json")),
    home: l<ContentOf<"home">>(json("home.json")),
  };
}

const html = new Map<string, string>();
const page = (file: string) => html.get(file) ?? "";
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const text = (s: string) => decode(s.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim();
const storyFile = (slug: string, lang: Locale) => localiseFile(routeById(storyRouteId(slug)).file, lang);
const storyPath = (slug: string, lang: Locale) => localisePath(routeById(storyRouteId(slug)).path, lang);
const when = (s: Story) => s.year * 12 + s.month;

function jsonLd(h: string): Record<string, unknown>[] {
  const blocks = [...h.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return blocks.flatMap((b) => (Array.isArray(b["@graph"]) ? (b["@graph"] as Record<string, unknown>[]) : [b]));
}

beforeAll(async () => {
  expect(storyFiles.length).toBeGreaterThan(0);
  for (const lang of languages) {
    for (const f of storyFiles) html.set(storyFile(f.replace(/\.json$/, ""), lang), readFileSync(join(outDir, storyFile(f.replace(/\.json$/, ""), lang)), "utf8"));
    for (const id of ["stories", "home", "program"] as const) html.set(localiseFile(routeById(id).file, lang), readFileSync(join(outDir, localiseFile(routeById(id).file, lang)), "utf8"));
  }
});

describe("the site's policy", () => {
  it("lets in the frame of a film's player, from youtube-nocookie.com only, on every page and in the hosts' headers", () => {
    const frames = (policy: string) => policy.split(";").map((d) => d.trim()).filter((d) => d.startsWith("frame-src"));
    for (const file of html.keys()) {
      const meta = decode(/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page(file))![1]!);
      expect(frames(meta), file).toEqual(["frame-src https://www.youtube-nocookie.com"]);
    }
    const headers = readFileSync(join(outDir, "_headers"), "utf8");
    expect(frames(/Content-Security-Policy: ([^\n]*)/.exec(headers)![1]!)).toEqual(["frame-src https://www.youtube-nocookie.com"]);
  });
});

describe.each(languages)("the stories in %s", (lang) => {
  const c = contentIn(lang);

  it("each have their page: whose story, its title, where and when, its photos in order with their captions, and its film", () => {
    for (const story of c.stories) {
      const h = page(storyFile(story.slug, lang));
      const h1 = text(/<h1[^>]*>([^]*?)<\/h1>/.exec(h)![1]!);
      expect(h1).toContain(story.names);
      expect(h1).toContain(story.title);
      expect(text(h)).toContain(story.venue);
      expect(text(h)).toContain(`${c.words.months[story.month - 1]} ${story.year}`);
      const figures = [...h.matchAll(/<figure class="story__figure">([^]*?)<\/figure>/g)].map((m) => m[1]!);
      // Each photo is a button that opens it large, named by what it shows.
      const names = figures.map((f) => decode(/<button[^>]* aria-label="([^"]*)"/.exec(f)![1]!));
      expect(names, story.slug).toHaveLength(story.photos.length);
      names.forEach((name, i) => expect(name, story.slug).toContain(story.photos[i]!.alt));
      expect(figures.map((f) => /<figcaption[^>]*>([^]*?)<\/figcaption>/.exec(f)?.[1]).map((t) => t && text(t))).toEqual(story.photos.map((p) => p.caption));
      const film = c.films?.find((f) => f.id === story.film);
      if (film) {
        expect(h).toContain(`watch?v=${youtubeId(film.youtube)}`);
        expect(text(/<figcaption class="film__caption">([^]*?)<\/figcaption>/.exec(h)![1]!)).toContain(film.title);
      } else expect(h).not.toContain('class="film"');
      // The closing call to book, and the way back to every story.
      expect(text(h)).toContain(c.words.closing.book);
      expect(h).toContain(`href="${localisePath(routeById("stories").path, lang)}"`);
    }
  });

  it("are listed on /stories/ under their occasion, newest first, with every other program a place of its own", () => {
    const h = page(localiseFile(routeById("stories").file, lang));
    for (const program of c.programs) {
      const own = c.stories.filter((s) => s.occasion === program.id).sort((a, b) => when(b) - when(a));
      if (own.length === 0) {
        // The footer's link to it lands somewhere: its line under the programs without a story yet.
        expect(h).toMatch(new RegExp(`<li id="${program.id}"`));
        continue;
      }
      const section = new RegExp(`<section id="${program.id}"[^>]*>([^]*?)</section>`).exec(h)![1]!;
      expect(text(/<h2[^>]*>([^]*?)<\/h2>/.exec(section)![1]!)).toBe(program.title);
      const linked = [...section.matchAll(/<a href="([^"]+)" class="story-card__link"/g)].map((m) => m[1]);
      expect(linked).toEqual(own.map((s) => storyPath(s.slug, lang)));
      // The occasion's link at the top, a plain anchor that works without script.
      expect(h).toContain(`href="#${program.id}"`);
    }
  });

  it("are what the home page's cards and every page's footer lead to", () => {
    const home = page(localiseFile(routeById("home").file, lang));
    const stories = localisePath(routeById("stories").path, lang);
    for (const card of c.home.features.cards) {
      const to = card.story ? storyPath(card.story, lang) : `${stories}#${card.occasion}`;
      expect(home).toContain(`href="${to}" class="feature-card__link"`);
      // Where it leads shows what it promises: the one story, or the occasion's on /stories/.
      if (card.story) expect(c.stories.find((s) => s.slug === card.story)?.occasion).toBe(card.occasion);
    }
    for (const card of c.home.programSection.cards) expect(home).toContain(`href="${stories}#${card.occasion}" class="program-card__link"`);
    for (const file of [localiseFile(routeById("home").file, lang), localiseFile(routeById("program").file, lang), storyFile(c.stories[0]!.slug, lang)]) {
      const footer = /<ul class="footer__list footer__list--programs">([^]*?)<\/ul>/.exec(page(file))![1]!;
      expect([...footer.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)].map((m) => [m[1], decode(m[2]!)])).toEqual(c.programs.map((p) => [`${stories}#${p.id}`, p.title]));
    }
  });

  it("each have their title, description and share image, and are in the sitemap with their alternates", async () => {
    const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
    for (const story of c.stories) {
      const h = page(storyFile(story.slug, lang));
      expect(decode(/<title>([^<]*)<\/title>/.exec(h)![1]!)).toBe(`${story.names}: ${story.title} · ${c.studio.name}`);
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(h)![1]!);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(story.summary.startsWith(description.replace(/…$/, ""))).toBe(true);
      const image = /<meta property="og:image" content="([^"]*)"/.exec(h)![1]!;
      const meta = await sharp(join(outDir, image.slice(site.length))).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
      const url = `${site}${storyPath(story.slug, lang)}`;
      const entry = new RegExp(`<url>\\s*<loc>${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}</loc>([^]*?)</url>`).exec(sitemap)?.[1] ?? "";
      for (const other of languages) expect(entry).toContain(`hreflang="${other}" href="${site}${storyPath(story.slug, other)}"`);
    }
  });

  it("describe each story page to search engines as an ImageGallery of its photos, in order, with its film", () => {
    const manifest = manifestJson as unknown as PhotoManifest;
    const asset = (set: string, file: string) => manifest[set]!.find((p) => p.id === photoId(set, file))!;
    const largestJpeg = (p: PhotoManifest[string][number]) => site + p.variants[p.variants.length - 1]!.jpeg;
    for (const story of c.stories) {
      const set = `story-${story.slug}`;
      const gallery = jsonLd(page(storyFile(story.slug, lang))).find((n) => n["@type"] === "ImageGallery")!;
      expect(gallery, story.slug).toBeDefined();
      expect(gallery.url).toBe(`${site}${storyPath(story.slug, lang)}`);
      expect(gallery.headline).toBe(`${story.names}: ${story.title}`);
      expect(gallery.dateCreated).toBe(`${story.year}-${String(story.month).padStart(2, "0")}`);
      expect(gallery.thumbnailUrl).toBe(largestJpeg(asset(set, story.cover.file)));
      const images = gallery.image as Record<string, unknown>[];
      expect(images.map((i) => i.contentUrl)).toEqual(story.photos.map((p) => largestJpeg(asset(set, p.file))));
      expect(images.map((i) => i.description)).toEqual(story.photos.map((p) => p.alt));
      expect(images.map((i) => i.caption)).toEqual(story.photos.map((p) => p.caption));
      const film = c.films?.find((f) => f.id === story.film);
      const video = gallery.video as Record<string, string> | undefined;
      if (!film) {
        expect(video).toBeUndefined();
        continue;
      }
      expect(video).toMatchObject({ "@type": "VideoObject", name: film.title, embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId(film.youtube)}` });
      const [, h = "0", m = "0", s = "0"] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(video!.duration!) ?? [];
      expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(film.minutes * 60 + film.seconds);
      expect(video!.thumbnailUrl).toBe(site + photoFor(film.poster)!.variants.at(-1)!.jpeg);
    }
  });
});
