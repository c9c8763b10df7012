import { useTranslation } from 'react-i18next';

/** `metric`: the portfolio's best conversion, as portfolio.json writes it. */
export function HeroArt({ metric }: { metric: string }) {
  const { t } = useTranslation('home');
  return (
    <div className="hero-art" aria-hidden="true">
      <svg className="hero-art__window" viewBox="0 0 480 340" width="480" height="340">
        <defs>
          <linearGradient id="hero-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ff6b5e" stopOpacity="0.35" />
            <stop offset="1" stopColor="#ff6b5e" stopOpacity="0" />
          </linearGradient>
        </defs>
        <rect x="1" y="1" width="478" height="338" rx="22" fill="#ffffff" stroke="#e9e1d3" />
        <path d="M1 23a22 22 0 0 1 22-22h434a22 22 0 0 1 22 22v25H1z" fill="#f4efe6" />
        <circle cx="28" cy="25" r="6" fill="#ff6b5e" />
        <circle cx="48" cy="25" r="6" fill="#f2c14e" />
        <circle cx="68" cy="25" r="6" fill="#1f7a7a" />
        <rect x="150" y="17" width="180" height="16" rx="8" fill="#ffffff" />
        <rect x="32" y="76" width="150" height="14" rx="7" fill="#0f1b3d" />
        <rect x="32" y="100" width="110" height="10" rx="5" fill="#c9cfe0" />
        <rect x="330" y="72" width="118" height="36" rx="18" fill="#0f1b3d" />
        <rect x="352" y="86" width="74" height="8" rx="4" fill="#ff6b5e" />
        <path
          d="M32 290 L92 262 L152 272 L212 222 L272 232 L332 172 L392 150 L448 108 L448 310 L32 310 Z"
          fill="url(#hero-fill)"
        />
        <path
          d="M32 290 L92 262 L152 272 L212 222 L272 232 L332 172 L392 150 L448 108"
          fill="none"
          stroke="#e0483b"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="448" cy="108" r="9" fill="#ffffff" stroke="#e0483b" strokeWidth="5" />
        <g fill="#e9e1d3">
          <rect x="32" y="138" width="40" height="6" rx="3" />
          <rect x="32" y="178" width="40" height="6" rx="3" />
          <rect x="32" y="218" width="40" height="6" rx="3" />
        </g>
      </svg>
      <div className="hero-art__pill hero-art__pill--top">
        <span>{t('hero.art.metric')}</span>
        <strong>{metric}</strong>
      </div>
      <div className="hero-art__pill hero-art__pill--bottom">
        <span>{t('hero.art.launch')}</span>
        <strong>{t('hero.art.launchValue')}</strong>
      </div>
      <span className="hero-art__blob hero-art__blob--coral" />
      <span className="hero-art__blob hero-art__blob--teal" />
    </div>
  );
}
