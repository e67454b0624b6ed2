import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { build as esbuild } from "esbuild";
import { forBrowser } from "../../tooling/content/browser-content";
import { prepareContent } from "../../tooling/content/index";
import { isStorySet } from "../../tooling/photo-settings";
import { localize } from "../../src/lib/localize";
import { languages, load, namedPhotoSets } from "../../src/content/load";
import { filledMark, placeholders } from "../../src/content/placeholders";
import { compactManifest, expandManifest, photoId, type CompactManifest, type PhotoManifest } from "../../src/lib/photos";

// Each content file brings its own photos' alt text to the browser, and no other photo's.
const read = (name: string) => JSON.parse(readFileSync(`src/content/${name}`, "utf8")) as Record<string, unknown>;
const photos = read("photos.json") as Record<string, { file: string; alt: unknown }[]>;
const idsOf = (set: string) => (photos[set] ?? []).map((p) => photoId(set, p.file));

describe("the content the pages' scripts get", () => {
  it("gives the home page the alt text of its slideshow's set and of the photos its cards name, and nothing else", () => {
    const home = read("home.json") as { hero: { photoSet: string }; features: { cards: { photo: string }[] } };
    const out = forBrowser("home.json", home, photos) as { __photoAlts: Record<string, unknown> };
    const ids = Object.keys(out.__photoAlts);
    for (const id of idsOf(home.hero.photoSet)) expect(ids).toContain(id);
    for (const card of home.features.cards) expect(ids).toContain(card.photo);
    const elsewhere = Object.keys(photos).filter((set) => !JSON.stringify(home).includes(`"${set}`));
    for (const set of elsewhere) for (const id of idsOf(set)) expect(ids).not.toContain(id);
    // The alt text itself, in every language, as photos.json has it.
    const [set, first] = [home.hero.photoSet, photos[home.hero.photoSet]![0]!];
    expect(out.__photoAlts[photoId(set, first.file)]).toEqual(first.alt);
  });

  it("gives the footer's import of programs.json?titles each program's id and title in every language, and no description", () => {
    const file = read("programs.json") as { programs: Record<string, unknown>[] };
    const out = forBrowser("programs.json", file, photos, "?titles") as { programs: Record<string, unknown>[] };
    expect(out.programs).toEqual(file.programs.map((p) => ({ id: p.id, title: p.title })));
    expect(JSON.stringify(out).length).toBeLessThan(JSON.stringify(file).length / 2);
  });

  it("gives /credits/ no alt text: it names every photo but shows its thumbnails beside their credits", () => {
    const credits = read("credits.json") as { credits?: { photos: string[] }[] };
    const out = forBrowser("credits.json", credits, photos) as { __photoAlts?: unknown; credits?: unknown };
    expect(out.__photoAlts).toBeUndefined();
    expect(out.credits).toEqual(credits.credits);
  });

  it("leaves photos.json empty in the browser, and a file that names no photo as it is", () => {
    expect(forBrowser("photos.json", photos, photos)).toEqual({});
    const faq = read("faq.json");
    expect(forBrowser("faq.json", faq, photos)).toEqual(faq);
  });

  it("leaves out what only the build reads: search descriptions and structured data", () => {
    const pages = read("pages.json") as Record<string, Record<string, unknown>>;
    const out = forBrowser("pages.json", pages, photos) as Record<string, Record<string, unknown>>;
    for (const [id, page] of Object.entries(out)) {
      expect(page.description, id).toBeUndefined();
      expect(page.title, id).toEqual(pages[id]!.title);
    }
    expect((forBrowser("studio.json", read("studio.json"), photos) as Record<string, unknown>).description).toBeUndefined();
    expect((forBrowser("labels.json", read("labels.json"), photos) as Record<string, unknown>).structuredData).toBeUndefined();
  });
});

/** A content file as the browser bundle gets it. */
async function bundled(content: Awaited<ReturnType<typeof prepareContent>>, file: string, locale = languages[0]!): Promise<Record<string, unknown>> {
  const out = await esbuild({
    stdin: { contents: `export { default } from "./src/content/${file}";`, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    format: "esm",
    write: false,
    plugins: [content.pluginFor(locale, { browser: true })],
  });
  return (await import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0]!.text)}`)).default as Record<string, unknown>;
}

describe("the content as the build bundles it", () => {
  it("is each file in one language with the studio's placeholders filled, marked so the pages take it as it is", async () => {
    const content = await prepareContent();
    for (const locale of languages) {
      const file = await bundled(content, "about.json", locale);
      const { __photoAssets: _photos, ...about } = file;
      const studio = localize<Parameters<typeof placeholders>[0]>(read("studio.json"), locale);
      const expected = localize(forBrowser("about.json", read("about.json"), photos), locale, placeholders(studio));
      expect(JSON.stringify(about)).not.toMatch(/\{studio\./);
      expect(about).toEqual(expected);
      // The mark is no field of the content: not listed, not copied, not in JSON.
      expect(Object.keys(about)).not.toContain(filledMark);
      expect(file[filledMark]).toBe(true);
      // load() hands it over as it is: a text that looks like a placeholder stays (it was filled already).
      const marked = Object.defineProperty({ note: "{studio.name}" }, filledMark, { value: true });
      expect(load<"about">(marked)).toEqual({ note: "{studio.name}" });
      // A file that did not come through the build (tests, tools) is still filled as it loads.
      expect((load<"about">({ note: "{studio.name}" }) as unknown as { note: string }).note).not.toContain("{studio.");
    }
  });
});

// No page carries every photo of the site: each file brings the sizes and files of those it names.
describe("the photos a content file brings to the browser", () => {
  it("are the home page's slideshow set whole, in the site's order, and its cards' photos, and no other", async () => {
    const content = await prepareContent();
    const manifest = JSON.parse(readFileSync(content.manifestFile, "utf8")) as PhotoManifest;
    const home = read("home.json") as { hero: { photoSet: string }; features: { cards: { photo: string }[] } };
    const out = await bundled(content, "home.json");
    const brought = expandManifest(out.__photoAssets as CompactManifest);
    expect(brought[home.hero.photoSet]!.map((p) => p.id)).toEqual(manifest[home.hero.photoSet]!.map((p) => p.id));
    const ids = Object.values(brought).flatMap((set) => set.map((p) => p.id));
    for (const card of home.features.cards) expect(ids).toContain(card.photo);
    // Each named by its id, or one of a set named whole (whose alt text came along).
    for (const id of ids) expect(JSON.stringify(home).includes(`"${id}"`) || id in (out.__photoAlts as object), id).toBe(true);
    // What a photo is made of: its files at every width, as the pipeline wrote them.
    const first = manifest[home.hero.photoSet]![0]!;
    expect(brought[home.hero.photoSet]![0]!.variants).toEqual(first.variants);
    expect(brought[home.hero.photoSet]![0]!.portrait?.variants).toEqual(first.portrait?.variants);
  });

  it("are, for /credits/, the thumbnails it shows and none of a story's", async () => {
    const content = await prepareContent();
    const credits = read("credits.json") as { credits: { photos: string[] }[] };
    const brought = expandManifest((await bundled(content, "credits.json")).__photoAssets as CompactManifest);
    const ids = Object.values(brought).flatMap((set) => set.map((p) => p.id));
    const credited = credits.credits.flatMap((c) => c.photos);
    for (const id of ids) expect(credited, id).toContain(id);
    expect(ids.filter((id) => isStorySet(id.split("/")[0]!))).toEqual([]);
    // Every credited photo the site shows outside the stories is there.
    expect(ids.length).toBe(new Set(credited.filter((id) => content.shownPhotos.has(id) && !isStorySet(id.split("/")[0]!))).size);
  });

  it("make a set whole and in order in the browser, whichever file names it first", async () => {
    const manifest = JSON.parse(readFileSync((await prepareContent()).manifestFile, "utf8")) as PhotoManifest;
    const set = (read("home.json") as { hero: { photoSet: string } }).hero.photoSet;
    const whole = manifest[set]!;
    // A file naming one photo of the set loads before the one naming the set.
    load({ __photoAssets: compactManifest({ [set]: whole.slice(-1) }) });
    load({ __photoAssets: compactManifest({ [set]: whole }) });
    load({ __photoAssets: compactManifest({ [set]: whole.slice(0, 1) }) });
    expect(namedPhotoSets[set]!.map((p) => p.id)).toEqual(whole.map((p) => p.id));
  });
});
