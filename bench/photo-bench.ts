/**
 * `npm run bench:photos`: what photos cost a build. Prints the seconds per photo of a cold
 * encode of the sample photos (an empty cache), then builds a site of 500 photos (the samples and
 * copies cut from them into the gallery's folders) and times a build with a warm cache after one
 * photo changes. Everything lives in .cache/photo-bench/ (PHOTO_BENCH_DIR).
 */
import sharp from "sharp";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { cpus, loadavg } from "node:os";
import { build } from "../build";
import { buildPhotos } from "../tooling/photos";

const dir = resolve(process.env.PHOTO_BENCH_DIR ?? ".cache/photo-bench");
const total = Number(process.env.PHOTO_BENCH_PHOTOS ?? 500);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timed = async <T>(what: () => Promise<T>): Promise<[T, number, number]> => {
  const [t, c] = [Date.now(), process.cpuUsage()];
  const r = await what();
  const cpu = process.cpuUsage(c);
  return [r, Date.now() - t, (cpu.user + cpu.system) / 1000];
};
console.log(`${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);

// 1. The sample photos, encoded from nothing.
await rm(join(dir, "cold-cache"), { recursive: true, force: true });
const [cold, coldMs, coldCpu] = await timed(() => buildPhotos({ outDir: join(dir, "cold-out"), cacheDir: join(dir, "cold-cache"), manifestFile: join(dir, "cold-manifest.json") }));
console.log(`Cold: ${cold.photos} photos in ${seconds(coldMs)} (${(coldMs / 1000 / cold.photos).toFixed(2)} s a photo, ${(coldCpu / 1000 / cold.photos).toFixed(2)} s of CPU), ${(cold.variantBytes / 1048576).toFixed(1)} MB of variants`);

// 2. A studio of `total` photos: the sample's content, its gallery folders grown with copies cut
// from their photos (each different in its bytes, like a new photo), the gallery showing them all.
const content = join(dir, "content");
await rm(content, { recursive: true, force: true });
await cp("src/content", content, { recursive: true, filter: (f) => !f.endsWith(".ts") });
await cp("static/photos", join(content, "photos"), { recursive: true });
const list = JSON.parse(await readFile(join(content, "photos.json"), "utf8"));
const gallery = JSON.parse(await readFile(join(content, "gallery.json"), "utf8"));
const sets: string[] = gallery.sets;
const sources = await Promise.all(sets.map(async (set) => (await readdir(join(content, "photos", set))).sort().map((f) => ({ set, f }))));
const samples = sources.flat();
const have = (await Promise.all((await readdir(join(content, "photos"), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => readdir(join(content, "photos", d.name))))).flat().length;
const cut = async (i: number, source: Buffer) => {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  return sharp(source)
    .extract({ left: (i * 7) % 40, top: (i * 5) % 40, width: width - 40, height: height - 40 })
    .flop(i % 2 === 1)
    .jpeg({ quality: 90 })
    .toBuffer();
};
for (let i = 0; i < total - have; i++) {
  const { set, f } = samples[i % samples.length]!;
  const file = `x${String(i).padStart(3, "0")}-${f}`;
  await writeFile(join(content, "photos", set, file), await cut(i, await readFile(join(content, "photos", set, f))));
  list[set].push({ file, alt: list[set].find((e: { file: string }) => e.file === f).alt });
}
gallery.limit = sets.reduce((n, s) => n + list[s].length, 0);
await writeFile(join(content, "photos.json"), JSON.stringify(list, null, 2));
await writeFile(join(content, "gallery.json"), JSON.stringify(gallery, null, 2));

process.env.PHOTO_CACHE_DIR = join(dir, "cache");
const site = (label: string) =>
  timed(() => build({ outDir: join(dir, "dist"), contentDir: content, quiet: true })).then(([, ms]) => console.log(`${label}: ${seconds(ms)}`));
await site(`Build of ${total} photos (cache as it was)`);
await site("Again, nothing changed");
const { set, f } = samples[0]!;
await writeFile(join(content, "photos", set, f), await cut(total, await readFile(join("static/photos", set, f))));
await site("One photo changed, warm cache");
