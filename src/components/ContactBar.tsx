import { studio } from "../content/studio";
import { contactCopy } from "../content/contact";
import { useBooking } from "../hooks/useBooking";
import { useTopDialog } from "../hooks/useTopDialog";
import { useWhatsappLink } from "../hooks/useWhatsappLink";
import { useCurrentRouteId } from "../shell/useCurrentRouteId";
import { PhoneIcon, WhatsAppIcon } from "./icons";
import "./ContactBar.css";

/**
 * On phones, WhatsApp, Call and Book one tap away at the bottom of the screen. The page leaves
 * room for it (base.css), and it steps aside while a dialog is open so it never hides the
 * dialog's buttons. Wide screens have WhatsApp in the header instead. /thank-you hides it
 * (ThankYou.css): the enquiry is sent, and the page offers WhatsApp and a call itself.
 */
export function ContactBar() {
  const { openBooking } = useBooking();
  const whatsapp = useWhatsappLink(useCurrentRouteId());
  const dialogOpen = useTopDialog() !== null;
  return (
    <nav className="contact-bar" aria-label={contactCopy.label} hidden={dialogOpen}>
      <a className="contact-bar__item" {...whatsapp} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon />
        {contactCopy.whatsapp}
      </a>
      <a className="contact-bar__item" href={`tel:${studio.phone.e164}`}>
        <PhoneIcon />
        {contactCopy.call}
      </a>
      <button type="button" className="contact-bar__item contact-bar__book" onClick={() => openBooking()}>
        {contactCopy.book}
      </button>
    </nav>
  );
}
