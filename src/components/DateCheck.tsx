import type { ChangeEvent, FormEvent } from "react";
import { useBooking } from "../hooks/useBooking";
import { labels } from "../content/labels";
import { contactCopy } from "../content/contact";
import { locale } from "../content/load";
import { chooseDate } from "../lib/visit-choices";
import { localIsoDate } from "../lib/format";
import "./DateCheck.css";

/**
 * "Are you free on our date?" (the WhatsApp greeting's question labels the date) and a button that opens the booking form
 * with that date chosen, where the answer shows at once: free, or booked and what the studio can
 * still do. Without a date the form opens all the same. The booked days and the answers' words
 * come with the form, not with this page.
 */
export function DateCheck() {
  const { openBooking } = useBooking();

  // A WhatsApp message asks about it too, the form never opened; a day already past it leaves out
  // (the form names it), by the visitor's calendar: the studio's comes with the form.
  function noteDate(event: ChangeEvent<HTMLInputElement>) {
    const day = event.currentTarget.value;
    chooseDate(day >= localIsoDate(new Date()) ? day : "", locale);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const date = event.currentTarget.date.value as string;
    openBooking(date ? { date } : undefined);
  }

  return (
    <form className="date-check" onSubmit={submit}>
      <label className="date-check__label">
        {contactCopy.question}
        <input type="date" name="date" className="date-check__input" onChange={noteDate} />
      </label>
      <button type="submit" className="button button--primary">
        {labels.dateCheck}
      </button>
    </form>
  );
}
