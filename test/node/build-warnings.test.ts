import { describe, expect, it, vi } from "vitest";
import { warnAboutSettings } from "../../build";
import { configFromEnv } from "../../src/config";

// What a build on a host without its settings tells the owner in the build log.

function warned(env: Record<string, string>): string {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  warnAboutSettings(configFromEnv(env));
  const text = warn.mock.calls.map((c) => c.join(" ")).join("\n");
  warn.mockRestore();
  return text;
}

describe("the build's warnings", () => {
  const ids = { EMAILJS_SERVICE_ID: "service_x", EMAILJS_TEMPLATE_ID: "template_x", EMAILJS_PUBLIC_KEY: "key" };

  it("says when enquiries cannot be sent and when shared links would point at localhost", () => {
    const text = warned({});
    expect(text).toContain("EmailJS is not configured");
    expect(text).toContain("SITE_URL is not set");
  });

  it("says nothing once the EmailJS ids and SITE_URL are set", () => {
    expect(warned({ ...ids, SITE_URL: "https://www.example.com" })).toBe("");
    expect(warned({ ...ids })).toContain("SITE_URL is not set");
    expect(warned({ SITE_URL: "https://www.example.com" })).not.toContain("SITE_URL");
  });
});
