import { useBooking } from "../hooks/useBooking";
import { useWhatsappLink } from "../hooks/useWhatsappLink";
import { useCurrentRouteId } from "../shell/useCurrentRouteId";
import { WhatsAppIcon } from "./icons";

/** A page's closing pair: the booking form (with an occasion chosen, on a story) and WhatsApp. */
export function ClosingActions({ words, occasion, className }: { words: { book: string; whatsapp: string }; occasion?: string; className: string }) {
  const { openBooking } = useBooking();
  const whatsapp = useWhatsappLink(useCurrentRouteId());
  return (
    <div className={className}>
      <button type="button" className="button button--primary" onClick={() => openBooking(occasion ? { occasion } : undefined)}>
        {words.book}
      </button>
      <a className="button button--ghost" {...whatsapp} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon width={20} height={20} />
        {words.whatsapp}
      </a>
    </div>
  );
}
