/** Longer than the second click of a double click takes to come. */
export const doubleClickMs = 500;

/**
 * Swallows every click of the next `ms` milliseconds. After a form's submit closes its dialog,
 * the second click of a double click (many people double-click every button) would land on
 * whatever the page shows next there: /thank-you's "Back to home", a plan's BOOK button.
 * Returns a function that stops it sooner.
 */
export function swallowClicksFor(ms: number): () => void {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener("click", swallow, true);
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener("click", swallow, true);
  };
  const timer = setTimeout(stop, ms);
  return stop;
}
