import { studio, whatsappUrl } from "../content/studio";
import { thankYouCopy } from "../content/enquiry";
import { useLastEnquiry } from "../hooks/useLastEnquiry";
import { formatEventDate } from "../lib/format";
import { locale } from "../content/load";
import { fill } from "../lib/localize";
import { PageLink } from "../shell/PageLink";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "../components/icons";
import "./ThankYou.css";

/**
 * Where the booking popup leads. It says only what has happened to the enquiry this browser sent
 * (delivered, on its way, or not sendable from here), and when it cannot go automatically it
 * offers WhatsApp, a call and an email with the enquiry filled in. Then when the studio replies,
 * and its contacts.
 */
export function ThankYou() {
  const last = useLastEnquiry();
  const { street, locality, region, postalCode } = studio.address;
  const enquiry = last?.note.enquiry;
  const state = last?.state ?? null;
  const event = enquiry ? eventText(enquiry) : "";
  const withEvent = (text: string) => text + (event && fill(thankYouCopy.whatsappEvent, { event }));
  const message = enquiry ? withEvent(thankYouCopy.whatsappMessage(enquiry)) : undefined;

  return (
    <div className="container thank-you">
      <div className="page-head">
        <span className="eyebrow">{studio.name}</span>
        <h1>{thankYouCopy.title}</h1>
        <p role="status">{state ? thankYouCopy.state[state] : thankYouCopy.lead}</p>
        {event && <p className="thank-you__event">{fill(thankYouCopy.eventLine, { event })}</p>}
        {state === "manual" && enquiry && (
          <div className="thank-you__actions thank-you__manual">
            <a className="button button--primary" href={whatsappUrl(withEvent(thankYouCopy.enquiryMessage(enquiry)))} rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon width={20} height={20} />
              {thankYouCopy.manual.whatsapp}
            </a>
            <a className="button button--ghost" href={`tel:${studio.phone.e164}`}>
              <PhoneIcon />
              {thankYouCopy.manual.call}
            </a>
            <a
              className="button button--ghost"
              href={`mailto:${studio.email}?subject=${encodeURIComponent(thankYouCopy.emailSubject(enquiry))}&body=${encodeURIComponent(withEvent(thankYouCopy.enquiryMessage(enquiry)))}`}
            >
              <MailIcon />
              {thankYouCopy.manual.email}
            </a>
          </div>
        )}
        <p>{thankYouCopy.replyTime}</p>
      </div>
      <section className="thank-you__card" aria-labelledby="thank-you-contact">
        <h2 id="thank-you-contact" className="thank-you__heading">
          {thankYouCopy.contactHeading}
        </h2>
        <ul className="thank-you__contacts">
          <li>
            <PhoneIcon />
            <a href={`tel:${studio.phone.e164}`}>{studio.phone.display}</a>
          </li>
          <li>
            <MailIcon />
            <a href={`mailto:${studio.email}`}>{studio.email}</a>
          </li>
          <li>
            <address className="thank-you__address">
              {street}, {locality}, {region} {postalCode}
            </address>
          </li>
        </ul>
        <div className="thank-you__actions">
          <a className="button button--primary" href={whatsappUrl(message)} rel="noopener noreferrer" target="_blank">
            <WhatsAppIcon width={20} height={20} />
            {thankYouCopy.whatsapp}
          </a>
          <PageLink to="home" className="button button--ghost">
            {thankYouCopy.back}
          </PageLink>
        </div>
      </section>
    </div>
  );
}

/** "Wedding on Saturday, 13 March 2027", or whichever of the two the visitor gave. */
function eventText({ date, occasion }: Record<string, string | undefined>): string {
  const day = date ? formatEventDate(date, locale) : "";
  return date && occasion ? fill(thankYouCopy.event, { occasion, date: day }) : (occasion ?? day);
}
