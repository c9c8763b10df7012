/** A band of headline figures: each a big value and what it counts. */
export function StatList({
  items,
  label,
  variant = 'light',
}: {
  items: { key: string; value: string; label: string }[];
  label: string;
  variant?: 'light' | 'dark';
}) {
  return (
    <dl className={`stat-list stat-list--${variant}`} aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className="stat">
          <dt className="stat__label">{item.label}</dt>
          <dd className="stat__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
