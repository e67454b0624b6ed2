import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { cspViolations, phone, desktop, recordCspViolations, type Site } from "./harness";
import { buildMinutes, liveChangeNote, type LiveBuild } from "../../src/lib/live-change";
import { openEditor, reveal, startEditorSite } from "./admin-editor";
import { contentFiles } from "../../src/content/schema";
import { siteLanguages } from "../content-dir";
import { checkContent, inspectContent } from "../../tooling/content/check";
import { formatEventDate, formatRupees } from "../../src/lib/format";
import { photoTypes } from "../../src/lib/photos";
import { fill, localize } from "../../src/lib/localize";
import { createStaticServer, listen } from "../../scripts/serve";
import { testBuild } from "../test-build";

// /admin/ (Sveltia CMS) opened on a folder holding the sample's content (admin-editor.ts); the
// saved files are carried back to disk, checked and built.

// The editor is tried on the sample's repository (src/content, static/photos): when the suite runs
// on another studio's content (CONTENT_DIR), the editor it opens is built from the sample.
const languages = await siteLanguages("src/content");
let site: Site;
let dir: string;
beforeAll(async () => {
  site = await startEditorSite();
  dir = await mkdtemp(join(tmpdir(), "admin-test-"));
}, 240_000);
afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The content files as the editor left them in its folder. */
async function savedFiles(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(async (list: string[]) => {
    const root = await navigator.storage.getDirectory();
    const folder = await (await root.getDirectoryHandle("src")).getDirectoryHandle("content");
    const texts: string[] = [];
    for (const f of list) texts.push(await (await (await folder.getFileHandle(f)).getFile()).text());
    return texts;
  }, names);
}

const field = (page: Page, path: string) => reveal(page, page.locator(`[data-key-path="${path}"] input`));

const collectionTitles = Object.values(contentFiles).map((f) => f.title);

describe("/admin/", () => {
  for (const viewport of [phone, desktop]) {
    it(`loads at ${viewport.width} px with no console error or CSP violation, and lists every collection of the schema`, async () => {
      const { page, context, errors } = await openEditor(site, viewport);
      await page.getByRole("button", { name: "Work with Local Repository" }).click();
      if (viewport === phone) {
        // On a phone the collections are the first screen.
        await page.getByText(collectionTitles[0]!, { exact: true }).first().waitFor();
      } else {
        await page.getByRole("row", { name: collectionTitles[0]! }).waitFor();
      }
      const text = await page.evaluate(() => document.body.innerText);
      for (const title of collectionTitles) expect(text, title).toContain(title);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("shows the owner on a phone what the live site's build warned of, under the lists and never over an entry", async () => {
    const { warnings } = await inspectContent({ contentDir: "src/content", photosDir: "static/photos" });
    const { page, context, errors } = await openEditor(site, phone);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await page.getByText(collectionTitles[0]!, { exact: true }).first().waitFor();
    const notes = page.locator("#build-notes");
    if (warnings.length === 0) expect(await notes.isVisible()).toBe(false);
    else {
      // Folded, the strip and the editor share the screen: the editor's foot is above the strip.
      const [editorBottom, notesTop] = (await page.evaluate(
        `[Math.max(...[...document.body.children].filter((e) => e.id !== "build-notes").map((e) => e.getBoundingClientRect().bottom)), document.getElementById("build-notes").getBoundingClientRect().top]`,
      )) as [number, number];
      expect(editorBottom).toBeLessThanOrEqual(notesTop);
      expect(notesTop).toBeLessThan(phone.height);
      await notes.locator("summary").click();
      expect(await notes.locator("li").allTextContents()).toEqual(warnings);
      // An entry's editor fills the screen, to its Add buttons at the foot: the notes step aside.
      const first = Object.keys(contentFiles)[0]!;
      await page.evaluate((name) => (location.hash = `/collections/${name}/entries/${name}`), first);
      await page.getByRole("button", { name: "Save" }).waitFor();
      expect(await notes.isVisible()).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("tells the signed-in owner on a phone that their last change is not live, until a deploy brings it", async () => {
    const built = (await (await fetch(`${site.url}/admin/build.json`)).json()) as LiveBuild;
    const config = await (await fetch(`${site.url}/admin/config.json`)).json();
    expect(built).toEqual({ commit: expect.stringMatching(/^[0-9a-f]{40}$/), repo: config.backend.repo, branch: config.backend.branch, builtFrom: expect.any(String) });
    const context = await site.browser.newContext({ viewport: phone });
    // As the live site's build, of the branch the editor saves to: this checkout may be on another.
    const live = { ...built, builtFrom: built.branch };
    await context.route(/\/admin\/build\.json$/, (r) => r.fulfill({ json: live }));
    // The editor itself stays out: signed in, it would ask GitHub for the whole repository. In its
    // place, a root as the editor's, which the notes must lift.
    await context.route(/\/admin\/sveltia-cms\.js$/, (r) => r.fulfill({ contentType: "text/javascript", body: `document.body.prepend(Object.assign(document.createElement("div"), { style: "position: fixed; inset: 0 0 0 0" }))` }));
    const head = { sha: "f".repeat(40), date: new Date(Date.now() - (buildMinutes + 20) * 60_000).toISOString() };
    const authorizations: (string | undefined)[] = [];
    await context.route(`https://api.github.com/repos/${built.repo}/commits/${built.branch}`, (r) => {
      authorizations.push(r.request().headers()["authorization"]);
      return r.fulfill({ headers: { "Access-Control-Allow-Origin": "*" }, json: { sha: head.sha, commit: { committer: { date: head.date } } } });
    });
    const page = await context.newPage();
    await recordCspViolations(page);
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token: "owner-token" })));
    await page.goto(`${site.url}/admin/`);
    const note = page.locator("#live-note");
    await note.waitFor();
    expect(await note.textContent()).toBe(liveChangeNote(built.commit, head, Date.now()));
    expect(authorizations).toEqual(["Bearer owner-token"]);
    // On screen, and the editor's foot above it.
    const [editorBottom, notesTop] = (await page.evaluate(`[document.querySelector("body > div").getBoundingClientRect().bottom, document.getElementById("build-notes").getBoundingClientRect().top]`)) as [number, number];
    expect(editorBottom).toBeLessThanOrEqual(notesTop);
    expect(notesTop).toBeLessThan(phone.height - (await note.boundingBox())!.height);
    // A deploy of the change while the page is open: the next check finds it live.
    await context.route(/\/admin\/build\.json$/, (r) => r.fulfill({ json: { ...live, commit: head.sha } }));
    await page.clock.fastForward(120_000);
    await note.waitFor({ state: "hidden" });
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it("is served with its own policy, and the site's pages load nothing of it", async () => {
    const res = await fetch(`${site.url}/admin/`);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
    expect(res.headers.get("content-security-policy")).not.toMatch(/cdn|unsafe-eval/);
    const context = await site.browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    for (const path of ["/", "/pricing/"]) {
      await page.goto(site.url + path);
      await page.waitForLoadState("networkidle");
    }
    expect(requested.filter((u) => u.includes("/admin/"))).toEqual([]);
    await context.close();
  });

  it("changes the phone and a plan's price through the editor; the saved files pass the schema and a rebuild shows them", async () => {
    const studio = JSON.parse(await readFile("src/content/studio.json", "utf8"));
    const plans = JSON.parse(await readFile("src/content/plans.json", "utf8"));
    const newPhone = studio.phone.display === "+91 98765 43210" ? "+91 91234 56789" : "+91 98765 43210";
    const newE164 = "+" + newPhone.replace(/\D/g, "");
    const planIndex = Math.min(1, plans.plans.length - 1);
    const newPrice = plans.plans[planIndex].price + 5000;

    const { page, context, errors } = await openEditor(site, desktop);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await page.getByRole("row", { name: contentFiles.studio.title }).click();
    await (await field(page, "phone.display")).fill(newPhone);
    await (await field(page, "phone.e164")).fill(newE164);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/studio");

    await page.evaluate(() => (location.hash = "/collections/plans"));
    await page.getByRole("row", { name: contentFiles.plans.title }).click();
    await (await field(page, `plans.${planIndex}.price`)).fill(String(newPrice));
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/plans");
    expect(errors).toEqual([]);

    const [studioSaved, plansSaved] = await savedFiles(page, ["studio.json", "plans.json"]);
    await context.close();
    expect(JSON.parse(studioSaved!).phone).toEqual({ display: newPhone, e164: newE164 });
    expect(JSON.parse(plansSaved!).plans[planIndex].price).toBe(newPrice);

    // On disk: the repository's content with the two saved files, then the same check and build as a deploy.
    const contentDir = join(dir, "content");
    await cp("src/content", contentDir, { recursive: true });
    await writeFile(join(contentDir, "studio.json"), studioSaved!);
    await writeFile(join(contentDir, "plans.json"), plansSaved!);
    expect(await checkContent({ contentDir, photosDir: "static/photos" })).toEqual([]);
    const outDir = join(dir, "dist");
    await testBuild({ outDir, contentDir });
    const home = await readFile(join(outDir, "index.html"), "utf8");
    const footer = home.slice(home.indexOf("<footer"));
    expect(footer).toContain(newPhone);
    expect(footer).toContain(`tel:${newE164}`);
    const pricing = await readFile(join(outDir, "pricing", "index.html"), "utf8");
    expect(pricing).toContain(formatRupees(newPrice));
  }, 180_000);

  it("refuses to save a misspelt placeholder, naming the ones there are, and saves it spelt right", async () => {
    const faq = JSON.parse(await readFile("src/content/faq.json", "utf8"));
    const path = languages.length > 1 ? "faq.0.title.en" : "faq.0.title";
    const { page, context, errors } = await openEditor(site, desktop);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await page.evaluate(() => (location.hash = "/collections/faq"));
    await page.getByRole("row", { name: contentFiles.faq.title }).click();
    const title = await field(page, path);
    await title.fill("Is {studio.nmae} free on our date?");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText(/Braces hold only a placeholder.*\{studio\.name\}/).first().waitFor();
    expect(await page.evaluate(() => location.hash)).not.toBe("#/collections/faq");
    expect(JSON.parse((await savedFiles(page, ["faq.json"]))[0]!)).toEqual(faq);

    await title.fill("Is {studio.name} free on our date?");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/faq");
    expect(errors).toEqual([]);
    const saved = JSON.parse((await savedFiles(page, ["faq.json"]))[0]!);
    await context.close();
    expect(languages.length > 1 ? saved.faq[0].title.en : saved.faq[0].title).toBe("Is {studio.name} free on our date?");
  }, 120_000);

  it("adds a booked date from a phone; the saved file passes the schema, and after a build the site says that date is booked", async () => {
    const availability = JSON.parse(await readFile("src/content/availability.json", "utf8"));
    const count = availability.booked.length as number;
    // A day the studio has not booked yet, well ahead.
    let day = "2031-03-15";
    while (availability.booked.includes(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    const { page, context, errors } = await openEditor(site, phone);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    // On a phone the collections are the first screen.
    await page.getByText(collectionTitles[0]!, { exact: true }).first().waitFor();
    await page.evaluate(() => (location.hash = "/collections/availability"));
    // The collection's one file (a click on its line can land before the list is drawn).
    await page.evaluate(() => (location.hash = "/collections/availability/entries/availability"));
    // The list's Add button, which the editor keeps at the foot of the screen on a phone.
    await (await reveal(page, page.getByRole("button", { name: /\badd\b/i }).last())).click();
    await (await field(page, `booked.${count}`)).fill(day);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForFunction(() => location.hash === "#/collections/availability");
    expect(errors).toEqual([]);
    const [saved] = await savedFiles(page, ["availability.json"]);
    await context.close();
    expect(JSON.parse(saved!).booked).toEqual([...availability.booked, day]);

    const contentDir = join(dir, "booked");
    await cp("src/content", contentDir, { recursive: true });
    await writeFile(join(contentDir, "availability.json"), saved!);
    expect(await checkContent({ contentDir, photosDir: "static/photos" })).toEqual([]);
    const outDir = join(dir, "booked-dist");
    await testBuild({ outDir, contentDir });
    const server = createStaticServer({ root: outDir });
    const url = (await listen(server, 0)).replace(/\/$/, "");
    const visit = await site.browser.newContext({ viewport: phone });
    await visit.addInitScript(() => localStorage.setItem("hasSeenPopup", "true"));
    const visitor = await visit.newPage();
    await visitor.goto(`${url}/pricing/`);
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The sample's words, which this build has under CONTENT_DIR too.
    const words = <T,>(file: string) => localize<T>(JSON.parse(readFileSync(join("src/content", file), "utf8")), "en");
    await visitor.getByLabel(words<{ bar: { question: string } }>("contact.json").bar.question).fill(day);
    await visitor.getByRole("button", { name: words<{ dateCheck: string }>("labels.json").dateCheck }).click();
    const booked = words<{ words: { booked: string } }>("availability.json").words.booked;
    await expect.poll(() => visitor.locator("dialog[open] .enquiry__availability").textContent()).toBe(fill(booked, { date: formatEventDate(day) }));
    await visit.close();
    await new Promise<void>((ok) => server.close(() => ok()));
  }, 240_000);

  it("uploads a photo from a phone into its folder under Photos, with its alt text; the build takes it", async () => {
    const { page, context, errors } = await openEditor(site, desktop);
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await page.evaluate(() => (location.hash = "/collections/photos"));
    await page.getByRole("row", { name: contentFiles.photos.title }).click();
    // A folder the site shows whole (the home page's gallery block): a photo shown nowhere is not built.
    const set = "home-gallery";
    const before = JSON.parse(await readFile("src/content/photos.json", "utf8"))[set].length as number;
    const list = await reveal(page, page.locator(`[data-key-path="${set}"]`));
    await list.getByRole("button", { name: /add/i }).last().click();
    const upload = await reveal(page, page.locator(`[data-key-path="${set}.${before}.file"]`));
    await upload.getByRole("button", { name: "Browse" }).click();
    const dialog = page.getByRole("dialog");
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), dialog.getByRole("button", { name: /Upload/ }).click()]);
    // The picker offers only the kinds the build reads (Safari on a Mac then sends a HEIC photo as JPEG).
    expect((await chooser.element().getAttribute("accept"))?.split(",")).toEqual(Object.keys(photoTypes));
    const photo = await readFile(join("static/photos", set, (await readdir(join("static/photos", set))).sort()[0]!));
    await chooser.setFiles({ name: "IMG 2041.JPG", mimeType: "image/jpeg", buffer: photo });
    await dialog.getByRole("button", { name: "Insert" }).click();
    // Alt text is a text: one field per language of the site, or one field for an English-only site.
    const alt = { en: "A new portrait from the studio's phone", hi: "स्टूडियो के फ़ोन से एक नई तस्वीर", mr: "स्टुडिओच्या फोनवरून एक नवा फोटो" };
    for (const lang of languages) {
      await (await field(page, languages.length > 1 ? `${set}.${before}.alt.${lang}` : `${set}.${before}.alt`)).fill(alt[lang]);
    }
    await page.getByRole("button", { name: "Save" }).click();
    // The editor writes the photo and photos.json into its copy of the repository before it
    // returns to the list: over 30 s on a fresh clone's busy CI machine once.
    await page.waitForFunction(() => location.hash === "#/collections/photos", null, { timeout: 120_000 });
    expect(errors).toEqual([]);

    const saved = await page.evaluate(async (folder: string) => {
      const root = await navigator.storage.getDirectory();
      const dir = await (await (await root.getDirectoryHandle("static")).getDirectoryHandle("photos")).getDirectoryHandle(folder);
      const files: [string, number[]][] = [];
      for await (const [name, handle] of (dir as unknown as AsyncIterable<[string, FileSystemFileHandle]>)) {
        files.push([name, [...new Uint8Array(await (await handle.getFile()).arrayBuffer())]]);
      }
      const content = await (await root.getDirectoryHandle("src")).getDirectoryHandle("content");
      return { files, photosJson: await (await (await content.getFileHandle("photos.json")).getFile()).text() };
    }, set);
    await context.close();
    expect(saved.files.map(([n]) => n)).toEqual(["IMG 2041.JPG"]);
    expect(Buffer.from(saved.files[0]![1]).equals(photo)).toBe(true);

    // The repository with the upload: the same check and build as a deploy.
    const contentDir = join(dir, "upload");
    await cp("src/content", contentDir, { recursive: true });
    await cp("static/photos", join(contentDir, "photos"), { recursive: true });
    await writeFile(join(contentDir, "photos.json"), saved.photosJson);
    await writeFile(join(contentDir, "photos", set, "IMG 2041.JPG"), Buffer.from(saved.files[0]![1]));
    expect(await checkContent({ contentDir, photosDir: join(contentDir, "photos") })).toEqual([]);
    const outDir = join(dir, "upload-dist");
    await testBuild({ outDir, contentDir });
    const built = await readdir(join(outDir, "assets", "photos", set));
    expect(built.some((f) => /^img-2041-\d+-[0-9a-f]+\.avif$/.test(f))).toBe(true);
    expect(existsSync(join(outDir, "admin", "index.html"))).toBe(true);
  }, 240_000);
});
