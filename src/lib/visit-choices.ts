import { formatEventDate } from "./format";

/**
 * What the visitor has chosen in this visit: a plan (its button) and an event date (the booking
 * form's date field). The WhatsApp messages name them, so a family who turns to WhatsApp need not
 * say it all again. Held in memory for the page's life, never stored.
 */
export interface VisitChoices {
  /** The plan's name as the visitor saw it. */
  plan?: string;
  /** The event's date in the page's words ("Sunday, 14 February 2027"); "" once the field is cleared. */
  date?: string;
}

let choices: VisitChoices = {};

/** Records the choices given; one left out stays as it was, one given as undefined is forgotten. */
export function choose(next: VisitChoices): void {
  choices = { ...choices, ...next };
}

export const getChoices = (): VisitChoices => choices;

/** The event date picked in a form or the date check ("yyyy-mm-dd", "" when cleared), in `language`'s words. */
export const chooseDate = (day: string, language: string) => choose({ date: day && formatEventDate(day, language) });
