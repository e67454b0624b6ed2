import { describe, expect, it } from "vitest";
import { queryText } from "../../src/lib/query-text";

describe("queryText", () => {
  const text = "नमस्ते Studio & Co, 50% #1 + a=b? मराठी";

  it("keeps Devanagari as letters and escapes what would change the URL's meaning", () => {
    const q = queryText(text);
    expect(q).toContain("नमस्ते");
    expect(q).not.toMatch(/[ &#+=?%](?![0-9A-F]{2})/);
  });

  it("reads back as the same text once a browser has parsed the link", () => {
    expect(new URL(`https://wa.me/1?text=${queryText(text)}`).searchParams.get("text")).toBe(text);
  });
});
