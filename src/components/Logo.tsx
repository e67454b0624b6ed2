import { studio } from "../content/studio";
import { PageLink } from "../shell/PageLink";
import { LogoMark } from "./icons";
import "./Logo.css";

/** The studio's mark and name, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <PageLink to="home" className="logo" onClick={onClick}>
      <LogoMark className="logo__mark" />
      <span className="logo__name">{studio.name}</span>
    </PageLink>
  );
}
