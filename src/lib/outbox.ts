import { isEnquiry, type Enquiry } from "./enquiry";
import type { SendResult } from "./emailjs";

/**
 * The enquiry outbox: an enquiry is stored before it is sent and leaves only when the email
 * service answers 2xx, so a dead network, a 5xx or a rate limit never loses a lead.
 *
 * - one request at a time, and at most one a second (EmailJS's rate limit);
 * - failures with no answer, 5xx, 408 and 429 are retried with exponential backoff, and at once
 *   on the next page load or when the browser comes back online;
 * - any other 4xx means the configuration is wrong: the enquiry is kept, marked failed and not
 *   retried until a build with a different configuration runs;
 * - ids deduplicate, and a short lease stops two open tabs sending the same enquiry;
 * - without storage (private mode, full quota) enquiries live in memory and are still sent.
 */
export interface OutboxItem {
  id: string;
  enquiry: Enquiry;
  createdAt: number;
  attempts: number;
  /** Not before this time (ms since epoch). */
  nextAttemptAt: number;
  status: "pending" | "failed";
  /** A tab is sending it until then; others leave it alone. */
  leaseUntil?: number;
  lastError?: string;
  /** The configuration it failed with; a different one may deliver it. */
  failedConfig?: string;
}

/** What the outbox needs from storage; storage.ts provides it over localStorage. */
export interface OutboxStorage {
  read: () => string | null;
  /** Returns false when nothing could be stored. */
  write: (value: string) => boolean;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  send: (enquiry: Enquiry) => Promise<SendResult>;
  /** Identifies the current EmailJS configuration; "" when it is missing (nothing is sent). */
  configKey: string;
  now?: () => number;
  newId?: () => string;
  log?: (...args: unknown[]) => void;
  minIntervalMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  leaseMs?: number;
}

export interface Outbox {
  /** Stores the enquiry, then starts sending it. */
  add: (enquiry: Enquiry) => OutboxItem;
  /** Sends whatever is due, one at a time; resolves when nothing due is left. */
  flush: () => Promise<void>;
  /** Makes every pending enquiry due now (page load, back online) and flushes. */
  retryNow: () => Promise<void>;
  items: () => OutboxItem[];
  /** Clears the retry timer. */
  stop: () => void;
}

interface Stored {
  v: 1;
  items: OutboxItem[];
}

function isItem(value: unknown): value is OutboxItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    v.id.length > 0 &&
    isEnquiry(v.enquiry) &&
    typeof v.createdAt === "number" &&
    typeof v.attempts === "number" &&
    typeof v.nextAttemptAt === "number" &&
    (v.status === "pending" || v.status === "failed")
  );
}

/** Parses what storage holds; anything malformed is dropped item by item, never thrown. */
export function parseOutbox(raw: string | null): OutboxItem[] {
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as Partial<Stored> | null;
    if (!data || data.v !== 1 || !Array.isArray(data.items)) return [];
    const byId = new Map<string, OutboxItem>();
    for (const item of data.items) if (isItem(item) && !byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  } catch {
    return [];
  }
}

/** Permanent: a 4xx other than 408 (timeout) and 429 (rate limit). */
export function isPermanentFailure(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export function backoffDelay(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const {
    storage,
    send,
    configKey,
    now = Date.now,
    newId = randomId,
    log = console.info,
    minIntervalMs = 1000,
    baseDelayMs = 2000,
    maxDelayMs = 10 * 60_000,
    leaseMs = 30_000,
  } = options;

  // Items storage could not take; they are merged into every read until a write succeeds.
  const unsaved = new Map<string, OutboxItem>();
  // Delivered this session: never sent again, even if storage failed to forget them.
  const delivered = new Set<string>();
  let lastSendAt = -Infinity;
  // busy is cleared in the same tick as drain's last look, so a flush that comes later
  // always starts a new drain instead of joining one that has already finished looking.
  let busy = false;
  let current: Promise<void> = Promise.resolve();
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function load(): OutboxItem[] {
    const items = parseOutbox(storage.read()).filter((i) => !delivered.has(i.id));
    for (const item of unsaved.values()) if (!items.some((i) => i.id === item.id)) items.push(item);
    return items;
  }

  function save(items: OutboxItem[]) {
    if (storage.write(JSON.stringify({ v: 1, items } satisfies Stored))) {
      unsaved.clear();
    } else {
      unsaved.clear();
      for (const item of items) unsaved.set(item.id, item);
    }
  }

  function update(id: string, change: (item: OutboxItem) => OutboxItem | null) {
    const items = load();
    const next: OutboxItem[] = [];
    for (const item of items) {
      if (item.id !== id) next.push(item);
      else {
        const changed = change(item);
        if (changed) next.push(changed);
      }
    }
    save(next);
  }

  function isDue(item: OutboxItem, t: number): boolean {
    if (item.leaseUntil !== undefined && item.leaseUntil > t) return false;
    if (item.status === "failed") return item.failedConfig !== configKey;
    return item.nextAttemptAt <= t;
  }

  /** When the next pending item becomes due, if any. */
  function nextDueAt(items: OutboxItem[]): number | null {
    let next: number | null = null;
    for (const item of items) {
      if (item.status !== "pending") continue;
      const at = Math.max(item.nextAttemptAt, item.leaseUntil ?? 0);
      if (next === null || at < next) next = at;
    }
    return next;
  }

  function schedule(items: OutboxItem[]) {
    clearTimeout(timer);
    timer = undefined;
    const at = nextDueAt(items);
    if (at === null || stopped) return;
    timer = setTimeout(() => void flush(), Math.max(0, at - now()));
  }

  const wait = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

  async function sendOne(item: OutboxItem) {
    update(item.id, (i) => ({ ...i, leaseUntil: now() + leaseMs }));
    lastSendAt = now();
    const result = await send(item.enquiry);
    if (result.ok) delivered.add(item.id);
    update(item.id, (i) => {
      if (result.ok) return null;
      const attempts = i.attempts + 1;
      const lastError = `${result.status} ${result.text}`.slice(0, 200);
      const { leaseUntil: _lease, ...rest } = i;
      if (isPermanentFailure(result.status)) {
        log("Enquiry kept, not retried: the email service refused it", lastError);
        return { ...rest, attempts, lastError, status: "failed", failedConfig: configKey };
      }
      return { ...rest, attempts, lastError, status: "pending", nextAttemptAt: now() + backoffDelay(attempts, baseDelayMs, maxDelayMs) };
    });
  }

  async function drain() {
    try {
      do {
        again = false;
        while (!stopped) {
          const items = load();
          const due = configKey ? items.find((i) => isDue(i, now())) : undefined;
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
          await sendOne(due);
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
      const item: OutboxItem = { id: newId(), enquiry, createdAt: now(), attempts: 0, nextAttemptAt: now(), status: "pending" };
      const items = load();
      if (!items.some((i) => i.id === item.id)) items.push(item);
      save(items);
      void flush();
      return item;
    },
    flush,
    retryNow() {
      stopped = false;
      const t = now();
      const items = load();
      if (items.some((i) => i.status === "pending" && i.nextAttemptAt > t)) {
        save(items.map((i) => (i.status === "pending" && i.nextAttemptAt > t ? { ...i, nextAttemptAt: t } : i)));
      }
      return flush();
    },
    items: load,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
