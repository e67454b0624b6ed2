import { useEffect, useMemo } from "react";
import clsx from "clsx";
import { hero } from "../content/home";
import { photoSet } from "../content/photos";
import { photoPreload } from "../lib/preload";
import { useBooking } from "../hooks/useBooking";
import { useSaveData } from "../hooks/useSaveData";
import { useHydrated } from "../hooks/useHydrated";
import { useImagePreload } from "../hooks/useImagePreload";
import { useAutoplay } from "../hooks/useAutoplay";
import { useSlideshow } from "../hooks/useSlideshow";
import { Photo } from "./Photo";
import { PauseIcon, PlayIcon } from "./icons";
import { labels } from "../content/labels";
import { PageLink } from "../shell/PageLink";
import "./Hero.css";

/** Spec: the slideshow advances every 5 seconds. */
export const heroDelay = 5000;
const sizes = "100vw";

/**
 * Only the photo in view and its neighbours are on the page: the one fading out, and the next,
 * there and decoded before its turn. Putting all ten on the page as the slideshow began was one
 * task of 60-100 ms on this machine (four times that on a slow phone); now each turn adds one.
 */
function inPlay(i: number, index: number, count: number): boolean {
  return count <= 3 || i === index || i === (index + 1) % count || i === (index + count - 1) % count;
}

/**
 * The full-screen welcome. The first photo is in the prerendered HTML (the page's priority
 * photo), so it paints before any script. After hydration the other photos preload in the background (not under Save-Data); only once all have loaded are
 * they rendered and does the slideshow advance, every 5 s, looping. A failed preload is logged and
 * the first photo stays.
 */
export function Hero() {
  const { openBooking } = useBooking();
  const photos = useMemo(() => photoSet(hero.photoSet), []);
  const saveData = useSaveData();
  const settled = useHydrated();
  const rest = useMemo(
    () => (settled && saveData === false ? photos.slice(1).map((p) => photoPreload(p, sizes)) : null),
    [photos, saveData, settled],
  );
  const status = useImagePreload(rest);
  const ready = status === "loaded" && photos.length > 1;
  const autoplay = useAutoplay();
  const shown = ready ? photos : photos.slice(0, 1);
  const { index } = useSlideshow(shown.length, { delay: ready && autoplay.running ? heroDelay : null });

  useEffect(() => {
    if (status === "error") console.error("Failed to load images");
  }, [status]);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__slides">
        {shown.map((photo, i) =>
          inPlay(i, index, shown.length) ? (
            <div
              key={photo.id}
              className={clsx("hero__slide", i === index && "hero__slide--active")}
              aria-hidden={i !== index || undefined}
            >
              {/* The others are preloaded: no blurred placeholder to show or take away. */}
              <Photo photo={photo} sizes={sizes} priority={i === 0} cover placeholder={i === 0} />
            </div>
          ) : null,
        )}
      </div>
      <div className="hero__content">
        <h1 id="hero-title" className="hero__eyebrow">
          {hero.heading}
        </h1>
        <p className="hero__title">{hero.headline}</p>
        <p className="hero__tagline">{hero.tagline}</p>
        <div className="hero__actions">
          <button type="button" className="button button--primary hero__book" onClick={() => openBooking()}>
            {labels.hero.book}
          </button>
          <PageLink to="program" className="button button--ghost hero__more">
            {hero.secondaryLinkLabel}
          </PageLink>
        </div>
      </div>
      {/* In the prerendered page too (bare: 14 KB of HTML is tight), hidden until the slideshow
          runs: so its styles are the page's own, never missing while the whole sheet loads. */}
      <button
        type="button"
        className="hero__toggle"
        hidden={!ready}
        aria-label={ready ? (autoplay.state === "paused" ? labels.hero.play : labels.hero.pause) : undefined}
        onClick={autoplay.toggle}
      >
        {ready && (autoplay.state === "paused" ? <PlayIcon /> : <PauseIcon />)}
      </button>
    </section>
  );
}
