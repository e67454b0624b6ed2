// file.br and file.gz beside every text file, so no server compresses per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCb } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCb);

export const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest", ".ico"]);

const minBytes = 512;

export async function writeCompressedCopies(file: string, data: Buffer): Promise<{ br: number; gzip: number }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        // q11 costs the build CPU once for bytes every visitor saves; only the CMS (2.1 MB, q11 in
        // 6.3 s) is larger than a megabyte, fetched by the owner once: q9.
        [constants.BROTLI_PARAM_QUALITY]: data.length <= 1024 * 1024 ? 11 : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([br.length < data.length && writeFile(file + ".br", br), gz.length < data.length && writeFile(file + ".gz", gz)]);
  return { br: br.length, gzip: gz.length };
}

/** Except those in `done`, written compressed already. */
export async function precompress(outDir: string, done: ReadonlySet<string> = new Set()) {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const targets = entries
    .filter((e) => e.isFile() && compressible.has(extname(e.name).toLowerCase()) && !e.name.startsWith("_"))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !done.has(file));
  const result = { files: 0, bytes: 0, br: 0, gzip: 0 };
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
