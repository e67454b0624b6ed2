import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary";
import { prefetchPage } from "../shell/prefetch";
import { withFullStylesheet } from "../shell/full-stylesheet";
import { whenSettled } from "../lib/when-settled";
import { importOnce, orReload, reloadForNewChunks, takeAfterReload } from "../lib/lazy-retry";
import { BookingContext, type BookingPreset } from "../hooks/useBooking";
import { useTimeout } from "../hooks/useTimeout";
import { choose } from "../lib/visit-choices";
import { isAnyDialogOpen } from "../lib/dialog-stack";
import { toast } from "../lib/toast-store";
import { bookingAutoOpenDelay, toastCopy } from "../content/contact";

// The dialog, the form and the code that stores and sends an enquiry are one chunk (statically
// linked: none can arrive without the others), fetched as soon as the page has loaded, hydrated
// and gone idle, behind the first screen; or on the first BOOK NOW if that comes sooner. BOOK NOW
// then works offline a moment after the page does. A chunk that will not load is retried, then the
// page is loaded afresh (a deploy removed it); so is one that loads but throws as it renders.
const reopenAfterReload = "booking";
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
 *  missing loads the page afresh; the early fetch never reloads a page under a reader. */
function loadBookingDialog(reload: boolean): Promise<DialogModule> {
  return reload ? orReload(dialogChunk(), reopenAfterReload) : dialogChunk();
}
// Shown, the dialog needs the whole stylesheet (its page inlined only its own styles).
const lazyDialog = () => lazy(() => withFullStylesheet(loadBookingDialog(true)).then((m) => ({ default: m.BookingDialog })));
// One for the page, so once loaded it renders at once; replaced only after a failed load.
let BookingDialog = lazyDialog();

/**
 * Owns the booking dialog; every BOOK NOW reaches it through context. It also opens the dialog
 * on its own once, 60 s after the page (and its header) first appears, unless another dialog is
 * open (such as the pricing lead popup), the visitor has opened it already, or this browser has
 * already sent an enquiry. And it delivers enquiries that earlier visits (or this page, before a
 * part of it failed to load) left in the outbox.
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
    // The WhatsApp messages name the plan the visitor chose on the way (the form notes the date).
    choose({ plan: options?.plan });
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
    void dialogChunk().then((m) => {
      if (openedOnce.current || isAnyDialogOpen() || m.readLastEnquiry()) return;
      openBooking();
    });
  }, bookingAutoOpenDelay);

  // Once the page has loaded, hydrated and gone idle, never before: the page's own loading waits
  // for neither this chunk nor storage (a page's first read of it waits on the browser). Then what
  // an earlier visit left in the outbox goes, and /thank-you, where a sent enquiry leads, is
  // fetched too: both work offline from then on. After a reload for new chunks, the dialog reopens.
  useEffect(() => {
    if (takeAfterReload() === reopenAfterReload) openBooking();
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Idle within a second at most: BOOK NOW should take an enquiry offline soon after the page works.
    const cancelLoad = whenSettled(() => {
      void loadBookingDialog(false).then(
        (m) => {
          if (!cancelled && m.mayHavePendingEnquiries()) stop = m.resumeDelivery();
        },
        () => {},
      );
      prefetchPage("thankYou");
    }, 0, 1000);
    return () => {
      cancelled = true;
      cancelLoad();
      stop?.();
    };
  }, [openBooking]);

  return (
    <BookingContext.Provider value={actions}>
      {children}
      {preset && (
        <ErrorBoundary
          fallback={null}
          resetKey={failures}
          onError={() => {
            // Code that arrived but throws is most likely two builds' chunks mixed (a deploy copied
            // over file by file): a fresh load has one build's. Once; after that it closes.
            if (reloadForNewChunks(reopenAfterReload)) return;
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
