/**
 * Encodes one original for the photo pipeline (tooling/photos.ts): a few widths in AVIF and JPEG
 * (mozjpeg) with content-hashed names, a portrait crop where its set asks for one, and a tiny
 * blurred placeholder. Encoded files are cached by a hash of the original's bytes and the encoding
 * settings, so a second build encodes nothing, and hard-linked into the site's folder.
 */
import sharp from "sharp";
import type { OutputInfo, Sharp } from "sharp";
import { copyFile, link, mkdir, readFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { photoId, photoUrl, splitPhotoId, type CropPrefix, type PhotoAsset, type PhotoVariant } from "../src/lib/photos";
import { sha, writeAtomic } from "./core";
import { encoding, type SetOptions } from "./photo-settings";

/** Bump when the encoding changes in a way the settings do not show: every file is made again. */
const PIPELINE_VERSION = 1;

export interface Job {
  set: string;
  file: string;
  options: SetOptions;
  /** The file as messages name it: static/photos/<set>/<file>. */
  label: string;
}

type Format = "avif" | "jpeg";

/** What variants are cut from: the original or a crop of it (`crop` names it in the cache keys). */
interface Source {
  input: () => Promise<Sharp>;
  hash: string;
  crop: string;
  avifQuality?: number;
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

export class PhotoEncoder {
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

  /** AVIF and JPEG of one width of `from`. */
  private async variant(from: Source, width: number, url: (format: Format) => string): Promise<{ variant: PhotoVariant; jpegFile: string }> {
    let pixels: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
    // Resize once, encode twice; skipped entirely when both formats are cached.
    const resized = () =>
      (pixels ??= from.input().then((img) => img.resize({ width }).raw().toBuffer({ resolveWithObject: true })));
    const avifOptions = from.avifQuality === undefined ? encoding.avif : { ...encoding.avif, quality: from.avifQuality };
    const encode = async (format: Format): Promise<[url: string, cachedFile: string]> => {
      const settings = JSON.stringify({ v: PIPELINE_VERSION, crop: from.crop, width, format, options: format === "avif" ? avifOptions : encoding.jpeg });
      const key = sha(from.hash, settings);
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

  /** Every width of `from`, and the size the encoder wrote at the largest (its rounding of the
   * height, not ours). */
  private async variants(from: Source, widths: number[], url: (width: number, format: Format) => string) {
    const variants: PhotoVariant[] = [];
    let largestFile = "";
    for (const w of widths) {
      const v = await this.variant(from, w, (format) => url(w, format));
      variants.push(v.variant);
      largestFile = v.jpegFile;
    }
    const { width, height } = await sharp(largestFile).metadata();
    return { variants, width: width!, height: height! };
  }

  async photo(job: Job, srcDir: string): Promise<{ asset: PhotoAsset; bytes: number }> {
    const source = await readFile(join(srcDir, job.set, job.file));
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
    const { widths, portrait } = job.options;
    const settings = { widths, portrait: portrait && { ...portrait, focus: portrait.focus?.[base] } };
    const hash = sha(sourceHash, JSON.stringify({ v: PIPELINE_VERSION, encoding, settings })).slice(0, 10);
    const fileName = (prefix: CropPrefix) => (w: number, format: Format) => photoUrl(id, prefix, w, hash, format);
    const full = () => sharp(source).rotate();

    const largest = await this.variants({ input: async () => full(), hash: sourceHash, crop: "full" }, widthsFor(W, widths), fileName(""));
    const placeholderKey = sha(sourceHash, JSON.stringify({ v: PIPELINE_VERSION, placeholder: encoding.placeholder }));
    const placeholderFile = await this.cached(placeholderKey, "webp", () =>
      full().resize({ width: encoding.placeholder.width }).webp({ quality: encoding.placeholder.quality }).toBuffer(),
    );
    const asset: PhotoAsset = {
      id,
      set: job.set,
      width: largest.width,
      height: largest.height,
      placeholder: `data:image/webp;base64,${(await readFile(placeholderFile)).toString("base64")}`,
      variants: largest.variants,
    };
    if (!portrait) return { asset, bytes: source.length };

    const [aw, ah] = portrait.aspect;
    // The tallest crop of that aspect the original holds.
    const cw = Math.min(W, Math.floor((H * aw) / ah));
    const ch = Math.round((cw * ah) / aw);
    const focus = portrait.focus?.[base];
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
    const crop = await this.variants(
      { input: cropInput, hash: sourceHash, crop: `portrait-${aw}x${ah}-${focus ?? "attention"}`, avifQuality: portrait.avifQuality },
      widthsFor(cw, portrait.widths),
      fileName("p"),
    );
    asset.portrait = { media: portrait.media, width: crop.width, height: crop.height, variants: crop.variants };
    return { asset, bytes: source.length };
  }
}
