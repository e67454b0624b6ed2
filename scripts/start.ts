/** `npm start`: builds when dist/ is missing or older than the sources, then serves it. */
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "../build";
import { createStaticServer, exitOnSignals, listen } from "./serve";

const sources = ["src", "static", "index.html", "build.ts", "package.json", ".env"];
const stamp = "dist/index.html";

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
}

const stale = !existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log(existsSync(stamp) ? "Sources changed since the last build: building…" : "No build yet: building…");
  await build({ outDir: "dist" });
}
const server = createStaticServer({ root: "dist" });
const url = await listen(server, Number(process.env.PORT ?? 3000));
console.log(`\nThe site is at ${url}  (Ctrl+C stops)`);
exitOnSignals(server);
