/**
 * A local stand-in for the EmailJS REST API (node:http on 127.0.0.1, a free port). It checks
 * each request the way EmailJS does (method, path, JSON content type, the four fields and a
 * template_params object), records it, and answers as told: 200 'OK', 400, 429, 500, a hang
 * (never answers) or a dropped connection, at once or late. CORS headers let a browser page call it directly.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakeMode = "ok" | "400" | "429" | "500" | "hang" | "drop";

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string;
  body: unknown;
  /** What the fake answered: a status, or "hang" / "drop". */
  answer: number | "hang" | "drop";
}

export interface FakeEmailjs {
  url: string;
  requests: RecordedRequest[];
  /** How the next requests are answered (default "ok"); with `name`, only the enquiries from that
   *  name, so trials side by side each have their own. */
  setMode: (mode: FakeMode, name?: string) => void;
  /** Answers this many ms late (default 0): a slow email service. */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

/** Why EmailJS would refuse this request with a 400, or null when it is well formed. */
export function shapeError(method: string, path: string, contentType: string, raw: string): string | null {
  if (method !== "POST") return "Method not allowed";
  if (path !== "/api/v1.0/email/send") return "Not found";
  if (!contentType.toLowerCase().startsWith("application/json")) return "The Content-Type header must be application/json";
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return "The body must be JSON";
  }
  if (typeof body !== "object" || body === null) return "The body must be an object";
  const b = body as Record<string, unknown>;
  for (const key of ["service_id", "template_id", "user_id"]) {
    if (typeof b[key] !== "string" || b[key] === "") return `The ${key} parameter is required`;
  }
  if (typeof b.template_params !== "object" || b.template_params === null || Array.isArray(b.template_params)) {
    return "The template_params parameter must be an object";
  }
  return null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => ok(Buffer.concat(chunks).toString("utf8")));
    req.on("error", fail);
  });
}

export async function startFakeEmailjs(listenPort = 0): Promise<FakeEmailjs> {
  let mode: FakeMode = "ok";
  const modeFor = new Map<string, FakeMode>();
  let delay = 0;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer(async (req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const raw = await readBody(req);
    const method = req.method ?? "";
    const path = (req.url ?? "").split("?")[0] ?? "";
    const contentType = req.headers["content-type"] ?? "";
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as text
    }
    const record = (answer: RecordedRequest["answer"]) => requests.push({ method, path, contentType, body, answer });
    const problem = shapeError(method, path, contentType, raw);
    if (problem) {
      record(path === "/api/v1.0/email/send" ? 400 : 404);
      res.writeHead(path === "/api/v1.0/email/send" ? 400 : 404, { ...cors, "Content-Type": "text/plain" }).end(problem);
      return;
    }
    const text = (status: number, message: string) => {
      record(status);
      const answer = () => res.writeHead(status, { ...cors, "Content-Type": "text/plain" }).end(message);
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    };
    const name = (body as { template_params: { name?: unknown } }).template_params.name;
    switch (modeFor.get(String(name)) ?? mode) {
      case "ok":
        return text(200, "OK");
      case "400":
        return text(400, "The template ID is invalid");
      case "429":
        return text(429, "Too Many Requests");
      case "500":
        return text(500, "Internal Server Error");
      case "hang":
        record("hang");
        return;
      case "drop":
        record("drop");
        req.socket.destroy();
        return;
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(listenPort, "127.0.0.1", ok);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (m, name) => {
      if (name === undefined) {
        mode = m;
        modeFor.clear();
      } else modeFor.set(name, m);
    },
    setDelay: (ms) => {
      delay = ms;
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}
