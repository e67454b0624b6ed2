import type { BookingPreset } from "../hooks/useBooking";
import { toast } from "../lib/toast-store";
import { isOverlayEntry } from "../lib/overlay-history";
import { sendEnquiry } from "../lib/send-enquiry";
import { locale } from "../content/load";
import { bookingCopy } from "../content/enquiry";
import { useNavigateTo } from "../shell/useNavigateTo";
import { Dialog } from "./Dialog";
import { EnquiryForm, type ValidEnquiry } from "./EnquiryForm";

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  preset: BookingPreset | null;
}

/** The booking popup: the enquiry form; a valid submit thanks the visitor and goes to /thank-you. */
export function BookingDialog({ open, onClose, preset }: BookingDialogProps) {
  const navigateTo = useNavigateTo();

  function handleValid(enquiry: ValidEnquiry, { bot }: { bot: boolean }) {
    // The spec's order: toast, fields cleared (the form did), popup closed, send started,
    // then /thank-you. The send's outcome is only logged; the outbox keeps it until delivered.
    toast(bookingCopy.success.message, { duration: bookingCopy.success.duration, kind: "success" });
    onClose();
    if (!bot) sendEnquiry({ ...enquiry, source: "booking", language: locale });
    // The dialog's own history entry becomes /thank-you: Back from there returns to the page.
    navigateTo("thankYou", { replace: isOverlayEntry(window.history.state) });
  }

  return (
    <Dialog open={open} onClose={onClose} title={bookingCopy.title} description={bookingCopy.intro} closeLabel={bookingCopy.close} className="booking-dialog">
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
