import { useEffect, useRef } from "react";
import { toast } from "../lib/toast-store";
import { isOverlayEntry } from "../lib/overlay-history";
import { sendEnquiry } from "../lib/send-enquiry";
import { swallowDoubleClick } from "../lib/swallow-clicks";
import { locale } from "../content/load";
import { bookingCopy } from "../content/enquiry";
import type { BookingPreset } from "../hooks/useBooking";
import { useNavigateTo } from "../shell/useNavigateTo";
import { Dialog } from "./Dialog";
import { EnquiryForm, type ValidEnquiry, type ValidMeta } from "./EnquiryForm";

// The chunk that brings the form brings what stores and sends an enquiry with it (statically
// imported, so one cannot arrive without the other); BookingProvider uses these from it.
export { resumeDelivery } from "../lib/send-enquiry";
export { mayHavePendingEnquiries, readLastEnquiry } from "../lib/enquiry-notes";

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  preset: BookingPreset | null;
}

/** The booking popup: the enquiry form; a valid submit thanks the visitor and goes to /thank-you. */
export function BookingDialog({ open, onClose, preset }: BookingDialogProps) {
  const navigateTo = useNavigateTo();
  const plan = preset?.plan;
  const stopSwallowing = useRef<() => void>(undefined);
  useEffect(() => () => stopSwallowing.current?.(), []);

  function handleValid(enquiry: ValidEnquiry, { bot, submittedAt }: ValidMeta) {
    // Stored first (the outbox, before it is sent): nothing tells the visitor it went before it
    // is kept. Then the spec's thanks, the popup closed and /thank-you.
    if (!bot) sendEnquiry({ ...enquiry, ...(plan ? { plan } : {}), source: "booking", language: locale });
    stopSwallowing.current?.();
    stopSwallowing.current = swallowDoubleClick(submittedAt);
    onClose();
    // The dialog's own history entry becomes /thank-you: Back from there returns to the page.
    navigateTo("thankYou", { replace: isOverlayEntry(window.history.state) });
    // Raised on /thank-you, for the page: it goes when the visitor moves on.
    toast(bookingCopy.success.message, { duration: bookingCopy.success.duration, kind: "success", host: null });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={plan ? bookingCopy.planTitle(plan) : bookingCopy.title}
      description={bookingCopy.intro}
      closeLabel={bookingCopy.close}
      className="booking-dialog"
    >
      <EnquiryForm
        emailHint={bookingCopy.emailHint}
        invalidToast={bookingCopy.invalid}
        submitLabel={bookingCopy.submit}
        onValid={handleValid}
        preset={preset}
        prefill
        active={open}
      />
    </Dialog>
  );
}
