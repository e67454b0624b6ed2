/**
 * Lighthouse 12.8 (13 needs Node 22.19), the tool a studio or its web agency will run: its default
 * mobile preset (simulated slow 4G, 4x CPU), performance only, driving the system Chromium over the
 * DevTools port. Its FCP, LCP and SI are simulated from the page's request graph; its TBT is the
 * observed main-thread tasks times four, so a busy machine lowers every score. Hence the reference
 * page, run beside the routes: what this machine gives a page that does nothing.
 */
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { createServer } from "node:net";
import { chromiumArgs, withoutOmniboxPopup } from "../test/browser/chromium";
import { certificateArgs } from "./server";

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed during the run (a busy machine reads low). */
  benchmarkIndex: number;
}

/** One heading and one paragraph, no style, no script, no photo. */
export const referencePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference page</title><meta name="description" content="What Lighthouse scores on this machine for a page that does nothing."></head>
<body><h1>Reference page</h1><p>One heading and one paragraph, no style, no script, no photo.</p></body>
</html>
`;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer().once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/**
 * `runs` Lighthouse runs of every target (name and URL), interleaved (every target once, then
 * again), so a burst of load on the machine spreads over them instead of sinking one.
 */
export async function runLighthouse(executablePath: string, targets: { name: string; url: string }[], runs: number, progress: (line: string) => void): Promise<Map<string, LighthouseRun[]>> {
  const port = await freePort();
  // Lighthouse runs V8 as it comes (no playwrightArgs): its session does not cost what Playwright's does.
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, withoutOmniboxPopup, ...certificateArgs, `--remote-debugging-port=${port}`] });
  const results = new Map<string, LighthouseRun[]>(targets.map((t) => [t.name, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const { name, url } of targets) {
        // On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): run again, at most twice.
        for (let attempt = 1; ; attempt++) {
          progress(`lighthouse ${run}/${runs} ${name}`);
          const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] }))?.lhr;
          if (lhr && !lhr.runtimeError?.message) {
            const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
            results.get(name)!.push({
              score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
              fcp: num("first-contentful-paint"),
              lcp: num("largest-contentful-paint"),
              tbt: num("total-blocking-time"),
              cls: num("cumulative-layout-shift"),
              benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
            });
            break;
          }
          if (attempt === 3) throw new Error(`Lighthouse on ${name}: ${lhr?.runtimeError?.message ?? "no result"}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
