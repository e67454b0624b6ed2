import { Link } from "wouter";
import { studio } from "../content/studio";
import { LogoMark } from "./icons";
import "./Logo.css";

/** The studio's mark and name, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link href="/" className="logo" onClick={onClick}>
      <LogoMark className="logo__mark" />
      <span className="logo__name">{studio.name}</span>
    </Link>
  );
}
