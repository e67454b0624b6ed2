import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importOnce, retryImport, takeAfterReload } from "../../src/lib/lazy-retry";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("loading a chunk that may fail", () => {
  it("tries again after 1 s, then 2 s, and gives up after the third failure", async () => {
    const load = vi.fn(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const result = retryImport(load).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(TypeError);
  });

  it("fetches a chunk once for every caller, and after a failure lets the next call try again", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const chunk = importOnce(load);
    const failed = chunk().catch((e: unknown) => e);
    expect(chunk()).toBe(chunk());
    await vi.advanceTimersByTimeAsync(3000);
    expect(await failed).toBeInstanceOf(TypeError);
    expect(load).toHaveBeenCalledTimes(3);
    load.mockResolvedValue("module");
    await expect(chunk()).resolves.toBe("module");
    await expect(chunk()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("offline, waits for the network before trying again", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue("module");
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe("module");
  });

  const navigatedBy = (type: NavigationTimingType) =>
    vi.spyOn(performance, "getEntriesByType").mockImplementation((kind) => (kind === "navigation" ? [{ type } as PerformanceNavigationTiming] : []));

  it("hands what the page asked for before a reload to the new page, once", () => {
    navigatedBy("reload");
    sessionStorage.setItem("afterChunkReload", "booking");
    expect(takeAfterReload()).toBe("booking");
    expect(takeAfterReload()).toBeNull();
  });

  it("leaves storage alone on a page that was not reloaded (its first read is slow)", () => {
    navigatedBy("navigate");
    sessionStorage.setItem("afterChunkReload", "booking");
    const read = vi.spyOn(Storage.prototype, "getItem");
    expect(takeAfterReload()).toBeNull();
    expect(read).not.toHaveBeenCalled();
    sessionStorage.removeItem("afterChunkReload");
  });

  it("reads storage where the browser cannot say how the page was loaded", () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    sessionStorage.setItem("afterChunkReload", "booking");
    expect(takeAfterReload()).toBe("booking");
  });
});
