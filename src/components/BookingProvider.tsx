import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary";
import { prefetchPage } from "../shell/prefetch";
import { withFullStylesheet } from "../shell/full-stylesheet";
import { whenSettled } from "../lib/when-settled";
import { importOnce, orReload, takeAfterReload } from "../lib/lazy-retry";
import { BookingContext, type BookingPreset } from "../hooks/useBooking";
import { useTimeout } from "../hooks/useTimeout";
import { isAnyDialogOpen } from "../lib/dialog-stack";
import { toast } from "../lib/toast-store";
import { bookingAutoOpenDelay, toastCopy } from "../content/contact";

// The dialog, the form and the sending code are a chunk of their own, fetched a few seconds after
// the page has loaded, when idle (so BOOK NOW works offline on a page that loaded online), or on
// the first BOOK NOW if that comes sooner: the page's own loading never waits for or shares with it.
// A chunk that will not load is retried, then the page is loaded afresh (a deploy removed it).
const reopenAfterReload = "booking";
const prefetchDelay = 5000;
type DialogModule = typeof import("./BookingDialog");
let dialogArrived = false;
const dialogChunk = importOnce<DialogModule>(() =>
  import("./BookingDialog").then((m) => {
    dialogArrived = true;
    return m;
  }),
);
/** How long the offline notice stays: long enough to read twice on a phone. */
const offlineNoticeMs = 8000;
/** The chunk, fetched once. With `reload` (the visitor asked for the dialog) a chunk that stays
 *  missing loads the page afresh; the idle prefetch never reloads a page under a reader. */
function loadBookingDialog(reload: boolean): Promise<DialogModule> {
  return reload ? orReload(dialogChunk(), reopenAfterReload) : dialogChunk();
}
// Shown, the dialog needs the whole stylesheet (its page inlined only its own styles).
const lazyDialog = () => lazy(() => withFullStylesheet(loadBookingDialog(true)).then((m) => ({ default: m.BookingDialog })));
// One for the page, so once loaded it renders at once; replaced only after a failed load.
let BookingDialog = lazyDialog();
// What earlier visits left in storage is read only after hydration, so its code (and the storage
// helpers) is no part of the scripts every page waits for before it hydrates.
const loadNotes = () => import("../lib/enquiry-notes");

/**
 * Owns the booking dialog; every BOOK NOW reaches it through context. It also opens the dialog
 * on its own once, 60 s after the page (and its header) first appears, unless another dialog is
 * open (such as the pricing lead popup), the visitor has opened it already, or this browser has
 * already sent an enquiry. And it delivers enquiries that earlier visits left in the outbox.
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<BookingPreset | null>(null);
  const openedOnce = useRef(false);
  // A failed load leaves React's lazy rejected for good: the next BOOK NOW gets a fresh one.
  const [failures, setFailures] = useState(0);

  const failed = useRef(false);
  const openBooking = useCallback((options?: BookingPreset) => {
    openedOnce.current = true;
    if (failed.current) {
      failed.current = false;
      BookingDialog = lazyDialog();
      setFailures((n) => n + 1);
    }
    setPreset(options ?? {});
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  // A visitor's BOOK NOW, offline before the dialog's code has arrived: nothing can show until the
  // network returns (the dialog then opens by itself), so say so rather than seem broken.
  const visitorOpens = useCallback(
    (options?: BookingPreset) => {
      if (!dialogArrived && navigator.onLine === false) toast(toastCopy.bookingOffline, { duration: offlineNoticeMs, kind: "error" });
      openBooking(options);
    },
    [openBooking],
  );
  const actions = useMemo(() => ({ openBooking: visitorOpens }), [visitorOpens]);

  useTimeout(() => {
    if (openedOnce.current) return;
    void loadNotes().then((notes) => {
      if (openedOnce.current || isAnyDialogOpen() || notes.readLastEnquiry()) return;
      openBooking();
    });
  }, bookingAutoOpenDelay);

  // Fetch the dialog's chunk once the page has settled; after a reload for new chunks, reopen it.
  useEffect(() => {
    if (takeAfterReload() === reopenAfterReload) openBooking();
    // And /thank-you's page, where a sent enquiry leads: both work offline from then on.
    return whenSettled(() => {
      void loadBookingDialog(false).catch(() => {});
      prefetchPage("thankYou");
    }, prefetchDelay);
  }, [openBooking]);

  // Once the page has loaded and is idle, never before: the page's loading does not wait for
  // storage (the first read opens it, 10-15 ms here) or the network. The sending code loads only
  // when an earlier visit left something to deliver.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelResume = whenSettled(() => {
      void loadNotes()
        .then((notes) => (!cancelled && notes.mayHavePendingEnquiries() ? import("../lib/send-enquiry") : null))
        .then((m) => {
          if (m && !cancelled) stop = m.resumeDelivery();
        });
    }, 0);
    return () => {
      cancelled = true;
      cancelResume();
      stop?.();
    };
  }, []);

  return (
    <BookingContext.Provider value={actions}>
      {children}
      {preset && (
        <ErrorBoundary
          fallback={null}
          resetKey={failures}
          onError={() => {
            failed.current = true;
            setOpen(false);
          }}
        >
          <Suspense fallback={null}>
            <BookingDialog open={open} onClose={close} preset={preset} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BookingContext.Provider>
  );
}
