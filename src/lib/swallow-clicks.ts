/** Longer than the second click of a double click takes to come. */
export const doubleClickMs = 500;

/**
 * Swallows the rest of a double click that sent a form (many people double-click every button):
 * once the dialog has closed, its second click would land on whatever the page shows next there,
 * /thank-you's "Back to home" or a plan's BOOK button. Only clicks counted as part of a double
 * click (MouseEvent.detail 2 or more) within `doubleClickMs` of `start` (the submit event's
 * timeStamp) are swallowed; the first other click ends it. Returns a function that ends it sooner.
 */
export function swallowDoubleClick(start: number): () => void {
  const listener = (event: MouseEvent) => {
    if (event.detail > 1 && event.timeStamp - start < doubleClickMs) {
      event.preventDefault();
      event.stopPropagation();
    } else stop();
  };
  const stop = () => window.removeEventListener("click", listener, true);
  window.addEventListener("click", listener, true);
  return stop;
}
