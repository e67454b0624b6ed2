import { createContext, useContext } from "react";
import type { Budget } from "../lib/enquiry";

export interface BookingActions {
  /** Opens the booking dialog, optionally with a budget already chosen. */
  openBooking: (options?: { budget?: Budget }) => void;
}

export const BookingContext = createContext<BookingActions>({
  openBooking: () => {},
});

/** The app-level "open the booking dialog" action, used by every BOOK NOW. */
export function useBooking(): BookingActions {
  return useContext(BookingContext);
}
