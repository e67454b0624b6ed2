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
import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, parse, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PhotoAsset, PhotoCrop, PhotoManifest, PhotoVariant } from "../src/lib/photos";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Quality chosen by comparing 100 % crops (forest stream, pink sky, spaniel fur): AVIF q50 keeps
 * fur and water texture that q40 smears; mozjpeg q72 is indistinguishable from q80 at 20 % fewer bytes.
 * AVIF effort 3 is four times faster than the default 4 here for about 1 % more bytes. */
export const encoding = {
  avif: { quality: 50, effort: 3, chromaSubsampling: "4:2:0" },
  jpeg: { quality: 72, mozjpeg: true },
  // 8 px wide is ~70 bytes: blurred by CSS it reads the same as 16 px, at half the bundle bytes.
  placeholder: { width: 8, quality: 30 },
} as const;

export interface SetOptions {
  /** Widths to encode, chosen from the largest displayed size at DPR 2; never upscaled. */
  widths: number[];
  /**
   * An extra crop for narrow, tall screens (art direction), cut from the original where the
   * attention strategy finds the most detail: a landscape hero photo stays sharp on a phone.
   */
  portrait?: {
    aspect: [number, number];
    widths: number[];
    media: string;
    /** AVIF quality of the crop's variants, when not encoding.avif's. */
    avifQuality?: number;
    /** Where to cut when the attention strategy picks the wrong part: the horizontal centre of the
     * crop as a fraction of the width (0 left, 1 right), by file name without extension. */
    focus?: Record<string, number>;
  };
}

/** Per set, by displayed size: hero full-bleed, carousel up to the content width, cards and gallery
 * columns about 400 CSS px, avatars under 160 CSS px. */
export const setOptions: Record<string, SetOptions> = {
  home: {
    widths: [240, 640, 960, 1280, 1920],
    portrait: {
      aspect: [9, 16],
      widths: [480, 750, 900],
      // The home page's LCP photo on a phone, full screen under the hero text: AVIF q42 there is
      // a third fewer bytes than q50 (first photo 52 KB, not 79 KB, at 750 px for DPR 1.75), which
      // a village connection needs to paint it within 3 s; the texture q50 keeps is lost at this size.
      avifQuality: 42,
      media: "(max-aspect-ratio: 3/4)",
      focus: { "03-dandelion-clocks-at-golden-hour": 0.31, "06-forest-footpath": 0.4, "10-autumn-maple-leaf": 0.73 },
    },
  },
  program: { widths: [240, 640, 960, 1280, 1600] },
  testimonials: { widths: [160, 320] },
};
/** Cards, the about photo and the home gallery block: up to ~600 CSS px wide. 480 serves a
 * half-width tile on a phone at DPR 2; 240 the credits page's thumbnails (every set has one). */
export const defaultSetOptions: SetOptions = { widths: [240, 480, 800, 1200] };
/** The parallax gallery's three columns are under 420 CSS px wide: 800 covers DPR 2. */
const galleryColumn: SetOptions = { widths: [240, 480, 800] };
for (const set of ["wedding", "pre-wedding", "baby"]) setOptions[set] = galleryColumn;

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

const IMAGE = /\.(jpe?g|png|webp|avif|tiff?)$/i;
const PIPELINE_VERSION = 1;

function sha(...parts: (string | Buffer)[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
}

/** Write to a unique temporary name, then rename: a concurrent reader never sees half a file. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

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

/** Runs `jobs` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Job {
  set: string;
  file: string;
  options: SetOptions;
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
    set: string,
    name: (format: "avif" | "jpeg") => string,
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
      await place(cachedFile, join(this.outDir, set, name(format)));
      const { size } = await stat(cachedFile); // read before adding: `+= await` would lose updates
      this.variantBytes += size;
      return [`/assets/photos/${set}/${name(format)}`, cachedFile];
    };
    const [[avif], [jpeg, jpegFile]] = await Promise.all([encode("avif"), encode("jpeg")]);
    return { variant: { width, avif, jpeg }, jpegFile };
  }

  async photo(job: Job, srcDir: string): Promise<{ asset: PhotoAsset; bytes: number }> {
    const path = join(srcDir, job.set, job.file);
    const source = await readFile(path);
    const sourceHash = sha(source);
    const meta = await sharp(source).metadata();
    // Photos from phones carry an EXIF orientation: encode (and measure) them upright.
    const { width: W, height: H } = meta.autoOrient ?? { width: meta.width!, height: meta.height! };
    const base = parse(job.file).name;
    // One hash per photo (its bytes and every setting) in all its file names: content-addressed,
    // and far more compressible in the bundled manifest than a hash per file.
    const { widths, portrait: narrow } = job.options;
    const settings = { widths, portrait: narrow && { ...narrow, focus: narrow.focus?.[base] } };
    const hash = sha(sourceHash, JSON.stringify({ v: PIPELINE_VERSION, encoding, settings })).slice(0, 10);
    const fileName = (prefix: string, w: number) => (format: "avif" | "jpeg") =>
      `${base}-${prefix}${w}-${hash}.${format === "avif" ? "avif" : "jpg"}`;
    const full = () => sharp(source).rotate();
    const fullInput = async () => full();

    const variants: PhotoVariant[] = [];
    let largestFile = "";
    for (const w of widthsFor(W, job.options.widths)) {
      const v = await this.variant(fullInput, sourceHash, "full", w, job.set, fileName("", w));
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
      id: `${job.set}/${base}`,
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
        const v = await this.variant(cropInput, sourceHash, cropKey, w, job.set, fileName("p", w), portrait.avifQuality);
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
  if (existsSync(srcDir)) {
    for (const set of (await readdir(srcDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      const files = (await readdir(join(srcDir, set))).filter((f) => IMAGE.test(f)).sort();
      for (const file of files) jobs.push({ set, file, options: sets[set] ?? defaults });
    }
  }

  const encoder = new PhotoEncoder(cacheDir, join(options.outDir, "assets", "photos"));
  const results = new Map<Job, { asset: PhotoAsset; bytes: number }>();
  // Two photos in flight: while one waits on an AVIF encode the other resizes.
  await pool(jobs, 2, async (job) => {
    results.set(job, await encoder.photo(job, srcDir));
  });

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

function mb(n: number): string {
  return (n / 1048576).toFixed(1) + " MB";
}


function attr(tag: string, name: string): string | undefined {
  // React writes some names in camel case (srcSet, fetchPriority); HTML does not care.
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

/**
 * Preload links for the page's priority photo (the img the Photo component renders with
 * fetchpriority="high"), so the browser fetches it from the head instead of after the CSS.
 * One link per AVIF source of its <picture>; attribute values are copied as React escaped them.
 */
export function priorityPreloads(html: string): string[] {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html);
  if (!img) return [];
  const open = html.lastIndexOf("<picture", img.index);
  if (open < 0) return [];
  const sources = [...html.slice(open, img.index).matchAll(/<source\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, "type") === "image/avif");
  const narrow = sources.map((tag) => attr(tag, "media")).filter((m): m is string => !!m);
  return sources.map((tag) => {
    // The unconditional source applies only where no media-specific one does.
    const media = attr(tag, "media") ?? (narrow.length === 1 ? `not all and ${narrow[0]}` : undefined);
    const sizes = attr(tag, "sizes");
    return (
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(tag, "srcset") ?? ""}"` +
      (sizes ? ` imagesizes="${sizes}"` : "") +
      (media ? ` media="${media}"` : "") +
      ` fetchpriority="high" />`
    );
  });
}
