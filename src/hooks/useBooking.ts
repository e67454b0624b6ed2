import { createContext, useContext } from "react";
import type { Budget } from "../lib/enquiry";

/** What a BOOK NOW may bring to the form: a plan's budget and name, an occasion (a program's id), or a date the visitor chose. */
export interface BookingPreset {
  budget?: Budget;
  /** The plan's name as shown: it titles the form and travels with the enquiry. */
  plan?: string;
  /** A program's id: its occasion is chosen in the form. */
  occasion?: string;
  /** yyyy-mm-dd */
  date?: string;
}

export interface BookingActions {
  /** Opens the booking dialog, optionally with some of it already chosen. */
  openBooking: (preset?: BookingPreset) => void;
}

export const BookingContext = createContext<BookingActions>({
  openBooking: () => {},
});

/** The app-level "open the booking dialog" action, used by every BOOK NOW. */
export function useBooking(): BookingActions {
  return useContext(BookingContext);
}
