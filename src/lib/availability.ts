/**
 * Is a day free? Days are the studio's calendar days written yyyy-mm-dd, compared as text: no
 * Date object turns them into instants, so a visitor in any time zone who picks 14 February gets
 * 14 February's answer.
 */
export type Availability = "free" | "booked";

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Today where the studio is (an IANA zone such as "Asia/Kolkata"), as yyyy-mm-dd. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as yyyy-mm-dd.
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Whether `day` is booked; null for no day, a malformed one, or one before `today` (past days
 *  are nobody's question: the form asks for a day from today on). */
export function availabilityOf(day: string, booked: readonly string[], today: string): Availability | null {
  if (!dayPattern.test(day) || (today && day < today)) return null;
  return booked.includes(day) ? "booked" : "free";
}
