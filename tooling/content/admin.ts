// /admin/: the content editor (Sveltia CMS, self-hosted, nothing from a CDN) with its own CSP
// and a config generated from the schema.
import { execFileSync } from "node:child_process";
import { copyFile, cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { adminConfig } from "./admin-config";
import type { ContentSource } from "./index";
import { escapeHtml, root } from "../core";
import { policyText } from "../security";
import { browserScript } from "../bundles";
import type { LiveBuild } from "../../src/lib/live-change";

const gitApis = ["https://api.github.com", "https://gitlab.com", "https://codeberg.org"];
const adminCspDirectives: [string, string[]][] = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'"]],
  // Svelte sets element styles at run time; this page shows only the owner's own content.
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "blob:", "data:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com", "https://gitlab.com", "https://codeberg.org"]],
  ["media-src", ["'self'", "blob:"]],
  ["font-src", ["'self'", "data:"]],
  // Besides the git host: its status page (an outage notice) and the editor's own version check.
  ["connect-src", ["'self'", "blob:", "data:", ...gitApis, "https://www.githubstatus.com/api/v2/status.json", "https://unpkg.com/@sveltia/cms/package.json"]],
  ["worker-src", ["'self'", "blob:"]],
  ["frame-src", ["'self'", "blob:"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
];
export const adminHeaders: Record<string, string> = {
  "Content-Security-Policy": `${policyText(adminCspDirectives)}; frame-ancestors 'none'`,
  "Referrer-Policy": "same-origin",
  // Signing in with the git host may use a popup that reports back to this window.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex",
};

const editorFonts: [cdn: string, pkg: string, file: string][] = [
  ["https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2", "@fontsource-variable/source-sans-3", "source-sans-3-latin-wght-normal.woff2"],
  ["https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2", "@fontsource/noto-mono", "noto-mono-latin-400-normal.woff2"],
  ["https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2", "@fontsource-variable/material-symbols-outlined", "material-symbols-outlined-latin-wght-normal.woff2"],
];

function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

const gitRemoteRepo = () => /[:/]([^/:]+\/[^/]+?)(?:\.git)?$/.exec(git(["remote", "get-url", "origin"]) ?? "")?.[1];

/** The commit this build is of, as the host names it (Netlify, Cloudflare Pages, GitHub Actions), else git. */
const builtCommit = () => process.env.COMMIT_REF || process.env.CF_PAGES_COMMIT_SHA || process.env.GITHUB_SHA || git(["rev-parse", "HEAD"]) || "";
/** The branch this build is of, as the host names it (Netlify's HEAD is a deploy preview's branch too;
 *  GitHub's ref name is "7/merge" for a pull request's), else git. */
const builtFrom = () => process.env.HEAD || process.env.CF_PAGES_BRANCH || process.env.GITHUB_REF_NAME || git(["branch", "--show-current"]) || "";

/** Where the owner looks (the build's log is a host's page they never open), a strip along the
 *  foot of the lists, which the editor (Svelte mounts it in <body>) is lifted above: the build's
 *  warnings, and whether the last saved change is live yet (src/lib/live-change.ts fills it). */
function buildNotes(warnings: string[]): { head: string; body: string } {
  const what = warnings.length === 1 ? "one thing" : `${warnings.length} things`;
  return {
    head: `
    <style>
      body:has(#build-notes > :not([hidden])) > div { bottom: var(--notes-height, 41px) !important; height: auto !important; }
      /* An entry's editor (Sveltia's .content-editor; admin.test.ts notices if it goes) fills the screen: the notes step aside. */
      body:has(.content-editor) > div { bottom: 0 !important; }
      body:has(.content-editor) #build-notes, #build-notes:not(:has(> :not([hidden]))) { display: none; }
      #build-notes { position: fixed; inset: auto 0 0; z-index: 10; max-height: 70vh; overflow: auto; border-top: 1px solid #8a6d00; background: #fff8e1; color: #3b2f00; font: 15px/1.4 system-ui, sans-serif; }
      #build-notes > * { margin: 0; padding: 0 12px; }
      #live-note { padding-block: 9px; }
      #build-notes summary { line-height: 40px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer; }
    </style>`,
    body: `
    <aside id="build-notes" aria-label="Notes from the site's build">
      <p id="live-note" role="status" hidden></p>${
        warnings.length
          ? `
      <details>
        <summary>The last build noted ${what} to check</summary>
        <ul>${warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join("")}</ul>
        <p>Mend each in the file it names: a note goes once a build no longer finds it.</p>
      </details>`
          : ""
      }
    </aside>`,
  };
}

export async function writeAdmin(outDir: string, content: ContentSource, log: (line: string) => void): Promise<void> {
  const dir = join(outDir, "admin");
  const dist = join(root, "node_modules", "@sveltia", "cms", "dist");
  let script = await readFile(join(dist, "sveltia-cms.js"), "utf8");
  await mkdir(join(dir, "fonts"), { recursive: true });
  for (const [cdn, pkg, file] of editorFonts) {
    if (!script.includes(cdn)) throw new Error(`The Sveltia CMS script no longer loads ${cdn}: update editorFonts in tooling/content/admin.ts`);
    await copyFile(join(root, "node_modules", pkg, "files", file), join(dir, "fonts", file));
    script = script.split(cdn).join(`/admin/fonts/${file}`);
  }
  const leftover = /https:\/\/cdn\.jsdelivr\.net\/[^)\s`"']+/.exec(script);
  if (leftover) throw new Error(`The Sveltia CMS script loads ${leftover[0]} from a CDN: self-host it in tooling/content/admin.ts`);
  await writeFile(join(dir, "sveltia-cms.js"), script);
  // Found beside the script, its chunks never come from a CDN (their source maps stay behind).
  if (existsSync(join(dist, "chunks"))) await cp(join(dist, "chunks"), join(dir, "chunks"), { recursive: true, filter: (f) => !f.endsWith(".map") });

  const { contentDir, photosDir, languages, plans, photos } = content;
  const [repo, branch] = [process.env.CMS_REPO || gitRemoteRepo() || "your-account/your-site", process.env.CMS_BRANCH || "main"];
  const config = adminConfig({
    root,
    contentDir,
    photosDir,
    photoSets: [...photos.sets.keys()],
    languages,
    plans,
    repo,
    branch,
    backend: (process.env.CMS_BACKEND as "github" | "gitlab" | "gitea" | undefined) || "github",
    appId: process.env.CMS_APP_ID || undefined,
  });
  await writeFile(join(dir, "config.json"), JSON.stringify(config, null, 2) + "\n");
  const build: LiveBuild = { commit: builtCommit(), repo, branch, builtFrom: builtFrom() };
  await writeFile(join(dir, "build.json"), JSON.stringify(build) + "\n");
  await writeFile(join(dir, "live-change.js"), await browserScript("src/lib/live-change.ts", "watchLiveChange"));
  const notes = buildNotes(content.warnings);
  await writeFile(
    join(dir, "index.html"),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policyText(adminCspDirectives)}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
    <link href="/admin/config.json" type="application/json" rel="cms-config-url" />${notes.head}
  </head>
  <body>${notes.body}
    <script src="/admin/live-change.js" defer></script>
    <script src="/admin/sveltia-cms.js"></script>
  </body>
</html>
`,
  );
  log(`Admin: /admin/ with ${(config.collections as unknown[]).length} collections (Sveltia CMS, self-hosted)`);
}
