import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { mkdtemp, mkdir, readFile, rm, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { buildPhotos, type PhotoBuildOptions } from "../../tooling/photos";
import { widthsFor } from "../../tooling/photo-encoder";
import { priorityPhotoLinks } from "../../tooling/pages";
import { RenderFactsContext, type RenderFacts } from "../../src/shell/render-facts";
import manifestJson from "../../src/generated/photos.json";
import { photoAlts, photoSet } from "../../src/content/photos";
import { galleryBlock, hero } from "../../src/content/home";
import { gallerySets, programCopy } from "../../src/content/gallery";
import { about } from "../../src/content/about";
import { Photo } from "../../src/components/Photo";
import { compactManifest, expandManifest, type PhotoAsset, type PhotoManifest } from "../../src/lib/photos";
import { coverOf, stories } from "../../src/content/stories";
import { photosOf } from "../../src/content/story-photos";

let dir: string;
let options: PhotoBuildOptions;

/** A photo-like fixture: gaussian noise has real texture, unlike a flat fill. */
async function fixture(file: string, width: number, height: number) {
  await sharp({ create: { width, height, channels: 3, background: "#806040", noise: { type: "gaussian", mean: 110, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "photos-test-"));
  await mkdir(join(dir, "src", "cards"), { recursive: true });
  await mkdir(join(dir, "src", "hero"), { recursive: true });
  await fixture(join(dir, "src", "cards", "01-wide.jpg"), 900, 600);
  await fixture(join(dir, "src", "cards", "02-small.jpg"), 150, 100);
  await fixture(join(dir, "src", "hero", "01-hero.jpg"), 960, 640);
  options = {
    srcDir: join(dir, "src"),
    outDir: join(dir, "out1"),
    manifestFile: join(dir, "photos.json"),
    cacheDir: join(dir, "cache"),
    sets: {
      cards: { widths: [200, 400, 800, 1600] },
      hero: { widths: [320, 640], portrait: { aspect: [9, 16], widths: [180, 360], media: "(max-aspect-ratio: 3/4)" } },
    },
  };
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const onDisk = (out: string, url: string) => join(out, url);

describe("photo pipeline", () => {
  let first: Awaited<ReturnType<typeof buildPhotos>>;

  it("encodes every width of every original in AVIF and JPEG, never upscaling", async () => {
    first = await buildPhotos(options);
    const [wide, small] = first.manifest.cards!;
    expect(wide!.variants.map((v) => v.width)).toEqual([200, 400, 800, 900]);
    expect(small!.variants.map((v) => v.width)).toEqual([150]);
    for (const asset of [wide!, small!]) {
      for (const v of asset.variants) {
        expect(v.avif).toMatch(new RegExp(`^/assets/photos/cards/${asset.id.split("/")[1]}-${v.width}-[0-9a-f]{10}\\.avif$`));
        expect(v.jpeg).toMatch(/\.jpg$/);
        const avif = await sharp(onDisk(options.outDir, v.avif)).metadata();
        const jpeg = await sharp(onDisk(options.outDir, v.jpeg)).metadata();
        expect([avif.format, avif.compression, avif.width]).toEqual(["heif", "av1", v.width]);
        expect([jpeg.format, jpeg.width]).toEqual(["jpeg", v.width]);
      }
    }
  }, 120_000);

  it("records the intrinsic size of the largest variant and a placeholder of a few hundred bytes", async () => {
    const wide = first.manifest.cards![0]!;
    const largest = await sharp(onDisk(options.outDir, wide.variants.at(-1)!.jpeg)).metadata();
    expect([wide.width, wide.height]).toEqual([largest.width, largest.height]);
    expect([wide.width, wide.height]).toEqual([900, 600]);
    expect(wide.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(wide.placeholder.length).toBeLessThan(600);
    const written = JSON.parse(await readFile(options.manifestFile!, "utf8")) as PhotoManifest;
    expect(written).toEqual(first.manifest);
    expect(Object.keys(written)).toEqual(["cards", "hero"]);
  });

  it("cuts a portrait crop for sets that ask for one", async () => {
    const hero = first.manifest.hero![0]!;
    expect(hero.portrait!.media).toBe("(max-aspect-ratio: 3/4)");
    expect(hero.portrait!.variants.map((v) => v.width)).toEqual([180, 360]);
    const top = await sharp(onDisk(options.outDir, hero.portrait!.variants.at(-1)!.avif)).metadata();
    expect([top.width, top.height]).toEqual([360, 640]);
    expect([hero.portrait!.width, hero.portrait!.height]).toEqual([360, 640]);
  });

  it("encodes nothing on a second run, and writes the same manifest and files", async () => {
    const manifestBefore = await stat(options.manifestFile!);
    const second = await buildPhotos({ ...options, outDir: join(dir, "out2") });
    expect(first.encoded).toBeGreaterThan(0);
    expect(second.encoded).toBe(0);
    expect(second.manifest).toEqual(first.manifest);
    expect((await stat(options.manifestFile!)).mtimeMs).toBe(manifestBefore.mtimeMs);
    for (const v of second.manifest.cards![0]!.variants) expect(existsSync(onDisk(join(dir, "out2"), v.avif))).toBe(true);
  }, 60_000);

  it("lists widths by what the original holds", () => {
    expect(widthsFor(2400, [640, 960, 1280, 1920])).toEqual([640, 960, 1280, 1920]);
    expect(widthsFor(1000, [400, 800, 1200])).toEqual([400, 800, 1000]);
    expect(widthsFor(820, [400, 800, 1200])).toEqual([400, 800]);
    expect(widthsFor(400, [160, 320])).toEqual([160, 320]);
    expect(widthsFor(100, [160, 320])).toEqual([100]);
  });
});

describe("priority photo preload", () => {
  const asset: PhotoAsset = {
    id: "home/01-a",
    set: "home",
    width: 1920,
    height: 1280,
    placeholder: "data:image/webp;base64,AAAA",
    variants: [
      { width: 640, avif: "/a-640.avif", jpeg: "/a-640.jpg" },
      { width: 1920, avif: "/a-1920.avif", jpeg: "/a-1920.jpg" },
    ],
    portrait: { media: "(max-aspect-ratio: 3/4)", width: 900, height: 1600, variants: [{ width: 900, avif: "/p-900.avif", jpeg: "/p-900.jpg" }] },
  };
  /** The links the build puts in the head of a page that renders this Photo. */
  const preloads = (priority: boolean) => {
    const facts: RenderFacts = { styles: [] };
    const first = createElement(Photo, { photo: { ...asset, alt: "A" }, sizes: "100vw", priority });
    const second = createElement(Photo, { photo: { ...asset, id: "home/02-b", alt: "B" }, sizes: "50vw", priority });
    renderToString(createElement(RenderFactsContext, { value: facts }, first, second));
    return priorityPhotoLinks(facts.priorityPhoto);
  };

  it("preloads the AVIF sources of the first priority photo, one per screen shape", () => {
    expect(preloads(true)).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/p-900.avif 900w" imagesizes="100vw" media="(max-aspect-ratio: 3/4)" fetchpriority="high" />',
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/a-640.avif 640w, /a-1920.avif 1920w" imagesizes="100vw" media="not all and (max-aspect-ratio: 3/4)" fetchpriority="high" />',
    ]);
  });

  it("preloads nothing on a page without a priority photo", () => {
    expect(preloads(false)).toEqual([]);
  });
});

describe("sample photos", () => {
  const manifest = manifestJson as PhotoManifest;
  const ids = Object.values(manifest).flatMap((set) => set.map((p) => p.id));

  it("have alt text in content for every photo: in photos.json, or a story's in its story", () => {
    expect(ids.length).toBeGreaterThan(0);
    const storyAlts = new Map(stories.flatMap((s) => [coverOf(s), ...photosOf(s.slug).map((p) => p.photo)]).flatMap((p) => (p ? [[p.id, p.alt] as const] : [])));
    const missing = ids.filter((id) => !photoAlts[id]?.trim() && !storyAlts.get(id)?.trim());
    expect(missing).toEqual([]);
    for (const set of Object.keys(manifest)) for (const p of photoSet(set)) expect(p.alt).toBe(photoAlts[p.id] ?? "");
  });

  it("have no alt text left over for a photo that is gone", () => {
    expect(Object.keys(photoAlts).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("fill every set the content draws on (the hero with 1 to 10)", () => {
    const count = (set: string) => manifest[set]?.length ?? 0;
    const used = [hero.photoSet, galleryBlock.photoSet, programCopy.carouselSet, about.profilePhotoSet, ...gallerySets];
    for (const set of used) expect(count(set), set).toBeGreaterThan(0);
    expect(count(hero.photoSet)).toBeLessThanOrEqual(10);
  });
});

describe("photos as a phone produces them", () => {
  let drop: string;
  const phoneOptions = () => ({
    srcDir: join(drop, "src"),
    outDir: join(drop, "out"),
    manifestFile: join(drop, "photos.json"),
    cacheDir: join(drop, "cache"),
    sets: { wedding: { widths: [160, 320], minWidth: 200 } },
  });
  const wedding = (file: string) => join(drop, "src", "wedding", file);
  /** A small photo whose top half is red: upright, red stays on top. */
  const redTop = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#2050c0" } }).composite([
      { input: { create: { width, height: Math.round(height / 2), channels: 3, background: "#e01010" } }, top: 0, left: 0 },
    ]);

  beforeAll(async () => {
    drop = await mkdtemp(join(tmpdir(), "photos-phone-"));
    await mkdir(join(drop, "src", "wedding"), { recursive: true });
    // Stored sideways, as a phone held upright stores it, with EXIF orientation 6 (rotate 90° clockwise):
    // the stored pixels are the upright photo turned 90° anticlockwise.
    const upright = await redTop(240, 360).png().toBuffer();
    // And where it was taken, as a phone's camera writes it: a family's home, or the venue.
    const gps = { GPSLatitudeRef: "N", GPSLatitude: "19/1 59/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "73/1 47/1 0/1" };
    await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Make: "Phone" }, IFD3: gps }).jpeg().toFile(wedding("IMG_0001.JPG"));
    await redTop(300, 200).jpeg().toFile(wedding("Mehndi Night.JPEG"));
    await redTop(300, 200).png().toFile(wedding("शादी.png"));
    await redTop(300, 200).webp().toFile(wedding("reception.webp"));
    await redTop(300, 200).avif().toFile(wedding("vidaai.avif"));
  }, 60_000);

  afterAll(async () => {
    await rm(drop, { recursive: true, force: true });
  });

  it("turns them upright, accepts JPEG, PNG, WebP and AVIF in any case, and names the output safely", async () => {
    const r = await buildPhotos(phoneOptions());
    const ids = r.manifest.wedding!.map((p) => p.id).sort();
    expect(ids).toHaveLength(5);
    expect(ids).toEqual(expect.arrayContaining(["wedding/img-0001", "wedding/mehndi-night", "wedding/reception", "wedding/vidaai"]));
    expect(ids.find((id) => /^wedding\/photo-[0-9a-z]+$/.test(id))).toBeDefined();
    for (const p of r.manifest.wedding!) for (const v of p.variants) expect(v.jpeg).toMatch(/^\/assets\/photos\/wedding\/[a-z0-9-]+\.jpg$/);
    const sideways = r.manifest.wedding!.find((p) => p.id === "wedding/img-0001")!;
    expect([sideways.width, sideways.height]).toEqual([240, 360]);
    const { data, info } = await sharp(join(drop, "out", sideways.variants.at(-1)!.jpeg)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [...data.subarray((y * info.width + Math.floor(info.width / 2)) * 3, (y * info.width + Math.floor(info.width / 2)) * 3 + 3)];
    expect(pixel(10)[0]).toBeGreaterThan(180); // red on top
    expect(pixel(info.height - 10)[2]).toBeGreaterThan(150); // blue below
  }, 60_000);

  it("serves no file with the phone's EXIF: where the photo was taken, when, on what", async () => {
    const exif = (await sharp(wedding("IMG_0001.JPG")).metadata()).exif!;
    // The GPS block's tag (0x8825), in the phone's byte order.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])), "the original's location").toBe(true);
    const r = await buildPhotos(phoneOptions());
    const served = r.manifest.wedding!.find((p) => p.id === "wedding/img-0001")!.variants.flatMap((v) => [v.jpeg, v.avif]);
    expect(served.length).toBeGreaterThan(1);
    for (const file of served) expect((await sharp(join(drop, "out", file)).metadata()).exif, file).toBeUndefined();
  }, 60_000);
});

describe("the manifest the pages' scripts get", () => {
  it("expands back to every photo's URLs (placeholders aside), each made once, when first read", () => {
    const manifest = JSON.parse(JSON.stringify(manifestJson), (key, value) => (key === "placeholder" ? "" : value)) as PhotoManifest;
    const compact = compactManifest(manifest);
    expect(compact).not.toBeNull();
    const back = expandManifest(compact!);
    expect(JSON.parse(JSON.stringify(back))).toEqual(manifest);
    const photo = Object.values(back)[0]![0]!;
    expect(photo.variants).toBe(photo.variants);
  });
});
