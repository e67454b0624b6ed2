import { useEffect, useState } from "react";
import { studio, whatsappUrl } from "../content/studio";
import { thankYouCopy } from "../content/enquiry";
import { readLastEnquiry, type LastEnquiry } from "../lib/enquiry-notes";
import { formatEventDate } from "../lib/format";
import { fill } from "../lib/localize";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "../components/icons";
import { PageLink } from "../shell/PageLink";
import "./ThankYou.css";

/** Where the booking popup leads: a confirmation, the studio's contacts and a WhatsApp shortcut. */
export function ThankYou() {
  // Read after hydration: the prerendered page cannot know what this browser sent.
  const [last, setLast] = useState<LastEnquiry | null>(null);
  useEffect(() => setLast(readLastEnquiry()), []);
  const { street, locality, region, postalCode } = studio.address;
  const event = last ? eventText(last) : "";
  const message = last ? thankYouCopy.whatsappMessage(last) + (event && fill(thankYouCopy.whatsappEvent, { event })) : undefined;

  return (
    <div className="container thank-you">
      <div className="page-head">
        <span className="eyebrow">{studio.name}</span>
        <h1>{thankYouCopy.title}</h1>
        <p>{thankYouCopy.lead}</p>
        <p>{thankYouCopy.replyTime}</p>
        {event && <p className="thank-you__event">{fill(thankYouCopy.eventLine, { event })}</p>}
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
          <PageLink className="button button--ghost" to="home">
            {thankYouCopy.back}
          </PageLink>
        </div>
      </section>
    </div>
  );
}

/** "Wedding on Saturday, 13 March 2027", or whichever of the two the visitor gave. */
function eventText({ date, occasion }: LastEnquiry): string {
  const day = date ? formatEventDate(date) : "";
  return date && occasion ? fill(thankYouCopy.event, { occasion, date: day }) : (occasion ?? day);
}
