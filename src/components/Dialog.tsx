import { startTransition, useEffect, useId, useRef, useState, type ReactNode, type KeyboardEvent, type SyntheticEvent } from "react";
import clsx from "clsx";
import { pushDialog, removeDialog } from "../lib/dialog-stack";
import { dismissToastsOf } from "../lib/toast-store";
import { useOverlayHistory } from "../hooks/useOverlayHistory";
import { CloseIcon } from "./icons";
import { labels } from "../content/labels";
import { Toasts } from "./Toasts";
import "./Dialog.css";

export interface DialogProps {
  open: boolean;
  /** Called when the visitor asks to close (close button, Escape); the parent sets open=false. */
  onClose: () => void;
  /** The dialog's visible title; it also names the dialog. */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** false: no close button and Escape does nothing (for flows that must finish). */
  dismissible?: boolean;
  /** Extra text under the title; it also describes the dialog. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Back to what opened the dialog. A hidden one is tried again once the page has re-rendered
 *  (the contact bar steps aside under dialogs); from a menu closed since, the menu's button. */
function returnFocus(opener: HTMLElement | null, again = true) {
  if (!opener?.isConnected) return;
  opener.focus();
  if (document.activeElement === opener) return;
  if (again) return void setTimeout(() => returnFocus(opener, false));
  const menu = opener.parentElement?.closest("[id]");
  if (menu) document.querySelector<HTMLElement>(`[aria-controls="${menu.id}"]`)?.focus();
}

/**
 * A modal built on the native <dialog>: showModal() gives the top layer, an inert page behind
 * and focus kept inside for free. On top of that: focus goes to the dialog itself (so a phone's
 * keyboard does not pop up over an automatic popup), Escape is ours to allow or refuse, focus
 * returns to whatever opened it, and the page behind does not scroll.
 */
export function Dialog({ open, onClose, title, closeLabel = labels.dialog.close, dismissible = true, description, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  // Its body renders once it has first opened, in a task of its own: showModal() restyles the
  // whole page behind it (now inert), and styling a form's fields in the same task made one task
  // of 120-140 ms at 4x CPU as /pricing's lead popup opened. In a transition, so React renders
  // the body in slices: creating the form's inputs alone had been a task of 150 ms at 4x CPU.
  const [opened, setOpened] = useState(false);

  // Back (Android's button, the browser's) closes it and stays on the page.
  useOverlayHistory(open && dismissible, () => onCloseRef.current());

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const html = document.documentElement;
    const body = document.body;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout still when the scrollbar disappears.
    const scrollbar = window.innerWidth - html.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    pushDialog(id);
    // The page's notices are behind the dialog now; the dialog's own go with it, however it closes.
    dismissToastsOf(null);
    startTransition(() => setOpened(true));
    return () => {
      removeDialog(id);
      dismissToastsOf(id);
      if (dialog.open) dialog.close();
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      returnFocus(opener);
    };
  }, [open, id]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Escape") return;
    // Handled here rather than by the browser, whose Escape would close the dialog outright.
    event.preventDefault();
    event.stopPropagation();
    if (dismissible) onCloseRef.current();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (dismissible) onCloseRef.current();
  }

  // The browser may close it on its own (Android's back gesture): keep the parent's state true.
  function handleNativeClose() {
    if (openRef.current) onCloseRef.current();
  }

  return (
    <dialog
      ref={ref}
      className={clsx("dialog", className)}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {dismissible && (
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <CloseIcon />
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      )}
      <div className="dialog__body">{opened && children}</div>
      {open && <Toasts host={id} />}
    </dialog>
  );
}
