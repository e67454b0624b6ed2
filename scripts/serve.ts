/**
 * A small static server for dist/ (node:http, no dependencies): `npm run serve`.
 * Resolves /route to /route/index.html, answers unknown paths with 404.html and status 404,
 * and never serves a file outside the root.
 */
import { createServer, type Server } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

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
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file under root, or null when there is none (or it would escape root). */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const candidate = resolve(root, "." + decoded);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, "index.html");
  if (await isFile(index)) return index;
  return null;
}

export interface StaticServerOptions {
  root: string;
  /** Extra handling before files, e.g. the dev server's reload channel. */
  before?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean;
}

export function createStaticServer({ root: rootDir, before }: StaticServerOptions): Server {
  const root = resolve(rootDir);
  return createServer(async (req, res) => {
    if (before?.(req, res)) return;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = (req.url ?? "/").split("?")[0]!;
    let file = await resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      file = join(root, "404.html");
      if (!(await isFile(file))) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
    }
    const type = contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
    const size = (await stat(file)).size;
    res.writeHead(status, { "Content-Type": type, "Content-Length": size, "X-Content-Type-Options": "nosniff" });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
}

/** Starts the server and resolves with its URL. */
export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<string> {
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      ok(`http://${host === "127.0.0.1" ? "localhost" : host}:${actual}/`);
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.env.DIST_DIR ?? "dist";
  const server = createStaticServer({ root });
  listen(server, Number(process.env.PORT ?? 3000)).then((url) => console.log(`Serving ${root}/ at ${url}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
