import type { LucideIcon } from 'lucide-react';

interface FeatureItem {
  title: string;
  text: string;
}

export function FeatureGrid({
  items,
  idPrefix,
  icons,
  fallbackIcon,
  columns,
}: {
  items: [string, FeatureItem][];
  /** Each heading's id is `idPrefix-key`: the chat's data names the passage by it. */
  idPrefix: string;
  icons: Record<string, LucideIcon>;
  fallbackIcon: LucideIcon;
  columns?: 'four' | 'five';
}) {
  return (
    <ul className={columns ? `feature-grid feature-grid--${columns}` : 'feature-grid'}>
      {items.map(([key, item]) => {
        const Icon = icons[key] ?? fallbackIcon;
        return (
          <li key={key} className="feature-card">
            <span className="icon-badge">
              <Icon aria-hidden="true" size={24} />
            </span>
            <h3 id={`${idPrefix}-${key}`}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
