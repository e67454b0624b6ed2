import { about } from "../content/about";
import { labels } from "../content/labels";
import { photoSet } from "../content/photos";
import { Photo } from "../components/Photo";
import { useBooking } from "../hooks/useBooking";
import "./About.css";

/** Who the studio is: the founder, what they photograph, why couples choose them, and how they work. */
export function About() {
  const { openBooking } = useBooking();
  const profile = photoSet(about.profilePhotoSet)[0];
  return (
    <div className="about">
      {/* .page-head sets its own padding, so the gutter comes from the container inside. */}
      <header className="page-head">
        <div className="container">
          <span className="eyebrow">{about.eyebrow}</span>
          <h1>{labels.about.title}</h1>
          <p>{about.intro}</p>
        </div>
      </header>

      <section className="container about__founder" aria-labelledby="about-founder">
        {profile && (
          <div className="about__portrait">
            <Photo
              photo={profile}
              alt={profile.alt || about.profileAlt}
              sizes="(min-width: 960px) 26rem, 90vw"
              priority
              className="about__photo"
            />
          </div>
        )}
        <div className="about__bio">
          <span className="eyebrow">{about.founder.role}</span>
          <h2 id="about-founder">{about.founder.name}</h2>
          {about.founder.blurb.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="about-captures">
        <div className="container about__captures">
          <h2 id="about-captures">{about.captures.title}</h2>
          <p className="about__lead">{about.captures.intro}</p>
          <ul className="about__capture-list">
            {about.captures.items.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-why">
        <div className="container">
          <h2 id="about-why" className="about__title">
            {about.whyUs.title}
          </h2>
          <ul className="about__why">
            {about.whyUs.items.map((item) => (
              <li key={item.title} className="about__why-item">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-roles">
        <div className="about__band">
          <div className="container">
            <h2 id="about-roles" className="about__title">
              {about.roles.title}
            </h2>
            <p className="about__lead">{about.roles.intro}</p>
            <ol className="about__roles">
              {about.roles.items.map((role) => (
                <li key={role.title} className="about__role">
                  <h3>{role.title}</h3>
                  <p>{role.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-skills">
        <div className="container about__skills-wrap">
          <h2 id="about-skills" className="about__title">
            {about.skills.title}
          </h2>
          <ul className="about__skills">
            {about.skills.items.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="about-closing">
        <div className="container about__closing">
          <h2 id="about-closing">{about.closing.title}</h2>
          <p>{about.closing.text}</p>
          <button type="button" className="button button--primary" onClick={() => openBooking()}>
            {about.closing.cta}
          </button>
        </div>
      </section>
    </div>
  );
}
