import type { MouseEvent } from "react";
import { languageNames } from "../lib/localize";
import { isOverlayEntry } from "../lib/overlay-history";
import { href, languages, locale } from "../shell/links";
import { useCurrentRouteId } from "../shell/useCurrentRouteId";
import "./LanguageSwitch.css";

/** From the open phone menu the new page takes the menu's history entry: Back returns to this page. */
function leaveMenu(event: MouseEvent<HTMLAnchorElement>) {
  if (!isOverlayEntry(history.state) || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  location.replace(event.currentTarget.href);
}

/**
 * The same page in each of the site's languages. Plain links, not client-side navigation: each
 * language is its own prerendered page with its own scripts, and the new page starts at its top.
 */
export function LanguageSwitch({ label }: { label: string }) {
  const current = useCurrentRouteId();
  if (languages.length < 2) return null;
  // A missing page has no address of its own in another language: offer that language's home.
  const page = current === "notFound" ? "home" : current;
  return (
    <ul className="language-switch" aria-label={label}>
      {languages.map((l) => (
        <li key={l}>
          <a className="language-switch__link" href={href(page, l)} hrefLang={l} lang={l} aria-current={l === locale ? "true" : undefined} onClick={leaveMenu}>
            {languageNames[l].native}
          </a>
        </li>
      ))}
    </ul>
  );
}
