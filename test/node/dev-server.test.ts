import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { contentDir } from "../content-dir";
import { contentFolders } from "../../src/content/schema";
import { manifestFileFor } from "../../tooling/content";

// `npm run dev` on a copy of the content, edited as a maintainer or the owner (`npm run admin`)
// edits it: what each rebuild has to say reaches the terminal and every open page.
let dir: string;
let dev: ChildProcess;
let url: string;
let terminal = "";
let storyFile: string;
let story: string;
/** The sample's own warnings (an example email, say), as the first build printed them. */
let baseline: string;

/** The messages the dev server sends a page from now on ("reload", or a note for the top of the page). */
function listen(): { next: (timeoutMs?: number) => Promise<string>; close: () => void } {
  const abort = new AbortController();
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  void fetch(url + "/__reload", { signal: abort.signal }).then(async (res) => {
    let buffered = "";
    for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const data = buffered.slice(0, end).replace(/^data: /, "");
        buffered = buffered.slice(end + 2);
        queue.push(data === "reload" ? data : (JSON.parse(data) as string));
        wake?.();
      }
    }
  }).catch(() => {}); // closed by the test
  return {
    async next(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > until) throw new Error(`nothing from the dev server in ${timeoutMs} ms; it printed:\n${terminal}`);
        await new Promise<void>((ok) => ((wake = ok), setTimeout(ok, 200)));
      }
      return queue.shift()!;
    },
    close: () => abort.abort(),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "dev-server-"));
  const content = join(dir, "content");
  await cp(contentDir, content, { recursive: true, filter: (f) => !f.endsWith(".ts") });
  const folder = join(content, contentFolders.stories.folder);
  storyFile = join(folder, (await readdir(folder)).filter((f) => f.endsWith(".json")).sort()[0]!);
  story = await readFile(storyFile, "utf8");
  dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    env: { ...process.env, CONTENT_DIR: content, OUT_DIR: join(dir, "out"), PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (d: Buffer) => (terminal += d));
  dev.stderr!.on("data", (d: Buffer) => (terminal += d));
  url = await new Promise<string>((ok, fail) => {
    const check = () => {
      const found = /Dev server at (\S+)/.exec(terminal);
      if (found) ok(found[1]!);
    };
    dev.stdout!.on("data", check);
    dev.once("exit", (code) => fail(new Error(`npm run dev stopped (${code}):\n${terminal}`)));
  });
  baseline = terminal.split("\n").filter((l) => l.startsWith("Warning: ")).join("\n");
}, 120_000);

afterAll(async () => {
  dev?.kill();
  // The build keeps a content folder's photo manifest under .cache/content/<its hash>/.
  await rm(dirname(dirname(manifestFileFor(join(dir, "content")))), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("shows a warning on every page until it is mended, and a mistake on the open page, then reloads", async () => {
    const page = listen();
    if (baseline) expect(await page.next()).toBe(baseline);
    const name = storyFile.split(/[\\/]/).pop()!;

    // An address edited in the story: the build warns and goes on.
    terminal = "";
    const moved = JSON.parse(story) as { slug: string };
    await writeFile(storyFile, JSON.stringify({ ...moved, slug: `${moved.slug}-new` }, null, 2));
    expect(await page.next()).toBe("reload");
    expect(terminal).toMatch(new RegExp(`Warning: .*${name}: slug is`));
    const reloaded = listen();
    const note = await reloaded.next();
    expect(note).toMatch(new RegExp(`^Warning: .*${name}: slug is`, "m"));
    expect(note.startsWith(baseline)).toBe(true);

    // Half a file, saved mid-write: the open page says which file, and so does one opened next.
    await writeFile(storyFile, story.slice(0, story.length >> 1));
    const mistake = await reloaded.next();
    expect(mistake).toContain(`${name} is not valid JSON`);
    const opened = listen();
    expect(await opened.next()).toBe(mistake);

    // Mended: the pages reload, and a page opened then has only the sample's own warnings.
    await writeFile(storyFile, story);
    expect(await opened.next()).toBe("reload");
    const mended = listen();
    if (baseline) expect(await mended.next()).toBe(baseline);
    else await expect(mended.next(1500)).rejects.toThrow(/nothing from the dev server/);
    for (const p of [page, reloaded, opened, mended]) p.close();
  }, 180_000);
});
