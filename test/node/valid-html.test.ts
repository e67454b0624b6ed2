import { describe, expect, inject, it } from "vitest";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { HtmlValidate } from "html-validate";

// Every page the build writes is valid HTML: html-validate's standard rules, which follow the
// HTML standard as the W3C's Nu Html Checker does (no Java needed).
const { outDir } = inject("siteBuild");
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

const htmlFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true })).map(String).filter((f) => f.endsWith(".html") && !f.startsWith("admin"));

describe("the built pages", () => {
  it("are valid HTML, every one of them in every language", async () => {
    const files = await htmlFiles(outDir);
    expect(files.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(await readFile(join(outDir, file), "utf8"), file);
      for (const m of report.results.flatMap((r) => r.messages)) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("are checked by a validator that fails an <img> without a source and a <style> in the body", async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><img alt="" width="1" height="1"><section><style>p{}</style></section></body></html>',
    );
    const rules = report.results.flatMap((r) => r.messages).map((m) => m.ruleId);
    expect(rules).toEqual(expect.arrayContaining(["element-required-attributes", "element-permitted-content"]));
  });
});
