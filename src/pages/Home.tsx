import { studio } from "../content/studio";

export function Home() {
  return (
    <div className="container page-head">
      <h1>Welcome to {studio.name}</h1>
      <p>{studio.tagline}</p>
    </div>
  );
}
