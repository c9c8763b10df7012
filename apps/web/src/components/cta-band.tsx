import type { ReactNode } from 'react';
import { PageLink, QUOTE_FORM_ANCHOR } from '../lib/page-links';

export function CtaBand({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className="cta-band">
          <div className="cta-band__text">
            <h2 id={id}>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="cta-band__actions">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** The band that ends a post or a case study: its button opens the quote form. */
export function QuoteCtaBand({
  id,
  title,
  text,
  button,
}: {
  id: string;
  title: string;
  text: string;
  button: string;
}) {
  return (
    <CtaBand id={id} title={title} text={text}>
      <PageLink
        className="button button--primary button--large"
        to="contact"
        hash={QUOTE_FORM_ANCHOR}
      >
        {button}
      </PageLink>
    </CtaBand>
  );
}
