import { useCallback, useMemo, useState, type ReactNode } from "react";
import { BookingContext } from "../hooks/useBooking";
import type { Budget } from "../lib/enquiry";

/** Owns whether the booking dialog is open; every BOOK NOW reaches it through context. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ budget?: Budget } | null>(null);
  const openBooking = useCallback((options?: { budget?: Budget }) => setRequest(options ?? {}), []);
  const actions = useMemo(() => ({ openBooking }), [openBooking]);
  return (
    <BookingContext.Provider value={actions}>
      {children}
      {request && <span hidden data-booking-open="true" />}
    </BookingContext.Provider>
  );
}
