// The photo pipeline: `checkPhotos` reads every original first, so one build lists every problem;
// `buildPhotos` encodes the photos the content shows and writes their manifest.
import sharp from "sharp";
import { readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative } from "node:path";
import { isHeicName, isPhotoOriginal, photoId, splitPhotoId, type PhotoAsset, type PhotoManifest } from "../src/lib/photos";
import { mb, pool, root, sha, writeAtomic } from "./core";
import { defaultSetOptions, encoding, isStorySet, setOptions, storySetOptions, type SetOptions } from "./photo-settings";
import { PhotoEncoder, type Original } from "./photo-encoder";

/** Where each host keeps files between builds: Netlify node_modules, Cloudflare Pages only ~/.npm. */
function photoCacheDir(): string {
  if (process.env.PHOTO_CACHE_DIR) return process.env.PHOTO_CACHE_DIR;
  return process.env.CF_PAGES ? join(homedir(), ".npm", "_photo-cache") : join(root, "node_modules", ".cache", "photos");
}

export interface PhotoCheck {
  originals: Map<string, Original>;
  /** Every file of a set's folder (hidden files aside), in name order. */
  sets: Map<string, string[]>;
  /** What is wrong with each photo the site cannot use (HEIC, damaged, too small), by id, where no
   *  usable file has that id: the content's check leaves it out or, where a place names it, stops the build. */
  broken: Map<string, string>;
  problems: string[];
  warnings: string[];
}

/** Wider than this, a hero photo loses most of its width on a landscape screen. */
const widestHero = 2;

/** HEIC data, whatever the file is called. */
function isHeicData(b: Buffer): boolean {
  if (b.toString("latin1", 4, 8) !== "ftyp") return false;
  const brands = b.toString("latin1", 8, Math.min(b.length, b.readUInt32BE(0) || 32));
  return /hei[cxms]|hev[cx]/.test(brands) && !/avi[fs]/.test(brands);
}

/** A warning's words for a photo the site goes without. */
export const leftOut = (what: string) => `${what}; until then it is left out of the site`;

const heicAdvice = "a HEIC photo (an iPhone's default), which the site cannot read: export it as JPEG (on the iPhone: Settings > Camera > Formats > Most Compatible, or share it as JPEG) and put that file here instead";

/** A full decode, unless an earlier build decoded these bytes (their placeholder is cached). */
async function checkOriginal(file: string, label: string, set: string, options: SetOptions, cacheDir: string): Promise<{ original?: Original; problem?: string; warning?: string }> {
  const bytes = await readFile(file);
  if (bytes.length === 0) return { problem: `${label} is empty (0 bytes): the copy did not finish. Copy the photo here again from the camera, phone or computer` };
  if (isHeicData(bytes)) return { problem: `${label} is ${heicAdvice}` };
  const meta = await sharp(bytes).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return { problem: `${label} is not a photo the build can read (it may be a video, a document or a damaged file): save it again as JPEG and put that here instead` };
  const hash = sha(bytes);
  const cached = join(cacheDir, "placeholders", `${sha(hash, JSON.stringify(encoding.placeholder))}.webp`);
  let placeholder = existsSync(cached) ? await readFile(cached) : undefined;
  if (!placeholder) {
    placeholder = await sharp(bytes, { failOn: "warning" })
      .rotate()
      .resize({ width: encoding.placeholder.width })
      .webp({ quality: encoding.placeholder.quality })
      .toBuffer()
      .catch(() => undefined);
    if (!placeholder) return { problem: `${label} is cut short or damaged: only part of the photo is there (a copy or upload stopped early). Copy it here again from the original` };
    await writeAtomic(cached, placeholder);
  }
  // Checked (and encoded) upright, as a phone's EXIF orientation says.
  const { width, height } = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const id = photoId(set, file.split(/[\\/]/).pop()!);
  if (width < (options.minWidth ?? 0)) {
    return { problem: `${label} is ${width}×${height} pixels; photos in "${set}" need to be at least ${options.minWidth} pixels wide to look sharp there: use the original from the camera or phone` };
  }
  const original: Original = { id, set, path: file, hash, width, height, options, placeholder: `data:image/webp;base64,${placeholder.toString("base64")}` };
  if (!options.landscape || (width > height && width <= height * widestHero)) return { original };
  const shape = width <= height ? "a portrait photo, but the slideshow fills a landscape screen, so only a band across its middle would show" : `wider than ${widestHero}:1 (a panorama), so a 16:9 screen would show about ${Math.round((16 / 9 / (width / height)) * 100)}% of its width and a phone a narrow slice`;
  return { original, warning: `${label} is ${width}×${height}, ${shape}: crop it to 3:2 or 16:9 for the slideshow` };
}

export async function checkPhotos(srcDir: string, options: { cacheDir?: string; label?: string; sets?: Record<string, SetOptions> } = {}): Promise<PhotoCheck> {
  const check: PhotoCheck = { originals: new Map(), sets: new Map(), broken: new Map(), problems: [], warnings: [] };
  if (!existsSync(srcDir)) return check;
  const where = options.label ?? (relative(process.cwd(), srcDir).split("\\").join("/") || ".");
  const cacheDir = options.cacheDir ?? photoCacheDir();
  const files: { set: string; file: string }[] = [];
  const entries = await readdir(srcDir, { withFileTypes: true });
  for (const loose of entries.filter((d) => d.isFile() && (isPhotoOriginal(d.name) || isHeicName(d.name)))) {
    check.warnings.push(`${where}/${loose.name} is not in a folder, so it is left out: move it into the folder of the place it belongs (home, program, …) and list it in photos.json`);
  }
  for (const set of entries.filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    const names = (await readdir(join(srcDir, set))).filter((f) => !f.startsWith(".") && !/^(thumbs\.db|desktop\.ini)$/i.test(f)).sort();
    check.sets.set(set, names);
    const ids = new Map<string, string>();
    for (const file of names) {
      const label = `${where}/${set}/${file}`;
      if (isHeicName(file)) check.broken.set(photoId(set, file), `${label} is ${heicAdvice}`);
      else if (!isPhotoOriginal(file)) check.warnings.push(`${label} is not a photo the site uses (JPEG, PNG, WebP or AVIF), so it is left out`);
      else {
        const id = photoId(set, file);
        if (ids.has(id)) check.problems.push(`${label} and ${where}/${set}/${ids.get(id)} would get the same name on the site (${splitPhotoId(id).name}): rename one of them`);
        else files.push({ set, file });
        ids.set(id, file);
      }
    }
  }
  await pool(files, 2, async ({ set, file }) => {
    const r = await checkOriginal(join(srcDir, set, file), `${where}/${set}/${file}`, set, (options.sets ?? setOptions)[set] ?? (isStorySet(set) ? storySetOptions : defaultSetOptions), cacheDir);
    if (r.problem) check.broken.set(photoId(set, file), r.problem);
    if (r.warning) check.warnings.push(r.warning);
    if (r.original) check.originals.set(r.original.id, r.original);
  });
  // A HEIC beside the JPEG exported from it: the JPEG is the photo, the HEIC only a warning.
  for (const [id, what] of check.broken) {
    if (!check.originals.has(id)) continue;
    check.broken.delete(id);
    check.warnings.push(leftOut(what));
  }
  check.problems.sort();
  check.warnings.sort();
  check.broken = new Map([...check.broken].sort(([a], [b]) => (a < b ? -1 : 1)));
  return check;
}

export interface PhotoBuildOptions {
  outDir: string;
  checked?: PhotoCheck;
  srcDir?: string;
  sets?: Record<string, SetOptions>;
  /** Only these are encoded and listed (default all). */
  shown?: ReadonlySet<string>;
  manifestFile?: string;
  cacheDir?: string;
  log?: (line: string) => void;
  /** For a build no visitor sees (the tests'): AVIF effort 0 and JPEG without mozjpeg, a quarter
   *  of the CPU for 13 % (AVIF) and 25 % (JPEG) more bytes. */
  quickPhotos?: boolean;
}

const quickCodecs = { avif: { ...encoding.avif, effort: 0 }, jpeg: { quality: encoding.jpeg.quality } };

export async function buildPhotos(options: PhotoBuildOptions) {
  const started = Date.now();
  sharp.concurrency(2);
  const cacheDir = options.cacheDir ?? photoCacheDir();
  const checked = options.checked ?? (await checkPhotos(options.srcDir ?? join(root, "static", "photos"), { cacheDir, sets: options.sets }));
  // One the content shows that cannot be encoded.
  const broken = [...checked.broken].filter(([id]) => !options.shown || options.shown.has(id));
  const unusable = [...checked.problems, ...broken.map(([, what]) => what)];
  if (unusable.length) throw new Error(`Photos cannot be used:\n${unusable.map((p) => `  - ${p}`).join("\n")}`);
  const manifestFile = options.manifestFile ?? join(root, "src", "generated", "photos.json");
  const originals = [...checked.sets]
    .flatMap(([set, files]) => files.filter(isPhotoOriginal).map((f) => checked.originals.get(photoId(set, f))))
    .filter((o): o is Original => !!o && (!options.shown || options.shown.has(o.id)));

  const encoder = new PhotoEncoder(cacheDir, options.outDir, options.quickPhotos ? quickCodecs : encoding);
  const assets = new Map<Original, PhotoAsset>();
  let [done, shownAt] = [0, Date.now()];
  // While one waits on an AVIF encode the other resizes; a line every few seconds, as a first
  // build encodes for minutes.
  await pool(originals, 2, async (original) => {
    const before = encoder.encoded;
    assets.set(original, await encoder.photo(original));
    done++;
    if (!options.log || encoder.encoded === before || Date.now() - shownAt < 5000) return;
    shownAt = Date.now();
    options.log(`Photos: ${done} of ${originals.length} encoded`);
  });

  const manifest: PhotoManifest = {};
  for (const o of originals) (manifest[o.set] ??= []).push(assets.get(o)!);
  const json = JSON.stringify(manifest, null, 2) + "\n";
  if ((await readFile(manifestFile, "utf8").catch(() => "")) !== json) await writeAtomic(manifestFile, json);

  const ms = Date.now() - started;
  const skipped = checked.originals.size - originals.length;
  options.log?.(
    `Photos: ${originals.length} shown (${mb(encoder.variantBytes)} of variants)${skipped ? `, ${skipped} shown nowhere left out` : ""}; ` +
      `${encoder.encoded} files encoded, ${encoder.fromCache} from cache, ${(ms / 1000).toFixed(1)} s`,
  );
  return { manifest, photos: originals.length, encoded: encoder.encoded, fromCache: encoder.fromCache, variantBytes: encoder.variantBytes, ms };
}
