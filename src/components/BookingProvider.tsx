import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { BookingContext } from "../hooks/useBooking";
import { useTimeout } from "../hooks/useTimeout";
import type { Budget } from "../lib/enquiry";
import { isAnyDialogOpen } from "../lib/dialog-stack";
import { readLastEnquiry, resumeDelivery } from "../lib/send-enquiry";
import { bookingCopy } from "../content/enquiry";
import { BookingDialog } from "./BookingDialog";

/**
 * Owns the booking dialog; every BOOK NOW reaches it through context. It also opens the dialog
 * on its own once, 60 s after the page (and its header) first appears, unless another dialog is
 * open (such as the pricing lead popup), the visitor has opened it already, or this browser has
 * already sent an enquiry. And it delivers enquiries that earlier visits left in the outbox.
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<{ budget?: Budget } | null>(null);
  const openedOnce = useRef(false);

  const openBooking = useCallback((options?: { budget?: Budget }) => {
    openedOnce.current = true;
    setPreset(options ?? {});
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const actions = useMemo(() => ({ openBooking }), [openBooking]);

  useTimeout(() => {
    if (openedOnce.current || isAnyDialogOpen() || readLastEnquiry()) return;
    openBooking();
  }, bookingCopy.autoOpenDelay);

  // After hydration, never before: the first paint does not wait for storage or the network.
  useEffect(() => resumeDelivery(), []);

  return (
    <BookingContext.Provider value={actions}>
      {children}
      <BookingDialog open={open} onClose={close} preset={preset} />
    </BookingContext.Provider>
  );
}
