import type { ReactNode } from 'react';

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
