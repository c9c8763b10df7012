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

export function StatsBand({
  label,
  stats,
}: {
  label: string;
  stats: [string, { value: string; label: string }][];
}) {
  return (
    <section className="stats-band" aria-label={label}>
      <div className="container">
        <StatList
          variant="dark"
          label={label}
          items={stats.map(([key, item]) => ({ key, ...item }))}
        />
      </div>
    </section>
  );
}
