// A share image per route, cropped from its photo (cached), and any icon static/ does not provide.
import sharp from "sharp";
import { existsSync } from "node:fs";
import { cp, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PhotoManifest } from "../src/lib/photos";
import type { RouteEntry } from "../src/shell/routes";
import { icons, shareImagePath, shareImageSize } from "./site-meta";
import { root, sha, writeAtomic } from "./core";
import type { PhotoCheck } from "./photos";

const cacheDir = join(root, ".cache", "share");
const faviconSvg = join(root, "static", "favicon.svg");

/** Chat apps fetch it over the visitor's slow link. */
export const shareImageMaxBytes = 120_000;
/** Bump when the recipe below changes. */
const recipe = "share-v1";

/** The original of the route's photo, else of the first photo of home or of any set; null for a plain card. */
function sharePhotoFor(route: RouteEntry, manifest: PhotoManifest, photos: PhotoCheck): string | null {
  const candidates = [route.sharePhoto, manifest.home?.[0]?.id, ...Object.values(manifest).map((set) => set[0]?.id)];
  return candidates.map((id) => (id ? photos.originals.get(id)?.path : undefined)).find((path) => path !== undefined) ?? null;
}

async function renderSvg(svg: Buffer, size: number, flattenOn?: string): Promise<Buffer> {
  // Density scales the 36-unit viewBox: drawn at the target size, not a scaled bitmap.
  const image = sharp(svg, { density: Math.max(72, (72 * size) / 36) }).resize(size, size);
  return (flattenOn ? image.flatten({ background: flattenOn }) : image).png({ compressionLevel: 9 }).toBuffer();
}

async function makeShareImage(source: string | null, logo: Buffer, accent: string): Promise<Buffer> {
  const { width, height } = shareImageSize;
  // Over a photo the mark is a small signature; on the plain card it is the picture.
  const markSize = source ? 72 : 240;
  const mark = await renderSvg(logo, markSize);
  const base = source
    ? sharp(source).rotate().resize(width, height, { fit: "cover", position: sharp.strategy.attention })
    : sharp({ create: { width, height, channels: 3, background: accent } });
  const at = source ? { left: 48, top: height - markSize - 48 } : { left: (width - markSize) / 2, top: (height - markSize) / 2 };
  const flat = await base
    .composite([{ input: mark, ...at }])
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const quality of [82, 76, 70, 64, 58, 52]) {
    const jpeg = await sharp(flat.data, { raw: flat.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= shareImageMaxBytes) return jpeg;
  }
  return sharp(flat.data, { raw: flat.info }).jpeg({ quality: 45, mozjpeg: true }).toBuffer();
}

async function shareImage(route: RouteEntry, source: string | null, outDir: string, logo: Buffer, accent: string): Promise<void> {
  const hash = sha(recipe, logo, source ? await readFile(source) : `card:${accent}`);
  const cached = join(cacheDir, `${hash.slice(0, 20)}.jpg`);
  if (!existsSync(cached)) await writeAtomic(cached, await makeShareImage(source, logo, accent));
  await cp(cached, join(outDir, shareImagePath(route.path)));
}

/** PNGs inside an ICO: every browser since IE 11 reads them. */
function icoFromPngs(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // 1 = icon (bytes 0-1, reserved, stay 0)
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/** So the head's links never point at nothing. */
async function ensureIcons(outDir: string, logo: Buffer, accent: string): Promise<void> {
  const wanted: [string, () => Promise<Buffer>][] = [
    [icons.png192, () => renderSvg(logo, 192)],
    [icons.png512, () => renderSvg(logo, 512)],
    // iOS rounds the corners itself and shows transparency as black: fill the corners.
    [icons.appleTouch, () => renderSvg(logo, 180, accent)],
    [icons.ico, async () => icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await renderSvg(logo, size) }))))],
  ];
  for (const [path, draw] of wanted) {
    const file = join(outDir, path);
    if (!existsSync(file)) await writeAtomic(file, await draw());
  }
}

export async function writeShareImages(outDir: string, routes: RouteEntry[], manifest: PhotoManifest, photos: PhotoCheck): Promise<void> {
  const logo = await readFile(faviconSvg);
  const accent = /fill="(#[0-9a-f]{3,8})"/i.exec(logo.toString("utf8"))?.[1] ?? "#7b1e34";
  for (const route of routes) await shareImage(route, sharePhotoFor(route, manifest, photos), outDir, logo, accent);
  await ensureIcons(outDir, logo, accent);
}
