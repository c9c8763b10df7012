import { Resvg } from '@resvg/resvg-js';
import satori, { type Font, type FontWeight } from 'satori';
import tokens from '../../styles/tokens.css?raw';
import { staticSiteFont } from '../../../scripts/subset-font.mjs';
import { LogoMark } from '../../components/icons';
import { settings } from '../../lib/site-settings';
import { PREVIEW_SIZE, type Preview } from './previews';

type PreviewText = Pick<Preview, 'title' | 'kicker'>;

/** The site's colours, by their names in tokens.css: a preview changes with the site. */
function colour(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`No colour --${name} in styles/tokens.css`);
  return value;
}

// Satori reads TrueType, OpenType or WOFF and no variable font: the site's own Manrope, cut to the
// characters the site writes and pinned to each weight the card uses, once per build.
const fonts = new Map<FontWeight, Promise<Font>>();
function manrope(weight: FontWeight): Promise<Font> {
  let font = fonts.get(weight);
  if (!font) {
    font = staticSiteFont(weight).then((data) => ({
      name: 'Manrope',
      data,
      weight,
      style: 'normal',
    }));
    fonts.set(weight, font);
  }
  return font;
}

/**
 * Large for a short title, smaller as it grows: at 64 px a line holds a long Catalan word with
 * its neighbours ("Serveis de desenvolupament"), and the longest titles keep to three lines.
 */
function titleSize(title: string): number {
  if (title.length <= 20) return 92;
  if (title.length <= 34) return 78;
  if (title.length <= 60) return 64;
  return 54;
}

/** The logo's wave and dot (components/icons.tsx), large, running off the card's right edge. */
function Swell({ wave, dot }: { wave: string; dot: string }) {
  return (
    <svg width="560" height="131" viewBox="0 4 64 15" style={{ marginRight: -104 }}>
      <path
        d="M3 17c3.2 0 3.2-4 6.4-4s3.2 4 6.4 4 3.2-4 6.4-4 3.2 4 6.4 4 3.2-4 6.4-4 3.2 4 6.4 4 3.2-4 6.4-4 3.2 4 6.4 4 3.2-4 6.4-4"
        fill="none"
        stroke={wave}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="48.5" cy="6.5" r="1.6" fill={dot} />
    </svg>
  );
}

function Card({ title, kicker }: PreviewText) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        ...PREVIEW_SIZE,
        boxSizing: 'border-box',
        padding: '64px 80px 52px',
        backgroundColor: colour('navy-900'),
        color: colour('sand-50'),
        fontFamily: 'Manrope',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {/* The mark is a navy tile: a ring keeps its edge on the navy card. */}
        <div
          style={{
            display: 'flex',
            borderRadius: 18,
            boxShadow: `0 0 0 2px ${colour('navy-700')}`,
          }}
        >
          <LogoMark width={64} height={64} />
        </div>
        <span style={{ fontSize: 38, fontWeight: 800, letterSpacing: -0.5 }}>
          {settings.studioName}
        </span>
      </div>
      {/* The title stands on the foot of the card, however many lines it takes. */}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18, marginTop: 'auto' }}>
        <span
          style={{
            fontSize: 26,
            fontWeight: 800,
            letterSpacing: 3,
            textTransform: 'uppercase',
            color: colour('coral-500'),
          }}
        >
          {kicker}
        </span>
        <span
          style={{
            maxWidth: 960,
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            textWrap: 'balance',
            lineClamp: 3,
          }}
        >
          {title}
        </span>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          marginTop: 8,
        }}
      >
        <span style={{ fontSize: 26, fontWeight: 600, color: colour('sand-200') }}>
          {new URL(settings.siteUrl).host}
        </span>
        <Swell wave={colour('coral-500')} dot={colour('sand-100')} />
      </div>
    </div>
  );
}

/** The preview as a PNG of PREVIEW_SIZE. */
export async function renderPreview(text: PreviewText): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(<Card title={text.title} kicker={text.kicker} />, {
    ...PREVIEW_SIZE,
    fonts: await Promise.all([manrope(600), manrope(800)]),
  });
  // Satori drew the text as paths: the machine's own fonts have no say in the image.
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png);
}
