/**
 * Wordmark logos (SVG, 320 × 80). Text uses a generic serif stack so it renders
 * crisply in the browser; the emblem is drawn as vector geometry.
 */
import { P } from './palette.ts';

export type Emblem = 'ring' | 'double' | 'peak' | 'wave' | 'arch';

const FONT = `'Cormorant Garamond', 'Noto Serif JP', Georgia, 'Times New Roman', serif`;

function emblem(kind: Emblem, letter: string): string {
  const cx = 40;
  const cy = 40;
  let s = '';
  switch (kind) {
    case 'double':
      s += `<circle cx="${cx}" cy="${cy}" r="30" fill="${P.ink}"/><circle cx="${cx}" cy="${cy}" r="26.5" fill="none" stroke="${P.gold}" stroke-width="1.2"/><circle cx="${cx}" cy="${cy}" r="23.5" fill="none" stroke="${P.gold}" stroke-width="0.6"/>`;
      s += `<path d="M${cx - 6} 19.5l3 -3l3 3l3 -3l3 3" fill="none" stroke="${P.gold}" stroke-width="1"/>`;
      break;
    case 'peak':
      s += `<circle cx="${cx}" cy="${cy}" r="29" fill="none" stroke="${P.gold}" stroke-width="1.6"/>`;
      s += `<path d="M19 58L30 49L36 53L46 44L61 58Z" fill="${P.gold}" fill-opacity="0.3"/>`;
      s += `<path d="M21 61.5h38M26 65h28" stroke="${P.gold}" stroke-width="1"/>`;
      break;
    case 'wave':
      s += `<rect x="11" y="11" width="58" height="58" rx="14" fill="none" stroke="${P.gold}" stroke-width="1.6"/>`;
      s += `<path d="M18 58q5.5 -4 11 0t11 0t11 0t11 0M18 63q5.5 -4 11 0t11 0t11 0t11 0" fill="none" stroke="${P.gold}" stroke-width="1"/>`;
      break;
    case 'arch':
      s += `<path d="M13 68V38a27 27 0 0 1 54 0V68Z" fill="none" stroke="${P.gold}" stroke-width="1.6"/>`;
      s += `<path d="M18 64h44" stroke="${P.gold}" stroke-width="1"/>`;
      break;
    default:
      s += `<circle cx="${cx}" cy="${cy}" r="29" fill="none" stroke="${P.gold}" stroke-width="1.6"/><circle cx="${cx}" cy="${cy}" r="25.5" fill="none" stroke="${P.gold}" stroke-width="0.6"/>`;
      s += `<path d="M28 58.5q12 -7 24 0" fill="none" stroke="${P.gold}" stroke-width="1"/>`;
  }
  const fill = kind === 'double' ? P.ivory : P.ink;
  const y = kind === 'peak' ? 45 : kind === 'wave' ? 47 : 50;
  s += `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="500" fill="${fill}">${letter}</text>`;
  return s;
}

/**
 * @param main  first word(s), e.g. "FELTON"
 * @param sub   second line, e.g. "WEST LAKE" (optional)
 */
export function logoSvg(title: string, main: string, sub: string | undefined, kind: Emblem = 'ring'): string {
  const letter = main.charAt(0);
  // fit the main line into the space right of the emblem (x 84 … 312)
  const avail = 226;
  const mainSize = Math.min(27, avail / (main.length * 0.98 + 0.2));
  const mainSpacing = mainSize * 0.22;
  let words = '';
  if (sub) {
    words += `<text x="84" y="42" font-family="${FONT}" font-size="${mainSize.toFixed(1)}" letter-spacing="${mainSpacing.toFixed(1)}" fill="${P.ink}">${main}</text>`;
    words += `<path d="M84 50.5h20" stroke="${P.gold}" stroke-width="1"/>`;
    const subSize = Math.min(11.5, (avail - 28) / (sub.length * 1.05));
    words += `<text x="110" y="54.5" font-family="${FONT}" font-size="${subSize.toFixed(1)}" letter-spacing="${(subSize * 0.38).toFixed(1)}" fill="${P.gold}">${sub}</text>`;
  } else {
    words += `<text x="84" y="49" font-family="${FONT}" font-size="${mainSize.toFixed(1)}" letter-spacing="${(mainSpacing * 1.4).toFixed(1)}" fill="${P.ink}">${main}</text>`;
  }
  const label = sub ? `${main} ${sub}` : main;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80" width="320" height="80" role="img" aria-label="${label}">` +
    `<title>${title}</title>${emblem(kind, letter)}${words}</svg>\n`
  );
}
