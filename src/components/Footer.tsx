import { studio, whatsappUrl } from "../content/studio";
import { programTitles } from "../content/program-titles";
import { occasionLink, quickLinks } from "../shell/links";
import { PageLink } from "../shell/PageLink";
import { useCurrentYear } from "../hooks/useCurrentYear";
import { labels } from "../content/labels";
import { fill } from "../lib/localize";
import { FacebookIcon, InstagramIcon, LogoMark, WhatsAppIcon } from "./icons";
import "./Footer.css";

/** Four columns (studio, programs, each a link to its stories, quick links, follow us: the logo and the social links), then the copyright line. */
export function Footer() {
  const year = useCurrentYear();
  const { street, locality, region, postalCode } = studio.address;
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section className="footer__col" aria-labelledby="footer-studio">
          <h2 id="footer-studio" className="footer__heading">
            {studio.name}
          </h2>
          <ul className="footer__list">
            <li>
              <a href={`tel:${studio.phone.e164}`}>{studio.phone.display}</a>
            </li>
            <li>
              <a href={`mailto:${studio.email}`}>{studio.email}</a>
            </li>
            <li className="footer__text">
              <address>
                {street}, {locality}, {region} {postalCode}
              </address>
            </li>
            {studio.hoursText && <li className="footer__text">{studio.hoursText}</li>}
            <li>
              <a className="footer__cta" href={studio.directionsUrl} target="_blank" rel="noopener noreferrer">
                {labels.footer.mapLink}
              </a>
            </li>
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-programs">
          <h2 id="footer-programs" className="footer__heading">
            {labels.footer.programsHeading}
          </h2>
          <ul className="footer__list footer__list--programs">
            {programTitles.map((p) => (
              <li key={p.id}>
                <PageLink {...occasionLink(p.id)}>{p.title}</PageLink>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__heading">
            {labels.footer.linksHeading}
          </h2>
          <ul className="footer__list">
            {quickLinks.map((link) => (
              <li key={link.id}>
                <PageLink to={link.id}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer__col" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="footer__heading">
            {labels.footer.followHeading}
          </h2>
          {/* The spec's logo: the studio's mark, as in the header (the name heads the first column). */}
          <LogoMark className="footer__logo" />
          <ul className="footer__socials">
            <li>
              <a href={studio.socials.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram">
                <InstagramIcon />
              </a>
            </li>
            <li>
              <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" aria-label="WhatsApp">
                <WhatsAppIcon />
              </a>
            </li>
            <li>
              <a href={studio.socials.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
                <FacebookIcon />
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer__bottom">
        <p>{fill(labels.footer.copyright, { year })}</p>
        <PageLink to="credits">{labels.footer.credits}</PageLink>
      </div>
    </footer>
  );
}
