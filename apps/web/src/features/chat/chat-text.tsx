import { Fragment } from 'react';
import { Link } from 'react-router';

/** Site paths the assistants mention (the quote form, services…), possibly with `?lang=`. */
const SITE_PATH =
  /(\/(?:contacto|servicios(?:\/[a-z-]+)?|faq|portafolio|quienes-somos|legal\/[a-z]+)(?:\?[a-z]+=[a-z-]+(?:&[a-z]+=[a-z-]+)*)?)(?=[\s.,;:!?)]|$)/g;

/** A message as text, with the site's paths as links (never as HTML). */
export function ChatText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const parts = text.split(SITE_PATH);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} to={part} onClick={onNavigate}>
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
