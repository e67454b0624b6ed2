/**
 * Which modal dialogs are open, innermost last. The booking auto-open checks it so it never
 * covers another dialog, and toasts render inside the innermost one: a modal <dialog> makes the
 * rest of the page inert, which would silence a live region outside it.
 */
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function pushDialog(id: string): void {
  stack = [...stack.filter((d) => d !== id), id];
  emit();
}

export function removeDialog(id: string): void {
  if (!stack.includes(id)) return;
  stack = stack.filter((d) => d !== id);
  emit();
}

export function topDialog(): string | null {
  return stack.at(-1) ?? null;
}

export function isAnyDialogOpen(): boolean {
  return stack.length > 0;
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
