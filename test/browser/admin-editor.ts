/**
 * /admin/ (Sveltia CMS) as the owner meets it, for admin.test.ts and admin-stories.test.ts. Its
 * local-repository workflow asks the browser's File System Access API for a folder through a
 * native dialog, which no headless browser can click: the dialog is answered with a folder in the
 * browser's origin-private file system holding the sample's content, and everything after it (the
 * editor's UI, its saving) runs as it would for the owner.
 */
import { readdir, readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { startSite, type Site } from "./harness";
import { testConfig } from "./test-config";
import { testBuild } from "../test-build";

const sveltiaVersion = JSON.parse(readFileSync("node_modules/@sveltia/cms/package.json", "utf8")).version as string;

/** The editor is tried on the sample's repository: under CONTENT_DIR the site is built from it too. */
export async function startEditorSite(): Promise<Site> {
  return startSite(process.env.CONTENT_DIR ? (await testBuild({ outDir: ".cache/test-dist-admin", contentDir: "src/content", config: testConfig })).outDir : undefined);
}

/** The repository as the owner's folder would hold it: git's marker, the content files and `folders` of src/content. */
async function repositoryFiles(folders: string[]): Promise<Record<string, string>> {
  const files: Record<string, string> = { ".git/HEAD": "ref: refs/heads/main\n", ".git/config": "[core]\n" };
  for (const f of await readdir("src/content")) if (f.endsWith(".json")) files[`src/content/${f}`] = await readFile(join("src/content", f), "utf8");
  for (const folder of folders) for (const f of await readdir(join("src/content", folder))) files[`src/content/${folder}/${f}`] = await readFile(join("src/content", folder, f), "utf8");
  return files;
}

export interface Editor {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and CSP violations. */
  errors: string[];
}

/** /admin/ opened at `viewport`, its folder dialog answered with the repository. */
export async function openEditor(site: Site, viewport: { width: number; height: number }, folders: string[] = []): Promise<Editor> {
  const context = await site.browser.newContext({ viewport });
  // The outside world the editor asks (its version check, GitHub's status page) is unreachable
  // from the test machine; it answers as those services do.
  await context.route(/^https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json$/, (r) => r.fulfill({ json: { version: sveltiaVersion } }));
  await context.route(/^https:\/\/www\.githubstatus\.com\//, (r) => r.fulfill({ json: { status: { indicator: "none" } } }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.effectiveDirective} ${e.blockedURI}`));
  });
  await page.addInitScript((files: Record<string, string>) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => {
      const root = await navigator.storage.getDirectory();
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split("/");
        let folder = root;
        for (const p of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(p, { create: true });
        const w = await (await folder.getFileHandle(parts[parts.length - 1]!, { create: true })).createWritable();
        await w.write(text);
        await w.close();
      }
      return root;
    };
  }, await repositoryFiles(folders));
  // The editor offers "Work with Local Repository" on localhost only.
  await page.goto(`${site.url.replace("127.0.0.1", "localhost")}/admin/`);
  return { page, context, errors };
}

/** What `locator` finds in the editor; fields below the fold render only once scrolled to. */
export async function reveal(page: Page, locator: Locator): Promise<Locator> {
  // Over the editing pane, on a phone's narrow screen too (a wheel outside the page scrolls nothing).
  await page.mouse.move(Math.min(500, (page.viewportSize()?.width ?? 1000) / 2), 450);
  for (let i = 0; i < 120 && (await locator.count()) === 0; i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(100);
  }
  await locator.first().scrollIntoViewIfNeeded();
  return locator.first();
}
