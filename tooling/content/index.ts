// The build's first step: checks the content and says where it and its photos come from
// (src/content/ and static/photos/, or another studio's folder and its photos/).
import type { Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { ContentError, inspectContent } from "./check";
import { forBrowser } from "./browser-content";
import { folderView } from "./folder-view";
import { compactManifest, photoId, type PhotoManifest } from "../../src/lib/photos";
import { localize, type Locale } from "../../src/lib/localize";
import { filledMark, placeholders, pricePlaceholders } from "../../src/content/placeholders";
import type { PhotoCheck } from "../photos";
import { root, sha } from "../core";
import { isStorySet } from "../photo-settings";
import { contentFiles, contentFolders } from "../../src/content/schema";

const defaultContentDir = join(root, "src", "content");
const defaultPhotosDir = join(root, "static", "photos");
const defaultManifestFile = join(root, "src", "generated", "photos.json");

export interface ContentSource {
  contentDir: string;
  photosDir: string;
  manifestFile: string;
  languages: Locale[];
  /** Each plan's id and price (for the editor's text patterns). */
  plans: { id: string; price: number }[];
  photos: PhotoCheck;
  shownPhotos: Set<string>;
  warnings: string[];
  /** Content in one language only; in the browser's bundle as ./browser-content.ts trims it. */
  pluginFor(locale: Locale, options?: { browser?: boolean }): Plugin;
}

/** Never over the sample's, and under generated/, which tooling/bundles.ts recognises. */
export function manifestFileFor(contentDir: string): string {
  if (resolve(contentDir) === defaultContentDir) return defaultManifestFile;
  return join(root, ".cache", "content", sha(resolve(contentDir)).slice(0, 12), "generated", "photos.json");
}

export async function prepareContent(options: { contentDir?: string; log?: (line: string) => void } = {}): Promise<ContentSource> {
  const contentDir = resolve(root, options.contentDir ?? defaultContentDir);
  const own = contentDir !== defaultContentDir && existsSync(join(contentDir, "photos"));
  const photosDir = own ? join(contentDir, "photos") : defaultPhotosDir;
  const manifestFile = manifestFileFor(contentDir);
  const report = await inspectContent({ contentDir, photosDir });
  for (const w of report.warnings) options.log?.(`Warning: ${w}`);
  if (report.problems.length) throw new ContentError(report.problems);
  const { languages, values } = report;
  const plans = (values.plans as { plans: { id: string; price: number }[] }).plans;
  const prices = pricePlaceholders(plans);
  const pluginFor = (locale: Locale, { browser = false } = {}): Plugin => ({
    name: `content-${locale}`,
    setup(b) {
      const contentSrc = join("src", "content");
      if (contentDir !== defaultContentDir) {
        b.onResolve({ filter: /^\.\/[\w-]+\.json(\?\w+)?$/ }, (args) => {
          const [file, query] = args.path.slice(2).split("?");
          return args.importer.includes(contentSrc) ? { path: join(contentDir, file!), suffix: query ? `?${query}` : undefined } : undefined;
        });
        b.onResolve({ filter: /[\\/]generated[\\/]photos\.json$/ }, () => ({ path: manifestFile }));
      }
      // Filled, and marked so that src/content/load.ts does not walk it again.
      const vars = { ...placeholders(localize(values.studio, locale, prices)), ...prices };
      let manifest: Promise<PhotoManifest> | undefined;
      const manifestOf = () => (manifest ??= readFile(manifestFile, "utf8").then(JSON.parse));
      b.onLoad({ filter: /\.json$/ }, async (args) => {
        if (dirname(args.path) !== contentDir) return undefined;
        let raw: unknown = folderView(args.path, JSON.parse(await readFile(args.path, "utf8")), args.suffix, { browser });
        if (browser) raw = forBrowser(basename(args.path), raw, values.photos as Parameters<typeof forBrowser>[2], args.suffix);
        // The credits name every photo, but show only the thumbnails of those not in a story.
        if (browser) raw = withPhotos(raw, await manifestOf(), basename(args.path) !== contentFiles.credits.file);
        const filled = JSON.stringify(localize(raw, locale, vars));
        return { contents: `export default /* @__PURE__ */ Object.defineProperty(${filled}, ${JSON.stringify(filledMark)}, { value: true });`, loader: "js" };
      });
    },
  });
  return { contentDir, photosDir, manifestFile, languages, plans, pluginFor, photos: report.photos, shownPhotos: report.shown, warnings: report.warnings };
}

/** Every cover a view lists, and every photo of `?photos`. */
function viewPhotoIds(view: unknown): string[] {
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

/** Each file brings, under `__photoAssets`, the manifest entries of the photos it names, a set it
 *  names whole (`__photoAlts`) in full: a page carries the photos of the files it imports, not
 *  every photo of the site (src/content/load.ts collects them). */
function withPhotos(raw: unknown, manifest: PhotoManifest, storyPhotosToo: boolean): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const ids = new Set([...viewPhotoIds(raw), ...Object.keys((raw as { __photoAlts?: object }).__photoAlts ?? {})]);
  JSON.stringify(raw, (_, v: unknown) => (typeof v === "string" && ids.add(v), v));
  const named: PhotoManifest = {};
  for (const [set, photos] of Object.entries(manifest)) {
    if (storyPhotosToo || !isStorySet(set)) for (const p of photos) if (ids.has(p.id)) (named[set] ??= []).push({ ...p, placeholder: "" });
  }
  if (Object.keys(named).length === 0) return raw;
  const compact = compactManifest(named);
  if (!compact) throw new Error("A photo's file names do not follow src/lib/photos.ts photoUrl(): build again from a clean cache");
  return { ...raw, __photoAssets: compact };
}
