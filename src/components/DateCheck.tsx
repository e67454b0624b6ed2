import { useEffect, useState, type FormEvent } from "react";
import { useBooking } from "../hooks/useBooking";
import { dayIn } from "../lib/availability";
import { availabilityCopy, studioTimeZone } from "../content/availability";
import "./DateCheck.css";

/**
 * "Is your date free?" (the question labels the date) and a button that opens the booking form
 * with that date chosen, where the answer shows at once: free, or booked and what the studio can
 * still do. Without a date the form opens all the same.
 */
export function DateCheck() {
  const { openBooking } = useBooking();
  const [date, setDate] = useState("");
  // The studio's today, for the picker's first day: read in an effect (pages prerender).
  const [today, setToday] = useState("");
  useEffect(() => setToday(dayIn(studioTimeZone, new Date())), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    openBooking(date ? { date } : undefined);
  }

  return (
    <form className="date-check" onSubmit={submit}>
      <label className="date-check__label">
        {availabilityCopy.checkQuestion}
        <input type="date" className="date-check__input" min={today || undefined} value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary">
        {availabilityCopy.checkButton}
      </button>
    </form>
  );
}
