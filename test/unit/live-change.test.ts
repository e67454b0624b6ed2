import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildMinutes, liveChangeNote, watchLiveChange } from "../../src/lib/live-change";

const minute = 60_000;
const serverNow = Date.parse("2026-12-07T10:00:00Z");
const savedAt = (minutesAgo: number) => new Date(serverNow - minutesAgo * minute).toISOString();

describe("the note on whether the last saved change is live", () => {
  it("says nothing while the site shows the branch's newest commit, or nothing is known", () => {
    expect(liveChangeNote("abc", { sha: "abc", date: savedAt(60) }, serverNow)).toBe("");
    expect(liveChangeNote("abc", undefined, serverNow)).toBe("");
    expect(liveChangeNote("", { sha: "def", date: savedAt(60) }, serverNow)).toBe("");
    expect(liveChangeNote("abc", { sha: "def", date: "not a date" }, serverNow)).toBe("");
  });

  it("says a change saved within the build's time is being built", () => {
    const note = liveChangeNote("abc", { sha: "def", date: savedAt(3) }, serverNow);
    expect(note).toMatch(/saved 3 minutes ago is being built/);
    expect(liveChangeNote("abc", { sha: "def", date: savedAt(0) }, serverNow)).toMatch(/saved just now/);
  });

  it("says a change older than that is not on the site, and where its mistakes are named", () => {
    const note = liveChangeNote("abc", { sha: "def", date: savedAt(buildMinutes + 25) }, serverNow);
    expect(note).toMatch(new RegExp(`saved ${buildMinutes + 25} minutes ago is not live`));
    expect(note).toMatch(/build log names it and its file/);
    expect(liveChangeNote("abc", { sha: "def", date: savedAt(190) }, serverNow)).toMatch(/saved 3 hours ago/);
    expect(liveChangeNote("abc", { sha: "def", date: savedAt(3 * 1440 + 5) }, serverNow)).toMatch(/saved 3 days ago/);
  });
});

describe("/admin/'s live note", () => {
  let built = "old";
  let builtFrom: string | undefined;
  let head: { sha: string; date: string } | "offline" | 404 = { sha: "new", date: savedAt(40) };
  const asked: string[] = [];
  let stop = () => {};

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    // The phone's clock is five hours fast: the server's Date header is the one to go by.
    vi.setSystemTime(serverNow + 5 * 60 * minute);
    document.body.innerHTML = `<aside id="build-notes"><p id="live-note" hidden></p></aside>`;
    localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token: "t0ken" }));
    [built, head, builtFrom] = ["old", { sha: "new", date: savedAt(40) }, "main"];
    asked.length = 0;
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      asked.push(url);
      if (url === "/admin/build.json") {
        return new Response(JSON.stringify({ commit: built, repo: "studio/site", branch: "main", builtFrom }), { headers: { Date: new Date(serverNow).toUTCString() } });
      }
      expect(url).toBe("https://api.github.com/repos/studio/site/commits/main");
      expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer t0ken");
      if (head === "offline") throw new TypeError("Failed to fetch");
      if (head === 404) return new Response("{}", { status: 404 });
      return Response.json({ sha: head.sha, commit: { committer: { date: head.date } } });
    });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const note = () => document.getElementById("live-note")!;
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it("tells the signed-in owner their change is not live, by the server's clock, not the phone's", async () => {
    stop = watchLiveChange();
    await settle();
    expect(note().hidden).toBe(false);
    expect(note().textContent).toMatch(/saved 40 minutes ago is not live/);
  });

  it("goes once a deploy brings the change, while the page stays open, and asks again every two minutes", async () => {
    stop = watchLiveChange();
    await settle();
    expect(note().hidden).toBe(false);
    built = "new";
    await vi.advanceTimersByTimeAsync(2 * minute);
    expect(note().hidden).toBe(true);
    expect(asked.filter((u) => u === "/admin/build.json")).toHaveLength(2);
  });

  it("shows the latest check's answer when an earlier one answers after it", async () => {
    // The first check's GitHub answer comes late; a deploy and a return to the page come first.
    let release = () => {};
    const late = new Promise<void>((ok) => (release = ok));
    const answer = globalThis.fetch;
    let githubCalls = 0;
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      if (url.startsWith("https://api.github.com/") && ++githubCalls === 1) await late;
      return answer(url, init);
    });
    stop = watchLiveChange();
    await settle();
    built = "new";
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(note().hidden).toBe(true);
    release();
    await settle();
    expect(githubCalls).toBe(2);
    expect(note().hidden).toBe(true);
  });

  it("says nothing on a deploy preview's /admin/, whose build is of another branch, and asks GitHub nothing", async () => {
    builtFrom = "new-prices";
    stop = watchLiveChange();
    await vi.advanceTimersByTimeAsync(4 * minute);
    expect(note().hidden).toBe(true);
    expect(asked.filter((u) => u.startsWith("https://api.github.com/"))).toEqual([]);
    // A build that does not say which branch it is of (an older one) is taken for the editor's.
    builtFrom = undefined;
    await vi.advanceTimersByTimeAsync(2 * minute);
    expect(note().textContent).toMatch(/is not live/);
  });

  it("asks nothing of GitHub signed out, and nothing once stopped", async () => {
    localStorage.removeItem("sveltia-cms.user");
    stop = watchLiveChange();
    await settle();
    expect(asked).toEqual([]);
    expect(note().hidden).toBe(true);
    localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token: "t0ken" }));
    stop();
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(asked).toEqual([]);
  });

  it("says nothing when storage throws, GitHub is unreachable or the repository unseen", async () => {
    for (const fault of ["offline", 404] as const) {
      head = fault;
      stop = watchLiveChange();
      await settle();
      expect(note().hidden, String(fault)).toBe(true);
      stop();
    }
    head = { sha: "new", date: savedAt(40) };
    asked.length = 0;
    // As Safari does with storage blocked: reading localStorage itself throws.
    const storage = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      stop = watchLiveChange();
      await settle();
      expect(note().hidden).toBe(true);
      expect(asked).toEqual([]);
    } finally {
      Object.defineProperty(globalThis, "localStorage", storage);
    }
  });
});
