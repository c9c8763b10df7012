/**
 * Where a page sits: links up to it, then its own name. The trail's last part is the page, so it
 * is no link; a long one (a post's title) ends in an ellipsis rather than wrap on a phone.
 */
export function Breadcrumbs({
  label,
  trail,
  current,
}: {
  label: string;
  trail: { name: string; href: string }[];
  current: string;
}) {
  return (
    <nav className="breadcrumbs container" aria-label={label}>
      <ol>
        {trail.map(({ name, href }) => (
          <li key={href}>
            <a href={href}>{name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
