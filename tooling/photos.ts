/**
 * The photo pipeline, run by build.ts before the bundle (the bundle imports the manifest).
 * Every original under static/photos/<set>/ becomes a few widths in AVIF and JPEG (mozjpeg),
 * with content-hashed names under <outDir>/assets/photos/<set>/, and one manifest entry in
 * src/generated/photos.json: intrinsic size, a tiny blurred placeholder and the variants.
 * Here the originals are found and checked and the manifest is written; tooling/photo-encoder.ts
 * encodes each one, cached in .cache/photos/ so that a second build encodes nothing. Several
 * builds may run at once: every file is written to a temporary name and renamed into place.
 */
import sharp from "sharp";
import { readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { isPhotoOriginal, photoId, splitPhotoId, type PhotoAsset, type PhotoManifest } from "../src/lib/photos";
import { mb, pool, root, writeAtomic } from "./core";
import { defaultSetOptions, setOptions, storySetOptions, type SetOptions } from "./photo-settings";
import { PhotoEncoder, type Job } from "./photo-encoder";

export interface PhotoBuildOptions {
  /** Folder of sets, one folder per set (default static/photos). */
  srcDir?: string;
  /** The site's output folder; variants go to <outDir>/assets/photos/<set>/. */
  outDir: string;
  /** Where the manifest is written (default src/generated/photos.json). */
  manifestFile?: string;
  cacheDir?: string;
  sets?: Record<string, SetOptions>;
  defaults?: SetOptions;
  log?: (line: string) => void;
}

export interface PhotoBuildResult {
  manifest: PhotoManifest;
  photos: number;
  /** Files encoded in this run (0 when everything came from the cache). */
  encoded: number;
  fromCache: number;
  originalBytes: number;
  variantBytes: number;
  ms: number;
}

/** iPhones' default format, which sharp's prebuilt binaries cannot decode. */
const HEIC = /\.(heic|heif)$/i;

/** Problems with the photos themselves, reported together, each naming its file. */
export class PhotoError extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length === 1 ? "A photo cannot be used" : `${problems.length} photos cannot be used`}; nothing was built:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "PhotoError";
    this.stack = this.message; // a stack trace helps nobody replace a photo
  }
}

/**
 * The originals to encode, set by set, and the problems that stop the build before any encoding:
 * HEIC files, and two files that would get the same name on the site.
 */
async function findOriginals(srcDir: string, sets: Record<string, SetOptions>, defaults: SetOptions): Promise<Job[]> {
  const jobs: Job[] = [];
  const problems: string[] = [];
  if (!existsSync(srcDir)) return jobs;
  const shown = relative(process.cwd(), srcDir).split("\\").join("/") || ".";
  for (const set of (await readdir(srcDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const slugs = new Map<string, string>();
    for (const file of (await readdir(join(srcDir, set))).sort()) {
      const label = `${shown}/${set}/${file}`;
      if (HEIC.test(file)) {
        problems.push(`${label} is a HEIC photo (an iPhone's default), which the site cannot read: export it as JPEG (on the iPhone: Settings > Camera > Formats > Most Compatible, or share it as JPEG) and put that file here instead`);
        continue;
      }
      if (!isPhotoOriginal(file)) continue;
      const slug = splitPhotoId(photoId(set, file)).name;
      if (slugs.has(slug)) problems.push(`${label} and ${shown}/${set}/${slugs.get(slug)} would get the same name on the site (${slug}): rename one of them`);
      slugs.set(slug, file);
      jobs.push({ set, file, options: sets[set] ?? (set.startsWith("story-") ? storySetOptions : defaults), label });
    }
  }
  if (problems.length) throw new PhotoError(problems);
  return jobs;
}

export async function buildPhotos(options: PhotoBuildOptions): Promise<PhotoBuildResult> {
  const started = Date.now();
  sharp.concurrency(2);
  const srcDir = options.srcDir ?? join(root, "static", "photos");
  const manifestFile = options.manifestFile ?? join(root, "src", "generated", "photos.json");
  const jobs = await findOriginals(srcDir, options.sets ?? setOptions, options.defaults ?? defaultSetOptions);

  const encoder = new PhotoEncoder(options.cacheDir ?? join(root, ".cache", "photos"), options.outDir);
  const results = new Map<Job, { asset: PhotoAsset; bytes: number }>();
  const problems: string[] = [];
  // Two photos in flight: while one waits on an AVIF encode the other resizes.
  await pool(jobs, 2, async (job) => {
    try {
      results.set(job, await encoder.photo(job, srcDir));
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  });
  if (problems.length) throw new PhotoError(problems.sort());

  const manifest: PhotoManifest = {};
  let originalBytes = 0;
  for (const job of jobs) {
    const r = results.get(job)!;
    (manifest[job.set] ??= []).push(r.asset);
    originalBytes += r.bytes;
  }
  const json = JSON.stringify(manifest, null, 2) + "\n";
  // Rewritten only when it changes, so the dev server's watcher does not loop.
  const current = existsSync(manifestFile) ? await readFile(manifestFile, "utf8") : "";
  if (current !== json) await writeAtomic(manifestFile, json);

  const result: PhotoBuildResult = {
    manifest,
    photos: jobs.length,
    encoded: encoder.encoded,
    fromCache: encoder.fromCache,
    originalBytes,
    variantBytes: encoder.variantBytes,
    ms: Date.now() - started,
  };
  options.log?.(
    `Photos: ${result.photos} originals (${mb(originalBytes)}) -> ${mb(result.variantBytes)} of variants; ` +
      `${result.encoded} encoded, ${result.fromCache} from cache, ${(result.ms / 1000).toFixed(1)} s`,
  );
  return result;
}
