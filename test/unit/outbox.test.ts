import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOutbox, itemPrefix, legacyKey, type LockManagerLike, type OutboxItem, type OutboxOptions, type OutboxStorage, type StoredEnquiry } from "../../src/lib/outbox";
import type { SendResult } from "../../src/lib/emailjs";

const enquiry: StoredEnquiry = { name: "Asha", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: "80,000", source: "booking" };
const ok: SendResult = { ok: true, status: 200, text: "OK" };
const fail = (status: number, text = "error"): SendResult => ({ ok: false, status, text });

/** localStorage-like memory (one map of keys) that can be made to fail, shared by "tabs". */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const s = {
    broken: false,
    map,
    keys: () => (s.broken ? [] : [...map.keys()]),
    read: (k: string) => (s.broken ? null : (map.get(k) ?? null)),
    write: (k: string, v: string) => {
      if (s.broken) return false;
      map.set(k, v);
      return true;
    },
    remove: (k: string) => {
      if (s.broken) return false;
      map.delete(k);
      return true;
    },
  };
  return s satisfies OutboxStorage & { broken: boolean };
}

/** Web Locks in memory: exclusive locks by name, queued, or refused with ifAvailable. */
function memoryLocks(): LockManagerLike {
  const held = new Map<string, Promise<void>>();
  return {
    async request(name, options, callback) {
      if (options.ifAvailable && held.has(name)) return callback(null);
      while (held.has(name)) await held.get(name);
      let release!: () => void;
      held.set(name, new Promise<void>((ok) => (release = ok)));
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
        release();
      }
    },
  };
}

/** A send that answers from a script, one answer per call, and records what it was asked. */
function scriptedSend(...answers: SendResult[]) {
  return vi.fn(async (_e: StoredEnquiry, _id: string) => answers.shift() ?? ok);
}

let ids = 0;
const newId = () => `id-${++ids}`;
const log = () => {};
let locks: LockManagerLike;

function outbox(options: Partial<OutboxOptions> & Pick<OutboxOptions, "storage" | "send">) {
  return createOutbox({ configKey: "k", newId, log, locks, ...options });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  ids = 0;
  locks = memoryLocks();
});
afterEach(() => {
  vi.useRealTimers();
});

function stored(s: { map: Map<string, string> }): OutboxItem[] {
  return [...s.map.entries()].filter(([k]) => k.startsWith(itemPrefix)).map(([, v]) => JSON.parse(v) as OutboxItem);
}

describe("the enquiry outbox", () => {
  it("writes the enquiry to storage before the request goes out, and removes it on a 2xx", async () => {
    const storage = memoryStorage();
    let seenInStorage: OutboxItem[] = [];
    const send = vi.fn(async () => {
      seenInStorage = stored(storage);
      return ok;
    });
    const box = outbox({ storage, send });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(enquiry, "id-1");
    expect(seenInStorage.map((i) => [i.id, i.enquiry.name])).toEqual([["id-1", "Asha"]]);
    expect(stored(storage)).toEqual([]);
  });

  it("keeps a 500 and retries with backoff: 2 s, then 4 s, then 8 s", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(fail(500), fail(500), fail(0, "offline"), ok);
    const box = outbox({ storage, send });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored(storage)[0]).toMatchObject({ attempts: 1, status: "pending", lastError: "500 error" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(send).toHaveBeenCalledTimes(4);
    expect(stored(storage)).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it("retries a 429 (rate limit) but keeps a 400 marked failed, never retried in a loop", async () => {
    const storage = memoryStorage();
    const send = vi.fn(async (e: StoredEnquiry, _id: string) => (e.name === "limited" ? fail(429, "Too Many Requests") : fail(400, "The template ID is invalid")));
    const box = outbox({ storage, send });
    box.add({ ...enquiry, name: "limited" });
    box.add({ ...enquiry, name: "refused" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.map(([e]) => e.name)).toEqual(["limited", "refused"]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const names = send.mock.calls.map(([e]) => e.name);
    expect(names.filter((n) => n === "refused")).toHaveLength(1);
    expect(names.filter((n) => n === "limited").length).toBeGreaterThan(3);
    const refused = stored(storage).find((i) => i.enquiry.name === "refused");
    expect(refused).toMatchObject({ status: "failed", attempts: 1, lastError: "400 The template ID is invalid", failedConfig: "k" });
    void box.retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.filter(([e]) => e.name === "refused")).toHaveLength(1);
  });

  it("tries a failed enquiry again once a build with a different configuration runs", async () => {
    const storage = memoryStorage();
    const first = outbox({ storage, send: scriptedSend(fail(400)), configKey: "old" });
    first.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    expect(stored(storage)[0]?.status).toBe("failed");
    const send = scriptedSend(ok);
    const fixed = outbox({ storage, send, configKey: "new" });
    void fixed.retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored(storage)).toEqual([]);
  });

  it("sends one request at a time and never more than one a second", async () => {
    const storage = memoryStorage();
    const starts: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const send = vi.fn(async (_e: StoredEnquiry, _id: string) => {
      starts.push(Date.now());
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 300));
      inFlight--;
      return ok;
    });
    const box = outbox({ storage, send, rateLimit: { count: 10, windowMs: 600_000 } });
    for (const name of ["a", "b", "c", "d"]) box.add({ ...enquiry, name });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send.mock.calls.map(([e]) => e.name)).toEqual(["a", "b", "c", "d"]);
    expect(maxInFlight).toBe(1);
    expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual([1000, 1000, 1000]);
  });

  it("retries what an earlier visit left, at once on page load, whatever its backoff said", async () => {
    const storage = memoryStorage();
    const first = outbox({ storage, send: scriptedSend(fail(500)) });
    first.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    expect(stored(storage)).toHaveLength(1);
    // The next visit: a fresh outbox over the same storage.
    const send = scriptedSend(ok);
    const next = outbox({ storage, send });
    void next.retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(enquiry, "id-1");
    expect(stored(storage)).toEqual([]);
  });

  it("migrates the first format (one key for all) and sends each enquiry once, the duplicate too", async () => {
    const item: OutboxItem = { id: "same", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: "pending" };
    const storage = memoryStorage({ [legacyKey]: JSON.stringify({ v: 1, items: [item, item] }) });
    const send = scriptedSend(ok);
    const box = outbox({ storage, send });
    void box.retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send.mock.calls).toEqual([[enquiry, "same"]]);
    expect([...storage.map.keys()].filter((k) => k !== "enquiryRate")).toEqual([]);
  });

  it("sends an enquiry whose values the site no longer offers as it is, never drops it", async () => {
    // Stored by an older build: a budget since removed, no source, a field since renamed.
    const old = { id: "old", enquiry: { name: "Ravi", email: "ravi@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: "40,000", phone2: "x" }, createdAt: 1, attempts: 2, nextAttemptAt: 0, status: "pending" };
    const storage = memoryStorage({ [legacyKey]: JSON.stringify({ v: 1, items: [old] }) });
    const send = scriptedSend(ok);
    void outbox({ storage, send }).retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls).toEqual([[{ ...old.enquiry, source: "booking" }, "old"]]);
  });

  it("leaves storage it cannot read where it is, and still stores and sends a new enquiry", async () => {
    const storage = memoryStorage({ [legacyKey]: "{nope", [`${itemPrefix}bad`]: "{also nope" });
    const send = scriptedSend(fail(500));
    const box = outbox({ storage, send });
    void box.retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).not.toHaveBeenCalled();
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.map.get(`${itemPrefix}id-1`)!).attempts).toBe(1);
    expect(storage.map.get(legacyKey)).toBe("{nope");
    expect(storage.map.get(`${itemPrefix}bad`)).toBe("{also nope");
  });

  describe("two tabs", () => {
    it("with Web Locks: a pending enquiry both try at once (back online) goes out once", async () => {
      const storage = memoryStorage();
      const first = outbox({ storage, send: scriptedSend(fail(0, "offline")) });
      first.add(enquiry);
      await vi.advanceTimersByTimeAsync(0);
      first.stop();
      const sendA = vi.fn(async () => {
        await new Promise((r) => setTimeout(r, 500));
        return ok;
      });
      const sendB = scriptedSend(ok);
      const a = outbox({ storage, send: sendA });
      const b = outbox({ storage, send: sendB });
      void a.retryNow();
      void b.retryNow();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sendA.mock.calls.length + sendB.mock.calls.length).toBe(1);
      expect(stored(storage)).toEqual([]);
    });

    it("with Web Locks: a tab that died mid-send (its lock released) does not hold the enquiry", async () => {
      // A lease a year ahead, written by a tab with a fast clock that has since closed.
      const item: OutboxItem = { id: "x", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: Date.now() + 365 * 86_400_000, status: "pending", leaseUntil: Date.now() + 365 * 86_400_000, leaseOwner: "gone" };
      const storage = memoryStorage({ [`${itemPrefix}x`]: JSON.stringify(item) });
      const send = scriptedSend(ok);
      void outbox({ storage, send }).flush();
    await vi.advanceTimersByTimeAsync(1000);
      expect(send.mock.calls).toEqual([[enquiry, "x"]]);
    });

    it("without Web Locks: enquiries added in the same moment are all kept, and each sent once", async () => {
      const storage = memoryStorage();
      const sent: string[] = [];
      const send = vi.fn(async (e: StoredEnquiry) => {
        sent.push(e.name!);
        return ok;
      });
      const tabs = [0, 1, 2].map(() => outbox({ storage, send, locks: null, rateLimit: { count: 100, windowMs: 600_000 } }));
      for (let i = 0; i < 4; i++) tabs.forEach((tab, t) => tab.add({ ...enquiry, name: `tab${t}-${i}` }));
      await vi.advanceTimersByTimeAsync(120_000);
      expect(new Set(sent).size).toBe(12);
      expect(stored(storage)).toEqual([]);
    });

    it("without Web Locks: leaves a live lease alone, but a lease further ahead than a lease can be counts as expired", async () => {
      const live: OutboxItem = { id: "live", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: "pending", leaseUntil: Date.now() + 30_000, leaseOwner: "other" };
      const skewed: OutboxItem = { ...live, id: "skewed", createdAt: 2, leaseUntil: Date.now() + 365 * 86_400_000 };
      const storage = memoryStorage({ [`${itemPrefix}live`]: JSON.stringify(live), [`${itemPrefix}skewed`]: JSON.stringify(skewed) });
      const send = scriptedSend(ok, ok);
      const box = outbox({ storage, send, locks: null });
      void box.retryNow();
      await vi.advanceTimersByTimeAsync(1000);
      expect(send.mock.calls.map(([, id]) => id)).toEqual(["skewed"]);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(send.mock.calls.map(([, id]) => id)).toEqual(["skewed", "live"]);
    });

    it("without Web Locks: two tabs claiming one enquiry at once, the last lease written wins", async () => {
      const item: OutboxItem = { id: "x", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: "pending" };
      const storage = memoryStorage({ [`${itemPrefix}x`]: JSON.stringify(item) });
      const send = scriptedSend(ok, ok);
      const a = outbox({ storage, send, locks: null });
      const b = outbox({ storage, send, locks: null });
      void a.retryNow();
      void b.retryNow();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(send).toHaveBeenCalledTimes(1);
    });
  });

  it("sends at most 3 enquiries in 10 minutes from one browser; the rest wait and go later", async () => {
    const storage = memoryStorage();
    const send = scriptedSend();
    const box = outbox({ storage, send });
    for (const name of ["a", "b", "c", "d", "e"]) box.add({ ...enquiry, name });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(send.mock.calls.map(([e]) => e.name)).toEqual(["a", "b", "c"]);
    expect(stored(storage).map((i) => i.enquiry.name)).toEqual(["d", "e"]);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(send.mock.calls.map(([e]) => e.name)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("tries a refused enquiry again at a page load six hours on: the owner may mend the account without a build", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(fail(412, "Gmail_API: Invalid grant. Please reconnect your Gmail account"), ok);
    const box = outbox({ storage, send });
    const item = box.add(enquiry);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(box.state(item.id)).toBe("manual");
    // A page load (a fresh outbox) just before the six hours: not yet.
    await vi.advanceTimersByTimeAsync(6 * 60 * 60_000 - 2000);
    void outbox({ storage, send }).flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(box.state(item.id)).toBe("manual");
    // Nor does an open tab keep a timer for it; the next page load after them sends it.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(send).toHaveBeenCalledTimes(1);
    void outbox({ storage, send }).flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).toBe(item.id);
    expect(stored(storage)).toEqual([]);
  });

  it("tries a refused enquiry at once when a fast clock wrote its next try further ahead than it can be", async () => {
    const item: OutboxItem = { id: "x", enquiry, createdAt: 1, attempts: 1, nextAttemptAt: Date.now() + 365 * 86_400_000, status: "failed", failedConfig: "k" };
    const storage = memoryStorage({ [`${itemPrefix}x`]: JSON.stringify(item) });
    const send = scriptedSend(ok);
    void outbox({ storage, send }).flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("treats a next attempt far beyond any backoff (a fast clock wrote it) as due", async () => {
    const item: OutboxItem = { id: "x", enquiry, createdAt: 1, attempts: 3, nextAttemptAt: Date.now() + 365 * 86_400_000, status: "pending" };
    const storage = memoryStorage({ [`${itemPrefix}x`]: JSON.stringify(item) });
    const send = scriptedSend(ok);
    void outbox({ storage, send }).flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("tells the thank-you page the truth: pending, then sent; manual when refused or not configured", async () => {
    const storage = memoryStorage();
    const changes: string[] = [];
    const box = outbox({ storage, send: scriptedSend(fail(500), ok), onChange: (_id, state) => changes.push(state) });
    const item = box.add(enquiry);
    expect(box.state(item.id)).toBe("pending");
    await vi.advanceTimersByTimeAsync(0);
    expect(box.state(item.id)).toBe("pending");
    await vi.advanceTimersByTimeAsync(2000);
    expect(box.state(item.id)).toBe("sent");
    expect(changes).toEqual(["pending", "pending", "sent"]);
    const refused = outbox({ storage, send: scriptedSend(fail(400)) });
    const r = refused.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.state(r.id)).toBe("manual");
    const unconfigured = outbox({ storage, send: scriptedSend(), configKey: "" });
    expect(unconfigured.state(unconfigured.add(enquiry).id)).toBe("manual");
  });

  it("still sends, and retries, when storage is unavailable", async () => {
    const storage = memoryStorage();
    storage.broken = true;
    const send = scriptedSend(fail(500), ok);
    const box = outbox({ storage, send });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(box.items()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(box.items()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("asks the visitor to send it themselves while only the page holds it (storage refused it), never saying it is kept", async () => {
    const storage = memoryStorage();
    storage.broken = true; // private browsing, or the quota reached before the first write
    const box = outbox({ storage, send: scriptedSend(fail(500), ok) });
    const { id } = box.add(enquiry);
    expect(box.state(id)).toBe("manual");
    // Still tried while the page is open: once it is delivered, it says so.
    await vi.advanceTimersByTimeAsync(5000);
    expect(box.state(id)).toBe("sent");
    // Stored, it is kept and on its way.
    const kept = outbox({ storage: memoryStorage(), send: scriptedSend(fail(500)) });
    expect(kept.state(kept.add(enquiry).id)).toBe("pending");
  });

  it("keeps to its backoff when storage fills up after the enquiry was stored (no resend from the stale copy)", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(fail(500), fail(500), ok);
    let full = false;
    const box = outbox({ storage: { ...storage, write: (k: string, v: string) => !full && storage.write(k, v) }, send });
    box.add(enquiry);
    full = true; // the quota is reached: the failure and its backoff cannot be written
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored(storage)[0]).toMatchObject({ attempts: 0 });
    // Sent at 0 s: the backoff's 2 s, then 4 s, as if the failures had been written.
    await vi.advanceTimersByTimeAsync(900);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3900);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("never sends an enquiry twice when storage fails to forget a delivered one", async () => {
    const storage = memoryStorage();
    const send = vi.fn(async () => {
      storage.broken = true; // the write that would remove it will fail
      return ok;
    });
    const box = outbox({ storage, send });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    storage.broken = false; // storage still holds it
    void box.retryNow();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends nothing without an EmailJS configuration, and keeps the enquiry for a build that has one", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(ok);
    const box = outbox({ storage, send, configKey: "" });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(stored(storage)).toHaveLength(1);
  });

  it("sends an enquiry added in the same tick as a flush that found nothing to do", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(ok);
    const box = outbox({ storage, send });
    void box.retryNow();
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stop() clears the retry timer", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(fail(500), ok);
    const box = outbox({ storage, send });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    box.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
