import { describe, expect, it } from "vitest";
import { isoDuration, youtubeEmbedUrl, youtubeId } from "../../src/lib/youtube";

describe("youtubeId", () => {
  it.each([
    ["aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    [" https://youtu.be/aqz-KE-bpKQ?si=abc ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s", "aqz-KE-bpKQ"],
    ["youtube.com/watch?v=aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://m.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/live/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1", "aqz-KE-bpKQ"],
  ])("reads %s as %s", (text, id) => {
    expect(youtubeId(text)).toBe(id);
  });

  it.each(["", "aqz-KE-bpK", "https://vimeo.com/aqz-KE-bpKQ", "https://www.youtube.com/watch?v=short", "https://www.youtube.com/channel/UCabcdefghijk", "https://evil.example/watch?v=aqz-KE-bpKQ"])(
    "refuses %j",
    (text) => {
      expect(youtubeId(text)).toBeNull();
    },
  );
});

describe("the player's address and a film's length", () => {
  it("plays from youtube-nocookie.com, at once", () => {
    const url = new URL(youtubeEmbedUrl("aqz-KE-bpKQ"));
    expect(url.origin + url.pathname).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(url.searchParams.get("autoplay")).toBe("1");
  });

  it("writes a length as ISO 8601", () => {
    expect(isoDuration(10, 35)).toBe("PT10M35S");
    expect(isoDuration(72, 0)).toBe("PT1H12M");
    expect(isoDuration(0, 45)).toBe("PT45S");
    expect(isoDuration(0, 0)).toBe("PT0S");
  });
});
