import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { ErrorBoundary } from "./ErrorBoundary";
import { pageLoadErrorCopy } from "../content/contact";

/** Around the routed page: a page whose chunk will not load shows a way to try again instead of
 *  a blank site, and the header, footer and BOOK NOW keep working. A new location tries afresh. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary
      resetKey={location}
      fallback={
        <div className="container page-error" role="alert">
          <p>{pageLoadErrorCopy.message}</p>
          {/* A full page load of the same URL: the server's HTML names chunks that exist. */}
          <a className="button button--primary" href={location}>
            {pageLoadErrorCopy.retry}
          </a>
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
