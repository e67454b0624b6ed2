import type { programDescriptions } from "../content/program-descriptions";
import { ChevronDownIcon } from "./icons";
import "./ProgramDescriptions.css";

/**
 * The nine programs, each a <details>: it opens and closes before any script runs, and the
 * browser gives it the expanded/collapsed semantics and keyboard behaviour for free.
 */
export function ProgramDescriptions({ programs }: { programs: typeof programDescriptions }) {
  return (
    <ul className="program-descriptions">
      {programs.map((p) => (
        <li key={p.id} className="program-descriptions__item">
          <details className="program-descriptions__details">
            <summary className="program-descriptions__summary">
              <span className="program-descriptions__title">{p.title}</span>
              <ChevronDownIcon className="program-descriptions__icon" />
            </summary>
            <p className="program-descriptions__text">{p.description}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
