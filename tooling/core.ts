/**
 * What every tool shares (build, dev, start, bench, budgets): the repository root, the sources a
 * build is made from, and small file, hashing and formatting helpers.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The sources a build is made from: newer than a build's stamp means that build is stale. */
const sources = ["src", "static", "index.html", "build.ts", "tooling", "scripts", "package.json", ".env"];

export function sha(...parts: (string | Buffer)[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
}

/** Write to a unique temporary name, then rename: a concurrent reader never sees half a file. */
export async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
}

/** Is the build whose first page is `stamp` older than any of `paths`? */
export function isStale(stamp: string, paths: string[] = sources): boolean {
  return !existsSync(stamp) || Math.max(...paths.map((p) => newest(resolve(root, p)))) > statSync(stamp).mtimeMs;
}

/** Runs `jobs` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

/** A plain text table: the first `leftColumns` left-aligned, the others right-aligned; a rule under the header if asked. */
export function textTable(rows: string[][], leftColumns = 1, rule = false): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const lines = rows.map((r) => r.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
  if (rule) lines.splice(1, 0, widths.map((w) => "-".repeat(w)).join("  "));
  return lines.join("\n");
}

/** HTML-escapes an attribute value or text. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Runs a command's main and exits with its code; an error is printed and exits 1. */
export function exitWith(main: Promise<number>): void {
  main.then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
