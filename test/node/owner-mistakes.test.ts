import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BuildResult } from "../../build";
import { testBuild } from "../test-build";
import { ContentError } from "../../tooling/content/check";
import { backgroundColor } from "../../tooling/site-meta";
import { formatRupees } from "../../src/lib/format";
import { photoId, type PhotoManifest } from "../../src/lib/photos";
import { manifestFileFor } from "../../tooling/content";
import { contentFiles, contentFolders } from "../../src/content/schema";

const { stories } = contentFolders;

// The sample content and photos as a studio owner edits them, with the mistakes owners make,
// built for real: every photo made by the test from a sample photo.
let dir: string;
let n = 0;
const json = async (file: string) => JSON.parse(await readFile(file, "utf8"));
const write = (file: string, value: unknown) => writeFile(file, JSON.stringify(value, null, 2));

/** A copy of the sample content with its photos beside it (content/photos/<set>/). */
async function studio(): Promise<{ content: string; photos: string; list: Record<string, { file: string; alt: unknown }[]> }> {
  const content = join(dir, `content-${n++}`);
  await cp("src/content", content, { recursive: true, filter: (f) => !f.endsWith(".ts") });
  await cp("static/photos", join(content, "photos"), { recursive: true });
  return { content, photos: join(content, "photos"), list: await json(join(content, "photos.json")) };
}
const sample = (set: string, i = 0) => readdir(join("static/photos", set)).then((f) => readFile(join("static/photos", set, f.sort()[i]!)));
/** Bytes an iPhone writes: an ISO media file of brand heic (the HEVC data does not matter here). */
const heic = () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(2000, 7)]);
/** Photos the site cannot use, as owners bring them, and what the build says of each. */
async function unusablePhotos(): Promise<Record<string, { bytes: Buffer; says: RegExp }>> {
  const jpeg = await sample("wedding", 2);
  return {
    "20-half-copied.jpg": { bytes: jpeg.subarray(0, jpeg.length >> 1), says: /is cut short or damaged.*Copy it here again/ },
    "21-empty.jpg": { bytes: Buffer.alloc(0), says: /is empty \(0 bytes\).*Copy the photo here again/ },
    "22-from-the-iphone.jpg": { bytes: heic(), says: /is a HEIC photo.*export it as JPEG/ },
    "23-notes.jpg": { bytes: Buffer.from("Shot list for Saturday: haldi at 9, baraat at 5"), says: /is not a photo the build can read.*save it again as JPEG/ },
    "IMG_0024.HEIC": { bytes: heic(), says: /is a HEIC photo.*export it as JPEG/ },
    "25-too-small.jpg": { bytes: await sharp(jpeg).resize({ width: 300 }).jpeg().toBuffer(), says: /is 300×\d+ pixels; photos in "wedding" need to be at least 400 pixels wide/ },
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "owner-mistakes-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a studio owner's photos and words", () => {
  let good: BuildResult;
  let outDir: string;
  let edited: Awaited<ReturnType<typeof studio>>;
  let rotated: string;
  let takenOut: { set: string; file: string };
  let halfInStory: { set: string; file: string; story: string };
  let deleted: { index: number; story: string; occasion: string } | undefined;
  let orphan: { story: string; occasion: string } | undefined;
  const transparent = "07-logo-on-glass.png";
  const devanagari = ["शादी-01.jpg", "मेहंदी-01.jpg"];
  const undescribed = "IMG_2041.JPG";
  const exported = "IMG_0031.jpg";
  let profileSet: string;

  beforeAll(async () => {
    edited = await studio();
    const { content, photos, list } = edited;
    // The hero's first photo replaced by a panorama, its second by a copy stored sideways with
    // EXIF orientation 6 (upright it is landscape, as the original).
    const hero = (await readdir(join(photos, "home"))).sort();
    rotated = hero[1]!;
    await sharp(await sample("home", 0)).resize({ width: 2400, height: 700, fit: "cover" }).jpeg().toFile(join(photos, "home", hero[0]!));
    await sharp(await sharp(await sample("home", 1)).rotate(-90).toBuffer()).withMetadata({ orientation: 6 }).jpeg().toFile(join(photos, "home", rotated));
    // A PNG with transparent corners in the home page's gallery block; two Devanagari names in the gallery.
    const mask = Buffer.from(`<svg width="800" height="600"><circle cx="400" cy="300" r="280"/></svg>`);
    await sharp(await sample("home-gallery")).resize({ width: 800, height: 600 }).composite([{ input: mask, blend: "dest-in" }]).png().toFile(join(photos, "home-gallery", transparent));
    list["home-gallery"]!.push({ file: transparent, alt: list["home-gallery"]![0]!.alt });
    for (const [i, file] of devanagari.entries()) {
      await writeFile(join(photos, "home-gallery", file), await sample("pre-wedding", i));
      list["home-gallery"]!.push({ file, alt: list["pre-wedding"]![i]!.alt });
    }
    // The hero's set filled past what the slideshow shows, each photo described: the last is left out.
    const heroMax = contentFiles.home.node.fields.hero.fields.photoSet.max!;
    for (let i = hero.length; i <= heroMax; i++) {
      const file = `zz-${i}.jpg`;
      await writeFile(join(photos, "home", file), await sample("home", i % hero.length));
      list.home!.push({ file, alt: list.home![0]!.alt });
    }
    // A second photo in the about page's profile set, which shows one.
    profileSet = (await json(join(content, "about.json"))).profilePhotoSet;
    await writeFile(join(photos, profileSet, "zz-second.jpg"), await sample("pre-wedding", 4));
    (list[profileSet] ??= []).push({ file: "zz-second.jpg", alt: list["pre-wedding"]![4]!.alt });
    // An iPhone's HEIC, with the JPEG exported from it beside it (a line for the JPEG only).
    await writeFile(join(photos, "home-gallery", exported.replace(/\.jpg$/, ".HEIC")), heic());
    await writeFile(join(photos, "home-gallery", exported), await sample("pre-wedding", 3));
    list["home-gallery"]!.push({ file: exported, alt: list["pre-wedding"]![3]!.alt });
    await write(join(content, "photos.json"), list);
    // One more, uploaded through the editor's media library: a file with no line, so no alt text.
    await writeFile(join(photos, "home-gallery", undescribed), await sample("pre-wedding", 2));
    // The gallery shows ten photos fewer than its sets hold; the cheapest plan costs more.
    const gallery = await json(join(content, "gallery.json"));
    gallery.limit = gallery.sets.reduce((sum: number, s: string) => sum + list[s]!.length, 0) - 10;
    await write(join(content, "gallery.json"), gallery);
    // Photos the site cannot use in a set /program/'s gallery shows, each with its line.
    for (const [file, { bytes }] of Object.entries(await unusablePhotos())) {
      await writeFile(join(photos, "wedding", file), bytes);
      list.wedding!.push({ file, alt: list.wedding![0]!.alt });
    }
    await write(join(content, "photos.json"), list);
    const plans = await json(join(content, "plans.json"));
    plans.plans[0].price += 7000;
    await write(join(content, "plans.json"), plans);
    // As the editor leaves photos, deleting no file: one taken out of a story, a deleted story's folder.
    const storyFile = (await readdir(join(content, stories.folder))).sort()[0]!;
    const story = await json(join(content, stories.folder, storyFile));
    takenOut = { set: stories.photoSetPrefix + storyFile.replace(/\.json$/, ""), file: story.photos.pop().file };
    // And one added to that story whose upload stopped halfway.
    halfInStory = { set: takenOut.set, file: "99-half-copied.jpg", story: storyFile.replace(/\.json$/, "") };
    const full = await sample("wedding", 1);
    await writeFile(join(photos, halfInStory.set, halfInStory.file), full.subarray(0, full.length >> 1));
    story.photos.push({ ...story.photos[0], file: halfInStory.file });
    await write(join(content, stories.folder, storyFile), story);
    // A story the home page's first card leads to, deleted in the editor (which leaves its photos).
    const other = (await readdir(join(content, stories.folder))).sort()[1];
    if (other) {
      const home = await json(join(content, "home.json"));
      deleted = { index: 0, story: other.replace(/\.json$/, ""), occasion: home.features.cards[0].occasion };
      home.features.cards[0].story = deleted.story;
      await write(join(content, "home.json"), home);
      await rm(join(content, stories.folder, other));
    }
    // A program deleted in the editor while a story (and maybe a card or a film) still names it.
    const third = (await readdir(join(content, stories.folder))).sort()[1];
    const programs = await json(join(content, "programs.json"));
    const occasion = third && (await json(join(content, stories.folder, third))).occasion;
    if (third && programs.programs.length > 1) {
      orphan = { story: third.replace(/\.json$/, ""), occasion };
      programs.programs = programs.programs.filter((p: { id: string }) => p.id !== occasion);
      await write(join(content, "programs.json"), programs);
    }
    await mkdir(join(photos, `${stories.photoSetPrefix}gone`));
    await writeFile(join(photos, `${stories.photoSetPrefix}gone`, "01-vows.jpg"), await sample("wedding"));
    // Every list that may be empty, emptied in the editor, which leaves it out of the file: no
    // booked dates, no films yet (nor the stories' and the home page's), no sample credits.
    const leaveOut = async (file: string, keys: string[]) => write(join(content, file), Object.fromEntries(Object.entries(await json(join(content, file))).filter(([k]) => !keys.includes(k))));
    await leaveOut("availability.json", ["booked"]);
    await leaveOut("gallery.json", ["sameOriginal"]);
    await leaveOut("credits.json", ["credits", "licences"]);
    await leaveOut("films.json", ["films", "featured"]);
    for (const file of await readdir(join(content, stories.folder))) await leaveOut(join(stories.folder, file), ["film"]);
    outDir = join(dir, "dist");
    good = await testBuild({ outDir, contentDir: content });
  }, 600_000);

  const page = (file: string) => readFile(join(outDir, file), "utf8");

  it("warns, once for each, of a hero photo too wide for the slideshow and of photos beyond the gallery's limit, which it leaves out", async () => {
    const [panorama] = (await readdir(join(edited.photos, "home"))).sort();
    const warned = (part: string) => good.warnings.filter((w) => w.includes(part));
    expect(warned(`home/${panorama}`)).toHaveLength(1);
    expect(warned(`home/${panorama}`)[0]).toMatch(/is 2400×700, wider than 2:1 \(a panorama\).*crop it to 3:2 or 16:9/);
    // Upright, the phone's sideways copy is a landscape photo like any other.
    expect(warned(rotated)).toEqual([]);
    const beyond = good.warnings.filter((w) => w.includes("shown nowhere") && w.includes("/program gallery"));
    const named = beyond.flatMap((w) => w.slice(w.lastIndexOf(": ") + 2).split(", "));
    expect(named).toHaveLength(10);
    expect(beyond.reduce((sum, w) => sum + Number(/has (\d+) photos? shown nowhere/.exec(w)![1]), 0)).toBe(10);
    for (const w of beyond) expect(w).toMatch(/the \/program gallery shows \d+ photos.*raise "limit" in gallery\.json/);
    const program = await page("program/index.html");
    for (const w of beyond) {
      const set = /\/([\w-]+)\/ has/.exec(w)![1]!;
      for (const file of w.slice(w.lastIndexOf(": ") + 2).split(", ")) {
        const id = photoId(set, file);
        expect(program, id).not.toContain(`/assets/photos/${id}-`);
        expect((await readdir(join(outDir, "assets", "photos", set))).some((f) => f.startsWith(`${id.split("/")[1]}-`)), id).toBe(false);
      }
    }
  });

  it("leaves out, each with a warning, a photo taken out of a story and a deleted story's folder", async () => {
    expect(good.warnings).toContainEqual(expect.stringContaining(`${takenOut.set}/${takenOut.file} is in the story's photo folder but not in ${stories.folder}/`));
    expect(good.warnings).toContainEqual(expect.stringContaining(`${stories.photoSetPrefix}gone/ is a story's photo folder, but there is no story`));
    expect(await readdir(join(outDir, "assets", "photos"))).not.toContain(`${stories.photoSetPrefix}gone`);
    const name = photoId(takenOut.set, takenOut.file).split("/")[1]!;
    expect((await readdir(join(outDir, "assets", "photos", takenOut.set))).filter((f) => f.startsWith(`${name}-`))).toEqual([]);
  });

  it("leaves out, each with a warning saying what to do, a photo the site cannot use, and builds the rest", async () => {
    const built = await readdir(join(outDir, "assets", "photos", "wedding"));
    for (const [file, { says }] of Object.entries(await unusablePhotos())) {
      const lines = good.warnings.filter((w) => w.includes(`/wedding/${file} `));
      expect(lines, file).toHaveLength(1);
      expect(lines[0], file).toMatch(says);
      expect(lines[0], file).toMatch(/; until then it is left out of the site$/);
      expect(built.filter((f) => f.startsWith(`${photoId("wedding", file).split("/")[1]}-`)), file).toEqual([]);
    }
    expect(built.length).toBeGreaterThan(0);
    // In a story: the story's page shows the rest of its photos.
    const { set, file, story } = halfInStory;
    expect(good.warnings.filter((w) => w.includes(`${set}/${file} `))).toEqual([expect.stringMatching(/is cut short or damaged.*left out of the site$/)]);
    const html = await page(join("stories", story, "index.html"));
    expect(html).not.toContain(`/assets/photos/${photoId(set, file)}-`);
    expect(html).toContain(`/assets/photos/${set}/`);
    // A HEIC beside the JPEG exported from it: the HEIC is left out, the JPEG shows.
    const heicFile = exported.replace(/\.jpg$/, ".HEIC");
    expect(good.warnings.filter((w) => w.includes(`home-gallery/${heicFile} `))).toEqual([expect.stringMatching(/is a HEIC photo.*left out of the site$/)]);
    const name = photoId("home-gallery", exported).split("/")[1]!;
    expect((await readdir(join(outDir, "assets", "photos", "home-gallery"))).filter((f) => f.startsWith(`${name}-`)).length).toBeGreaterThan(0);
  });

  it("lets a story a home card led to go: the card leads to its occasion's stories, with a warning", async () => {
    if (!deleted) return expect((await readdir(join(edited.content, stories.folder))).length).toBeLessThan(2);
    const { index, story, occasion } = deleted;
    expect(good.warnings).toContainEqual(expect.stringMatching(new RegExp(`^home\\.json: features\\.cards\\[${index}\\]\\.story is "${story}", which is not a story .*occasion's stories instead`)));
    expect(good.pages.map((p) => p.path)).not.toContain(`/stories/${story}/`);
    const homes = good.pages.filter((p) => /^([a-z]{2}\/)?index\.html$/.test(p.file));
    expect(homes.length).toBeGreaterThan(0);
    for (const p of homes) {
      const home = await page(p.file);
      expect(home, p.file).not.toContain(`/stories/${story}/`);
      const cardLinks = [...home.matchAll(/<a href="([^"]*)" class="feature-card__link"/g)].map((m) => m[1]);
      expect(cardLinks[index], p.file).toMatch(new RegExp(`^(/[a-z]{2})?/stories/#${occasion}$`));
    }
  });

  it("lets a deleted program go: a story that named it leaves /stories/' list, its page stays, with a warning", async () => {
    // A studio with one story left, or one program, has none to leave.
    if (!orphan) return expect((await readdir(join(edited.content, stories.folder))).length < 2 || (await json(join(edited.content, "programs.json"))).programs.length < 2).toBe(true);
    const { story, occasion } = orphan;
    const where = new RegExp(`^${stories.folder}/${story}\\.json: occasion is "${occasion}", which is not a program in programs\\.json .*: the story is left off the list on /stories/ \\(its own page stays\\), until it names one$`);
    expect(good.warnings).toContainEqual(expect.stringMatching(where));
    const lists = good.pages.filter((p) => /^([a-z]{2}\/)?stories\/index\.html$/.test(p.file));
    const own = good.pages.filter((p) => p.file.endsWith(`stories/${story}/index.html`));
    expect(lists.length).toBeGreaterThan(0);
    expect(own).toHaveLength(lists.length);
    for (const p of lists) expect(await page(p.file), p.file).not.toContain(`/stories/${story}/`);
    // The story's page without the link to its occasion's place on /stories/.
    for (const p of own) expect(await page(p.file), p.file).not.toContain('class="story__occasion"');
  });

  it("builds every page with the lists the editor left out: no films, no booked dates, no credits", async () => {
    expect(good.pages.length).toBeGreaterThan(10);
    for (const p of good.pages) expect(await page(p.file), p.file).not.toMatch(/youtube\.com\/watch\?v=|class="film/);
  });

  it("shows the first photos of a set by file name where its place takes only so many, warning of the rest", async () => {
    const manifest = (await json(manifestFileFor(edited.content))) as PhotoManifest;
    const onDisk = (await readdir(join(edited.photos, "home"))).sort();
    const max = manifest.home!.length;
    expect(onDisk.length).toBe(max + 1);
    expect(manifest.home!.map((p) => p.id)).toEqual(onDisk.slice(0, max).map((f) => photoId("home", f)));
    expect(good.warnings).toContainEqual(expect.stringMatching(new RegExp(`home/ has 1 photo shown nowhere.*its place shows at most ${max}, the first by file name.*: ${onDisk.at(-1)!.replace(".", "\\.")}$`)));
    // The about page's profile: the set's first photo, the rest warned of.
    const profile = (await readdir(join(edited.photos, profileSet))).sort();
    expect(manifest[profileSet]!.map((p) => p.id)).toEqual([photoId(profileSet, profile[0]!)]);
    expect(good.warnings).toContainEqual(expect.stringMatching(new RegExp(`${profileSet}/ has ${profile.length - 1} photos? shown nowhere.*its place shows at most 1, the first by file name`)));
  });

  it("measures a photo the phone stored sideways upright", async () => {
    const manifest = (await json(manifestFileFor(edited.content))) as PhotoManifest;
    const photo = manifest.home!.find((p) => p.id === photoId("home", rotated))!;
    expect(photo.width).toBeGreaterThan(photo.height);
    const largest = await sharp(join(outDir, photo.variants.at(-1)!.jpeg)).metadata();
    expect([largest.width, largest.height]).toEqual([photo.width, photo.height]);
  });

  it("leaves out, with a warning, a photo uploaded to a set without its words", async () => {
    expect(good.warnings).toContainEqual(expect.stringContaining(`home-gallery/${undescribed} has no alt text, so it is left out of the site until it has`));
    const name = photoId("home-gallery", undescribed).split("/")[1]!;
    expect((await readdir(join(outDir, "assets", "photos", "home-gallery"))).filter((f) => f.startsWith(`${name}-`))).toEqual([]);
  });

  it("gives two Devanagari names two addresses", async () => {
    const ids = devanagari.map((f) => photoId("home-gallery", f));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(await readdir(join(outDir, "assets", "photos", "home-gallery"))).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${id.split("/")[1]}-`))]));
  });

  it("lays a transparent PNG on the page's background in the JPEG fallback", async () => {
    const id = photoId("home-gallery", transparent).split("/")[1]!;
    const jpeg = (await readdir(join(outDir, "assets", "photos", "home-gallery"))).find((f) => f.startsWith(`${id}-`) && f.endsWith(".jpg"))!;
    const { data } = await sharp(join(outDir, "assets", "photos", "home-gallery", jpeg)).raw().toBuffer({ resolveWithObject: true });
    const want = [1, 3, 5].map((i) => parseInt(backgroundColor.slice(i, i + 2), 16));
    for (const [i, c] of [...data.subarray(0, 3)].entries()) expect(Math.abs(c - want[i]!), `corner ${[...data.subarray(0, 3)]}`).toBeLessThanOrEqual(6);
  });

  it("shows a changed price in every text that names it, in every language, and in the structured data", async () => {
    const plans = await json(join(edited.content, "plans.json"));
    const price = formatRupees(plans.plans[0].price);
    const old = formatRupees(plans.plans[0].price - 7000);
    for (const p of good.pages) {
      const html = await page(p.file);
      expect(html, p.file).not.toContain(old);
    }
    const ld = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((m) => m[1]!).join("");
    const files = good.pages.map((p) => p.file);
    for (const file of files.filter((f) => /(^|\/)pricing\/index\.html$/.test(f))) {
      const html = await page(file);
      expect(/"@type":"FAQPage".*?"text":"[^"]*₹/.exec(ld(html))?.[0], file).toContain(price);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1], file).toContain(price);
    }
    // The studio, a local business, is described whole on the home page.
    expect(ld(await page("index.html"))).toContain(`"priceRange":"${price}–`);
  });

  it("lists every problem of a build together, each once and naming its file, and keeps the last good site", async () => {
    const before = new Map(await Promise.all(good.pages.map(async (p) => [p.file, await page(p.file)] as const)));
    const { content, photos, list } = await studio();
    // A story's cover, which its page cannot do without, copied halfway.
    const storyFile = (await readdir(join(content, stories.folder))).sort()[0]!;
    const cover = { set: stories.photoSetPrefix + storyFile.replace(/\.json$/, ""), file: (await json(join(content, stories.folder, storyFile))).cover.file as string };
    const full = await readFile(join(photos, cover.set, cover.file));
    await writeFile(join(photos, cover.set, cover.file), full.subarray(0, full.length >> 1));
    // Every photo of the about page's profile set the same: its place would be left with none.
    const profileSet = (await json(join(content, "about.json"))).profilePhotoSet as string;
    const profile = (await readdir(join(photos, profileSet))).sort();
    for (const f of profile) await writeFile(join(photos, profileSet, f), heic());
    const twin = list.baby![0]!.file.replace(/\.jpg$/, ".png");
    await sharp(join(photos, "baby", list.baby![0]!.file)).png().toFile(join(photos, "baby", twin));
    list.baby!.push({ file: twin, alt: list.baby![0]!.alt }, { ...list.baby![1]! });
    await write(join(content, "photos.json"), list);
    // A comma lost in an edit: the first testimonial's "img" line without it.
    await writeFile(join(content, "testimonials.json"), (await readFile(join(content, "testimonials.json"), "utf8")).replace(/("img": "[^"]*"),/, "$1"));

    const failed = (await testBuild({ outDir, contentDir: content }).catch((e: unknown) => e)) as ContentError;
    expect(failed).toBeInstanceOf(ContentError);
    const once = (part: string, what: RegExp) => {
      const lines = failed.problems.filter((p) => p.includes(part));
      expect(lines, part).toHaveLength(1);
      expect(lines[0], part).toMatch(what);
    };
    once(`${cover.set}/${cover.file}`, /is cut short or damaged.*Copy it here again/);
    once(twin, /would get the same name on the site.*rename one of them/);
    once(`baby[${list.baby!.length - 1}].file`, /lists .* again \(as baby\[1\] does\): keep one line/);
    once("testimonials.json", /is not valid JSON \(line \d+, column \d+\)/);
    once(`profilePhotoSet is the set "${profileSet}"`, /with 0 photos the site can use \(not [^)]*: see the warnings\); this place shows /);
    for (const f of profile) expect(failed.problems.find((p) => p.includes("profilePhotoSet"))).toContain(f);
    expect(failed.problems, failed.problems.join("\n")).toHaveLength(5);
    // Printed, the error says each problem once.
    expect(failed.stack!.split(`${cover.set}/${cover.file}`)).toHaveLength(2);
    expect(Object.keys(failed)).toEqual([]);

    for (const [file, html] of before) expect(await page(file), file).toBe(html);
    expect((await readdir(dir)).filter((f) => f.startsWith("dist-"))).toEqual([]);
  }, 600_000);
});
