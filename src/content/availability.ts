// The days the studio is already booked and what the forms say of a date: availability.json.
import raw from "./availability.json";
import { load } from "./load";

const content = load<"availability">(raw);

/** Booked days, yyyy-mm-dd (past ones included: lib/availability ignores them). */
export const bookedDays: readonly string[] = content.booked ?? [];

/** The studio's time zone: "today" is its day, wherever the visitor is. */
export const studioTimeZone = content.timeZone;

export const availabilityCopy = content.words;
