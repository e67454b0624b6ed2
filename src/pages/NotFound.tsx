import { Link } from "wouter";
import { routes } from "../routes";
import "./NotFound.css";

/** Any unknown path: a friendly page with the way back (served with status 404). */
export function NotFound() {
  return (
    <div className="container page-head not-found">
      <span className="eyebrow">Error 404</span>
      <h1>Page not found</h1>
      <p>This page has wandered off, like a guest at the baraat. These will take you back:</p>
      <ul className="not-found__links">
        {routes
          .filter((r) => r.nav)
          .map((r) => (
            <li key={r.path}>
              <Link href={r.path}>{r.nav}</Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
