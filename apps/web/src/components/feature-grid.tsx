import type { LucideIcon } from 'lucide-react';

export interface FeatureItem {
  title: string;
  text: string;
}

/**
 * A grid of icon cards (commitments, values, benefits, features). Each entry's key picks its
 * icon from `icons`; keys without one get `fallbackIcon`.
 */
export function FeatureGrid({
  items,
  icons,
  fallbackIcon,
  columns,
}: {
  items: [string, FeatureItem][];
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
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
