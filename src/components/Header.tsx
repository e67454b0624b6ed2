import clsx from "clsx";
import { navLinks } from "../shell/links";
import { PageLink } from "../shell/PageLink";
import { useCurrentRouteId } from "../shell/useCurrentRouteId";
import { useBooking } from "../hooks/useBooking";
import { useDisclosure } from "../hooks/useDisclosure";
import { useOverlayHistory } from "../hooks/useOverlayHistory";
import { Logo } from "./Logo";
import { LanguageSwitch } from "./LanguageSwitch";
import { useWhatsappLink } from "../hooks/useWhatsappLink";
import { contactCopy } from "../content/contact";
import { CloseIcon, MenuIcon, WhatsAppIcon } from "./icons";
import { labels } from "../content/labels";
import "./Header.css";

/** Sticky header: logo, the navigation (a dropdown on narrow screens) and BOOK NOW. */
export function Header() {
  const current = useCurrentRouteId();
  const menu = useDisclosure();
  const { openBooking } = useBooking();
  useOverlayHistory(menu.isOpen, menu.close);
  const whatsapp = useWhatsappLink(useCurrentRouteId());

  return (
    <header className="header">
      <div className="header__bar">
        <Logo onClick={menu.close} />
        <button
          type="button"
          className="header__menu-button"
          aria-expanded={menu.isOpen}
          aria-controls="site-nav"
          aria-label={menu.isOpen ? labels.header.closeMenu : labels.header.openMenu}
          onClick={menu.toggle}
        >
          {menu.isOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="site-nav" aria-label={labels.header.nav} className={clsx("header__nav", menu.isOpen && "header__nav--open")}>
          <ul className="header__links">
            {navLinks.map((link) => {
              const active = link.id === current;
              return (
                <li key={link.id}>
                  <PageLink
                    to={link.id}
                    className={clsx("header__link", active && "header__link--active")}
                    aria-current={active ? "page" : undefined}
                    // The open menu's history entry becomes the new page's, so Back skips it.
                    replace={menu.isOpen}
                    onClick={menu.close}
                  >
                    {link.label}
                  </PageLink>
                </li>
              );
            })}
          </ul>
          <LanguageSwitch label={labels.header.languages} />
          {/* Wide screens only: phones have it in the contact bar. */}
          <a className="header__whatsapp" {...whatsapp} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon />
            {contactCopy.whatsapp}
          </a>
          <button
            type="button"
            className="button button--primary header__book"
            onClick={() => {
              menu.close();
              openBooking();
            }}
          >
            {labels.header.book}
          </button>
        </nav>
      </div>
    </header>
  );
}
