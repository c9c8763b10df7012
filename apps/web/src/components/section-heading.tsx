import type { ReactNode } from 'react';

export function HeadedSection({
  id,
  headingId,
  tinted = false,
  container,
  eyebrow,
  title,
  lead,
  centered = false,
  children,
}: {
  id?: string;
  headingId: string;
  tinted?: boolean;
  /** Added to the container's classes (`split`). */
  container?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={tinted ? 'section section--tinted' : 'section'}
      aria-labelledby={headingId}
    >
      <div className={container ? `container ${container}` : 'container'}>
        <header className={`section-heading${centered ? ' section-heading--center' : ''}`}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{title}</h2>
          {lead && <p className="lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
