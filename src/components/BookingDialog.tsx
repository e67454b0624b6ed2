import { useLocation } from "wouter";
import type { Budget } from "../lib/enquiry";
import { toast } from "../lib/toast-store";
import { sendEnquiry } from "../lib/send-enquiry";
import { bookingCopy } from "../content/enquiry";
import { Dialog } from "./Dialog";
import { EnquiryForm, type ValidEnquiry } from "./EnquiryForm";

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  preset: { budget?: Budget } | null;
}

/** The booking popup: the enquiry form; a valid submit thanks the visitor and goes to /thank-you. */
export function BookingDialog({ open, onClose, preset }: BookingDialogProps) {
  const [, navigate] = useLocation();

  function handleValid(enquiry: ValidEnquiry, { bot }: { bot: boolean }) {
    // The spec's order: toast, fields cleared (the form did), popup closed, send started,
    // then /thank-you. The send's outcome is only logged; the outbox keeps it until delivered.
    toast(bookingCopy.success.message, { duration: bookingCopy.success.duration, kind: "success" });
    onClose();
    if (!bot) sendEnquiry({ ...enquiry, source: "booking" });
    navigate("/thank-you");
  }

  return (
    <Dialog open={open} onClose={onClose} title={bookingCopy.title} description={bookingCopy.intro} closeLabel={bookingCopy.close} className="booking-dialog">
      <EnquiryForm
        emailHint={bookingCopy.emailHint}
        invalidToast={bookingCopy.invalid}
        submitLabel={bookingCopy.submit}
        onValid={handleValid}
        preset={preset}
        active={open}
      />
    </Dialog>
  );
}
