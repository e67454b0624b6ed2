import { Link, useLocation } from "wouter";
import clsx from "clsx";
import { routes, normalisePath } from "../routes";
import { useBooking } from "../hooks/useBooking";
import { useDisclosure } from "../hooks/useDisclosure";
import { useOverlayHistory } from "../hooks/useOverlayHistory";
import { Logo } from "./Logo";
import { useWhatsappLink } from "../hooks/useWhatsappLink";
import { contactCopy } from "../content/enquiry";
import { CloseIcon, MenuIcon, WhatsAppIcon } from "./icons";
import "./Header.css";

const navRoutes = routes.filter((r) => r.nav);

/** Sticky header: logo, the navigation (a dropdown on narrow screens) and BOOK NOW. */
export function Header() {
  const [location] = useLocation();
  const current = normalisePath(location);
  const menu = useDisclosure();
  const { openBooking } = useBooking();
  useOverlayHistory(menu.isOpen, menu.close);
  const whatsapp = useWhatsappLink();

  return (
    <header className="header">
      <div className="header__bar">
        <Logo onClick={menu.close} />
        <button
          type="button"
          className="header__menu-button"
          aria-expanded={menu.isOpen}
          aria-controls="site-nav"
          aria-label={menu.isOpen ? "Close menu" : "Open menu"}
          onClick={menu.toggle}
        >
          {menu.isOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="site-nav" aria-label="Main" className={clsx("header__nav", menu.isOpen && "header__nav--open")}>
          <ul className="header__links">
            {navRoutes.map((r) => {
              const active = r.path === current;
              return (
                <li key={r.path}>
                  <Link
                    href={r.path}
                    className={clsx("header__link", active && "header__link--active")}
                    aria-current={active ? "page" : undefined}
                    // The open menu's history entry becomes the new page's, so Back skips it.
                    replace={menu.isOpen}
                    onClick={menu.close}
                  >
                    {r.nav}
                  </Link>
                </li>
              );
            })}
          </ul>
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
            Book now
          </button>
        </nav>
      </div>
    </header>
  );
}
