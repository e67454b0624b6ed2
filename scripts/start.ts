/** `npm start`: builds when dist/ is missing or older than the sources, then serves it. */
import { existsSync } from "node:fs";
import { build } from "../build";
import { isStale } from "../tooling/core";
import { createStaticServer, listen } from "./serve";

const stamp = "dist/index.html";
if (isStale(stamp)) {
  console.log(existsSync(stamp) ? "Sources changed since the last build: building…" : "No build yet: building…");
  await build({ outDir: "dist" });
}
const server = createStaticServer({ root: "dist" });
const url = await listen(server, Number(process.env.PORT ?? 3000));
console.log(`\nThe site is at ${url}  (Ctrl+C stops)`);
