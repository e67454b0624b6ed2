/**
 * A tiny toast store any module can call: `toast("Saved", { duration: 2000, kind: "success" })`.
 * The Toasts component reads it with useSyncExternalStore and owns each toast's timer, so a
 * timer is cleared when its toast is dismissed or unmounted (after wouter's location stores).
 */
export type ToastKind = "success" | "error";

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** When it leaves (ms since epoch); a toast moving between containers keeps its time. */
  expiresAt: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const none: readonly Toast[] = [];

function emit() {
  for (const l of listeners) l();
}

export function toast(message: string, options: { duration: number; kind?: ToastKind }): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind: options.kind ?? "success", expiresAt: Date.now() + options.duration }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function clearToasts(): void {
  toasts = none;
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): readonly Toast[] => toasts;
/** Prerendered pages have no toasts. */
export const getServerToasts = (): readonly Toast[] => none;
