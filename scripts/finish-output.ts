/**
 * The last step of every build: fit the Content-Security-Policy to the pages and write the host
 * config files (scripts/security.ts), then precompress (scripts/precompress.ts). In this order,
 * because the policy's <meta> tag changes the pages that get compressed.
 */
import type { SiteConfig } from "../src/config";
import { writeSecurityConfig } from "./security";
import { precompress } from "./precompress";

export async function finishOutput(outDir: string, config: SiteConfig, log: (line: string) => void = console.log): Promise<void> {
  const started = Date.now();
  await writeSecurityConfig(outDir, config.emailjs.api);
  const c = await precompress(outDir);
  const kb = (n: number) => (n / 1024).toFixed(1) + " KB";
  log(
    `\nCSP, _headers, _redirects written; ${c.files} text files precompressed ` +
      `(${kb(c.bytes)} → br ${kb(c.br)}, gzip ${kb(c.gzip)}) in ${Date.now() - started} ms`,
  );
}
