import { topDialog } from "./dialog-stack";

/**
 * A tiny toast store any module can call: `toast("Saved", { duration: 2000, kind: "success" })`.
 * The Toasts component reads it with useSyncExternalStore and owns each toast's timer, so a
 * timer is cleared when its toast is dismissed or unmounted (after wouter's location stores).
 *
 * One toast at a time: a new one (a second empty submit) replaces the last, so notices never pile
 * up over a form. Each belongs where it was raised: a dialog's goes when that dialog closes, and a
 * page's when the visitor goes to another page.
 */
export type ToastKind = "success" | "error";

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** When it leaves (ms since epoch). */
  expiresAt: number;
  /** The dialog it was raised in (dialog-stack's id), or null for the page. */
  host: string | null;
  /** The page's path when it was raised. */
  path: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const none: readonly Toast[] = [];

function set(next: readonly Toast[]) {
  toasts = next;
  for (const l of listeners) l();
}

export interface ToastOptions {
  duration: number;
  kind?: ToastKind;
  /** Where it belongs: a dialog's id, or null for the page. By default, the innermost open dialog. */
  host?: string | null;
}

export function toast(message: string, options: ToastOptions): number {
  const id = nextId++;
  const host = options.host === undefined ? topDialog() : options.host;
  // Raised from a handler or an effect: there is a location.
  set([{ id, message, kind: options.kind ?? "success", expiresAt: Date.now() + options.duration, host, path: location.pathname }]);
  return id;
}

function dismissWhere(gone: (t: Toast) => boolean): void {
  if (toasts.some(gone)) set(toasts.filter((t) => !gone(t)));
}

export const dismissToast = (id: number): void => dismissWhere((t) => t.id === id);

/** A dialog has closed (its id) or opened (null: the page's notices are behind it now). */
export const dismissToastsOf = (host: string | null): void => dismissWhere((t) => t.host === host);

/** The visitor is on `path` now: a page's notice does not follow them from another page. */
export const dismissToastsAwayFrom = (path: string): void => dismissWhere((t) => t.host === null && t.path !== path);

export function clearToasts(): void {
  set(none);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly Toast[] => toasts;
/** Prerendered pages have no toasts. */
export const getServerToasts = (): readonly Toast[] => none;
