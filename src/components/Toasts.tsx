import { useEffect } from "react";
import clsx from "clsx";
import { dismissToast, type Toast, type ToastKind } from "../lib/toast-store";
import { useToasts } from "../hooks/useToasts";
import { useTopDialog } from "../hooks/useTopDialog";
import { toastCopy } from "../content/contact";
import { CloseIcon } from "./icons";
import "./Toasts.css";

/**
 * The toast container, bottom-right. Mounted once for the page and once inside each open dialog:
 * a modal dialog makes the page behind inert, so only the innermost container shows toasts and
 * screen readers still hear them. Two live regions: polite for success, assertive for errors;
 * both exist before any toast does, so the first one is announced too.
 */
export function Toasts({ host = null }: { host?: string | null }) {
  const toasts = useToasts();
  const top = useTopDialog();
  const active = top === host;
  const shown = active ? toasts : [];
  return (
    <div className="toasts" aria-label={toastCopy.region} role="region">
      <Region kind="success" toasts={shown} />
      <Region kind="error" toasts={shown} />
    </div>
  );
}

function Region({ kind, toasts }: { kind: ToastKind; toasts: readonly Toast[] }) {
  const mine = toasts.filter((t) => t.kind === kind);
  return (
    <div className="toasts__list" role={kind === "error" ? "alert" : "status"} aria-live={kind === "error" ? "assertive" : "polite"}>
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
    <div className={clsx("toast", `toast--${toast.kind}`)}>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__dismiss" aria-label={toastCopy.dismiss} onClick={() => dismissToast(id)}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
