import { useId } from "react";
import { useDisclosure } from "../hooks/useDisclosure";
import { ChevronDownIcon } from "./icons";
import "./Accordion.css";

export interface AccordionItem {
  title: string;
  answer: string;
}

/**
 * Questions and answers, each toggled by its title (the W3C accordion pattern): the title is a
 * button inside a heading, with aria-expanded and aria-controls, so Enter and Space work.
 * The answers stay in the prerendered HTML (hidden), so search engines and no-JS readers get them.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <AccordionEntry key={item.title} item={item} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function AccordionEntry({ item, headingLevel }: { item: AccordionItem; headingLevel: 2 | 3 | 4 }) {
  const { isOpen, toggle } = useDisclosure(false);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion__item">
      <Heading className="accordion__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="accordion__button"
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={toggle}
        >
          <span>{item.title}</span>
          <ChevronDownIcon className="accordion__icon" />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="accordion__panel"
        hidden={!isOpen}
      >
        <p>{item.answer}</p>
      </div>
    </div>
  );
}
