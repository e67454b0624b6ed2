import { createContext, useContext } from "react";
import type { Budget } from "../lib/enquiry";

/** What a BOOK NOW may choose in the form before it opens: a budget, an occasion (a program's id). */
export interface BookingPreset {
  budget?: Budget;
  occasion?: string;
}

export interface BookingActions {
  /** Opens the booking dialog, optionally with a budget or an occasion already chosen. */
  openBooking: (options?: BookingPreset) => void;
}

export const BookingContext = createContext<BookingActions>({
  openBooking: () => {},
});

/** The app-level "open the booking dialog" action, used by every BOOK NOW. */
export function useBooking(): BookingActions {
  return useContext(BookingContext);
}
