/**
 * The photo pipeline, run by build.ts before the bundle (the bundle imports the manifest).
 * Every original under static/photos/<set>/ becomes a few widths in AVIF and JPEG (mozjpeg),
 * with content-hashed names under <outDir>/assets/photos/<set>/, and one manifest entry in
 * src/generated/photos.json: intrinsic size, a tiny blurred placeholder and the variants.
 *
 * Encoded files are cached in .cache/photos/ by a hash of the original's bytes and the encoding
 * settings, so a second build encodes nothing. Several builds may run at once: every file is
 * written to a temporary name and renamed into place.
 */
import sharp from "sharp";
import type { OutputInfo, Sharp } from "sharp";
import { copyFile, link, mkdir, readdir, readFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { isPhotoOriginal, photoId, photoUrl, splitPhotoId, type CropPrefix, type PhotoAsset, type PhotoCrop, type PhotoManifest, type PhotoVariant } from "../src/lib/photos";
import { mb, pool, root, sha, writeAtomic } from "./core";
import { defaultSetOptions, encoding, setOptions, type SetOptions } from "./photo-settings";

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
const PIPELINE_VERSION = 1;

/** Hard link from the cache when the file system allows it (no copy), else copy. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** The widths to encode for an image `available` pixels wide: never upscaled, and the original
 * width itself when it falls between the configured ones (so the largest variant is full size). */
export function widthsFor(available: number, configured: number[]): number[] {
  const sorted = [...configured].sort((a, b) => a - b);
  const fit = sorted.filter((w) => w <= available);
  const largest = sorted[sorted.length - 1] ?? available;
  const last = fit[fit.length - 1] ?? 0;
  if (available < largest && available > last * 1.1) fit.push(available);
  return fit;
}

interface Job {
  set: string;
  file: string;
  options: SetOptions;
  /** The file as messages name it: static/photos/<set>/<file>. */
  label: string;
}

class PhotoEncoder {
  encoded = 0;
  fromCache = 0;
  variantBytes = 0;

  constructor(
    private cacheDir: string,
    private outDir: string,
  ) {}

  /** The cached file for `key`, created by `make` when missing. */
  private async cached(key: string, ext: string, make: () => Promise<Buffer>): Promise<string> {
    const file = join(this.cacheDir, key.slice(0, 2), `${key}.${ext}`);
    if (existsSync(file)) {
      this.fromCache++;
    } else {
      await writeAtomic(file, await make());
      this.encoded++;
    }
    return file;
  }

  /** AVIF and JPEG of one width of `input` (an original, or a crop of one). */
  private async variant(
    input: () => Promise<Sharp>,
    sourceHash: string,
    crop: string,
    width: number,
    url: (format: "avif" | "jpeg") => string,
    avifQuality?: number,
  ): Promise<{ variant: PhotoVariant; jpegFile: string }> {
    let pixels: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
    // Resize once, encode twice; skipped entirely when both formats are cached.
    const resized = () =>
      (pixels ??= input().then((img) => img.resize({ width }).raw().toBuffer({ resolveWithObject: true })));
    const avifOptions = avifQuality === undefined ? encoding.avif : { ...encoding.avif, quality: avifQuality };
    const encode = async (format: "avif" | "jpeg"): Promise<[url: string, cachedFile: string]> => {
      const settings = JSON.stringify({ v: PIPELINE_VERSION, crop, width, format, options: format === "avif" ? avifOptions : encoding.jpeg });
      const key = sha(sourceHash, settings);
      const cachedFile = await this.cached(key, format === "avif" ? "avif" : "jpg", async () => {
        const { data, info } = await resized();
        const img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        return format === "avif" ? img.avif(avifOptions).toBuffer() : img.jpeg(encoding.jpeg).toBuffer();
      });
      await place(cachedFile, join(this.outDir, url(format)));
      const { size } = await stat(cachedFile); // read before adding: `+= await` would lose updates
      this.variantBytes += size;
      return [url(format), cachedFile];
    };
    const [[avif], [jpeg, jpegFile]] = await Promise.all([encode("avif"), encode("jpeg")]);
    return { variant: { width, avif, jpeg }, jpegFile };
  }

  async photo(job: Job, srcDir: string): Promise<{ asset: PhotoAsset; bytes: number }> {
    const path = join(srcDir, job.set, job.file);
    const source = await readFile(path);
    const sourceHash = sha(source);
    const meta = await sharp(source)
      .metadata()
      .catch(() => {
        throw new Error(`${job.label} cannot be read as a photo: save it again as JPEG, PNG, WebP or AVIF`);
      });
    // Photos from phones carry an EXIF orientation: encode (and measure) them upright.
    const { width: W, height: H } = meta.autoOrient ?? { width: meta.width!, height: meta.height! };
    const id = photoId(job.set, job.file);
    const base = splitPhotoId(id).name;
    const min = job.options.minWidth ?? 0;
    if (W < min) {
      throw new Error(`${job.label} is ${W}×${H} pixels; photos in "${job.set}" need to be at least ${min} pixels wide to look sharp there: use the original from the camera or phone`);
    }
    // One hash per photo (its bytes and every setting) in all its file names: content-addressed,
    // and far more compressible in the bundled manifest than a hash per file.
    const { widths, portrait: narrow } = job.options;
    const settings = { widths, portrait: narrow && { ...narrow, focus: narrow.focus?.[base] } };
    const hash = sha(sourceHash, JSON.stringify({ v: PIPELINE_VERSION, encoding, settings })).slice(0, 10);
    const fileName = (prefix: CropPrefix, w: number) => (format: "avif" | "jpeg") => photoUrl(id, prefix, w, hash, format);
    const full = () => sharp(source).rotate();
    const fullInput = async () => full();

    const variants: PhotoVariant[] = [];
    let largestFile = "";
    for (const w of widthsFor(W, job.options.widths)) {
      const v = await this.variant(fullInput, sourceHash, "full", w, fileName("", w));
      variants.push(v.variant);
      largestFile = v.jpegFile;
    }
    // The size the encoder actually wrote (its rounding of the height, not ours).
    const size = await sharp(largestFile).metadata();

    const placeholderKey = sha(sourceHash, JSON.stringify({ v: PIPELINE_VERSION, placeholder: encoding.placeholder }));
    const placeholderFile = await this.cached(placeholderKey, "webp", () =>
      full().resize({ width: encoding.placeholder.width }).webp({ quality: encoding.placeholder.quality }).toBuffer(),
    );
    const placeholder = `data:image/webp;base64,${(await readFile(placeholderFile)).toString("base64")}`;

    const asset: PhotoAsset = {
      id,
      set: job.set,
      width: size.width!,
      height: size.height!,
      placeholder,
      variants,
    };

    const portrait = job.options.portrait;
    if (portrait) {
      const [aw, ah] = portrait.aspect;
      // The tallest crop of that aspect the original holds.
      const cw = Math.min(W, Math.floor((H * aw) / ah));
      const ch = Math.round((cw * ah) / aw);
      const focus = portrait.focus?.[base];
      const cropKey = `portrait-${aw}x${ah}-${focus ?? "attention"}`;
      // Cropped once, in memory, and only when an encode needs it: a cached build never crops.
      let cropped: Promise<Buffer> | undefined;
      const cut = () =>
        focus === undefined
          ? full().resize({ width: cw, height: ch, fit: "cover", position: sharp.strategy.attention })
          : full().extract({
              left: Math.min(W - cw, Math.max(0, Math.round(focus * W - cw / 2))),
              top: Math.round((H - ch) / 2),
              width: cw,
              height: ch,
            });
      const cropInput = async () => {
        cropped ??= cut().png({ compressionLevel: 0 }).toBuffer();
        return sharp(await cropped);
      };
      const pv: PhotoVariant[] = [];
      let topFile = "";
      for (const w of widthsFor(cw, portrait.widths)) {
        const v = await this.variant(cropInput, sourceHash, cropKey, w, fileName("p", w), portrait.avifQuality);
        pv.push(v.variant);
        topFile = v.jpegFile;
      }
      const top = await sharp(topFile).metadata();
      const crop: PhotoCrop = { media: portrait.media, width: top.width!, height: top.height!, variants: pv };
      asset.portrait = crop;
    }
    return { asset, bytes: source.length };
  }
}

export async function buildPhotos(options: PhotoBuildOptions): Promise<PhotoBuildResult> {
  const started = Date.now();
  sharp.concurrency(2);
  const srcDir = options.srcDir ?? join(root, "static", "photos");
  const manifestFile = options.manifestFile ?? join(root, "src", "generated", "photos.json");
  const cacheDir = options.cacheDir ?? join(root, ".cache", "photos");
  const sets = options.sets ?? setOptions;
  const defaults = options.defaults ?? defaultSetOptions;

  const jobs: Job[] = [];
  const problems: string[] = [];
  const shown = relative(process.cwd(), srcDir).split("\\").join("/") || ".";
  if (existsSync(srcDir)) {
    for (const set of (await readdir(srcDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      const all = (await readdir(join(srcDir, set))).sort();
      const slugs = new Map<string, string>();
      for (const file of all) {
        const label = `${shown}/${set}/${file}`;
        if (HEIC.test(file)) {
          problems.push(`${label} is a HEIC photo (an iPhone's default), which the site cannot read: export it as JPEG (on the iPhone: Settings > Camera > Formats > Most Compatible, or share it as JPEG) and put that file here instead`);
          continue;
        }
        if (!isPhotoOriginal(file)) continue;
        const slug = splitPhotoId(photoId(set, file)).name;
        if (slugs.has(slug)) problems.push(`${label} and ${shown}/${set}/${slugs.get(slug)} would get the same name on the site (${slug}): rename one of them`);
        slugs.set(slug, file);
        jobs.push({ set, file, options: sets[set] ?? defaults, label });
      }
    }
  }
  if (problems.length) throw new PhotoError(problems);

  const encoder = new PhotoEncoder(cacheDir, options.outDir);
  const results = new Map<Job, { asset: PhotoAsset; bytes: number }>();
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
