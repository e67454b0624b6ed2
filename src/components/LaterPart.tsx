import { useEffect, useState, type ComponentType } from "react";
import { loadFullStylesheet } from "../shell/full-stylesheet";
import { retryImport } from "../lib/lazy-retry";

/**
 * A part drawn once the page has hydrated, its code, content and the whole stylesheet fetched
 * then: the films on pages that are not about them (the home page's featured film, /program's
 * row). They play only with script and sit at the end of their page, below anything a visitor or
 * a link reaches first, so their arrival moves nothing being read; drawn at once, they would add
 * their code and words to the first scripts and their markup to the 14 KB of HTML. Its chunk is
 * retried as every chunk is (lib/lazy-retry.ts), but never reloads the page: nothing while it
 * cannot load.
 * `load` is a module-level function, so the effect runs once.
 */
export function LaterPart({ load }: { load: () => Promise<ComponentType> }) {
  const [Part, setPart] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([retryImport(load), loadFullStylesheet()]).then(
      ([part]) => {
        if (live) setPart(() => part);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load]);
  return Part ? <Part /> : null;
}
