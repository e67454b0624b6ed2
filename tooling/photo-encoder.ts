// One original in a few widths of AVIF and JPEG, and a portrait crop where its set asks, cached
// by a hash of its bytes and settings and hard-linked into the site.
import sharp from "sharp";
import type { AvifOptions, JpegOptions, OutputInfo, Sharp } from "sharp";
import { copyFile, link, mkdir, readFile, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { photoUrl, splitPhotoId, type CropPrefix, type PhotoAsset, type PhotoVariant } from "../src/lib/photos";
import { sha, writeAtomic } from "./core";
import { encoding, type SetOptions } from "./photo-settings";

/** Bump when the encoding changes in a way the settings do not show: every file is made again. */
const PIPELINE_VERSION = 2;

export interface Original {
  id: string;
  set: string;
  path: string;
  hash: string;
  width: number;
  height: number;
  options: SetOptions;
  placeholder: string;
}

type Format = "avif" | "jpeg";

/** The original or a crop of it (`crop` names it in the cache keys). */
interface Source {
  input: () => Promise<Sharp>;
  hash: string;
  crop: string;
  avifQuality?: number;
}

async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/** Never upscaled, and the original width itself when it falls between the configured ones. */
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
    private codecs: { avif: AvifOptions; jpeg: JpegOptions },
  ) {}

  /** And the size the encoder wrote at the largest (its rounding of the height, not ours). */
  private async variants(from: Source, widths: number[], url: (width: number, format: Format) => string) {
    const { avif, jpeg: jpegOptions } = this.codecs;
    const avifOptions = from.avifQuality === undefined ? avif : { ...avif, quality: from.avifQuality };
    const variants: PhotoVariant[] = [];
    let largestFile = "";
    for (const width of widths) {
      let pixels: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
      const resized = () => (pixels ??= from.input().then((img) => img.resize({ width }).raw().toBuffer({ resolveWithObject: true })));
      const encode = async (format: Format): Promise<[url: string, cachedFile: string]> => {
        const options = format === "avif" ? avifOptions : { ...jpegOptions, background: encoding.background };
        const key = sha(from.hash, JSON.stringify({ v: PIPELINE_VERSION, crop: from.crop, width, format, options }));
        const cachedFile = join(this.cacheDir, key.slice(0, 2), `${key}.${format === "avif" ? "avif" : "jpg"}`);
        if (existsSync(cachedFile)) this.fromCache++;
        else {
          const { data, info } = await resized();
          const img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
          const encoded = format === "avif" ? img.avif(avifOptions) : img.flatten({ background: encoding.background }).jpeg(jpegOptions);
          await writeAtomic(cachedFile, await encoded.toBuffer());
          this.encoded++;
        }
        await place(cachedFile, join(this.outDir, url(width, format)));
        const { size } = await stat(cachedFile); // read before adding: `+= await` would lose updates
        this.variantBytes += size;
        return [url(width, format), cachedFile];
      };
      const [[avif], [jpeg, jpegFile]] = await Promise.all([encode("avif"), encode("jpeg")]);
      variants.push({ width, avif, jpeg });
      largestFile = jpegFile;
    }
    const largest = await sharp(largestFile).metadata();
    return { variants, width: largest.width!, height: largest.height! };
  }

  async photo(original: Original): Promise<PhotoAsset> {
    const { id, hash: sourceHash, width: W, height: H, options } = original;
    let source: Promise<Buffer> | undefined;
    const full = async () => sharp(await (source ??= readFile(original.path))).rotate();
    const base = splitPhotoId(id).name;
    // One hash per photo in all its file names: far more compressible in the manifest.
    const { widths, portrait } = options;
    const settings = { widths, portrait: portrait && { ...portrait, focus: portrait.focus?.[base] } };
    // Named by the settings the site ships, so a quick build's manifest is the site's own.
    const hash = sha(sourceHash, JSON.stringify({ v: PIPELINE_VERSION, encoding, settings })).slice(0, 10);
    const fileName = (prefix: CropPrefix) => (w: number, format: Format) => photoUrl(id, prefix, w, hash, format);

    const largest = await this.variants({ input: full, hash: sourceHash, crop: "full" }, widthsFor(W, widths), fileName(""));
    const asset: PhotoAsset = { id, set: original.set, width: largest.width, height: largest.height, placeholder: original.placeholder, variants: largest.variants };
    if (!portrait) return asset;

    const [aw, ah] = portrait.aspect;
    const cw = Math.min(W, Math.floor((H * aw) / ah));
    const ch = Math.round((cw * ah) / aw);
    const focus = portrait.focus?.[base];
    // Only when an encode needs it: a cached build never crops.
    let cropped: Promise<Buffer> | undefined;
    const cut = async () =>
      focus === undefined
        ? (await full()).resize({ width: cw, height: ch, fit: "cover", position: sharp.strategy.attention })
        : (await full()).extract({
            left: Math.min(W - cw, Math.max(0, Math.round(focus * W - cw / 2))),
            top: Math.round((H - ch) / 2),
            width: cw,
            height: ch,
          });
    const cropInput = async () => sharp(await (cropped ??= cut().then((c) => c.png({ compressionLevel: 0 }).toBuffer())));
    const crop = await this.variants(
      { input: cropInput, hash: sourceHash, crop: `portrait-${aw}x${ah}-${focus ?? "attention"}`, avifQuality: portrait.avifQuality },
      widthsFor(cw, portrait.widths),
      fileName("p"),
    );
    asset.portrait = { media: portrait.media, width: crop.width, height: crop.height, variants: crop.variants };
    return asset;
  }
}
