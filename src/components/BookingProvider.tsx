import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { BookingContext } from "../hooks/useBooking";
import { useTimeout } from "../hooks/useTimeout";
import type { Budget } from "../lib/enquiry";
import { isAnyDialogOpen } from "../lib/dialog-stack";
import { mayHavePendingEnquiries, readLastEnquiry } from "../lib/enquiry-notes";
import { bookingCopy } from "../content/enquiry";

// The dialog, the form and the sending code are a chunk of their own, loaded on the first BOOK
// NOW (or the 60 s auto-open): most visits never open it, and every page starts lighter.
const BookingDialog = lazy(() => import("./BookingDialog").then((m) => ({ default: m.BookingDialog })));

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
  // The sending code loads only when an earlier visit left something to deliver.
  useEffect(() => {
    if (!mayHavePendingEnquiries()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../lib/send-enquiry").then((m) => {
      if (!cancelled) stop = m.resumeDelivery();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <BookingContext.Provider value={actions}>
      {children}
      {preset && (
        <Suspense fallback={null}>
          <BookingDialog open={open} onClose={close} preset={preset} />
        </Suspense>
      )}
    </BookingContext.Provider>
  );
}
