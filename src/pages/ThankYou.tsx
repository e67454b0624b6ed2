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
 * Where the booking popup leads. It greets the visitor by name, repeats their date and plan, says
 * only what has happened to the enquiry this browser sent (delivered, on its way, or not sendable
 * from here) and when the studio replies, and offers to send the same on WhatsApp now (with a call
 * and an email too when it cannot go automatically). Then the studio's contacts.
 */
export function ThankYou() {
  const last = useLastEnquiry();
  const { street, locality, region, postalCode } = studio.address;
  const enquiry = last?.note.enquiry;
  const state = last?.state ?? null;
  const event = enquiry ? eventText(enquiry) : "";
  const plan = enquiry?.plan ? thankYouCopy.planLine(enquiry.plan) : "";
  // The whole enquiry, to send on WhatsApp or by email, a line for each field and the event's its
  // own; a note from before the site kept every field (name, city and budget only) gives the short
  // greeting instead, the event in a sentence.
  const whole = !!(enquiry?.email && enquiry.number);
  const eventPart = event && (whole ? `\n${fill(thankYouCopy.eventLine, { event })}` : fill(thankYouCopy.whatsappEvent, { event }));
  const message = enquiry ? (whole ? thankYouCopy.enquiryMessage(enquiry) : thankYouCopy.whatsappMessage(enquiry)) + eventPart + (plan && `\n${plan}`) : "";

  return (
    <div className="container thank-you">
      <div className="page-head">
        <span className="eyebrow">{studio.name}</span>
        <h1>{enquiry?.name ? thankYouCopy.titleNamed(enquiry.name) : thankYouCopy.title}</h1>
        <p role="status">{state ? thankYouCopy.state[state] : thankYouCopy.lead}</p>
        {event && <p className="thank-you__detail">{fill(thankYouCopy.eventLine, { event })}</p>}
        {plan && <p className="thank-you__detail">{plan}</p>}
        <p>{thankYouCopy.replyTime}</p>
        {enquiry && (
          <div className="thank-you__actions thank-you__send">
            <a className="button button--primary" href={whatsappUrl(message)} rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon width={20} height={20} />
              {state === "manual" ? thankYouCopy.manual.whatsapp : thankYouCopy.sendOnWhatsapp}
            </a>
            {state === "manual" && (
              <>
                <a className="button button--ghost" href={`tel:${studio.phone.e164}`}>
                  <PhoneIcon />
                  {thankYouCopy.manual.call}
                </a>
                <a className="button button--ghost" href={`mailto:${studio.email}?subject=${encodeURIComponent(thankYouCopy.emailSubject(enquiry))}&body=${encodeURIComponent(message)}`}>
                  <MailIcon />
                  {thankYouCopy.manual.email}
                </a>
              </>
            )}
          </div>
        )}
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
          {!enquiry && (
            <a className="button button--primary" href={whatsappUrl()} rel="noopener noreferrer" target="_blank">
              <WhatsAppIcon width={20} height={20} />
              {thankYouCopy.whatsapp}
            </a>
          )}
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
