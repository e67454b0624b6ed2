import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOutbox, parseOutbox, type OutboxItem, type OutboxStorage } from "../../src/lib/outbox";
import type { Enquiry } from "../../src/lib/enquiry";
import type { SendResult } from "../../src/lib/emailjs";

const enquiry: Enquiry = { name: "Asha", email: "asha@example.com", number: "9876543210", pin: "411001", city: "Pune", budget: "80,000", source: "booking" };
const ok: SendResult = { ok: true, status: 200, text: "OK" };
const fail = (status: number, text = "error"): SendResult => ({ ok: false, status, text });

/** localStorage-like memory that can be made to fail. */
function memoryStorage(initial: string | null = null) {
  let value = initial;
  const s = {
    broken: false,
    get value() {
      return value;
    },
    read: () => (s.broken ? null : value),
    write: (v: string) => {
      if (s.broken) return false;
      value = v;
      return true;
    },
  };
  return s satisfies OutboxStorage & { broken: boolean };
}

/** A send that answers from a script, one answer per call, and records what it was asked. */
function scriptedSend(...answers: SendResult[]) {
  return vi.fn(async (_e: Enquiry) => answers.shift() ?? ok);
}

let ids = 0;
const newId = () => `id-${++ids}`;
const log = () => {};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  ids = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

function stored(s: { value: string | null }): OutboxItem[] {
  return parseOutbox(s.value);
}

describe("the enquiry outbox", () => {
  it("writes the enquiry to storage before the request goes out, and removes it on a 2xx", async () => {
    const storage = memoryStorage();
    let seenInStorage: OutboxItem[] = [];
    const send = vi.fn(async () => {
      seenInStorage = stored(storage);
      return ok;
    });
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(enquiry);
    expect(seenInStorage.map((i) => [i.id, i.enquiry.name])).toEqual([["id-1", "Asha"]]);
    expect(stored(storage)).toEqual([]);
  });

  it("keeps a 500 and retries with backoff: 2 s, then 4 s, then 8 s", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(fail(500), fail(500), fail(0, "offline"), ok);
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
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
    const send = vi.fn(async (e: Enquiry) => (e.name === "limited" ? fail(429, "Too Many Requests") : fail(400, "The template ID is invalid")));
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
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
    await box.retryNow();
    expect(send.mock.calls.filter(([e]) => e.name === "refused")).toHaveLength(1);
  });

  it("tries a failed enquiry again once a build with a different configuration runs", async () => {
    const storage = memoryStorage();
    const first = createOutbox({ storage, send: scriptedSend(fail(400)), configKey: "old", newId, log });
    first.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    expect(stored(storage)[0]?.status).toBe("failed");
    const send = scriptedSend(ok);
    const fixed = createOutbox({ storage, send, configKey: "new", newId, log });
    await fixed.retryNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored(storage)).toEqual([]);
  });

  it("sends one request at a time and never more than one a second", async () => {
    const storage = memoryStorage();
    const starts: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const send = vi.fn(async (_e: Enquiry) => {
      starts.push(Date.now());
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 300));
      inFlight--;
      return ok;
    });
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    for (const name of ["a", "b", "c", "d"]) box.add({ ...enquiry, name });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send.mock.calls.map(([e]) => e.name)).toEqual(["a", "b", "c", "d"]);
    expect(maxInFlight).toBe(1);
    expect(starts.slice(1).map((t, i) => t - starts[i]!)).toEqual([1000, 1000, 1000]);
  });

  it("retries what an earlier visit left, at once on page load, whatever its backoff said", async () => {
    const storage = memoryStorage();
    const first = createOutbox({ storage, send: scriptedSend(fail(500)), configKey: "k", newId, log });
    first.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    expect(stored(storage)).toHaveLength(1);
    // The next visit: a fresh outbox over the same storage.
    const send = scriptedSend(ok);
    const next = createOutbox({ storage, send, configKey: "k", newId, log });
    await next.retryNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(enquiry);
    expect(stored(storage)).toEqual([]);
  });

  it("sends an enquiry stored twice under one id only once", async () => {
    const item: OutboxItem = { id: "same", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: "pending" };
    const storage = memoryStorage(JSON.stringify({ v: 1, items: [item, item] }));
    const send = scriptedSend(ok);
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    await box.retryNow();
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("leaves an enquiry another tab is sending (a live lease) alone until the lease runs out", async () => {
    const item: OutboxItem = { id: "x", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: "pending", leaseUntil: Date.now() + 30_000 };
    const storage = memoryStorage(JSON.stringify({ v: 1, items: [item] }));
    const send = scriptedSend(ok);
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    await box.retryNow();
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["not JSON", "{nope"],
    ["another shape", JSON.stringify({ items: "x" })],
    ["null", "null"],
  ])("ignores junk in storage (%s) and still stores and sends a new enquiry", async (_label, junk) => {
    const storage = memoryStorage(junk);
    const send = scriptedSend(fail(500));
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    await box.retryNow();
    expect(send).not.toHaveBeenCalled();
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored(storage).map((i) => i.id)).toEqual(["id-1"]);
  });

  it("drops malformed items but keeps the good ones beside them", () => {
    const good: OutboxItem = { id: "g", enquiry, createdAt: 1, attempts: 0, nextAttemptAt: 0, status: "pending" };
    const raw = JSON.stringify({ v: 1, items: [good, { id: "b", enquiry: { name: 1 } }, null, "x", { ...good, id: "" }] });
    expect(parseOutbox(raw).map((i) => i.id)).toEqual(["g"]);
  });

  it("still sends, and retries, when storage is unavailable", async () => {
    const storage = memoryStorage();
    storage.broken = true;
    const send = scriptedSend(fail(500), ok);
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
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

  it("never sends an enquiry twice when storage fails to forget a delivered one", async () => {
    const storage = memoryStorage();
    const send = vi.fn(async () => {
      storage.broken = true; // the write that would remove it will fail
      return ok;
    });
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    storage.broken = false; // storage still holds it
    await box.retryNow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends nothing without an EmailJS configuration, and keeps the enquiry for a build that has one", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(ok);
    const box = createOutbox({ storage, send, configKey: "", newId, log });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(stored(storage)).toHaveLength(1);
  });

  it("sends an enquiry added in the same tick as a flush that found nothing to do", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(ok);
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    void box.retryNow();
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stop() clears the retry timer", async () => {
    const storage = memoryStorage();
    const send = scriptedSend(fail(500), ok);
    const box = createOutbox({ storage, send, configKey: "k", newId, log });
    box.add(enquiry);
    await vi.advanceTimersByTimeAsync(0);
    box.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
