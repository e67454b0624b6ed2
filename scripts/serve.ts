// The local preview of a build, for `npm start`, `npm run dev`, the browser tests and the bench:
// it answers as Cloudflare Pages does, by the _headers and _redirects the build wrote.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Server as NetServer } from "node:net";
import { Server as TlsServer } from "node:tls";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { contentTypes, headersFor, revalidate } from "../tooling/hosts";
import { compressible } from "../tooling/compress";
import { hostFiles } from "./serve-headers";

/** Node's defaults change between versions. */
export const serverTimeouts = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 } as const;

/** Null for one that is not a path or would leave the folder. */
export function requestPath(target: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(target.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  return path.startsWith("/") && !/[\\\0]/.test(path) && !path.split("/").includes("..") ? path : null;
}

const fileSize = (path: string) => stat(path).then((s) => (s.isFile() ? s.size : null), () => null);

/** "br;q=0" refuses one. */
const accepted = (header = "") =>
  header.split(",").flatMap((part) => (/;\s*q=0(\.0*)?\s*$/.test(part) ? [] : [part.split(";")[0]!.trim()]));

export interface StaticHandler {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

export function staticHandler(options: {
  root: string;
  /** The dev server's reload channel: true when it answered. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
}): StaticHandler {
  const root = resolve(options.root);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const files = await hostFiles(root);
    const path = requestPath(req.url ?? "/");
    const headers = (status: number) => ({ ...headersFor(files, path ?? "/"), ...(status !== 200 && { "Cache-Control": revalidate }) });
    const answer = (status: number, extra: Record<string, string> = {}) => res.writeHead(status, { ...headers(status), "Content-Length": 0, ...extra }).end();
    if (path === null) return answer(400);
    if (req.method !== "GET" && req.method !== "HEAD") return answer(405, { Allow: "GET, HEAD" });
    const query = /\?.*/.exec(req.url ?? "")?.[0] ?? "";
    const redirect = files.redirects.get(path) ?? (path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : undefined);
    if (redirect) return answer(301, { Location: redirect + query });

    async function send(status: number, file: string) {
      let body = file;
      let encoding: string | undefined;
      const extra: Record<string, string> = { "Content-Type": contentTypes[extname(file).slice(1)] ?? "application/octet-stream" };
      if (compressible.has(extname(file))) {
        extra["Vary"] = "Accept-Encoding";
        const accepts = accepted(req.headers["accept-encoding"]);
        for (const [name, suffix] of [["br", ".br"], ["gzip", ".gz"]]) {
          if (!accepts.includes(name!) || (await fileSize(file + suffix)) === null) continue;
          [body, encoding] = [file + suffix, name];
          break;
        }
      }
      res.writeHead(status, { ...headers(status), ...extra, ...(encoding && { "Content-Encoding": encoding }), "Content-Length": (await fileSize(body))! });
      if (req.method === "HEAD") return void res.end();
      createReadStream(body).on("error", () => res.destroy()).pipe(res);
    }

    // Dotfiles and the host files are not the site's; .well-known/ is.
    if (path.startsWith("/.well-known/") || !/\/\.|^\/_/.test(path)) {
      const target = join(root, path);
      const info = await stat(target).catch(() => null);
      if (info?.isDirectory() && !path.endsWith("/")) return answer(301, { Location: req.url!.replace(/^[^?#]*/, "$&/") });
      const file = info?.isDirectory() ? join(target, "index.html") : target;
      if ((await fileSize(file)) !== null) return send(200, file);
    }
    // The nearest 404.html up the path: /hi/anything gets hi/404.html.
    const folders = path.split("/").slice(1, -1);
    for (let n = folders.length; n >= 0; n--) {
      const page = join(root, ...folders.slice(0, n), "404.html");
      if ((await fileSize(page)) !== null) return send(404, page);
    }
    answer(404);
  }

  return {
    handle: (req, res) => {
      if (options.before?.(req, res)) return;
      handle(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(500).end()));
    },
  };
}

export function createStaticServer(options: Parameters<typeof staticHandler>[0]): Server {
  return createServer(serverTimeouts, staticHandler(options).handle);
}

export function listen(server: NetServer, port: number): Promise<string> {
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      ok(`${server instanceof TlsServer ? "https" : "http"}://localhost:${actual}/`);
    });
  });
}
