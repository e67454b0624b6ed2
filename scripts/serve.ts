/**
 * The static server for dist/ (node:http, no dependencies): `npm run serve`, `npm start`, the dev
 * server and the browser tests all use it; the bench mounts the same handler (staticHandler) on
 * HTTPS with HTTP/2 (bench/server.ts).
 * - /route answers /route/index.html; unknown paths get 404.html with status 404 (under /hi/, hi/404.html);
 * - precompressed .br / .gz files by Accept-Encoding, strong ETags and 304s, HEAD, Range;
 * - a year's immutable caching for content-hashed assets, revalidation for everything else;
 * - the build's Content-Security-Policy and security headers on every answer, errors included
 *   (scripts/serve-headers.ts);
 * - bad targets (traversal, encoded slashes, NUL, malformed escapes, over-long URLs) get 400/404/414,
 *   and no file outside the root is ever read, symlinks included (precompressed siblings and
 *   404.html too);
 * - explicit timeouts, and a request that carries a body is answered with Connection: close, so a
 *   slow client cannot hold a socket; Node's own error answers carry the security headers too.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Server as NetServer } from "node:net";
import { Server as TlsServer } from "node:tls";
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkRequestPath } from "./request-path";
import { acceptedEncodings, contentTypes, etagMatches, parseRange, resolveFile, safeFileSize } from "./serve-files";
import { answerClientErrors, securityHeaders as headersFor, securitySource } from "./serve-headers";
import { immutable, isHashedAsset, revalidate, type SecurityFile } from "../tooling/security";
import { compressible } from "../tooling/compress";

interface StaticServerOptions {
  root: string;
  /** Extra handling before files, e.g. the dev server's reload channel. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** Explicit limits (Node's defaults change between versions): the whole head within 10 s, the
 *  whole request within 30 s, an idle keep-alive socket closed after 5 s. */
export const serverTimeouts = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 } as const;

/** A request handler and what it needs beside it; createStaticServer and the bench mount it. */
export interface StaticHandler {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  security: () => Promise<SecurityFile>;
}

export function staticHandler({ root: rootDir, before }: StaticServerOptions): StaticHandler {
  const root = resolve(rootDir);
  const security = securitySource(root);
  const securityHeaders = (req: IncomingMessage) => headersFor(req, security);

  async function plain(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
    const body = `${text}\n`;
    res.writeHead(status, {
      ...(await securityHeaders(req)),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": revalidate,
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, urlPath: string, status: 200 | 404) {
    const info = await stat(file);
    const ext = extname(file).toLowerCase();
    const canCompress = compressible.has(ext);
    const rangeHeader = status === 200 ? req.headers.range : undefined;
    let body = file;
    let size = info.size;
    let encoding: "br" | "gzip" | null = null;
    // A range request gets the plain bytes: ranges of a compressed copy help nobody here.
    if (canCompress && !rangeHeader) {
      const accepted = acceptedEncodings(req.headers["accept-encoding"]);
      for (const [name, suffix] of [["br", ".br"], ["gzip", ".gz"]] as const) {
        if (!accepted.has(name)) continue;
        // A sibling is a file of its own: a symlinked .br must not reach outside the root either.
        const s = await safeFileSize(await realpath(root), file + suffix);
        if (s === null) continue;
        body = file + suffix;
        size = s;
        encoding = name;
        break;
      }
    }
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? "-" + encoding : ""}"`;
    const headers: Record<string, string | number> = {
      ...(await securityHeaders(req)),
      "Content-Type": contentTypes[ext] ?? "application/octet-stream",
      "Cache-Control": status === 200 && isHashedAsset(urlPath) ? immutable : revalidate,
      ETag: etag,
      "Last-Modified": info.mtime.toUTCString(),
    };
    if (canCompress) headers["Vary"] = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    else headers["Accept-Ranges"] = "bytes";

    if (status === 200 && etagMatches(req.headers["if-none-match"], etag)) {
      delete headers["Content-Type"];
      res.writeHead(304, headers).end();
      return;
    }
    let range: ReturnType<typeof parseRange> = null;
    const ifRange = req.headers["if-range"];
    if (rangeHeader && (!ifRange || ifRange === etag)) range = parseRange(rangeHeader, size);
    if (range === "unsatisfiable") {
      await plain(req, res, 416, "Range not satisfiable", { "Content-Range": `bytes */${size}` });
      return;
    }
    if (range) {
      headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
      headers["Content-Length"] = range.end - range.start + 1;
      res.writeHead(206, headers);
    } else {
      headers["Content-Length"] = size;
      res.writeHead(status, headers);
    }
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    const stream = createReadStream(body, range ? { start: range.start, end: range.end } : {});
    stream.on("error", () => res.destroy());
    stream.pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Nothing here reads a body: answer at once and close, so a client dribbling one byte at a
    // time does not keep the socket (Node would otherwise wait for the body to keep it alive).
    // Only HTTP/1: HTTP/2 has no connection headers (Node drops one, with a warning) and closes a
    // stream, not the connection.
    if (hasBody(req) && req.httpVersionMajor === 1) res.setHeader("Connection", "close");
    // Node's own Host check answers without our headers; this one answers with them.
    if (req.httpVersion === "1.1" && !req.headers.host) {
      await plain(req, res, 400, "Bad request");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      await plain(req, res, 405, "Method not allowed", { Allow: "GET, HEAD" });
      return;
    }
    const checked = checkRequestPath(req.url ?? "/");
    if (!checked.ok && checked.status !== 404) {
      await plain(req, res, checked.status, checked.status === 414 ? "URI too long" : "Bad request");
      return;
    }
    const file = checked.ok ? await resolveFile(root, checked.path) : null;
    if (checked.ok && file) {
      await sendFile(req, res, file, checked.path, 200);
      return;
    }
    // The nearest not-found page, as Cloudflare Pages serves it: /hi/anything gets hi/404.html.
    const language = checked.ok ? /^\/([a-z]{2})\//.exec(checked.path)?.[1] : undefined;
    for (const page of language ? [`/${language}/404.html`, "/404.html"] : ["/404.html"]) {
      const notFound = join(root, page);
      if ((await safeFileSize(await realpath(root), notFound)) === null) continue;
      await sendFile(req, res, notFound, page, 404);
      return;
    }
    await plain(req, res, 404, "Not found");
  }

  return {
    security,
    handle: (req, res) => {
      if (before?.(req, res)) return;
      handle(req, res).catch(() => {
        if (!res.headersSent) plain(req, res, 500, "Internal server error").catch(() => res.destroy());
        else res.destroy();
      });
    },
  };
}

export function createStaticServer(options: StaticServerOptions): Server {
  const { handle, security } = staticHandler(options);
  const server = createServer({ ...serverTimeouts, requireHostHeader: false }, handle);
  answerClientErrors(server, security);
  return server;
}

/** Starts the server and resolves with its URL (https: for a TLS server). */
export function listen(server: NetServer, port: number, host = "127.0.0.1"): Promise<string> {
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      ok(`${server instanceof TlsServer ? "https" : "http"}://${host === "127.0.0.1" ? "localhost" : host}:${actual}/`);
    });
  });
}

/**
 * Stops accepting connections, lets the answers in flight finish, then resolves. Idle keep-alive
 * connections close at once; after graceMs whatever is left (a stuck client) is cut off.
 */
export function closeGracefully(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((ok) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      ok();
    });
    server.closeIdleConnections();
  });
}

/** SIGINT/SIGTERM close the server gracefully and exit; a second signal exits at once. */
export function exitOnSignals(server: Server): void {
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      console.log(`\n${signal}: finishing the answers in flight…`);
      closeGracefully(server).then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.env.DIST_DIR ?? "dist";
  const server = createStaticServer({ root });
  listen(server, Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1").then((url) => console.log(`Serving ${root}/ at ${url}`));
  exitOnSignals(server);
}
