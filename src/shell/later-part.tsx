import { memo, Suspense, use, useEffect, type ComponentType } from "react";
import { importOnce } from "../lib/lazy-retry";

export interface LaterPart {
  /** Renders the part: at once once loaded, else (only while hydrating) when its chunk arrives. */
  Part: ComponentType;
  /** Loads the part's chunk (once); resolves when it can render without suspending. */
  ready: () => Promise<void>;
  /** Resolves once the part has rendered (hydrated) in this browser. */
  hydrated: Promise<void>;
}

/**
 * A part of a page, well below its first screen, whose code is a chunk of its own and which
 * hydrates after the rest of the page. The prerendered HTML shows it from the first paint; the
 * page's first scripts leave it out, so the first screen is usable sooner; React hydrates it when
 * its chunk arrives, keeping the prerendered elements. Until then its links work as plain links;
 * its buttons wait (React does not replay a click on a part whose code has not arrived).
 * The build and a visit from another page wait for it (load-page.ts), so it never renders empty.
 *
 * memo: a Suspense boundary still waiting to hydrate must not be re-rendered from above, or React
 * would drop its prerendered HTML and show the (empty) fallback instead.
 */
export function laterPart(load: () => Promise<ComponentType>): LaterPart {
  const chunk = importOnce(load);
  let Loaded: ComponentType | undefined;
  const ready = () => chunk().then((component) => void (Loaded = component));
  // While hydrating, a chunk that will not load (after importOnce's retries) leaves the
  // prerendered part as it is, readable and its links plain links, not an error in its place.
  // A visit from another page goes through load-page.ts, which loads the page afresh instead.
  let hydrating: Promise<void> | undefined;
  const whenLoaded = () => (hydrating ??= ready().catch(() => new Promise<void>(() => {})));
  let markHydrated = () => {};
  const hydrated = new Promise<void>((done) => (markHydrated = done));
  function Inner() {
    // The effect before use(): when the chunk comes while React waits in use(), React replays
    // this render with the hooks of the attempt that suspended, and finding Loaded set the replay
    // skips use(); an effect after it was then a hook the first attempt never reached, and
    // hydration failed ("Update hook called on initial render", React error 467).
    useEffect(() => markHydrated(), []);
    if (!Loaded) use(whenLoaded());
    const Component = Loaded!;
    return <Component />;
  }
  const Part = memo(function LaterPart() {
    return (
      <Suspense fallback={null}>
        <Inner />
      </Suspense>
    );
  });
  return { Part, ready, hydrated };
}
