import { ChevronDown } from 'lucide-react';
import { FormattedText } from './formatted-text';

/** `anchorId` makes the item a link target (`/faq#that-id`). */
export function AccordionItem({
  baseId,
  anchorId,
  question,
  answer,
  open,
  onToggle,
  headingLevel = 3,
}: {
  baseId: string;
  anchorId?: string;
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
  /** One below the section heading the list sits under. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const buttonId = `${baseId}-q`;
  const panelId = `${baseId}-a`;
  return (
    <div className={`accordion-item${open ? ' is-open' : ''}`} id={anchorId}>
      <Heading className="accordion-item__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion-item__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{question}</span>
          <ChevronDown aria-hidden="true" size={20} className="accordion-item__chevron" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="accordion-item__panel"
        hidden={!open}
      >
        <FormattedText text={answer} />
      </div>
    </div>
  );
}
