import { useEffect } from "react";
import { useLocation } from "wouter";
import { dismissToast, dismissToastsAwayFrom, type Toast, type ToastKind } from "../lib/toast-store";
import { useToasts } from "../hooks/useToasts";
import { useTopDialog } from "../hooks/useTopDialog";
import { useHydrated } from "../hooks/useHydrated";
import { toastCopy } from "../content/contact";
import { CloseIcon } from "./icons";
import "./Toasts.css";

/**
 * Where toasts show. The page's container (`host` null) is fixed at the bottom-right; each open
 * dialog has its own at the end of the dialog, in the flow (Dialog.css), so a notice never covers
 * the form's title, fields or button. A modal dialog makes the page behind inert, so only the innermost
 * container shows anything and screen readers still hear it. Two live regions: polite for success,
 * assertive for errors; both exist before any toast does, so the first one is announced too.
 * None is in the prerendered page: a toast comes only from the page's code, once it has hydrated.
 */
export function Toasts({ host = null }: { host?: string | null }) {
  const toasts = useToasts();
  const active = useTopDialog() === host;
  const hydrated = useHydrated();
  // The page's notices stay on the page they were raised on.
  const [location] = useLocation();
  useEffect(() => {
    if (host === null) dismissToastsAwayFrom(window.location.pathname);
  }, [location, host]);
  const shown = active ? toasts.filter((t) => t.host === host) : [];
  if (!hydrated) return null;
  return (
    <div data-toasts="" aria-label={toastCopy.region} role="region">
      <Region kind="success" toasts={shown} />
      <Region kind="error" toasts={shown} />
    </div>
  );
}

function Region({ kind, toasts }: { kind: ToastKind; toasts: readonly Toast[] }) {
  const mine = toasts.filter((t) => t.kind === kind);
  return (
    <div role={kind === "error" ? "alert" : "status"} aria-live={kind === "error" ? "assertive" : "polite"}>
      {mine.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { id, expiresAt } = toast;
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [id, expiresAt]);
  return (
    <div data-toast={toast.kind}>
      <p>{toast.message}</p>
      <button type="button" aria-label={toastCopy.dismiss} onClick={() => dismissToast(id)}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
