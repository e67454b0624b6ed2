import { navLinks } from "../shell/links";
import { PageLink } from "../shell/PageLink";
import "./NotFound.css";

/** Any unknown path: a friendly page with the way back (served with status 404). */
export function NotFound() {
  return (
    <div className="container page-head not-found">
      <span className="eyebrow">Error 404</span>
      <h1>Page not found</h1>
      <p>This page has wandered off, like a guest at the baraat. These will take you back:</p>
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
