/**
 * What the visitor has chosen in this visit: a plan (its button) and an event date (the date
 * check, or the form's date field). The WhatsApp messages name them, so a family who turns to
 * WhatsApp need not say it all again. Held in memory for the page's life, never stored.
 */
export interface VisitChoices {
  /** The plan's name as the visitor saw it. */
  plan?: string;
  /** yyyy-mm-dd */
  date?: string;
}

const none: VisitChoices = {};
let choices: VisitChoices = none;
const listeners = new Set<() => void>();

/** Records the choices given; an empty string forgets one (a cleared date field), and one left
 *  out (or undefined) stays as it was. */
export function choose(next: VisitChoices): void {
  const merged: Record<string, string> = { ...choices };
  for (const [k, v] of Object.entries(next)) {
    if (v) merged[k] = v;
    else if (v === "") delete merged[k];
  }
  if (merged.plan === choices.plan && merged.date === choices.date) return;
  choices = merged;
  for (const l of listeners) l();
}

export function subscribeChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getChoices = (): VisitChoices => choices;
/** Prerendered pages know of no choice. */
export const getServerChoices = (): VisitChoices => none;

/** For tests: forget every choice. */
export function forgetChoices(): void {
  if (choices === none) return;
  choices = none;
  for (const l of listeners) l();
}
