import { ChevronDown } from 'lucide-react';
import { FormattedText } from './formatted-text';

/**
 * A collapsible question: a button with `aria-expanded` that controls the answer region,
 * labelled by it. `anchorId` makes the item a link target (`/faq#that-id`).
 */
export function AccordionItem({
  baseId,
  anchorId,
  question,
  answer,
  open,
  onToggle,
}: {
  baseId: string;
  anchorId?: string;
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
}) {
  const buttonId = `${baseId}-q`;
  const panelId = `${baseId}-a`;
  return (
    <div className={`accordion-item${open ? ' is-open' : ''}`} id={anchorId}>
      <h3 className="accordion-item__heading">
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
      </h3>
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
