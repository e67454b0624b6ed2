import { useEffect, useState, type ComponentType } from "react";
import { loadFullStylesheet } from "../shell/full-stylesheet";

/** A part's code: a module-level function, so the effect below runs once. */
export type PartLoader = () => Promise<ComponentType>;

/**
 * A part drawn once the page has hydrated, its code, content and the whole stylesheet fetched
 * then: the films on pages that are not about them (the home page's featured film, /program's
 * row). They play only with script and sit at the end of their page, below anything a visitor or
 * a link reaches first, so their arrival moves nothing being read; in the first scripts and HTML
 * they would take the home page past its 20 KB of own code and 14 KB of HTML. Nothing while the
 * code cannot load.
 */
export function LaterPart({ load }: { load: PartLoader }) {
  const [Part, setPart] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([load(), loadFullStylesheet()]).then(
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
