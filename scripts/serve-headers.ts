/**
 * The security headers on every answer of the static server (scripts/serve.ts): the build's
 * Content-Security-Policy and headers from its _security.json, the content editor's own policy
 * under /admin/, and HSTS when the request came over HTTPS; Node's own answers to malformed HTTP/1
 * carry them too.
 */
import type { IncomingMessage } from "node:http";
import type { Server, Socket } from "node:net";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { baseHeaders, cspHeader, hsts, securityFileName, type SecurityFile } from "../tooling/security";
import { adminHeaders } from "../tooling/content/admin";

/**
 * Reads the build's _security.json, again whenever it changes (the dev server rebuilds). A folder
 * without one was not made by build.ts: it gets the strictest policy, no inline code allowed.
 */
export function securitySource(root: string): () => Promise<SecurityFile> {
  const file = join(root, securityFileName);
  const strict: SecurityFile = { csp: cspHeader({ styleHashes: [], connect: [] }), headers: baseHeaders, styleAttributes: [] };
  let cached: { mtime: number; value: SecurityFile } | null = null;
  return async () => {
    const mtime = await stat(file).then((s) => s.mtimeMs, () => -1);
    if (cached && cached.mtime === mtime) return cached.value;
    const value = mtime < 0 ? strict : await readFile(file, "utf8").then((t) => JSON.parse(t) as SecurityFile, () => strict);
    cached = { mtime, value };
    return value;
  };
}

function viaHttps(req: IncomingMessage): boolean {
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https" || "encrypted" in req.socket;
}

/** The site's policy and headers, as an answer to `req` carries them. */
export async function securityHeaders(req: IncomingMessage, security: () => Promise<SecurityFile>): Promise<Record<string, string>> {
  const overHttps: Record<string, string> = viaHttps(req) ? { "Strict-Transport-Security": hsts } : {};
  // The content editor has its own, wider policy (tooling/content/admin.ts); the site's pages never get it.
  if (req.url?.startsWith("/admin/")) return { ...adminHeaders, ...overHttps };
  const s = await security();
  return { "Content-Security-Policy": s.csp, ...s.headers, ...overHttps };
}

/** Malformed HTTP/1 never reaches the handler; answer it with the same headers before closing. */
export function answerClientErrors(server: Server, security: () => Promise<SecurityFile>): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = err.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : "400 Bad Request";
    security()
      .then((s) => {
        const lines = Object.entries({ "Content-Security-Policy": s.csp, ...s.headers }).map(([k, v]) => `${k}: ${v}`);
        socket.end(`HTTP/1.1 ${status}\r\n${lines.join("\r\n")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      })
      .catch(() => socket.destroy());
  });
}
