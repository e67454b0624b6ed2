/**
 * The content step of the build (build.ts calls `prepareContent` first): checks every content
 * file against the schema and says where the content and photos come from. By default that is
 * src/content/ and static/photos/; CONTENT_DIR (or the build's contentDir option) points the
 * whole build at another set of JSON files, with its photos in <dir>/photos/ if it has one, so a
 * second studio's content builds without touching the sample (test/node/content-alt.test.ts).
 */
import type { Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentError, inspectContent } from "./check";
import { siteLanguages } from "./languages";
import { forBrowser } from "./browser-content";
import { folderView } from "./folder-view";
import { compactManifest, photoId, type PhotoManifest } from "../../src/lib/photos";
import { localize, type Locale } from "../../src/lib/localize";
import { filledMark, placeholders, pricePlaceholders } from "../../src/content/placeholders";
import type { PhotoCheck } from "../photos";
import { contentFiles, contentFolders } from "../../src/content/schema";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const defaultContentDir = join(root, "src", "content");
export const defaultPhotosDir = join(root, "static", "photos");
export const defaultManifestFile = join(root, "src", "generated", "photos.json");

export interface ContentSource {
  contentDir: string;
  photosDir: string;
  /** Where the photo pipeline writes the manifest the bundle imports. */
  manifestFile: string;
  /** The site's languages (studio.json), the default first: the build makes each one's pages. */
  languages: Locale[];
  /** The photo folders as checked, and the ids of the photos the content shows (only those are encoded). */
  photos: PhotoCheck;
  shownPhotos: Set<string>;
  /** What the owner should know but does not stop the build (a photo shown nowhere, an odd price). */
  warnings: string[];
  /**
   * For both esbuild bundles of one language: content JSON from the folder above with only that
   * language's texts (a page never carries the others), and the photo manifest. In the browser's,
   * each file brings the alt text of its own photos and none of its build-only fields (./browser-content.ts).
   */
  pluginFor(locale: Locale, options?: { browser?: boolean }): Plugin;
}

/** Where the build of another content folder writes its photo manifest: never over the sample's,
 * and under a folder named generated/, which the bundle's compaction recognises (tooling/bundles.ts). */
export function manifestFileFor(contentDir: string): string {
  if (resolve(contentDir) === defaultContentDir) return defaultManifestFile;
  return join(root, ".cache", "content", createHash("sha256").update(resolve(contentDir)).digest("hex").slice(0, 12), "generated", "photos.json");
}

export async function prepareContent(options: { contentDir?: string; outDir: string; log?: (line: string) => void }): Promise<ContentSource> {
  const contentDir = resolve(root, options.contentDir ?? defaultContentDir);
  const own = contentDir !== defaultContentDir && existsSync(join(contentDir, "photos"));
  const photosDir = own ? join(contentDir, "photos") : defaultPhotosDir;
  const manifestFile = manifestFileFor(contentDir);
  const report = await inspectContent({ contentDir, photosDir });
  for (const w of report.warnings) options.log?.(`Warning: ${w}`);
  if (report.problems.length) throw new ContentError(report.problems);
  const languages = await siteLanguages(contentDir);
  // The studio's file and the plans, checked above, give the placeholders every file's texts hold.
  const studio = JSON.parse(await readFile(join(contentDir, contentFiles.studio.file), "utf8"));
  const prices = pricePlaceholders(JSON.parse(await readFile(join(contentDir, contentFiles.plans.file), "utf8")).plans);
  const pluginFor = (locale: Locale, { browser = false } = {}): Plugin => ({
    name: `content-${locale}`,
    setup(b) {
      const contentSrc = join("src", "content");
      if (contentDir !== defaultContentDir || manifestFile !== defaultManifestFile) {
        b.onResolve({ filter: /^\.\/[\w-]+\.json(\?\w+)?$/ }, (args) => {
          const [file, query] = args.path.slice(2).split("?");
          return args.importer.includes(contentSrc) ? { path: join(contentDir, file!), suffix: query ? `?${query}` : undefined } : undefined;
        });
        b.onResolve({ filter: /[\\/]generated[\\/]photos\.json$/ }, () => ({ path: manifestFile }));
      }
      // Every file of the browser's bundle takes its photos' alt text from photos.json: read once a bundle.
      let photos: Promise<Parameters<typeof forBrowser>[2]> | undefined;
      const photosFile = () => (photos ??= readFile(join(contentDir, "photos.json"), "utf8").then(JSON.parse));
      // Each file in this language with its placeholders filled, marked so (src/content/load.ts)
      // that the pages do not walk it again.
      const vars = { ...placeholders(localize(studio, locale, prices)), ...prices };
      // The photo manifest (written before the bundles), for the story photos each file shows.
      let manifest: Promise<PhotoManifest> | undefined;
      const manifestOf = () => (manifest ??= readFile(manifestFile, "utf8").then(JSON.parse));
      b.onLoad({ filter: /\.json$/ }, async (args) => {
        if (dirname(args.path) !== contentDir) return undefined;
        let raw: unknown = folderView(args.path, JSON.parse(await readFile(args.path, "utf8")), args.suffix, { browser });
        if (browser) raw = forBrowser(basename(args.path), raw, await photosFile(), args.suffix);
        // The credits name every photo made from each original, stories' too, but show none of those.
        if (browser && basename(args.path) !== contentFiles.credits.file) raw = withStoryPhotos(raw, await manifestOf());
        const filled = JSON.stringify(localize(raw, locale, vars));
        return { contents: `export default /* @__PURE__ */ Object.defineProperty(${filled}, ${JSON.stringify(filledMark)}, { value: true });`, loader: "js" };
      });
    },
  });
  return { contentDir, photosDir, manifestFile, languages, pluginFor, photos: report.photos, shownPhotos: report.shown, warnings: report.warnings };
}

/** The ids of the story photos a view shows: every cover it lists, and every photo of `?photos`. */
export function viewPhotoIds(view: unknown): string[] {
  const ids: string[] = [];
  for (const { folder, photoSetPrefix } of Object.values(contentFolders)) {
    const v = (view ?? {}) as Record<string, unknown>;
    for (const item of Array.isArray(v[folder]) ? (v[folder] as { slug?: string; cover?: { file?: string } }[]) : []) {
      if (item.slug && item.cover?.file) ids.push(photoId(photoSetPrefix + item.slug, item.cover.file));
    }
    const photos = v.photos && typeof v.photos === "object" && !Array.isArray(v.photos) ? (v.photos as Record<string, { file?: string }[] | undefined>) : {};
    for (const [slug, list] of Object.entries(photos)) for (const p of list ?? []) if (p.file) ids.push(photoId(photoSetPrefix + slug, p.file));
  }
  return ids;
}

const storySet = (set: string) => Object.values(contentFolders).some((f) => set.startsWith(f.photoSetPrefix));

/**
 * Stories' photos are left out of the manifest every page carries (tooling/bundles.ts): a studio
 * with fifty stories has hundreds. Each file of the browser's bundle brings, under
 * `__photoAssets`, the manifest entries of the story photos it shows: the covers and photos of a
 * view of the stories (./folders.ts), and any story photo it names by id (a film's poster).
 * src/content/load.ts collects them.
 */
function withStoryPhotos(raw: unknown, manifest: PhotoManifest): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const byId = new Map(Object.entries(manifest).filter(([set]) => storySet(set)).flatMap(([, photos]) => photos.map((p) => [p.id, p] as const)));
  if (byId.size === 0) return raw;
  const ids = new Set(viewPhotoIds(raw));
  JSON.stringify(raw, (_, v: unknown) => {
    if (typeof v === "string" && byId.has(v)) ids.add(v);
    return v;
  });
  const shown: PhotoManifest = {};
  for (const id of ids) {
    const photo = byId.get(id);
    if (photo) (shown[photo.set] ??= []).push({ ...photo, placeholder: "" });
  }
  return ids.size ? { ...raw, __photoAssets: compactManifest(shown) ?? {} } : raw;
}
