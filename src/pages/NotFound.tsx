import { navLinks } from "../shell/links";
import { PageLink } from "../shell/PageLink";
import { labels } from "../content/labels";
import "./NotFound.css";

/** Any unknown path: a friendly page with the way back (served with status 404). */
export function NotFound() {
  return (
    <div className="container page-head not-found">
      <span className="eyebrow">{labels.notFound.eyebrow}</span>
      <h1>{labels.notFound.title}</h1>
      <p>{labels.notFound.text}</p>
      <ul className="not-found__links">
        {navLinks.map((link) => (
          <li key={link.id}>
            <PageLink to={link.id}>{link.label}</PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
