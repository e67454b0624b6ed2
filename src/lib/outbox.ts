import type { SendResult } from "./emailjs";

/**
 * The enquiry outbox: an enquiry is stored before it is sent and leaves only when the email
 * service answers 2xx, so a dead network, a 5xx, a rate limit or a closed tab never loses a lead.
 * Delivery is at least once: a rare second copy carries the same id (sent as `enquiry_id`).
 *
 * - one storage key per enquiry (`enquiryOutbox:<id>`): tabs adding at the same moment never
 *   overwrite each other's enquiry, with or without the Web Locks API;
 * - with Web Locks, every change of an item happens while holding that item's lock, and a tab
 *   sends an item only while holding it; a closed tab's locks are released by the browser.
 *   Without them, a tab writes a short lease, waits, and sends only if the lease is still its own;
 *   a lease further ahead than a lease can be (a tab with a fast clock) counts as expired;
 * - one request at a time per tab, at most one a second, and at most `rateLimit.count` distinct
 *   enquiries per window per browser: the rest wait and go later (a form-filling bot's flood);
 * - no answer, 5xx, 408 and 429 are retried with exponential backoff, and at once on the next
 *   page load or when the browser comes back online;
 * - any other 4xx means the configuration or the account is wrong: the enquiry is kept, marked
 *   failed and tried again by a build with a different configuration, or on a page load six hours
 *   on, as the owner may mend the account without a build (a Gmail grant revoked answers 412);
 * - the older single-key format is migrated; an enquiry with values the site no longer offers is
 *   sent as it is; without storage (private mode, full quota) enquiries live in memory.
 */
export type StoredEnquiry = Record<string, string>;

export interface OutboxItem {
  id: string;
  enquiry: StoredEnquiry;
  createdAt: number;
  attempts: number;
  /** Not before this time (ms since epoch). */
  nextAttemptAt: number;
  status: "pending" | "failed";
  /** A tab is sending it until then; others leave it alone (used without Web Locks). */
  leaseUntil?: number;
  leaseOwner?: string;
  lastError?: string;
  /** The configuration it failed with; a different one may deliver it. */
  failedConfig?: string;
}

/** What the outbox needs from storage; storage.ts provides it over localStorage. */
export interface OutboxStorage {
  keys: () => string[];
  read: (key: string) => string | null;
  /** Returns false when nothing could be stored. */
  write: (key: string, value: string) => boolean;
  remove: (key: string) => boolean;
}

/** The part of navigator.locks the outbox uses. */
export interface LockManagerLike {
  request: <T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T> | T) => Promise<T>;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  /** navigator.locks where the browser has it; null falls back to leases. */
  locks: LockManagerLike | null;
  send: (enquiry: StoredEnquiry, id: string) => Promise<SendResult>;
  /** Identifies the current EmailJS configuration; "" when it is missing (nothing is sent). */
  configKey: string;
  now?: () => number;
  newId?: () => string;
  log?: (...args: unknown[]) => void;
  /** Called whenever an item changes (stored, sent, failed), for the thank-you page. */
  onChange?: (id: string, state: EnquiryState) => void;
  minIntervalMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a refused enquiry waits before it is tried again with the same configuration. */
  failedRetryMs?: number;
  leaseMs?: number;
  /** Without locks: how long a claim waits before checking it is still its own. */
  claimSettleMs?: number;
  /** With locks: how long a tab keeps an item's lock after removing it, so every tab sees it gone. */
  releaseSettleMs?: number;
  /** How soon to look again at an item another tab is sending. */
  busyRecheckMs?: number;
  rateLimit?: { count: number; windowMs: number };
}

/** What the visitor is told: delivered, still trying, or needing another channel. */
export type EnquiryState = "sent" | "pending" | "manual";

export interface Outbox {
  /** Stores the enquiry, then starts sending it. */
  add: (enquiry: StoredEnquiry) => OutboxItem;
  /** Sends whatever is due, one at a time; resolves when nothing due is left. */
  flush: () => Promise<void>;
  /** Makes every pending enquiry due now (page load, back online) and flushes. */
  retryNow: () => Promise<void>;
  items: () => OutboxItem[];
  /** The state of one enquiry ("sent" once it has left the outbox). */
  state: (id: string) => EnquiryState;
  /** Clears the retry timer. */
  stop: () => void;
}

export const itemPrefix = "enquiryOutbox:";
/** The single key of the first format: { v: 1, items: [...] }. */
export const legacyKey = "enquiryOutbox";
/** Recent first sends, for the per-browser limit. */
export const rateKey = "enquiryRate";
const allLock = "enquiry-outbox";

const record = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every string (or number) field of a stored enquiry, as it is: nothing is dropped for a value
 *  the current content no longer offers. Null when there is nothing like an enquiry. */
export function toStoredEnquiry(value: unknown): StoredEnquiry | null {
  if (!record(value)) return null;
  const out: StoredEnquiry = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === "string" || typeof v === "number") out[k] = String(v);
  if (!["name", "email", "number"].some((k) => out[k])) return null;
  out.source ??= "booking";
  return out;
}

/** An item in any format this site has stored, or null when it holds no enquiry at all. */
export function toItem(value: unknown, fallbackId: () => string, t: number): OutboxItem | null {
  if (!record(value)) return null;
  const enquiry = toStoredEnquiry(record(value.enquiry) ? value.enquiry : value);
  if (!enquiry) return null;
  const num = (v: unknown, d: number) => (typeof v === "number" && Number.isFinite(v) ? v : d);
  const item: OutboxItem = {
    id: typeof value.id === "string" && value.id ? value.id : fallbackId(),
    enquiry,
    createdAt: num(value.createdAt, t),
    attempts: num(value.attempts, 0),
    nextAttemptAt: num(value.nextAttemptAt, t),
    status: value.status === "failed" ? "failed" : "pending",
  };
  if (typeof value.leaseUntil === "number") item.leaseUntil = value.leaseUntil;
  if (typeof value.leaseOwner === "string") item.leaseOwner = value.leaseOwner;
  if (typeof value.lastError === "string") item.lastError = value.lastError;
  if (typeof value.failedConfig === "string") item.failedConfig = value.failedConfig;
  return item;
}

/** Permanent: a 4xx other than 408 (timeout) and 429 (rate limit). */
export function isPermanentFailure(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function backoffDelay(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

export function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const {
    storage,
    locks,
    send,
    configKey,
    now = Date.now,
    newId = randomId,
    log = console.info,
    onChange = () => {},
    minIntervalMs = 1000,
    baseDelayMs = 2000,
    maxDelayMs = 10 * 60_000,
    failedRetryMs = 6 * 60 * 60_000,
    leaseMs = 30_000,
    claimSettleMs = 200,
    releaseSettleMs = 300,
    busyRecheckMs = 5000,
    rateLimit = { count: 3, windowMs: 10 * 60_000 },
  } = options;

  const tab = randomId();
  // Items storage could not take; they are merged into every read.
  const unsaved = new Map<string, OutboxItem>();
  // Delivered this session: never sent again, even if storage failed to forget them.
  const delivered = new Set<string>();
  // Made due now by retryNow, whatever their backoff said.
  const forced = new Set<string>();
  // Another tab held their lock at the last look.
  const busyIds = new Set<string>();
  let lastSendAt = -Infinity;
  // busy is cleared in the same tick as drain's last look, so a flush that comes later
  // always starts a new drain instead of joining one that has already finished looking.
  let busy = false;
  let current: Promise<void> = Promise.resolve();
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const wait = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));
  const withLock = <T>(name: string, fn: () => Promise<T> | T, ifAvailable = false): Promise<T | "busy"> =>
    locks ? locks.request(name, { ifAvailable }, (lock) => (lock ? fn() : ("busy" as const))) : Promise.resolve(fn());

  function parse(key: string, raw: string | null): OutboxItem | null {
    if (raw === null) return null;
    try {
      const item = toItem(JSON.parse(raw), () => key.slice(itemPrefix.length), now());
      return item && item.id === key.slice(itemPrefix.length) ? item : null;
    } catch {
      return null; // left where it is, never erased
    }
  }

  function readOne(id: string): OutboxItem | null {
    if (delivered.has(id)) return null;
    // This tab's own change storage could not take is newer than the copy stored before it.
    return unsaved.get(id) ?? parse(itemPrefix + id, storage.read(itemPrefix + id));
  }

  function writeOne(item: OutboxItem) {
    if (storage.write(itemPrefix + item.id, JSON.stringify(item))) unsaved.delete(item.id);
    else unsaved.set(item.id, item);
  }

  function load(): OutboxItem[] {
    const items = new Map<string, OutboxItem>();
    for (const key of storage.keys()) {
      if (!key.startsWith(itemPrefix)) continue;
      const item = parse(key, storage.read(key));
      if (item && !delivered.has(item.id)) items.set(item.id, item);
    }
    for (const item of unsaved.values()) if (!delivered.has(item.id)) items.set(item.id, item);
    return [...items.values()].sort((a, b) => a.createdAt - b.createdAt);
  }

  /** The first format kept every enquiry under one key: give each its own, then retire it. */
  function migrate() {
    const raw = storage.read(legacyKey);
    if (raw === null) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      log("Enquiry outbox: unreadable old data left in place");
      return;
    }
    const list = record(data) && Array.isArray(data.items) ? (data.items as unknown[]) : [];
    let all = true;
    for (const value of list) {
      const item = toItem(value, newId, now());
      if (!item || storage.read(itemPrefix + item.id) !== null) continue;
      const { leaseUntil: _l, leaseOwner: _o, ...rest } = item;
      all = storage.write(itemPrefix + item.id, JSON.stringify(rest)) && all;
    }
    if (all) storage.remove(legacyKey);
  }

  function stateOf(item: OutboxItem | null, id: string): EnquiryState {
    if (!item) return delivered.has(id) || !unsaved.has(id) ? "sent" : "pending";
    // Held only by this page (storage refused it): closing the page would lose it.
    const onlyHere = unsaved.has(id) && storage.read(itemPrefix + id) === null;
    if (!configKey || onlyHere || (item.status === "failed" && item.failedConfig === configKey)) return "manual";
    return "pending";
  }

  // A time further ahead than it could honestly be was written by a tab with a fast clock.
  const leaseLive = (item: OutboxItem, t: number) => item.leaseUntil !== undefined && item.leaseUntil > t && item.leaseUntil <= t + leaseMs;
  const notBefore = (item: OutboxItem, t: number) => (item.nextAttemptAt > t + maxDelayMs + rateLimit.windowMs ? t : item.nextAttemptAt);

  function isDue(item: OutboxItem, t: number): boolean {
    if (!locks && leaseLive(item, t)) return false;
    // Further ahead than it could be, a fast clock wrote it.
    if (item.status === "failed") return item.failedConfig !== configKey || item.nextAttemptAt <= t || item.nextAttemptAt > t + failedRetryMs;
    return forced.has(item.id) || notBefore(item, t) <= t;
  }

  /** When to look again, if anything is waiting. */
  function nextDueAt(items: OutboxItem[], t: number): number | null {
    let next: number | null = null;
    for (const item of items) {
      if (item.status !== "pending") continue;
      let at = Math.max(notBefore(item, t), !locks && leaseLive(item, t) ? item.leaseUntil! : 0);
      if (busyIds.has(item.id)) at = Math.max(at, t + busyRecheckMs);
      if (next === null || at < next) next = at;
    }
    return next;
  }

  function schedule(items: OutboxItem[]) {
    clearTimeout(timer);
    timer = undefined;
    const t = now();
    const at = nextDueAt(items, t);
    if (at === null || stopped) return;
    timer = setTimeout(() => void flush(), Math.max(0, at - t));
  }

  /** Records a first send in the per-browser window; returns 0, or when the item may go. */
  function takeRateSlot(id: string): number {
    const t = now();
    let log: [string, number][] = [];
    try {
      const parsed: unknown = JSON.parse(storage.read(rateKey) ?? "[]");
      if (Array.isArray(parsed)) log = parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "number");
    } catch {
      // junk: start afresh
    }
    // Entries in the future (a fast clock) or out of the window do not count.
    log = log.filter(([, at]) => at <= t && at > t - rateLimit.windowMs);
    if (log.some(([i]) => i === id)) return 0;
    if (log.length >= rateLimit.count) return Math.min(...log.map(([, at]) => at)) + rateLimit.windowMs;
    log.push([id, t]);
    storage.write(rateKey, JSON.stringify(log));
    return 0;
  }

  type Outcome = "busy" | "skipped" | "deferred" | "done";

  async function deliver(item: OutboxItem): Promise<Outcome> {
    lastSendAt = now();
    forced.delete(item.id);
    const result = await send(item.enquiry, item.id);
    if (result.ok) {
      delivered.add(item.id);
      unsaved.delete(item.id);
      storage.remove(itemPrefix + item.id);
      onChange(item.id, "sent");
      // Held a moment longer, so the tab that takes the lock next reads it gone.
      if (locks) await wait(releaseSettleMs);
      return "done";
    }
    const latest = readOne(item.id) ?? item;
    const attempts = latest.attempts + 1;
    const lastError = `${result.status} ${result.text}`.slice(0, 200);
    const { leaseUntil: _l, leaseOwner: _o, ...rest } = latest;
    let next: OutboxItem;
    if (isPermanentFailure(result.status)) {
      log("Enquiry kept, tried again in some hours: the email service refused it", lastError);
      next = { ...rest, attempts, lastError, status: "failed", failedConfig: configKey, nextAttemptAt: now() + failedRetryMs };
    } else {
      next = { ...rest, attempts, lastError, status: "pending", nextAttemptAt: now() + backoffDelay(attempts, baseDelayMs, maxDelayMs) };
    }
    writeOne(next);
    onChange(item.id, stateOf(next, item.id));
    return "done";
  }

  /** Claims one item and sends it, or says why not. */
  async function attempt(id: string): Promise<Outcome> {
    const claim = async (): Promise<Outcome> => {
      const item = readOne(id);
      if (!item || !isDue(item, now())) return "skipped";
      if (item.attempts === 0 && item.status === "pending") {
        const slot = await withLock(allLock, () => takeRateSlot(id));
        if (typeof slot === "number" && slot > now()) {
          writeOne({ ...item, nextAttemptAt: slot });
          forced.delete(id);
          return "deferred";
        }
      }
      const leased = { ...item, leaseUntil: now() + leaseMs, leaseOwner: tab };
      writeOne(leased);
      if (!locks) {
        // Another tab may have claimed it in the same moment: the last lease written wins.
        await wait(claimSettleMs);
        const after = readOne(id);
        if (!after || (after.leaseOwner !== tab && !unsaved.has(id))) return "busy";
      }
      return deliver(leased);
    };
    const outcome = await withLock(`${allLock}:${id}`, claim, true);
    if (outcome === "busy") busyIds.add(id);
    else busyIds.delete(id);
    return outcome;
  }

  async function drain() {
    try {
      if (configKey) await withLock(allLock, migrate);
      do {
        again = false;
        const tried = new Set<string>();
        while (!stopped) {
          const items = load();
          const t = now();
          const due = configKey ? items.find((i) => !tried.has(i.id) && isDue(i, t)) : undefined;
          if (!due) {
            if (configKey) schedule(items);
            break;
          }
          const gap = lastSendAt + minIntervalMs - now();
          if (gap > 0) {
            // Then look again: another tab may have sent it meanwhile.
            await wait(gap);
            continue;
          }
          const outcome = await attempt(due.id);
          if (outcome !== "done") tried.add(due.id);
        }
      } while (again && !stopped);
    } finally {
      busy = false;
    }
  }

  function flush(): Promise<void> {
    if (busy) {
      again = true;
      return current;
    }
    busy = true;
    current = drain();
    return current;
  }

  return {
    add(enquiry) {
      stopped = false;
      const t = now();
      const item: OutboxItem = { id: newId(), enquiry, createdAt: t, attempts: 0, nextAttemptAt: t, status: "pending" };
      // A key of its own: nothing another tab writes can overwrite it.
      writeOne(item);
      onChange(item.id, stateOf(item, item.id));
      void flush();
      return item;
    },
    flush,
    retryNow() {
      stopped = false;
      for (const item of load()) if (item.status === "pending") forced.add(item.id);
      return flush();
    },
    items: load,
    state: (id) => stateOf(readOne(id), id),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
