import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { devanagariFont } from "../browser/chromium";

// The bench and the screenshots say when Hindi and Marathi pages would be drawn as boxes.
describe("devanagariFont", () => {
  it("is null where fontconfig cannot be asked", () => {
    expect(devanagariFont({ PATH: "/nonexistent" })).toBeNull();
  });

  it("names a family fontconfig lists for Hindi, and one with Devanagari in CI, which installs it", () => {
    let listed = "";
    try {
      listed = execFileSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" });
    } catch {
      // No fontconfig on this machine: the case above.
    }
    const found = devanagariFont();
    if (listed.trim() === "") expect(found).toBeNull();
    else expect(listed).toContain(found);
    if (process.env.CI) expect(found).toMatch(/Devanagari/);
  });
});
