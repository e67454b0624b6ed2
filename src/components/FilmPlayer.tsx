import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import clsx from "clsx";
import { clockLength, filmWords, posterOf, spokenLength, type Film } from "../content/films";
import { fill } from "../lib/localize";
import { youtubeEmbedUrl, youtubeId } from "../lib/youtube";
import { Photo } from "./Photo";
import { PlayIcon } from "./icons";
import "./FilmPlayer.css";

export interface FilmPlayerProps {
  film: Film;
  /** How wide the poster is shown (a sizes attribute). */
  sizes: string;
  /** In a row of films: a sample says so with a short tag on its poster, not a sentence. */
  compact?: boolean;
  className?: string;
}

/**
 * A film as the studio's own poster with a play button: nothing is asked of YouTube until the
 * visitor taps play, and then only the privacy-enhanced player (youtube-nocookie.com, the one frame
 * the Content-Security-Policy allows), which starts at once and takes the keyboard's focus.
 * Without a connection the tap says so instead. Without JavaScript the poster is a link to the film.
 */
export function FilmPlayer({ film, sizes, compact = false, className }: FilmPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const [offline, setOffline] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const id = youtubeId(film.youtube) ?? "";
  const poster = posterOf(film);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  // The notice goes once the connection is back; the visitor taps play again. Under a large
  // poster it may be below the screen's edge: brought into view, or the tap seems to do nothing.
  useEffect(() => {
    if (!offline) return;
    status.current?.scrollIntoView({ block: "nearest" });
    const back = () => setOffline(false);
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [offline]);

  function play(event: MouseEvent | KeyboardEvent) {
    event.preventDefault();
    if (navigator.onLine === false) setOffline(true);
    else setPlaying(true);
  }

  return (
    <figure className={clsx("film", className)}>
      <div className="film__screen">
        {playing ? (
          <iframe
            ref={frame}
            className="film__player"
            src={youtubeEmbedUrl(id)}
            title={fill(filmWords.frameTitle, { title: film.title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <a
              className="film__play"
              href={`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`}
              aria-label={fill(filmWords.play, { title: film.title, length: spokenLength(film) }) + (compact && film.sample ? ` (${filmWords.sampleTag})` : "")}
              onClick={play}
              onKeyDown={(e) => {
                // A link answers Enter; as the play button it is, Space too.
                if (e.key === " ") play(e);
              }}
            >
              {poster && <Photo photo={poster} alt="" sizes={sizes} cover placeholder={false} className="film__poster" />}
              <span className="film__button" aria-hidden="true">
                <PlayIcon className="film__icon" />
              </span>
            </a>
            {/* Over the poster, outside the link: its name says the length in words. */}
            <span className="film__length" aria-hidden="true">
              {clockLength(film)}
            </span>
            {compact && film.sample && (
              <span className="film__tag" aria-hidden="true">
                {filmWords.sampleTag}
              </span>
            )}
          </>
        )}
      </div>
      {/* Before the caption: a figure's caption is its first or last child. */}
      <p className="film__status" role="status" ref={status}>
        {offline ? filmWords.offline : ""}
      </p>
      <figcaption className="film__caption">
        <span className="film__title">{film.title}</span>
        {film.sample && !compact && <span className="film__sample">{filmWords.sample}</span>}
      </figcaption>
    </figure>
  );
}
