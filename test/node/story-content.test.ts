import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { inspectContent } from "../../tooling/content/check";
import { folderView } from "../../tooling/content/folder-view";
import { contentFolders } from "../../src/content/schema";

// The build's check of the stories (a file each in src/content/stories/, photos in a folder of
// their own) and of the names that tie content together: each mistake an owner can make gets one
// line that says where and what to do.

const { folder, photoSetPrefix } = contentFolders.stories;
let dir: string;
let first: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "story-content-"));
  first = (await readdir(join("src/content", folder))).filter((f) => f.endsWith(".json")).sort()[0]!.replace(/\.json$/, "");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let n = 0;
/** A copy of the content (and, when asked, of the photos), changed by `edit`; the check's messages. */
async function inspect(edit: (paths: { content: string; photos: string }) => Promise<void>, { photos = false } = {}) {
  const content = join(dir, `content-${n}`);
  const photosDir = photos ? join(dir, `photos-${n}`) : "static/photos";
  n++;
  await cp("src/content", content, { recursive: true, filter: (src) => !src.endsWith(".ts") });
  if (photos) await cp("static/photos", photosDir, { recursive: true });
  await edit({ content, photos: photosDir });
  return inspectContent({ contentDir: content, photosDir, photosDirLabel: "static/photos" });
}
const check = async (...args: Parameters<typeof inspect>) => (await inspect(...args)).problems;
async function editJson(file: string, edit: (json: any) => void) {
  const json = JSON.parse(await readFile(file, "utf8"));
  edit(json);
  await writeFile(file, JSON.stringify(json, null, 2));
}
const story = (content: string, edit: (json: any) => void) => editJson(join(content, folder, `${first}.json`), edit);

describe("the stories' check", () => {
  it("passes the sample", async () => {
    expect(await check(async () => {})).toEqual([]);
  });

  it.each([
    ["a photo that is not in its folder", (j: any) => (j.photos[0].file = "IMG 9999.JPG"), `${folder}/FIRST.json: photos[0].file is "IMG 9999.JPG", but there is no such photo in static/photos/${photoSetPrefix}FIRST/`],
    ["a month of 13", (j: any) => (j.month = 13), `${folder}/FIRST.json: month must be at most 12, got 13`],
    ["a photo without its alt text", (j: any) => delete j.photos[0].alt, `${folder}/FIRST.json: photos[0].alt is missing`],
    ["a photo whose alt text is its file name", (j: any) => (j.photos[0].alt = j.photos[0].file), `${folder}/FIRST.json: photos[0].alt is the photo's file name`],
    ["a photo listed twice", (j: any) => j.photos.splice(1, 0, { ...j.photos[0] }), `${folder}/FIRST.json: photos[1].file lists "`],
    ["a photo picked again in the editor, which writes it with a slash", (j: any) => j.photos.splice(1, 0, { ...j.photos[0], file: `/${j.photos[0].file}` }), `${folder}/FIRST.json: photos[1].file lists "/`],
  ])("stops on %s", async (_what, edit, message) => {
    const problems = await check(({ content }) => story(content, edit));
    expect(problems.some((p) => p.startsWith(message.replace(/FIRST/g, first))), problems.join("\n")).toBe(true);
  });

  it("keeps a story at its file's name when its address field is edited (the editor renames no file), with a warning", async () => {
    const { problems, warnings } = await inspect(({ content }) => story(content, (j) => (j.slug = "someone-else")));
    expect(problems).toEqual([]);
    expect(warnings).toContain(`${folder}/${first}.json: slug is "someone-else", but the story stays at /stories/${first}/, the name of its file and its photos' folder: write "${first}" back (a new address is a new story)`);
    // The pages' view of the folder: the story's route is its file's name.
    const content = join(dir, "edited-address");
    await cp("src/content", content, { recursive: true });
    await story(content, (j) => (j.slug = "someone-else"));
    const routes = folderView(join(content, `${folder}.json`), JSON.parse(await readFile(join(content, `${folder}.json`), "utf8")), "?routes") as Record<string, { slug: string }[]>;
    expect(routes[folder]!.map((s) => s.slug)).toContain(first);
    expect(routes[folder]!.map((s) => s.slug)).not.toContain("someone-else");
  });

  it("stops on a story file whose name cannot be an address", async () => {
    const problems = await check(({ content }) => rename(join(content, folder, `${first}.json`), join(content, folder, "Meera Kabir.json")));
    expect(problems).toContainEqual(`${folder}/Meera Kabir.json: the file is the story's address, /stories/Meera Kabir/: name the file in lower-case letters, digits and dashes, like ananya-rohan-nashik.json`);
  });

  it("stops on a story file that is not JSON, naming it", async () => {
    const problems = await check(({ content }) => writeFile(join(content, folder, `${first}.json`), '{ "slug": "a" "title": "b" }'));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${folder}/${first}\\.json is not valid JSON`))]);
  });

  it("leaves out a photo in a story's folder that the story does not show, with a warning naming it", async () => {
    const { problems, warnings } = await inspect(
      async ({ photos }) => {
        const set = join(photos, `${photoSetPrefix}${first}`);
        await cp(join(set, (await readdir(set)).sort()[0]!), join(set, "IMG 2041.JPG"));
      },
      { photos: true },
    );
    // The editor deletes no file when a photo is taken out of a story: the site must still build.
    expect(problems).toEqual([]);
    expect(warnings).toContain(`static/photos/${photoSetPrefix}${first}/IMG 2041.JPG is in the story's photo folder but not in ${folder}/${first}.json, so it is left out of the site: add it to the story's photos (with its alt text), or delete it`);
    expect(warnings.filter((w) => w.includes("IMG 2041.JPG"))).toHaveLength(1);
  });

  it("names once what is wrong with a damaged photo in a story's folder that the story does not show", async () => {
    const { problems, warnings } = await inspect(
      async ({ photos }) => {
        const set = join(photos, `${photoSetPrefix}${first}`);
        const whole = await readFile(join(set, (await readdir(set)).sort()[0]!));
        await writeFile(join(set, "IMG 2043.JPG"), whole.subarray(0, whole.length >> 1));
      },
      { photos: true },
    );
    expect(problems).toEqual([]);
    // What stops it showing once listed, not only that it is not listed: one fix, not two in turn.
    expect(warnings.filter((w) => w.includes("IMG 2043.JPG"))).toEqual([expect.stringMatching(/is cut short or damaged.*left out of the site$/)]);
  });

  it("warns, without stopping, on a portrait cover, of which the wide header shows a band", async () => {
    let [width, height] = [0, 0];
    const { problems, warnings } = await inspect(
      async ({ content, photos }) => {
        // The story's own cover, turned on its side.
        const cover = join(photos, `${photoSetPrefix}${first}`, JSON.parse(await readFile(join(content, folder, `${first}.json`), "utf8")).cover.file);
        const upright = await sharp(cover).rotate(90).jpeg().toBuffer();
        await writeFile(cover, upright);
        ({ width = 0, height = 0 } = await sharp(upright).metadata());
      },
      { photos: true },
    );
    expect(problems).toEqual([]);
    expect(warnings.filter((w) => w.includes("cover"))).toEqual([
      `${folder}/${first}.json: cover.file is a portrait photo (${width}×${height}), but the story's header is wide, so only a band across its middle shows: choose a landscape photo for the cover`,
    ]);
    expect((await inspectContent({ contentDir: "src/content", photosDir: "static/photos" })).warnings.filter((w) => w.includes("cover"))).toEqual([]);
  });

  it("leaves out a story's photo folder without its story, with a warning", async () => {
    // As the editor leaves a deleted story's photos (a card that named the story is another message).
    const { problems, warnings } = await inspect(({ content }) => rename(join(content, folder, `${first}.json`), join(dir, `${first}-${n}.json`)));
    expect(problems.filter((p) => p.includes(`${photoSetPrefix}${first}/`))).toEqual([]);
    expect(warnings).toContain(`static/photos/${photoSetPrefix}${first}/ is a story's photo folder, but there is no story ${folder}/${first}.json, so its photos are left out of the site: add the story, or delete the folder`);
  });

  it("stops on a story without its photo folder, saying where its photos go", async () => {
    const problems = await check(({ photos }) => rename(join(photos, `${photoSetPrefix}${first}`), join(photos, "elsewhere")), { photos: true });
    expect(problems).toContain(`${folder}/${first}.json: photos are missing: the story's photos go in static/photos/${photoSetPrefix}${first}/ (in /admin/, upload them in the story itself)`);
  });

  it("lets a deleted program go with a warning for each card, story and film that still names it", async () => {
    // As a misspelt occasion ("wedings") or a program deleted in the editor leaves them.
    const { problems, warnings } = await inspect(async ({ content }) => {
      await editJson(join(content, "home.json"), (j) => (j.programSection.cards[0].occasion = "no-such-program"));
      await story(content, (j) => (j.occasion = "wedings"));
      await editJson(join(content, "films.json"), (j) => j.films?.[0] && (j.films[0].occasion = "no-such-program"));
    });
    expect(problems).toEqual([]);
    const programs = JSON.parse(await readFile("src/content/programs.json", "utf8")).programs.map((p: { id: string }) => `"${p.id}"`);
    const warned = (start: string) => warnings.find((w) => w.startsWith(start));
    expect(warned('home.json: programSection.cards[0].occasion is "no-such-program", which is not a program in programs.json')).toMatch(/: the card leads to every story instead, until it names one$/);
    expect(warned(`${folder}/${first}.json: occasion is "wedings", which is not a program in programs.json (use ${programs[0]}`)).toMatch(/: the story is left off the list on \/stories\/ \(its own page stays\), until it names one$/);
    const films = JSON.parse(await readFile("src/content/films.json", "utf8"));
    if (films.films?.length) expect(warned('films.json: films[0].occasion is "no-such-program"')).toMatch(/: the film shows under Films only, until it names one$/);
  });

  it("lets a deleted story or film go with a warning, where a card or a story still names it", async () => {
    const { problems, warnings } = await inspect(async ({ content }) => {
      await editJson(join(content, "home.json"), (j) => (j.features.cards[0].story = "no-such-story"));
      await story(content, (j) => (j.film = "no-such-film"));
      await editJson(join(content, "films.json"), (j) => j.featured && (j.featured.film = "no-such-film"));
    });
    expect(problems).toEqual([]);
    expect(warnings).toContainEqual(expect.stringMatching(/^home\.json: features\.cards\[0\]\.story is "no-such-story", which is not a story in src\/content\/stories\/ .*: the card leads to its occasion's stories instead/));
    expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^${folder}/${first}\\.json: film is "no-such-film", which is not a film in films\\.json .*: no film shows there`)));
  });

  it("reads a film's YouTube link however the owner pasted it, and stops on anything else", async () => {
    for (const link of ["https://youtu.be/aqz-KE-bpKQ", "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s", "https://m.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"]) {
      expect(await check(({ content }) => editJson(join(content, "films.json"), (j) => (j.films[0].youtube = link))), link).toEqual([]);
    }
    const problems = await check(({ content }) => editJson(join(content, "films.json"), (j) => (j.films[0].youtube = "https://vimeo.com/12345")));
    expect(problems).toEqual([expect.stringMatching(/^films\.json: films\[0\]\.youtube must be a YouTube link like https:\/\/youtu\.be\//)]);
  });

  it("reads an optional field an editor left empty (null, or an empty text) as absent", async () => {
    const problems = await check(({ content }) =>
      story(content, (j) => {
        j.film = "";
        j.sample = null;
        j.photos[0].caption = null;
      }),
    );
    expect(problems).toEqual([]);
  });
});
