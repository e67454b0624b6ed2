import { Photo } from "../components/Photo";
import { creditsIntro, photoCredits, photoSetLabels, type PhotoCredit } from "../content/credits";
import { labels } from "../content/labels";
import { photoFor } from "../content/photos";
import { storyPhotoSet } from "../content/story-files";
import { fill } from "../lib/localize";
import "./Credits.css";

/**
 * The photo made from it with the smallest variants: the thumbnail costs the fewest bytes. Without
 * the hero's phone crop (a thumbnail shows the whole photo) and without a blurred placeholder
 * (thirty-three of them would cost the page more than they give a 5rem square). None when the
 * site shows none of them (the build leaves out a photo shown nowhere else). Never a story's
 * photo: those come only with the stories (content/load.ts), and their smallest is wider anyway.
 */
function thumbnail(credit: PhotoCredit) {
  const photos = credit.photos.filter((id) => !id.startsWith(storyPhotoSet(""))).map(photoFor).filter((p) => p !== undefined);
  const best = photos.reduce<(typeof photos)[number] | undefined>((b, p) => (b && (b.variants[0]?.width ?? 0) <= (p.variants[0]?.width ?? 0) ? b : p), undefined);
  return best && { ...best, portrait: undefined };
}

function whereUsed(credit: PhotoCredit): string {
  const sets = [...new Set(credit.photos.map((id) => id.split("/")[0] ?? ""))];
  return sets.map((s) => photoSetLabels[s] ?? s).join(", ");
}

/** Where the original comes from: labels' template, its file path set as code. */
function Source({ credit }: { credit: PhotoCredit }) {
  const { package: pkg, version, path } = credit.source;
  const [before, after = ""] = fill(labels.credits.source, { package: pkg, version, where: whereUsed(credit) }).split("{path}");
  return (
    <p className="credits__source">
      {before}
      <code>{path}</code>
      {after}
    </p>
  );
}

const withPhoto = (photo: ReturnType<typeof thumbnail>) => photo && <Photo photo={photo} alt="" sizes="5rem" className="credits__thumb" cover placeholder={false} />;

/** Who took the sample photographs and under which licence: what those licences ask of us. */
export function Credits() {
  return (
    <div className="container credits">
      <div className="page-head">
        <span className="eyebrow">{labels.credits.eyebrow}</span>
        <h1>{labels.credits.title}</h1>
        <p>{creditsIntro}</p>
      </div>
      <ul className="credits__list">
        {photoCredits.map((credit) => (
          <li key={credit.source.path} className="credits__item">
            {withPhoto(thumbnail(credit))}
            <div>
              <h2 className="credits__work">{credit.work}</h2>
              <p className="credits__meta">
                {`${fill(labels.credits.by, { author: credit.author })} · `}
                {credit.licences.map((l, i) => (
                  <span key={l.url}>
                    {i > 0 ? " / " : ""}
                    <a href={l.url} rel="license noopener noreferrer" target="_blank">
                      {l.name}
                    </a>
                  </span>
                ))}
              </p>
              <Source credit={credit} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
