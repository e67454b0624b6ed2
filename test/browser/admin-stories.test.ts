import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { desktop, type Site } from "./harness";
import { openEditor as openWithFolder, reveal, startEditorSite } from "./admin-editor";
import { contentFiles, contentFolders } from "../../src/content/schema";
import { localize } from "../../src/lib/localize";
import { checkContent } from "../../tooling/content/check";
import { siteLanguages } from "../content-dir";
import { testBuild } from "../test-build";

// A story added and one edited in /admin/ (Sveltia CMS, opened as admin-editor.ts says); the saved
// files are carried back to disk, checked and built.

const folder = contentFolders.stories;
// The editor is tried on the sample's repository (src/content, static/photos), as in admin.test.ts:
// under another studio's content (CONTENT_DIR) too, so what it expects is read from the sample.
const languages = await siteLanguages("src/content");
const programs = localize<{ programs: { id: string; title: string }[] }>(JSON.parse(readFileSync("src/content/programs.json", "utf8")), "en").programs;
const stories = readdirSync(join("src/content", folder.folder))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => ({ slug: f.slice(0, -".json".length) }));
let site: Site;
let dir: string;
beforeAll(async () => {
  site = await startEditorSite();
  dir = await mkdtemp(join(tmpdir(), "admin-stories-"));
}, 240_000);
afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

/** /admin/ on a desktop, its repository with the stories' folder, working on it. */
async function openEditor(): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { page, context, errors } = await openWithFolder(site, desktop, [folder.folder]);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  return { page, errors, close: () => context.close() };
}

const input = (page: Page, path: string) => reveal(page, page.locator(`[data-key-path="${path}"] :is(input, textarea)`));
/** A text in every language of the site (one field each), or one field for an English-only site. */
async function fillText(page: Page, path: string, text: Record<string, string>) {
  for (const lang of languages) await (await input(page, languages.length > 1 ? `${path}.${lang}` : path)).fill(text[lang] ?? text.en!);
}
/** Uploads a photo into an image field, as a phone's file chooser would. */
async function upload(page: Page, path: string, name: string, data: Buffer) {
  const field = await reveal(page, page.locator(`[data-key-path="${path}"]`));
  await field.getByRole("button", { name: "Browse" }).click();
  const dialog = page.getByRole("dialog");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: /Upload/ }).click()]);
  await chooser.setFiles({ name, mimeType: "image/jpeg", buffer: data });
  await dialog.getByRole("button", { name: "Insert" }).click();
}

/** Files the editor wrote under `path` in its copy of the repository, by name. */
async function savedUnder(page: Page, path: string): Promise<Record<string, number[]>> {
  return page.evaluate(async (parts: string[]) => {
    let at = await navigator.storage.getDirectory();
    for (const p of parts) at = await at.getDirectoryHandle(p);
    const out: Record<string, number[]> = {};
    for await (const [name, handle] of at as unknown as AsyncIterable<[string, FileSystemHandle]>) {
      if (handle.kind === "file") out[name] = [...new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer())];
    }
    return out;
  }, path.split("/"));
}

/** The repository on disk with the editor's saves, checked and built as a deploy would. */
async function buildWith(name: string, saved: Record<string, Record<string, number[]>>) {
  const contentDir = join(dir, name);
  await cp("src/content", contentDir, { recursive: true });
  await cp("static/photos", join(contentDir, "photos"), { recursive: true });
  for (const [path, files] of Object.entries(saved)) {
    const target = path.startsWith("src/content") ? join(contentDir, path.slice("src/content".length)) : join(contentDir, "photos", path.slice("static/photos".length));
    await mkdir(target, { recursive: true });
    for (const [file, bytes] of Object.entries(files)) await writeFile(join(target, file), Buffer.from(bytes));
  }
  expect(await checkContent({ contentDir, photosDir: join(contentDir, "photos") })).toEqual([]);
  const outDir = join(dir, `${name}-dist`);
  await testBuild({ outDir, contentDir });
  return outDir;
}

const storyTitle = (h: string) => (/<h1[^>]*>([^]*?)<\/h1>/.exec(h)?.[1] ?? "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");
/** Each story photo opens large from a button named by what the photo shows. */
const photoNames = (h: string) => [...h.matchAll(/<figure class="story__figure"><button[^>]* aria-label="([^"]*)"/g)].map((m) => m[1]!);
const captions = (h: string) => [...h.matchAll(/<figcaption class="story__caption">([^<]*)<\/figcaption>/g)].map((m) => m[1]);

describe("/admin/ and the stories", () => {
  it("adds a story from a phone: the fields, a new folder of photos, save; the build shows it under its occasion", async () => {
    const slug = "kavya-siddharth-alibag";
    const occasion = programs[programs.length - 1]!;
    // Photos from a phone: copies of a sample story's.
    const sample = join("static/photos", `${folder.photoSetPrefix}${stories[0]!.slug}`);
    const photo = (i: number) => readFileSync(join(sample, readdirSync(sample).sort()[i]!));
    const { page, errors, close } = await openEditor();
    // The editor has read the repository once it lists the first collection.
    await page.getByRole("row", { name: contentFiles.studio.title }).waitFor();
    await page.evaluate((name) => (location.hash = `/collections/${name}/new`), "stories");
    await (await input(page, "slug")).fill(slug);
    await fillText(page, "title", { en: "Sunset on the jetty", hi: "जेटी पर सूर्यास्त", mr: "जेट्टीवरचा सूर्यास्त" });
    await fillText(page, "summary", { en: "A small wedding by the sea at Alibag.", hi: "अलीबाग में समुद्र किनारे छोटी-सी शादी।", mr: "अलिबागला समुद्रकाठी छोटेसे लग्न." });
    await fillText(page, "names", { en: "Kavya & Siddharth", hi: "काव्या और सिद्धार्थ", mr: "काव्या आणि सिद्धार्थ" });
    const choice = await reveal(page, page.locator('[data-key-path="occasion"]'));
    await choice.getByRole("combobox").click();
    await page.getByRole("option", { name: occasion.title, exact: true }).click();
    await fillText(page, "town", { en: "Alibag", hi: "अलीबाग", mr: "अलिबाग" });
    await fillText(page, "venue", { en: "Varsoli beach", hi: "वरसोली बीच", mr: "वरसोली किनारा" });
    await (await input(page, "month")).fill("4");
    await (await input(page, "year")).fill("2026");
    await upload(page, "cover.file", "IMG_5001.JPG", photo(0));
    await fillText(page, "cover.alt", { en: "The jetty at sunset", hi: "सूर्यास्त में जेटी", mr: "सूर्यास्तातली जेट्टी" });
    const alts = [
      { en: "The couple on the sand", hi: "रेत पर जोड़ा", mr: "वाळूवर जोडपे" },
      { en: "Lamps along the shore", hi: "किनारे पर दीये", mr: "किनाऱ्यावरचे दिवे" },
    ];
    for (const [i, alt] of alts.entries()) {
      const list = await reveal(page, page.locator('[data-key-path="photos"]'));
      await list.getByRole("button", { name: /add/i }).last().click();
      await upload(page, `photos.${i}.file`, `IMG_${5002 + i}.JPG`, photo(i + 1));
      await fillText(page, `photos.${i}.alt`, alt);
      // A caption for the first only (an item folds away once the next is added).
      if (i === 0) {
        // An optional text is added first (its checkbox), then written in each language.
        await (await reveal(page, page.locator('[data-key-path="photos.0.caption"]'))).getByRole("checkbox").click();
        await fillText(page, "photos.0.caption", { en: "Pheras as the tide came in.", hi: "ज्वार के साथ फेरे।", mr: "भरतीसोबत सप्तपदी." });
      }
    }
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/stories", null, { timeout: 120_000 });
    expect(errors).toEqual([]);

    // The story's file is named after its address, and its photos are in a folder of their own.
    const content = await savedUnder(page, `src/content/${folder.folder}`);
    const photos = await savedUnder(page, `static/photos/${folder.photoSetPrefix}${slug}`);
    await close();
    expect(Object.keys(photos).sort()).toEqual(["IMG_5001.JPG", "IMG_5002.JPG", "IMG_5003.JPG"]);
    const story = JSON.parse(Buffer.from(content[`${slug}.json`]!).toString("utf8"));
    expect(story).toMatchObject({ slug, occasion: occasion.id, month: 4, year: 2026, cover: { file: "IMG_5001.JPG" } });
    expect(story.photos.map((p: { file: string }) => p.file)).toEqual(["IMG_5002.JPG", "IMG_5003.JPG"]);

    const outDir = await buildWith("added", {
      [`src/content/${folder.folder}`]: { [`${slug}.json`]: content[`${slug}.json`]! },
      [`static/photos/${folder.photoSetPrefix}${slug}`]: photos,
    });
    const page2 = await readFile(join(outDir, "stories", slug, "index.html"), "utf8");
    expect(storyTitle(page2)).toContain("Kavya & Siddharth");
    expect(storyTitle(page2)).toContain("Sunset on the jetty");
    const names = photoNames(page2);
    expect(names).toHaveLength(alts.length);
    alts.forEach((a, i) => expect(names[i]).toContain(a.en));
    expect(captions(page2)).toEqual(["Pheras as the tide came in."]);
    const list = await readFile(join(outDir, "stories", "index.html"), "utf8");
    expect(new RegExp(`<section id="${occasion.id}"[^]*?</section>`).exec(list)?.[0]).toContain(`href="/stories/${slug}/"`);
  }, 300_000);

  it("keeps a story at its address when the owner edits the address field: a card still leads there, and so does the build", async () => {
    const story = stories[0]!;
    const title = localize<{ title: string }>(JSON.parse(readFileSync(join("src/content", folder.folder, `${story.slug}.json`), "utf8")), "en").title;
    const { page, errors, close } = await openEditor();
    await page.getByRole("row", { name: contentFiles.studio.title }).waitFor();
    await page.evaluate((path) => (location.hash = path), `/collections/stories/entries/${story.slug}`);
    // The editor saves the new value into the same file, and moves no photo.
    await (await input(page, "slug")).fill(`${story.slug}-renamed`);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/stories", null, { timeout: 120_000 });
    await page.evaluate(() => (location.hash = "/collections/home/entries/home"));
    const card = await reveal(page, page.locator('[data-key-path="features.cards.0.story"]'));
    await card.getByRole("combobox").click();
    await page.getByRole("option", { name: title }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/home", null, { timeout: 120_000 });
    expect(errors).toEqual([]);
    const storyFiles = await savedUnder(page, `src/content/${folder.folder}`);
    const content = await savedUnder(page, "src/content");
    await close();
    expect(JSON.parse(Buffer.from(content["home.json"]!).toString("utf8")).features.cards[0].story).toBe(story.slug);

    const outDir = await buildWith("readdressed", { [`src/content/${folder.folder}`]: { [`${story.slug}.json`]: storyFiles[`${story.slug}.json`]! }, "src/content": { "home.json": content["home.json"]! } });
    expect(storyTitle(await readFile(join(outDir, "stories", story.slug, "index.html"), "utf8"))).toContain(title);
    expect(await readFile(join(outDir, "index.html"), "utf8")).toContain(`href="/stories/${story.slug}/"`);
  }, 300_000);

  it("edits a story's caption; the saved file passes the check and the build shows the new words", async () => {
    const story = stories[0]!;
    const index = JSON.parse(readFileSync(join("src/content", folder.folder, `${story.slug}.json`), "utf8")).photos.findIndex((p: { caption?: unknown }) => p.caption);
    const caption = { en: "Haldi, the morning it rained.", hi: "हल्दी, उस सुबह जब बारिश हुई।", mr: "हळद, त्या पावसाळी सकाळी." };
    const { page, errors, close } = await openEditor();
    await page.getByRole("row", { name: contentFiles.studio.title }).waitFor();
    await page.evaluate((path) => (location.hash = path), `/collections/stories/entries/${story.slug}`);
    await fillText(page, `photos.${index}.caption`, caption);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/stories", null, { timeout: 120_000 });
    expect(errors).toEqual([]);
    const content = await savedUnder(page, `src/content/${folder.folder}`);
    await close();
    const saved = JSON.parse(Buffer.from(content[`${story.slug}.json`]!).toString("utf8"));
    expect(saved.photos[index].caption.en ?? saved.photos[index].caption).toBe(caption.en);

    const outDir = await buildWith("edited", { [`src/content/${folder.folder}`]: { [`${story.slug}.json`]: content[`${story.slug}.json`]! } });
    expect(captions(await readFile(join(outDir, "stories", story.slug, "index.html"), "utf8"))).toContain(caption.en);
  }, 300_000);
});
