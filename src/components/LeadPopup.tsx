import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { ErrorBoundary } from "./ErrorBoundary";
import { importOnce } from "../lib/lazy-retry";
import { useStoredFlag } from "../hooks/useStoredFlag";

// The popup's form and sending code (~9 KB) are a chunk of their own, fetched only in a browser
// that has not seen it: /pricing hydrates without them, and a returning visitor never loads them.
// A chunk that will not load leaves the page without the popup; it never reloads under a reader.
const loadDialog = importOnce(() => import("./LeadPopupDialog"));
const LeadPopupDialog = lazy(() => loadDialog().then((m) => ({ default: m.LeadPopupDialog })));

/** The spec's localStorage flag: this browser has filled the lead form. */
const seenFlag = "hasSeenPopup";
/** The visitor closed it without filling it: not again in this visit (sessionStorage), but on the next. */
const closedFlag = "leadPopupClosed";

/**
 * The pricing page's lead popup: shown while this browser has no hasSeenPopup flag and the
 * visitor has not closed it in this visit. Decided in an effect, so the prerendered page never
 * carries it.
 */
export function LeadPopup() {
  const seen = useStoredFlag(seenFlag);
  const closed = useStoredFlag(closedFlag, "session");
  // Once asked, it stays mounted after the flag is set: its thanks and redirect still run. In a
  // transition, so React renders the form in slices, not one long task just after hydration.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (seen.value === false && closed.value === false) startTransition(() => setAsked(true));
  }, [seen.value, closed.value]);
  if (!asked) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LeadPopupDialog seen={seen} onClosed={closed.set} />
      </Suspense>
    </ErrorBoundary>
  );
}
