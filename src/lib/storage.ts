/**
 * localStorage (and sessionStorage, for what lasts one visit) that never throws. Private modes,
 * disabled storage, a full quota or a sandboxed frame all make the raw API throw; the enquiry
 * forms must work through all of them, so every access here is wrapped and reports failure by its
 * return value instead.
 */

/** "session": kept for this visit (this tab) only. */
export type StorageArea = "local" | "session";

function local(area: StorageArea = "local"): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, area?: StorageArea): string | null {
  try {
    return local(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored (no storage, quota, ...). */
export function writeItem(key: string, value: string, area?: StorageArea): boolean {
  try {
    const s = local(area);
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): boolean {
  try {
    const s = local();
    if (!s) return false;
    s.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads JSON stored under our key and checks its shape. Anything else there (junk from an old
 * version, a hand edit, another script) is discarded rather than thrown, so it cannot break a page.
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // fall through: not JSON
  }
  removeItem(key);
  return null;
}

export function writeJson(key: string, value: unknown): boolean {
  return writeItem(key, JSON.stringify(value));
}

/** Every key in localStorage (none when it is unavailable). */
export function storageKeys(): string[] {
  try {
    const s = local();
    if (!s) return [];
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
