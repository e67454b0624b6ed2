/** The static server's reading of requests and files: types, the file for a path, encodings, ETags, ranges. */
import { realpath, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";

export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

async function fileSize(path: string): Promise<number | null> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

/** True when path is root itself or inside it. */
function inside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** The size of a regular file whose real path (symlinks followed) is inside realRoot, else null. */
export async function safeFileSize(realRoot: string, path: string): Promise<number | null> {
  const size = await fileSize(path);
  if (size === null) return null;
  try {
    return inside(realRoot, await realpath(path)) ? size : null;
  } catch {
    return null;
  }
}

/** Maps a path checkRequestPath let through to a file under root, or null when there is none (or
 * it would escape root all the same). */
export async function resolveFile(root: string, path: string): Promise<string | null> {
  const base = resolve(root);
  const candidate = resolve(base, "." + path);
  if (!inside(base, candidate)) return null;
  for (const file of [candidate, join(candidate, "index.html")]) {
    if ((await fileSize(file)) === null) continue;
    // A symlink may point anywhere: follow it and check again.
    const [real, realRoot] = await Promise.all([realpath(file), realpath(base)]);
    return inside(realRoot, real) ? file : null;
  }
  return null;
}

/** The encodings a client accepts, by Accept-Encoding (q=0 means "not this one"). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  // If-None-Match compares weakly: W/"x" matches "x".
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/** A single "bytes=a-b" range; null when there is none or it cannot be used, "unsatisfiable" for 416. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return null; // multiple or malformed ranges: send it all
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== "" && Number(m[2]) < start) return null;
  }
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
