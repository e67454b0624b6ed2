/**
 * Writes file.br and file.gz next to every text file of the build (HTML, JS, CSS, SVG, JSON, ...),
 * so the server sends compressed bytes without compressing per request (nginx's gzip_static and
 * brotli_static do the same). Images are already compressed; source maps are for developers only.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCb } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCb);

export const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".ico"]);

/** Below this a compressed copy saves less than a packet. */
const minBytes = 512;
/**
 * Brotli's best quality (11) for everything a visitor loads: compressing takes two to three
 * times the CPU of quality 10, once per build, for bytes every visitor saves. Measured: the app
 * bundle (254 KB) 69.7 KB at q11 in 0.4 s, 70.8 KB at q10 in 0.2 s; the Hindi home page (67 KB)
 * 11.7 KB and 12.0 KB. Beyond a megabyte only the CMS (/admin/, 2.1 MB: q9 548 KB in 0.5 s, q10
 * 512 KB in 2.1 s, q11 504 KB in 6.3 s), fetched by the owner once and cached, and built by every
 * test build: q9.
 */
function brotliQuality(bytes: number): number {
  return bytes <= 1024 * 1024 ? 11 : 9;
}

interface PrecompressResult {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

/** Writes file.br and file.gz for `data` (the file's bytes), each only when smaller; returns their sizes. */
export async function writeCompressedCopies(file: string, data: Buffer): Promise<{ br: number; gzip: number }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(data.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // A copy that is not smaller is never worth sending.
  await Promise.all([br.length < data.length && writeFile(file + ".br", br), gz.length < data.length && writeFile(file + ".gz", gz)]);
  return { br: br.length, gzip: gz.length };
}

/** Compresses every text file under outDir except those in `done` (written compressed already). */
export async function precompress(outDir: string, done: ReadonlySet<string> = new Set()): Promise<PrecompressResult> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const targets = entries
    .filter((e) => e.isFile() && compressible.has(extname(e.name).toLowerCase()) && !e.name.startsWith("_"))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !done.has(file));
  const result: PrecompressResult = { files: 0, bytes: 0, br: 0, gzip: 0 };
  // zlib's async calls run on libuv's thread pool, so the files compress in parallel.
  await Promise.all(
    targets.map(async (file) => {
      const data = await readFile(file);
      if (data.length < minBytes) return;
      const sizes = await writeCompressedCopies(file, data);
      result.files += 1;
      result.bytes += data.length;
      result.br += sizes.br;
      result.gzip += sizes.gzip;
    }),
  );
  return result;
}
