/**
 * Flat geometric interiors in the house palette: guest rooms, meeting spaces,
 * wellness and tea rooms, dining and lobby. Interiors are drawn on a canvas
 * that is always 800 units high (c.u === 1) and as wide as the aspect needs;
 * furniture is laid out around the horizontal centre so crops stay balanced.
 */
import { type Canvas, P, f, mix } from './palette.ts';
import { type Tod, lantern, mood, smooth } from './land.ts';
import { type Scene, SCENES, type SceneName, latticeSquare } from './scenes.ts';

export interface RoomOpts {
  /** scene seen through windows */
  view: SceneName;
  tod?: Tod;
}

// ---------------------------------------------------------------- tiny helpers

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const poly = (pts: [number, number][]): string => 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + 'Z';

const WOOD = mix(P.sand, P.gold, 0.45);
const WOOD_DARK = mix(P.gold, P.ink, 0.45);
const LINEN = P.ivory;

function glow(c: Canvas, x: number, y: number, r: number, color: string = P.gold, a = 0.45): string {
  const g = c.radialAt(
    [
      [0, color, a],
      [0.5, color, a * 0.35],
      [1, color, 0],
    ],
    x,
    y,
    r,
  );
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${g}"/>`;
}

/** Back wall + floor with perspective boards. */
function shell(c: Canvas, floorY: number, o: { wall?: string; floor?: string; boards?: boolean; tiles?: boolean; vx?: number } = {}): string {
  const wall = o.wall ?? mix(P.sand, P.ivory, 0.45);
  const floor = o.floor ?? WOOD;
  const vx = o.vx ?? c.w / 2;
  let s = rect(-10, -10, c.w + 20, floorY + 10, c.linear([
    [0, mix(wall, P.slate, 0.12)],
    [0.55, wall],
    [1, mix(wall, P.ivory, 0.3)],
  ]));
  s += rect(-10, floorY, c.w + 20, c.h - floorY + 10, c.linear([
    [0, mix(floor, P.ink, 0.08)],
    [1, mix(floor, P.ink, 0.28)],
  ]));
  let d = '';
  if (o.boards !== false) {
    const step = o.tiles ? 120 : 46;
    for (let x = vx - c.w * 1.5; x < vx + c.w * 1.5; x += step) {
      const bx = vx + (x - vx) * 3.2;
      d += `M${f(x)} ${f(floorY)}L${f(bx)} ${f(c.h + 800)}`;
    }
    if (o.tiles) {
      for (const t of [0.12, 0.3, 0.58, 1]) d += `M-10 ${f(floorY + (c.h - floorY) * t)}H${f(c.w + 10)}`;
    }
  }
  s += `<path d="${d}" stroke="${P.ink}" stroke-opacity="${o.tiles ? 0.1 : 0.08}" stroke-width="2"/>`;
  s += rect(-10, floorY - 12, c.w + 20, 12, mix(wall, P.ink, 0.12));
  return s;
}

/** A framed window showing a landscape scene. */
function windowView(c: Canvas, o: RoomOpts, x: number, y: number, w: number, h: number, opts: { mullions?: number; frame?: string; curtains?: boolean; sill?: boolean; transoms?: number } = {}): string {
  const v = c.child(w, h);
  const scene: Scene = SCENES[o.view];
  const clip = c.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  const frame = opts.frame ?? P.ink;
  let s = glow(c, x + w / 2, y + h / 2, Math.max(w, h) * 0.95, P.ivory, 0.55);
  s += `<g clip-path="${clip}"><g transform="translate(${f(x)} ${f(y)})">${scene(v, { tod: o.tod ?? 'day' })}</g></g>`;
  const t = Math.max(8, Math.min(w, h) * 0.025);
  let d = `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
  d += `M${f(x + t)} ${f(y + t)}v${f(h - 2 * t)}h${f(w - 2 * t)}v${f(-(h - 2 * t))}Z`;
  s += path(d, frame, 'fill-rule="evenodd"');
  const n = opts.mullions ?? Math.max(1, Math.round(w / 200));
  for (let i = 1; i < n; i++) s += rect(x + (w * i) / n - t * 0.4, y, t * 0.8, h, frame);
  for (let i = 1; i <= (opts.transoms ?? 0); i++) s += rect(x, y + (h * i) / ((opts.transoms ?? 0) + 1) - t * 0.4, w, t * 0.8, frame);
  if (opts.sill !== false) s += rect(x - t * 1.5, y + h - 2, w + t * 3, t * 1.3, mix(frame, P.ivory, 0.15));
  if (opts.curtains) {
    for (const side of [-1, 1]) {
      const cw = Math.max(50, w * 0.16);
      const cxp = side < 0 ? x - cw * 0.55 : x + w - cw * 0.45;
      const g = c.linear(
        [
          [0, mix(LINEN, P.sand, 0.6)],
          [0.25, LINEN],
          [0.5, mix(LINEN, P.sand, 0.7)],
          [0.75, LINEN],
          [1, mix(LINEN, P.sand, 0.6)],
        ],
        0,
        0,
        1,
        0,
      );
      s += rect(cxp, y - 40, cw, h + 80, g, 0, 'fill-opacity="0.96"');
    }
    s += rect(x - w * 0.14, y - 48, w * 1.28, 8, P.ink);
  }
  return s;
}

function pendant(c: Canvas, x: number, y: number, s: number, kind: 'dome' | 'globe' | 'drum' = 'dome', lit = true): string {
  let o = `<path d="M${f(x)} -5V${f(y - s * 0.4)}" stroke="${P.ink}" stroke-width="2"/>`;
  if (lit) o += glow(c, x, y + s * 0.4, s * 4, P.gold, 0.35);
  if (kind === 'dome') o += path(`M${f(x - s)} ${f(y + s * 0.35)}Q${f(x - s * 0.9)} ${f(y - s * 0.55)} ${f(x)} ${f(y - s * 0.55)}Q${f(x + s * 0.9)} ${f(y - s * 0.55)} ${f(x + s)} ${f(y + s * 0.35)}Z`, P.ink) + ell(x, y + s * 0.35, s * 0.8, s * 0.12, mix(P.gold, P.ivory, 0.4));
  else if (kind === 'globe') o += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.6)}" fill="${mix(P.ivory, P.gold, 0.2)}"/>` + rect(x - s * 0.15, y - s * 0.75, s * 0.3, s * 0.2, P.gold);
  else o += rect(x - s * 0.7, y - s * 0.5, s * 1.4, s * 0.9, mix(P.ivory, P.sand, 0.4), 3) + rect(x - s * 0.7, y + s * 0.34, s * 1.4, s * 0.06, P.gold);
  return o;
}

function tableLamp(c: Canvas, x: number, baseY: number, s: number): string {
  let o = glow(c, x, baseY - s * 1.3, s * 2.6, P.gold, 0.4);
  o += path(`M${f(x - s * 0.18)} ${f(baseY)}L${f(x - s * 0.12)} ${f(baseY - s * 0.8)}L${f(x + s * 0.12)} ${f(baseY - s * 0.8)}L${f(x + s * 0.18)} ${f(baseY)}Z`, P.slate);
  o += path(`M${f(x - s * 0.55)} ${f(baseY - s * 0.78)}L${f(x - s * 0.38)} ${f(baseY - s * 1.4)}L${f(x + s * 0.38)} ${f(baseY - s * 1.4)}L${f(x + s * 0.55)} ${f(baseY - s * 0.78)}Z`, mix(P.ivory, P.gold, 0.25));
  return o;
}

function floorLamp(c: Canvas, x: number, floorY: number, h: number): string {
  let o = glow(c, x, floorY - h, h * 0.6, P.gold, 0.4);
  o += ell(x, floorY, 30, 6, P.ink) + rect(x - 2.5, floorY - h, 5, h, P.ink);
  o += path(`M${f(x - 46)} ${f(floorY - h + 20)}L${f(x - 34)} ${f(floorY - h - 44)}L${f(x + 34)} ${f(floorY - h - 44)}L${f(x + 46)} ${f(floorY - h + 20)}Z`, mix(P.ivory, P.gold, 0.2));
  return o;
}

function plant(c: Canvas, x: number, floorY: number, h: number, potColor: string = P.slate): string {
  const r = c.rng;
  let o = path(`M${f(x - h * 0.18)} ${f(floorY - h * 0.3)}L${f(x + h * 0.18)} ${f(floorY - h * 0.3)}L${f(x + h * 0.14)} ${f(floorY)}L${f(x - h * 0.14)} ${f(floorY)}Z`, potColor);
  const n = 9;
  for (let i = 0; i < n; i++) {
    const ang = -90 + (i - (n - 1) / 2) * r.range(13, 18);
    const L = h * r.range(0.55, 0.85);
    const W = L * 0.2;
    const col = i % 2 ? P.jade : mix(P.jade, P.ink, 0.3);
    o += `<path transform="translate(${f(x)} ${f(floorY - h * 0.3)}) rotate(${f(ang)})" d="M0 0C${f(L * 0.3)} ${f(-W)} ${f(L * 0.75)} ${f(-W * 0.8)} ${f(L)} 0C${f(L * 0.75)} ${f(W * 0.8)} ${f(L * 0.3)} ${f(W)} 0 0Z" fill="${col}"/>`;
  }
  return o;
}

/** A vase with a few branches (ikebana-like). */
function branchVase(c: Canvas, x: number, baseY: number, h: number, color: string = P.ink): string {
  const r = c.rng;
  let o = path(`M${f(x - h * 0.08)} ${f(baseY)}Q${f(x - h * 0.16)} ${f(baseY - h * 0.2)} ${f(x - h * 0.04)} ${f(baseY - h * 0.32)}L${f(x + h * 0.04)} ${f(baseY - h * 0.32)}Q${f(x + h * 0.16)} ${f(baseY - h * 0.2)} ${f(x + h * 0.08)} ${f(baseY)}Z`, color);
  let d = '';
  let buds = '';
  for (let i = 0; i < 3; i++) {
    const ex = x + r.range(-0.5, 0.5) * h;
    const ey = baseY - h * r.range(0.75, 1);
    d += `M${f(x)} ${f(baseY - h * 0.3)}Q${f(x + (ex - x) * 0.2)} ${f(baseY - h * 0.7)} ${f(ex)} ${f(ey)}`;
    for (let k = 0; k < 4; k++) {
      const t = r.range(0.4, 1);
      buds += `<circle cx="${f(x + (ex - x) * t)}" cy="${f(baseY - h * 0.3 + (ey - baseY + h * 0.3) * t)}" r="${f(h * 0.025)}" fill="${P.gold}"/>`;
    }
  }
  o += `<path d="${d}" fill="none" stroke="${P.ink}" stroke-width="${f(h * 0.012)}"/>` + buds;
  return o;
}

/** Framed artwork: abstract ink mountains (no text). */
function artwork(c: Canvas, x: number, y: number, w: number, h: number, frame: string = P.gold): string {
  const r = c.rng;
  let o = rect(x, y, w, h, frame) + rect(x + 8, y + 8, w - 16, h - 16, P.ivory);
  const clip = c.clip(`<rect x="${f(x + 8)}" y="${f(y + 8)}" width="${f(w - 16)}" height="${f(h - 16)}"/>`);
  let inner = '';
  for (let k = 0; k < 3; k++) {
    const pts: [number, number][] = [];
    const base = y + h * (0.55 + k * 0.14);
    for (let i = 0; i <= 8; i++) pts.push([x + (w * i) / 8, base - r.range(0, h * 0.3) * (1 - k * 0.25)]);
    inner += path(`M${f(x)} ${f(y + h)}L${f(pts[0]![0])} ${f(pts[0]![1])}${smooth(pts)}L${f(x + w)} ${f(y + h)}Z`, mix(P.mist, P.ink, k * 0.3 + 0.1));
  }
  inner += `<circle cx="${f(x + w * r.range(0.25, 0.75))}" cy="${f(y + h * 0.3)}" r="${f(h * 0.09)}" fill="${P.gold}"/>`;
  o += `<g clip-path="${clip}">${inner}</g>`;
  return o;
}

// ---------------------------------------------------------------- furniture

function armchair(x: number, floorY: number, s: number, color: string): string {
  const w = 150 * s;
  const h = 170 * s;
  let o = ell(x, floorY + 4, w * 0.6, 10 * s, P.ink, 'fill-opacity="0.12"');
  o += rect(x - w * 0.42, floorY - h, w * 0.84, h * 0.7, color, 22 * s);
  o += rect(x - w * 0.5, floorY - h * 0.52, w * 0.18, h * 0.42, mix(color, P.ink, 0.12), 12 * s);
  o += rect(x + w * 0.32, floorY - h * 0.52, w * 0.18, h * 0.42, mix(color, P.ink, 0.12), 12 * s);
  o += rect(x - w * 0.34, floorY - h * 0.42, w * 0.68, h * 0.22, mix(color, P.ivory, 0.15), 10 * s);
  o += rect(x - w * 0.48, floorY - h * 0.2, w * 0.96, h * 0.12, mix(color, P.ink, 0.2), 6 * s);
  o += rect(x - w * 0.42, floorY - h * 0.08, 6 * s, h * 0.08, P.ink) + rect(x + w * 0.42 - 6 * s, floorY - h * 0.08, 6 * s, h * 0.08, P.ink);
  return o;
}

function sofa(x: number, floorY: number, w: number, color: string, cushions: string[]): string {
  const h = 170;
  let o = ell(x, floorY + 4, w * 0.55, 12, P.ink, 'fill-opacity="0.12"');
  o += rect(x - w * 0.48, floorY - h, w * 0.96, h * 0.7, color, 20);
  o += rect(x - w / 2, floorY - h * 0.55, 40, h * 0.45, mix(color, P.ink, 0.12), 14);
  o += rect(x + w / 2 - 40, floorY - h * 0.55, 40, h * 0.45, mix(color, P.ink, 0.12), 14);
  const n = Math.max(2, Math.round(w / 170));
  for (let i = 0; i < n; i++) {
    const cw = (w - 90) / n;
    o += rect(x - w / 2 + 45 + i * cw + 3, floorY - h * 0.44, cw - 6, h * 0.24, mix(color, P.ivory, 0.15), 10);
  }
  cushions.forEach((cc, i) => {
    const cxp = x - w / 2 + 90 + i * ((w - 180) / Math.max(1, cushions.length - 1));
    o += rect(cxp - 36, floorY - h * 0.72, 72, 62, cc, 14, `transform="rotate(${i % 2 ? 6 : -6} ${f(cxp)} ${f(floorY - h * 0.6)})"`);
  });
  o += rect(x - w / 2, floorY - h * 0.2, w, h * 0.12, mix(color, P.ink, 0.2), 6);
  o += rect(x - w / 2 + 16, floorY - h * 0.08, 8, h * 0.08, P.ink) + rect(x + w / 2 - 24, floorY - h * 0.08, 8, h * 0.08, P.ink);
  return o;
}

function coffeeTable(c: Canvas, x: number, y: number, w: number): string {
  let o = ell(x, y + 48, w * 0.55, 12, P.ink, 'fill-opacity="0.12"');
  o += path(poly([[x - w * 0.42, y], [x + w * 0.42, y], [x + w * 0.5, y + 26], [x - w * 0.5, y + 26]]), WOOD);
  o += rect(x - w * 0.5, y + 26, w, 10, WOOD_DARK);
  o += rect(x - w * 0.42, y + 36, 8, 36, P.ink) + rect(x + w * 0.42 - 8, y + 36, 8, 36, P.ink);
  o += rect(x - w * 0.3, y - 8, 80, 10, P.slate) + rect(x - w * 0.28, y - 16, 70, 8, P.sand);
  o += `<circle cx="${f(x + w * 0.22)}" cy="${f(y - 14)}" r="16" fill="${P.ivory}"/>` + branchVase(c, x + w * 0.05, y + 4, 90, P.slate);
  return o;
}

function sideTable(x: number, floorY: number, h: number): string {
  return ell(x, floorY - h, 42, 10, WOOD) + rect(x - 4, floorY - h, 8, h, P.ink) + ell(x, floorY, 24, 5, P.ink);
}

function nightstand(c: Canvas, x: number, floorY: number, lamp: boolean): string {
  let o = rect(x - 50, floorY - 78, 100, 82, WOOD, 4) + rect(x - 50, floorY - 78, 100, 8, WOOD_DARK);
  o += rect(x - 44, floorY - 46, 88, 2, WOOD_DARK) + rect(x - 10, floorY - 34, 20, 3, P.gold);
  if (lamp) o += tableLamp(c, x, floorY - 78, 70);
  return o;
}

/** Bed seen from its foot (one-point perspective). */
function bed(c: Canvas, x: number, floorY: number, halfBack: number, accent: string, pillows: number): string {
  const yb = floorY - 62;
  const yf = floorY + 118;
  const hf = halfBack * 1.22;
  const at = (t: number): [number, number, number] => [yb + (yf - yb) * t, halfBack + (hf - halfBack) * t, 0];
  let o = ell(x, yf + 86, hf * 1.1, 16, P.ink, 'fill-opacity="0.14"');
  // pillows
  const pw = (halfBack * 2 - 40) / pillows;
  for (let i = 0; i < pillows; i++) {
    const px = x - halfBack + 20 + i * pw;
    o += rect(px + 6, yb - 72, pw - 12, 74, LINEN, 22) + rect(px + 6, yb - 8, pw - 12, 8, P.ink, 0, 'fill-opacity="0.05"');
  }
  if (pillows >= 2) o += rect(x - 70, yb - 40, 140, 50, accent, 14);
  else o += rect(x - 46, yb - 38, 92, 46, accent, 14);
  // mattress top with duvet
  const [y1, h1] = at(0.18);
  const [y2, h2] = at(0.58);
  const [y3, h3] = at(0.8);
  o += path(poly([[x - halfBack, yb], [x + halfBack, yb], [x + hf, yf], [x - hf, yf]]), mix(LINEN, P.sand, 0.3));
  o += path(poly([[x - h1, y1], [x + h1, y1], [x + hf, yf], [x - hf, yf]]), c.linear([
    [0, LINEN],
    [1, mix(LINEN, P.sand, 0.35)],
  ]));
  o += path(poly([[x - h1, y1], [x + h1, y1], [x + h1 + 3, y1 + 14], [x - h1 - 3, y1 + 14]]), mix(LINEN, P.mist, 0.25));
  o += path(poly([[x - h2, y2], [x + h2, y2], [x + h3, y3], [x - h3, y3]]), accent);
  // front face: duvet drape + throw + base
  o += rect(x - hf, yf, hf * 2, 44, mix(LINEN, P.sand, 0.45), 4);
  o += rect(x - hf, yf, hf * 2, 3, P.ink, 0, 'fill-opacity="0.08"');
  o += rect(x - hf + 2, yf + 44, hf * 2 - 4, 30, WOOD_DARK);
  o += rect(x - hf + 14, yf + 74, 10, 12, P.ink) + rect(x + hf - 24, yf + 74, 10, 12, P.ink);
  return o;
}

function headboard(x: number, floorY: number, half: number, h: number, color: string): string {
  let o = rect(x - half, floorY - h, half * 2, h, color, 10);
  let d = '';
  for (let gx = x - half + 40; gx < x + half - 20; gx += 40) d += `M${f(gx)} ${f(floorY - h + 12)}V${f(floorY - 10)}`;
  o += `<path d="${d}" stroke="${P.ink}" stroke-opacity="0.12" stroke-width="3"/>`;
  return o;
}

function featurePanel(x: number, y: number, w: number, h: number, color: string): string {
  let o = rect(x, y, w, h, color);
  let d = '';
  for (let gx = x + 18; gx < x + w; gx += 18) d += `M${f(gx)} ${f(y)}v${f(h)}`;
  o += `<path d="${d}" stroke="${P.ink}" stroke-opacity="0.1" stroke-width="2"/>`;
  return o;
}

function rug(x: number, y0: number, y1: number, halfTop: number, color: string): string {
  const halfBot = halfTop * 1.5;
  return path(poly([[x - halfTop, y0], [x + halfTop, y0], [x + halfBot, y1], [x - halfBot, y1]]), color) + path(poly([[x - halfTop + 14, y0 + 8], [x + halfTop - 14, y0 + 8], [x + halfBot - 20, y1 - 10], [x - halfBot + 20, y1 - 10]]), 'none', `stroke="${P.gold}" stroke-opacity="0.45" stroke-width="3"`);
}

// ---------------------------------------------------------------- guest rooms

export type RoomType = 'SK' | 'ST' | 'DK' | 'DT' | 'EX' | 'SU';

const PANEL_COLORS = [WOOD, mix(P.slate, P.mist, 0.25), mix(P.jade, P.sand, 0.35), mix(P.sand, P.gold, 0.2)];
const ACCENTS = [P.gold, P.slate, P.jade, mix(P.gold, P.ink, 0.2)];

/** Main room view: bed(s), headboard, nightstands, window. */
export function bedroomScene(c: Canvas, o: RoomOpts & { rt: RoomType }): string {
  const r = c.rng;
  const floorY = 560;
  const twin = o.rt === 'ST' || o.rt === 'DT';
  const deluxe = o.rt !== 'SK' && o.rt !== 'ST';
  const mirror = r.chance(0.5) ? 1 : -1;
  const bx = c.w / 2 - 150 * mirror;
  const panel = r.pick(PANEL_COLORS);
  const accent = r.pick(ACCENTS);
  const hbColor = r.pick([mix(P.ink, P.slate, 0.3), mix(P.sand, P.mist, 0.4), mix(P.slate, P.mist, 0.2)]);
  let s = shell(c, floorY, { wall: r.pick([mix(P.sand, P.ivory, 0.5), mix(P.mist, P.ivory, 0.6)]) });
  const ww = deluxe ? 380 : 300;
  const wx = mirror > 0 ? bx + 400 : bx - 400 - ww;
  s += windowView(c, o, wx, 80, ww, 420, { curtains: true, mullions: deluxe ? 2 : 1 });
  s += featurePanel(bx - 350, 60, 700, floorY - 60, panel);
  s += rug(bx, floorY + 30, c.h + 20, 420, mix(P.sand, P.mist, 0.35));
  if (r.chance(0.5)) s += artwork(c, bx - 140, 130, 280, 150, P.gold);
  else s += pendant(c, bx - 300, 250, 34, 'globe') + pendant(c, bx + 300, 250, 34, 'globe');
  const hb = twin ? 320 : 280;
  s += headboard(bx, floorY - 40, hb, 230, hbColor);
  if (twin) {
    s += nightstand(c, bx, floorY, true);
    s += nightstand(c, bx - hb - 60, floorY, false) + nightstand(c, bx + hb + 60, floorY, false);
    s += bed(c, bx - 165, floorY, 120, accent, 1) + bed(c, bx + 165, floorY, 120, accent, 1);
  } else {
    s += nightstand(c, bx - hb - 60, floorY, true) + nightstand(c, bx + hb + 60, floorY, true);
    s += bed(c, bx, floorY, deluxe ? 250 : 225, accent, 2);
  }
  if (o.rt === 'SU' || o.rt === 'EX') s += armchair(wx + ww / 2 + mirror * 20, floorY + 180, 1.1, r.pick([P.slate, P.jade, mix(P.sand, P.gold, 0.3)]));
  else s += plant(c, wx + ww / 2 + mirror * 140, floorY + 40, 150);
  return s;
}

/** Second view: the lounge / work corner by the window. */
export function loungeScene(c: Canvas, o: RoomOpts & { rt: RoomType }): string {
  const r = c.rng;
  const floorY = 540;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.5) });
  const accent = r.pick(ACCENTS);
  const fabric = r.pick([P.slate, mix(P.sand, P.gold, 0.25), mix(P.jade, P.mist, 0.3), mix(P.ink, P.slate, 0.4)]);
  if (o.rt === 'SU') {
    s += windowView(c, o, cx - 520, 70, 1040, 400, { curtains: true, mullions: 4 });
    s += rug(cx, floorY + 40, c.h + 20, 460, mix(P.sand, P.mist, 0.35));
    s += pendant(c, cx, 190, 50, 'drum');
    s += sofa(cx, floorY + 70, 620, fabric, [accent, LINEN, accent]);
    s += armchair(cx - 470, floorY + 150, 1.1, mix(fabric, P.ivory, 0.35)) + armchair(cx + 470, floorY + 150, 1.1, mix(fabric, P.ivory, 0.35));
    s += coffeeTable(c, cx, floorY + 130, 360);
  } else if (o.rt === 'EX') {
    s += windowView(c, o, cx - 460, 70, 920, 380, { curtains: true, mullions: 3 });
    // desk along the window
    s += rect(cx - 380, floorY - 90, 560, 16, WOOD_DARK) + rect(cx - 370, floorY - 74, 12, 120, P.ink) + rect(cx + 158, floorY - 74, 12, 120, P.ink);
    s += rect(cx - 150, floorY - 104, 150, 12, P.slate, 3) + rect(cx - 146, floorY - 114, 142, 10, P.ivory, 2);
    s += path(`M${f(cx + 100)} ${f(floorY - 90)}v-18M${f(cx + 100)} ${f(floorY - 108)}l40 -70l40 30`, 'none', `stroke="${P.ink}" stroke-width="6" stroke-linecap="round"`) + glow(c, cx + 180, floorY - 150, 90, P.gold, 0.5) + path(`M${f(cx + 160)} ${f(floorY - 168)}l40 10l-14 28z`, P.gold);
    // office chair (back)
    s += rect(cx - 170, floorY - 40, 120, 130, P.ink, 24) + rect(cx - 116, floorY + 90, 12, 60, P.ink) + ell(cx - 110, floorY + 152, 60, 8, P.ink);
    s += armchair(cx + 400, floorY + 150, 1.15, fabric) + sideTable(cx + 250, floorY + 150, 70);
    s += floorLamp(c, cx + 540, floorY + 150, 300);
  } else {
    const ww = o.rt.startsWith('D') ? 560 : 440;
    s += windowView(c, o, cx - ww / 2, 80, ww, 380, { curtains: true, mullions: 2 });
    s += rug(cx, floorY + 60, c.h + 20, 320, mix(P.sand, P.mist, 0.3));
    s += armchair(cx - 150, floorY + 150, 1.1, fabric) + sideTable(cx + 10, floorY + 150, 80);
    s += `<circle cx="${f(cx + 10)}" cy="${f(floorY + 60)}" r="14" fill="${P.ivory}"/>`;
    if (o.rt.startsWith('D')) s += armchair(cx + 170, floorY + 150, 1.1, fabric);
    s += floorLamp(c, cx - 330, floorY + 120, 300) + plant(c, cx + 360, floorY + 120, 190);
  }
  return s;
}

/** Third view: bathroom with a freestanding tub by the window. */
export function bathScene(c: Canvas, o: RoomOpts & { rt: RoomType }): string {
  const r = c.rng;
  const floorY = 560;
  const cx = c.w / 2;
  const stone = r.pick([mix(P.mist, P.ivory, 0.55), mix(P.sand, P.ivory, 0.3), mix(P.slate, P.mist, 0.55)]);
  let s = shell(c, floorY, { wall: stone, floor: mix(P.mist, P.slate, 0.3), tiles: true });
  // large wall slabs
  let d = '';
  for (let y = 140; y < floorY; y += 140) d += `M-10 ${f(y)}H${f(c.w + 10)}`;
  for (let x = (c.w / 2) % 240; x < c.w; x += 240) d += `M${f(x)} 0V${f(floorY)}`;
  s += `<path d="${d}" stroke="${P.ink}" stroke-opacity="0.07" stroke-width="3"/>`;
  const wide = o.rt === 'SU' || o.rt === 'EX' || o.rt.startsWith('D');
  const side = r.chance(0.5) ? -1 : 1;
  const tubX = cx + side * 110;
  s += windowView(c, o, tubX - (wide ? 280 : 220), 70, wide ? 560 : 440, 400, { mullions: wide ? 2 : 1, frame: P.ink });
  s += pendant(c, tubX, 150, 28, 'globe');
  // tub
  const tw = 420;
  const ty = floorY + 40;
  s += ell(tubX, ty + 110, tw * 0.55, 14, P.ink, 'fill-opacity="0.15"');
  s += path(`M${f(tubX - tw / 2)} ${f(ty)}Q${f(tubX - tw / 2)} ${f(ty + 110)} ${f(tubX - tw * 0.3)} ${f(ty + 110)}L${f(tubX + tw * 0.3)} ${f(ty + 110)}Q${f(tubX + tw / 2)} ${f(ty + 110)} ${f(tubX + tw / 2)} ${f(ty)}Z`, c.linear([
    [0, P.ivory],
    [1, mix(P.ivory, P.mist, 0.45)],
  ]));
  s += ell(tubX, ty, tw / 2, 22, mix(P.ivory, P.mist, 0.2)) + ell(tubX, ty + 2, tw / 2 - 14, 14, mix(P.mist, P.jade, 0.2));
  s += path(`M${f(tubX + tw * 0.3)} ${f(ty - 8)}v-40q0 -16 16 -16h24`, 'none', `stroke="${P.gold}" stroke-width="6"`);
  // steam
  s += steam(tubX - 60, ty - 20, 120, 3);
  // stool with towels and vase
  const sx = tubX - side * 330;
  s += rect(sx - 60, floorY + 60, 120, 14, WOOD) + rect(sx - 50, floorY + 74, 10, 70, WOOD_DARK) + rect(sx + 40, floorY + 74, 10, 70, WOOD_DARK);
  s += rect(sx - 50, floorY + 40, 100, 20, LINEN, 8) + rect(sx - 46, floorY + 22, 92, 18, mix(LINEN, P.sand, 0.4), 8);
  s += branchVase(c, tubX - side * 500, floorY + 80, 200, P.slate);
  return s;
}

function steam(x: number, y: number, h: number, n: number): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const sx = x + i * 40;
    d += `M${f(sx)} ${f(y)}c-18 ${f(-h * 0.25)} 18 ${f(-h * 0.45)} 0 ${f(-h * 0.7)}s18 ${f(-h * 0.2)} 0 ${f(-h * 0.35)}`;
  }
  return `<path d="${d}" fill="none" stroke="${P.ivory}" stroke-opacity="0.8" stroke-width="4" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${P.slate}" stroke-opacity="0.12" stroke-width="1.5" transform="translate(3 2)"/>`;
}

// ---------------------------------------------------------------- meetings & events

function chandelier(c: Canvas, x: number, y: number, s: number): string {
  let o = `<path d="M${f(x)} -5V${f(y - s * 0.5)}" stroke="${P.gold}" stroke-width="2"/>`;
  o += glow(c, x, y, s * 3.2, P.gold, 0.4);
  for (let k = 0; k < 3; k++) {
    const ry = y - s * 0.3 + k * s * 0.32;
    const rx = s * (1 - k * 0.25);
    o += ell(x, ry, rx, rx * 0.18, 'none', `stroke="${P.gold}" stroke-width="${f(s * 0.05)}"`);
    const n = 10 - k * 2;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const dx = Math.cos(a) * rx;
      const dy = Math.sin(a) * rx * 0.18;
      if (dy < -rx * 0.05) continue;
      o += ell(x + dx, ry + dy + s * 0.1, s * 0.045, s * 0.1, mix(P.ivory, P.gold, 0.2));
    }
  }
  o += ell(x, y + s * 0.55, s * 0.12, s * 0.16, mix(P.ivory, P.gold, 0.3));
  return o;
}

/** Round banquet table with chairs, seen slightly from above. */
function roundTable(c: Canvas, x: number, y: number, s: number, chairCol: string, floral = false): string {
  const rx = 120 * s;
  const ry = 38 * s;
  let o = ell(x, y + 80 * s, rx * 1.25, ry * 0.7, P.ink, 'fill-opacity="0.12"');
  // far chairs
  for (const k of [-0.7, -0.25, 0.25, 0.7]) o += rect(x + k * rx - 17 * s, y - ry - 46 * s, 34 * s, 56 * s, chairCol, 10 * s);
  o += path(`M${f(x - rx)} ${f(y)}L${f(x - rx * 1.04)} ${f(y + 72 * s)}Q${f(x)} ${f(y + 72 * s + ry * 0.9)} ${f(x + rx * 1.04)} ${f(y + 72 * s)}L${f(x + rx)} ${f(y)}Z`, mix(LINEN, P.sand, 0.35));
  o += ell(x, y, rx, ry, LINEN);
  // place settings
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    o += ell(x + Math.cos(a) * rx * 0.72, y + Math.sin(a) * ry * 0.72, 10 * s, 3.5 * s, mix(P.mist, P.ivory, 0.3));
  }
  // centerpiece
  if (floral) {
    o += rect(x - 3 * s, y - 70 * s, 6 * s, 70 * s, P.gold);
    for (let i = 0; i < 7; i++) o += `<circle cx="${f(x + (i - 3) * 9 * s)}" cy="${f(y - 78 * s + Math.abs(i - 3) * 5 * s)}" r="${f(11 * s)}" fill="${i % 2 ? LINEN : mix(P.gold, P.ivory, 0.45)}"/>`;
  } else {
    o += rect(x - 8 * s, y - 26 * s, 16 * s, 26 * s, P.gold, 3 * s) + `<circle cx="${f(x)}" cy="${f(y - 32 * s)}" r="${f(10 * s)}" fill="${mix(P.jade, P.ivory, 0.2)}"/>`;
  }
  // near chairs
  for (const k of [-0.85, 0, 0.85]) o += rect(x + k * rx - 20 * s, y + 40 * s, 40 * s, 70 * s, mix(chairCol, P.ink, 0.08), 12 * s);
  return o;
}

function hallShell(c: Canvas, floorY: number, o: { carpet?: string; wall?: string } = {}): string {
  const wall = o.wall ?? mix(P.sand, P.ivory, 0.35);
  let s = shell(c, floorY, { wall, floor: o.carpet ?? mix(P.slate, P.ink, 0.25), boards: false });
  // carpet motif
  let d = '';
  for (let y = floorY + 40; y < c.h; y += 70) {
    const k = (y - floorY) / (c.h - floorY);
    for (let x = ((y / 70) % 2) * 60; x < c.w; x += 120 + k * 60) d += `M${f(x)} ${f(y)}m-12 0a12 ${f(5 + k * 6)} 0 1 0 24 0a12 ${f(5 + k * 6)} 0 1 0 -24 0`;
  }
  s += `<path d="${d}" fill="none" stroke="${P.gold}" stroke-opacity="0.22" stroke-width="2"/>`;
  // wall panels with pilasters
  let panels = '';
  for (let x = 60; x < c.w; x += 300) {
    panels += rect(x - 18, 0, 36, floorY, mix(wall, P.gold, 0.2));
    panels += rect(x + 50, 120, 200, floorY - 200, 'none', 0, `stroke="${P.gold}" stroke-opacity="0.35" stroke-width="3"`);
  }
  s += panels;
  s += rect(-10, 0, c.w + 20, 60, mix(wall, P.ink, 0.06)) + rect(-10, 58, c.w + 20, 5, P.gold, 0, 'fill-opacity="0.6"');
  return s;
}

function screen(c: Canvas, o: RoomOpts, x: number, y: number, w: number, h: number): string {
  // a presentation screen showing a calm landscape (no text)
  const v = c.child(w, h);
  const clip = c.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  return rect(x - 10, y - 10, w + 20, h + 20, P.ink) + `<g clip-path="${clip}"><g transform="translate(${f(x)} ${f(y)})">${SCENES[o.view](v, { tod: 'dawn' })}</g></g>`;
}

export function ballroomScene(c: Canvas, o: RoomOpts): string {
  const r = c.rng;
  const floorY = 470;
  let s = hallShell(c, floorY);
  const cx = c.w / 2;
  s += screen(c, o, cx - 230, 150, 460, 240);
  // stage
  s += rect(cx - 420, floorY - 40, 840, 40, mix(P.ink, P.slate, 0.3));
  for (const x of [cx - 420, cx + 420]) s += plant(c, x, floorY - 40, 120, P.gold);
  for (let x = cx - 500; x > -300; x -= 560) s += chandelier(c, x, 150, 70);
  for (let x = cx + 500; x < c.w + 300; x += 560) s += chandelier(c, x, 150, 70);
  s += chandelier(c, cx, 90, 50);
  // parquet dance floor in the centre, banquet tables around it
  const yb = floorY + 40;
  const yf = c.h + 10;
  s += path(poly([[cx - 200, yb], [cx + 200, yb], [cx + 420, yf], [cx - 420, yf]]), c.linear([
    [0, mix(WOOD, P.ivory, 0.2)],
    [1, WOOD],
  ]));
  let pq = '';
  for (let k = -4; k <= 4; k++) pq += `M${f(cx + k * 50)} ${f(yb)}L${f(cx + k * 105)} ${f(yf)}`;
  for (const t of [0.1, 0.24, 0.42, 0.66]) pq += `M${f(cx - 200 - 220 * t)} ${f(yb + (yf - yb) * t)}h${f(400 + 440 * t)}`;
  s += `<path d="${pq}" stroke="${WOOD_DARK}" stroke-opacity="0.3" stroke-width="2"/>`;
  s += path(poly([[cx - 200, yb], [cx + 200, yb], [cx + 420, yf], [cx - 420, yf]]), 'none', `stroke="${P.gold}" stroke-width="4"`);
  for (const side of [-1, 1]) {
    for (const [k, row] of [
      [0, { y: floorY + 80, s: 0.55, x0: 330, gap: 300 }],
      [1, { y: floorY + 230, s: 0.9, x0: 560, gap: 480 }],
    ] as const) {
      for (let i = 0; i < 4; i++) {
        const x = cx + side * (row.x0 + i * row.gap);
        if (x < -300 || x > c.w + 300) continue;
        s += roundTable(c, x, row.y, row.s, mix(P.ivory, P.sand, 0.4), k === 1);
      }
    }
  }
  void r;
  return s;
}

function chairBack(x: number, y: number, s: number, col: string): string {
  return rect(x - 24 * s, y - 70 * s, 48 * s, 70 * s, col, 10 * s) + rect(x - 24 * s, y - 12 * s, 48 * s, 12 * s, P.gold, 0, 'fill-opacity="0.6"') + rect(x - 22 * s, y, 5 * s, 30 * s, P.ink) + rect(x + 17 * s, y, 5 * s, 30 * s, P.ink);
}

export function boardroomScene(c: Canvas, o: RoomOpts): string {
  const floorY = 470;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.4), floor: mix(P.mist, P.slate, 0.35), boards: false });
  s += featurePanel(cx - 360, 40, 720, floorY - 40, WOOD);
  s += screen(c, o, cx - 220, 110, 440, 250);
  for (const side of [-1, 1]) s += windowView(c, o, cx + side * 420 + (side < 0 ? -360 : 0), 60, 360, 380, { mullions: 2, curtains: false, frame: P.ink });
  // pendant bar
  s += `<path d="M${f(cx - 260)} -5V70M${f(cx + 260)} -5V70" stroke="${P.ink}" stroke-width="2"/>` + rect(cx - 300, 70, 600, 14, P.ink, 6) + glow(c, cx, 100, 380, P.gold, 0.22);
  // table in perspective
  const yb = floorY + 20;
  const yf = c.h + 40;
  s += path(poly([[cx - 120, yb], [cx + 120, yb], [cx + 360, yf], [cx - 360, yf]]), WOOD_DARK);
  s += path(poly([[cx - 112, yb + 4], [cx + 112, yb + 4], [cx + 350, yf], [cx - 350, yf]]), c.linear([
    [0, WOOD],
    [1, mix(WOOD, P.gold, 0.3)],
  ]));
  // chairs along both sides
  for (let i = 0; i < 5; i++) {
    const t = 0.08 + i * 0.21;
    const y = yb + (yf - yb) * t;
    const hw = 120 + 240 * t;
    const sc = 0.55 + t * 0.9;
    for (const side of [-1, 1]) {
      const x = cx + side * (hw + 26 * sc);
      s += rect(x - 22 * sc, y - 80 * sc, 44 * sc, 100 * sc, P.ink, 12 * sc) + rect(x - 16 * sc, y - 72 * sc, 32 * sc, 6 * sc, P.gold, 3 * sc, 'fill-opacity="0.6"');
      s += ell(cx + side * hw * 0.72, y + 8 * sc, 22 * sc, 6 * sc, P.ivory, 'fill-opacity="0.8"');
    }
  }
  return s;
}

export function banquetScene(c: Canvas, o: RoomOpts & { wedding?: boolean }): string {
  const r = c.rng;
  const floorY = 420;
  let s = hallShell(c, floorY, { carpet: o.wedding ? mix(P.sand, P.gold, 0.3) : undefined });
  const cx = c.w / 2;
  if (o.wedding) {
    // floral arch at the back
    s += path(`M${f(cx - 160)} ${f(floorY)}V220A160 160 0 0 1 ${f(cx + 160)} 220V${f(floorY)}`, 'none', `stroke="${P.gold}" stroke-width="10"`);
    for (let i = 0; i <= 16; i++) {
      const a = Math.PI + (i / 16) * Math.PI;
      s += `<circle cx="${f(cx + Math.cos(a) * 160)}" cy="${f(220 + Math.sin(a) * 160)}" r="${f(r.range(14, 22))}" fill="${i % 3 ? LINEN : mix(P.gold, P.ivory, 0.5)}"/>`;
    }
    s += rect(cx - 50, floorY, 100, c.h - floorY, LINEN, 0, 'fill-opacity="0.7"');
  } else {
    s += screen(c, o, cx - 200, 120, 400, 220);
  }
  for (let x = cx - 420; x > -400; x -= 480) s += chandelier(c, x, 120, 60);
  for (let x = cx + 420; x < c.w + 400; x += 480) s += chandelier(c, x, 120, 60);
  const chairCol = o.wedding ? LINEN : mix(P.ivory, P.sand, 0.5);
  const rows = [
    { y: floorY + 60, s: 0.5, gap: 330 },
    { y: floorY + 160, s: 0.75, gap: 440 },
    { y: floorY + 310, s: 1.05, gap: 600 },
  ];
  rows.forEach((row, k) => {
    const off = k % 2 ? row.gap / 2 : 0;
    for (let x = cx - off - Math.ceil(c.w / row.gap) * row.gap; x < c.w + row.gap; x += row.gap) {
      if (o.wedding && Math.abs(x - cx) < 120 * row.s) continue;
      s += roundTable(c, x, row.y, row.s, chairCol, o.wedding || k === 2);
    }
  });
  if (o.wedding) for (let i = 0; i < 6; i++) s += lantern(c, cx + (i - 2.5) * 140, 60 + (i % 2) * 30, 14, true);
  return s;
}

export function classroomScene(c: Canvas, o: RoomOpts): string {
  const floorY = 440;
  const cx = c.w / 2;
  let s = hallShell(c, floorY, { carpet: mix(P.mist, P.slate, 0.45) });
  s += screen(c, o, cx - 240, 110, 480, 260);
  s += rect(cx + 300, floorY - 120, 70, 120, WOOD_DARK) + rect(cx + 290, floorY - 130, 90, 14, WOOD);
  for (let x = cx - 500; x > -200; x -= 420) s += pendant(c, x, 120, 30, 'drum');
  for (let x = cx + 500; x < c.w + 200; x += 420) s += pendant(c, x, 120, 30, 'drum');
  for (let row = 0; row < 3; row++) {
    const t = row / 2;
    const y = floorY + 70 + t * t * 170 + t * 60;
    const sc = 0.55 + t * 0.6;
    const tw = 300 * sc;
    const aisle = 70 * sc;
    for (const side of [-1, 1]) {
      for (let k = 0; k < 5; k++) {
        const x0 = side > 0 ? cx + aisle + k * (tw + 40 * sc) : cx - aisle - (k + 1) * (tw + 40 * sc) + 40 * sc;
        if (x0 > c.w || x0 + tw < 0) continue;
        s += rect(x0, y - 40 * sc, tw, 10 * sc, LINEN) + rect(x0, y - 30 * sc, tw, 40 * sc, mix(P.slate, P.mist, 0.2));
        s += rect(x0 + 4 * sc, y - 32 * sc, tw - 8 * sc, 3 * sc, P.gold, 0, 'fill-opacity="0.7"');
        for (let j = 0; j < 2; j++) {
          s += ell(x0 + tw * (0.27 + j * 0.46), y - 42 * sc, 18 * sc, 4 * sc, P.ivory);
          s += chairBack(x0 + tw * (0.27 + j * 0.46), y + 50 * sc, sc * 0.9, mix(P.ink, P.slate, 0.2));
        }
      }
    }
  }
  return s;
}

export function terraceReceptionScene(c: Canvas, o: RoomOpts): string {
  const r = c.rng;
  const m = mood(o.tod ?? 'dusk');
  let s = SCENES[o.view](c, { tod: m.tod });
  const deck = c.h * 0.74;
  s += rect(-10, deck, c.w + 20, c.h - deck + 10, c.linear([
    [0, mix(WOOD, P.ink, 0.35)],
    [1, mix(WOOD_DARK, P.ink, 0.45)],
  ]));
  let d = '';
  for (let y = deck + 12; y < c.h; y += 16 + (y - deck) * 0.15) d += `M-10 ${f(y)}H${f(c.w + 10)}`;
  s += `<path d="${d}" stroke="${P.ink}" stroke-opacity="0.2" stroke-width="2"/>`;
  // balustrade
  s += rect(-10, deck - 50, c.w + 20, 7, P.ink);
  let b = '';
  for (let x = 0; x < c.w; x += 26) b += `M${f(x)} ${f(deck - 44)}v44`;
  s += `<path d="${b}" stroke="${P.ink}" stroke-width="3"/>`;
  // string lights
  let bulbs = '';
  for (let k = 0; k < 2; k++) {
    const y0 = 40 + k * 70;
    const sag = 60 + k * 20;
    const span = 520;
    for (let x = -200 + k * 200; x < c.w + span; x += span) {
      s += `<path d="M${f(x)} ${f(y0)}Q${f(x + span / 2)} ${f(y0 + sag * 2)} ${f(x + span)} ${f(y0)}" fill="none" stroke="${P.ink}" stroke-width="2"/>`;
      for (let i = 1; i < 10; i++) {
        const t = i / 10;
        const bx = x + span * t;
        const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        bulbs += `<circle cx="${f(bx)}" cy="${f(by + 6)}" r="5" fill="${mix(P.gold, P.ivory, 0.5)}"/>`;
        if (i % 3 === 0) bulbs += glow(c, bx, by + 6, 26, P.gold, 0.45);
      }
    }
  }
  s += bulbs;
  // cocktail tables
  for (let i = 0; i < Math.ceil(c.w / 380); i++) {
    const x = 180 + i * 380 + r.range(-40, 40);
    const y = deck + 150 + (i % 2) * 40;
    s += ell(x, y + 6, 60, 10, P.ink, 'fill-opacity="0.25"');
    s += path(`M${f(x - 48)} ${f(y - 150)}L${f(x + 48)} ${f(y - 150)}Q${f(x + 20)} ${f(y - 80)} ${f(x + 40)} ${f(y)}L${f(x - 40)} ${f(y)}Q${f(x - 20)} ${f(y - 80)} ${f(x - 48)} ${f(y - 150)}Z`, LINEN);
    s += ell(x, y - 150, 48, 9, mix(LINEN, P.sand, 0.2)) + rect(x - 36, y - 110, 72, 5, P.gold, 0, 'fill-opacity="0.7"');
    s += `<path d="M${f(x - 12)} ${f(y - 152)}v-26M${f(x + 14)} ${f(y - 152)}v-22" stroke="${P.ivory}" stroke-width="4"/><circle cx="${f(x - 12)}" cy="${f(y - 184)}" r="9" fill="${mix(P.gold, P.ivory, 0.35)}"/><circle cx="${f(x + 14)}" cy="${f(y - 178)}" r="8" fill="${mix(P.gold, P.ivory, 0.35)}"/>`;
  }
  for (const x of [60, c.w - 60]) s += plant(c, x, c.h - 20, 230, P.ink);
  return s;
}

export function foyerScene(c: Canvas, o: RoomOpts): string {
  const floorY = 520;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.35), floor: mix(P.mist, P.ivory, 0.3), tiles: true });
  // double doors
  s += rect(cx - 170, 130, 340, floorY - 130, mix(WOOD_DARK, P.ink, 0.2));
  s += rect(cx - 160, 140, 156, floorY - 140, WOOD) + rect(cx + 4, 140, 156, floorY - 140, WOOD);
  s += rect(cx - 24, 300, 10, 80, P.gold, 3) + rect(cx + 14, 300, 10, 80, P.gold, 3);
  for (const k of [-1, 1]) {
    s += rect(cx + k * 82 - 50, 170, 100, 110, 'none', 0, `stroke="${mix(WOOD_DARK, P.gold, 0.3)}" stroke-width="4"`);
    s += rect(cx + k * 82 - 50, 320, 100, 160, 'none', 0, `stroke="${mix(WOOD_DARK, P.gold, 0.3)}" stroke-width="4"`);
  }
  // columns and sconces, windows further out
  for (const side of [-1, 1]) {
    for (let k = 0; k < 4; k++) {
      const x = cx + side * (300 + k * 360);
      s += rect(x - 30, 0, 60, floorY, mix(P.ivory, P.sand, 0.3)) + rect(x - 38, floorY - 26, 76, 26, mix(P.sand, P.gold, 0.3)) + rect(x - 6, 0, 12, floorY, P.ink, 0, 'fill-opacity="0.05"');
      s += glow(c, x, 230, 90, P.gold, 0.4) + path(`M${f(x - 16)} 210L${f(x + 16)} 210L${f(x + 10)} 250L${f(x - 10)} 250Z`, mix(P.ivory, P.gold, 0.3));
      if (k < 3) s += windowView(c, o, x + side * 60 + (side < 0 ? -240 : 0), 110, 240, 340, { mullions: 1, transoms: 1, sill: false });
    }
  }
  // runner carpet to the door
  s += path(poly([[cx - 150, floorY], [cx + 150, floorY], [cx + 420, c.h + 10], [cx - 420, c.h + 10]]), mix(P.slate, P.ink, 0.3));
  s += path(poly([[cx - 130, floorY + 8], [cx + 130, floorY + 8], [cx + 390, c.h + 10], [cx - 390, c.h + 10]]), 'none', `stroke="${P.gold}" stroke-opacity="0.6" stroke-width="3"`);
  // round table with large arrangement
  const ty = floorY + 160;
  s += ell(cx, ty + 110, 170, 18, P.ink, 'fill-opacity="0.15"') + ell(cx, ty, 150, 30, WOOD_DARK) + rect(cx - 20, ty, 40, 110, P.ink) + ell(cx, ty + 110, 80, 12, P.ink);
  s += rect(cx - 40, ty - 90, 80, 90, mix(P.ivory, P.sand, 0.2), 30);
  s += branchVase(c, cx, ty - 80, 280, mix(P.ivory, P.sand, 0.2));
  s += pendant(c, cx, 60, 40, 'globe');
  return s;
}

// ---------------------------------------------------------------- wellness

export function spaScene(c: Canvas, o: RoomOpts): string {
  const r = c.rng;
  const floorY = 560;
  const cx = c.w / 2;
  const stone = mix(P.sand, P.mist, 0.35);
  let s = shell(c, floorY, { wall: stone, floor: mix(P.slate, P.mist, 0.35), tiles: true });
  // stacked stone wall
  let d = '';
  for (let y = 30; y < floorY; y += 34) {
    d += `M-10 ${f(y)}H${f(c.w + 10)}`;
    for (let x = (y * 7) % 200; x < c.w; x += r.range(140, 260)) d += `M${f(x)} ${f(y)}v-34`;
  }
  s += `<path d="${d}" stroke="${P.ink}" stroke-opacity="0.08" stroke-width="2"/>`;
  // lit niche behind the basin
  s += rect(cx - 220, 90, 440, 380, mix(P.sand, P.gold, 0.35), 200) + glow(c, cx, 280, 300, P.gold, 0.5);
  s += windowView(c, o, cx - 150, 140, 300, 300, { mullions: 1, sill: false, frame: mix(P.sand, P.gold, 0.35) });
  s += rect(cx - 160, 130, 320, 320, 'none', 150, `stroke="${mix(P.sand, P.gold, 0.35)}" stroke-width="22"`);
  // plinth and stone basin
  s += rect(cx - 170, floorY - 10, 340, 130, mix(P.slate, P.ink, 0.3));
  s += rect(cx - 180, floorY - 20, 360, 16, mix(P.slate, P.ink, 0.15));
  s += path(`M${f(cx - 170)} ${f(floorY - 110)}Q${f(cx - 160)} ${f(floorY - 10)} ${f(cx)} ${f(floorY - 18)}Q${f(cx + 160)} ${f(floorY - 10)} ${f(cx + 170)} ${f(floorY - 110)}Z`, mix(P.mist, P.slate, 0.35));
  s += ell(cx, floorY - 110, 170, 24, mix(P.mist, P.ivory, 0.2)) + ell(cx, floorY - 108, 150, 16, mix(P.jade, P.mist, 0.35));
  // petals on water
  for (let i = 0; i < 5; i++) s += ell(cx + r.range(-110, 110), floorY - 108 + r.range(-6, 6), 9, 4, P.ivory);
  s += steam(cx - 70, floorY - 130, 180, 4);
  // candles & pebbles
  for (let i = 0; i < 3; i++) {
    const x = cx + 230 + i * 46;
    const h = 60 - i * 14;
    s += glow(c, x, floorY + 100 - h - 16, 40, P.gold, 0.5) + rect(x - 14, floorY + 100 - h, 28, h, LINEN, 4) + ell(x, floorY + 100 - h - 10, 4, 8, P.gold);
  }
  for (let i = 0; i < 9; i++) s += ell(cx - 320 + r.range(-100, 100), floorY + 120 + r.range(-20, 40), r.range(14, 26), r.range(7, 11), mix(P.slate, P.ink, r.range(0, 0.4)));
  s += branchVase(c, cx - 300, floorY + 90, 260, P.ink);
  // towels
  s += rect(cx + 330, floorY + 150, 150, 30, LINEN, 14) + rect(cx + 340, floorY + 122, 130, 28, mix(LINEN, P.sand, 0.4), 13);
  return s;
}

export function poolScene(c: Canvas, o: RoomOpts): string {
  const floorY = 470;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.3), floor: mix(P.sand, P.mist, 0.3), tiles: true });
  // full-height glazing
  s += windowView(c, o, -20, 40, c.w + 40, floorY - 40, { mullions: Math.round(c.w / 220), sill: false });
  // ceiling beams
  s += rect(-10, -10, c.w + 20, 50, mix(WOOD, P.ink, 0.15));
  // the pool in perspective
  const yb = floorY + 30;
  const hb = 300;
  const hf = 900;
  const yf = c.h + 20;
  s += path(poly([[cx - hb - 16, yb - 10], [cx + hb + 16, yb - 10], [cx + hf + 40, yf], [cx - hf - 40, yf]]), mix(P.ivory, P.sand, 0.2));
  s += path(poly([[cx - hb, yb], [cx + hb, yb], [cx + hf, yf], [cx - hf, yf]]), c.linear([
    [0, mix(P.jade, P.mist, 0.5)],
    [1, mix(P.jade, P.slate, 0.45)],
  ]));
  let d = '';
  const r = c.rng;
  for (let i = 0; i < 40; i++) {
    const t = r.next();
    const y = yb + 10 + t * (yf - yb - 20);
    const half = hb + (hf - hb) * ((y - yb) / (yf - yb));
    const len = r.range(20, 120) * (0.5 + t);
    d += `M${f(cx + r.range(-half * 0.9, half * 0.9 - len))} ${f(y)}h${f(len)}`;
  }
  s += `<path d="${d}" stroke="${P.ivory}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`;
  // lane lines
  for (const k of [-0.33, 0, 0.33]) s += `<path d="M${f(cx + k * hb * 2)} ${f(yb + 6)}L${f(cx + k * hf * 2)} ${f(yf)}" stroke="${P.ink}" stroke-opacity="0.12" stroke-width="5"/>`;
  // loungers on the far deck, both sides
  for (const side of [-1, 1]) {
    for (let k = 0; k < 4; k++) {
      const x = cx + side * (hb + 150 + k * 250);
      if (x < -100 || x > c.w + 100) continue;
      const y = yb - 6;
      s += ell(x, y + 4, 100, 6, P.ink, 'fill-opacity="0.15"');
      s += path(`M${f(x - 90)} ${f(y - 34)}H${f(x + 40)}L${f(x + 86)} ${f(y - 80)}`, 'none', `stroke="${LINEN}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`);
      s += rect(x - 84, y - 28, 6, 28, P.ink) + rect(x + 30, y - 28, 6, 28, P.ink);
      if (k % 2 === 0) s += rect(x - 60, y - 50, 50, 10, P.sand, 4);
    }
  }
  s += plant(c, cx - hb - 40, yb - 6, 160, P.ink) + plant(c, cx + hb + 40, yb - 6, 160, P.ink);
  return s;
}

export function gymScene(c: Canvas, o: RoomOpts): string {
  const floorY = 520;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.mist, P.ivory, 0.5), floor: mix(P.slate, P.ink, 0.35), boards: false });
  s += windowView(c, o, cx - 560, 70, 1120, 390, { mullions: 5, sill: false });
  // treadmills facing the window, seen from behind-side
  for (let i = 0; i < 3; i++) {
    const x = cx - 360 + i * 330;
    const y = floorY + 110;
    s += ell(x, y + 14, 130, 10, P.ink, 'fill-opacity="0.25"');
    s += path(`M${f(x - 120)} ${f(y)}L${f(x + 90)} ${f(y)}L${f(x + 110)} ${f(y - 26)}L${f(x - 110)} ${f(y - 26)}Z`, mix(P.ink, P.slate, 0.25));
    s += rect(x - 104, y - 30, 200, 8, P.slate, 3);
    s += path(`M${f(x + 80)} ${f(y - 26)}L${f(x + 110)} ${f(y - 170)}`, 'none', `stroke="${P.ink}" stroke-width="10" stroke-linecap="round"`);
    s += rect(x + 82, y - 196, 70, 40, mix(P.ink, P.slate, 0.2), 6) + rect(x + 90, y - 190, 54, 26, mix(P.slate, P.jade, 0.35), 3);
  }
  // dumbbell rack
  const rx = cx + 560;
  s += rect(rx - 150, floorY + 40, 300, 12, P.ink) + rect(rx - 140, floorY + 52, 12, 80, P.ink) + rect(rx + 128, floorY + 52, 12, 80, P.ink);
  for (let i = 0; i < 5; i++) {
    const x = rx - 120 + i * 60;
    s += rect(x - 22, floorY + 18, 14, 24, P.slate, 3) + rect(x - 8, floorY + 26, 16, 8, P.gold) + rect(x + 8, floorY + 18, 14, 24, P.slate, 3);
  }
  // mat and ball
  s += path(poly([[cx - 760, floorY + 200], [cx - 520, floorY + 200], [cx - 480, floorY + 260], [cx - 800, floorY + 260]]), P.jade);
  s += `<circle cx="${f(cx - 420)}" cy="${f(floorY + 200)}" r="60" fill="${mix(P.sand, P.gold, 0.3)}"/>`;
  return s;
}

export function treatmentScene(c: Canvas, o: RoomOpts): string {
  const floorY = 540;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.3), floor: WOOD });
  s += featurePanel(cx - 420, 0, 840, floorY, mix(P.sand, P.gold, 0.25));
  s += latticeSquare(c, cx - 180, 90, 360, 300, mix(WOOD_DARK, P.ink, 0.3), mix(P.ivory, P.gold, 0.15));
  s += glow(c, cx, 240, 300, P.gold, 0.4);
  void o;
  // massage bed (side view)
  const by = floorY + 60;
  s += ell(cx, by + 130, 300, 16, P.ink, 'fill-opacity="0.14"');
  s += rect(cx - 280, by, 560, 40, LINEN, 18) + rect(cx - 290, by + 34, 580, 16, mix(P.sand, P.gold, 0.3), 6);
  s += rect(cx - 280, by + 10, 560, 12, mix(LINEN, P.sand, 0.5));
  s += rect(cx - 260, by + 50, 20, 80, WOOD_DARK) + rect(cx + 240, by + 50, 20, 80, WOOD_DARK);
  s += rect(cx + 180, by - 16, 90, 22, LINEN, 10) + rect(cx - 200, by + 2, 200, 10, P.jade, 4);
  // stool with stones, towels
  s += rect(cx - 470, floorY + 60, 110, 12, WOOD_DARK) + rect(cx - 460, floorY + 72, 10, 70, P.ink) + rect(cx - 380, floorY + 72, 10, 70, P.ink);
  s += ell(cx - 415, floorY + 52, 40, 10, mix(P.slate, P.ink, 0.3)) + ell(cx - 415, floorY + 40, 28, 8, P.slate) + ell(cx - 415, floorY + 31, 18, 6, mix(P.slate, P.ink, 0.2));
  s += plant(c, cx + 470, floorY + 150, 220, mix(P.sand, P.gold, 0.4));
  s += pendant(c, cx, 40, 32, 'drum');
  return s;
}

// ---------------------------------------------------------------- tea

function teapot(x: number, baseY: number, s: number, color: string): string {
  const w = 66 * s;
  const h = 84 * s;
  let o = ell(x, baseY + 2 * s, w * 0.95, 7 * s, P.ink, 'fill-opacity="0.15"');
  o += path(`M${f(x + w * 0.8)} ${f(baseY - h * 0.45)}Q${f(x + w * 1.25)} ${f(baseY - h * 0.55)} ${f(x + w * 1.35)} ${f(baseY - h * 1.05)}L${f(x + w * 1.45)} ${f(baseY - h * 1.02)}Q${f(x + w * 1.25)} ${f(baseY - h * 0.3)} ${f(x + w * 0.78)} ${f(baseY - h * 0.22)}Z`, color);
  o += path(`M${f(x - w * 0.78)} ${f(baseY - h * 0.75)}Q${f(x - w * 1.35)} ${f(baseY - h * 0.7)} ${f(x - w * 0.8)} ${f(baseY - h * 0.2)}`, 'none', `stroke="${color}" stroke-width="${f(9 * s)}" stroke-linecap="round"`);
  o += rect(x - w * 0.45, baseY - h * 0.12, w * 0.9, h * 0.12, mix(color, P.ink, 0.2), 3 * s);
  o += ell(x, baseY - h * 0.5, w, h * 0.46, color);
  o += ell(x, baseY - h * 0.93, w * 0.42, 7 * s, mix(color, P.ink, 0.25)) + ell(x, baseY - h * 1.03, 9 * s, 7 * s, mix(color, P.ink, 0.25));
  o += path(`M${f(x - w * 0.7)} ${f(baseY - h * 0.62)}Q${f(x - w * 0.55)} ${f(baseY - h * 0.85)} ${f(x - w * 0.2)} ${f(baseY - h * 0.88)}`, 'none', `stroke="${P.ivory}" stroke-opacity="0.35" stroke-width="${f(5 * s)}" stroke-linecap="round"`);
  return o;
}

function teacup(x: number, baseY: number, s: number, color: string): string {
  return ell(x, baseY + 1, 22 * s, 4 * s, P.ink, 'fill-opacity="0.12"') + path(`M${f(x - 22 * s)} ${f(baseY - 26 * s)}Q${f(x - 20 * s)} ${f(baseY)} ${f(x)} ${f(baseY)}Q${f(x + 20 * s)} ${f(baseY)} ${f(x + 22 * s)} ${f(baseY - 26 * s)}Z`, color) + ell(x, baseY - 26 * s, 22 * s, 5 * s, mix(P.gold, P.sand, 0.4));
}

function teaSet(c: Canvas, x: number, y: number, s: number): string {
  const r = c.rng;
  const pot = r.pick([mix(P.gold, P.ink, 0.45), P.slate, mix(P.jade, P.ink, 0.2), mix(P.ink, P.slate, 0.2)]);
  const cup = r.pick([P.ivory, mix(P.jade, P.ivory, 0.5), mix(P.mist, P.ivory, 0.4)]);
  let o = path(poly([[x - 200 * s, y], [x + 200 * s, y], [x + 215 * s, y + 18 * s], [x - 215 * s, y + 18 * s]]), mix(WOOD_DARK, P.ink, 0.25));
  o += teapot(x - 60 * s, y + 4 * s, s, pot);
  for (let i = 0; i < 3; i++) o += teacup(x + (60 + i * 52) * s, y + 8 * s, s * 0.9, cup);
  o += steam(x - 90 * s, y - 80 * s, 90 * s, 2);
  return o;
}

export function teaRoomScene(c: Canvas, o: RoomOpts): string {
  const floorY = 520;
  const cx = c.w / 2;
  const r = c.rng;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.4), floor: mix(P.sand, P.gold, 0.3) });
  // tatami-like mats
  let d = '';
  for (let x = cx - 1800; x < cx + 1800; x += 300) d += `M${f(x)} ${f(floorY)}L${f(cx + (x - cx) * 3)} ${f(c.h + 600)}`;
  d += `M-10 ${f(floorY + 110)}H${f(c.w + 10)}`;
  s += `<path d="${d}" stroke="${mix(P.gold, P.ink, 0.3)}" stroke-opacity="0.25" stroke-width="4"/>`;
  // round lattice (moon) window
  const wr = 200;
  const wy = 270;
  const wx = cx + (c.w > 1000 ? r.pick([-260, 260]) : 0);
  const v = c.child(wr * 2, wr * 2);
  const clip = c.clip(`<circle cx="${f(wx)}" cy="${f(wy)}" r="${wr}"/>`);
  s += glow(c, wx, wy, wr * 1.6, P.ivory, 0.6);
  s += `<g clip-path="${clip}"><g transform="translate(${f(wx - wr)} ${f(wy - wr)})">${SCENES[o.view](v, { tod: o.tod ?? 'mist' })}</g>`;
  let lat = '';
  for (let k = -wr; k <= wr; k += 50) lat += `M${f(wx + k)} ${f(wy - wr)}v${f(wr * 2)}`;
  lat += `M${f(wx - wr)} ${f(wy)}h${f(wr * 2)}`;
  s += `<path d="${lat}" stroke="${WOOD_DARK}" stroke-width="5"/></g>`;
  s += `<circle cx="${f(wx)}" cy="${f(wy)}" r="${wr + 10}" fill="none" stroke="${WOOD_DARK}" stroke-width="22"/>`;
  // hanging scroll on the other side
  const sx = wx > cx ? wx - 430 : wx + 430;
  if (c.w > 900 || wx === cx) {
    const scx = wx === cx ? cx - 280 : sx;
    s += rect(scx - 70, 70, 140, 12, WOOD_DARK, 5) + rect(scx - 60, 82, 120, 300, P.ivory) + rect(scx - 60, 82, 120, 300, 'none', 0, `stroke="${P.sand}" stroke-width="8"`);
    s += path(`M${f(scx - 50)} 320Q${f(scx - 20)} 220 ${f(scx)} 250Q${f(scx + 20)} 180 ${f(scx + 50)} 300L${f(scx + 50)} 370L${f(scx - 50)} 370Z`, mix(P.mist, P.slate, 0.5));
    s += rect(scx - 70, 382, 140, 12, WOOD_DARK, 5);
  }
  // low table, cushions and tea set
  const ty = floorY + 110;
  s += ell(cx, ty + 90, 340, 22, P.ink, 'fill-opacity="0.14"');
  s += path(poly([[cx - 260, ty], [cx + 260, ty], [cx + 300, ty + 40], [cx - 300, ty + 40]]), WOOD);
  s += rect(cx - 300, ty + 40, 600, 16, WOOD_DARK) + rect(cx - 280, ty + 56, 20, 40, P.ink) + rect(cx + 260, ty + 56, 20, 40, P.ink);
  s += teaSet(c, cx, ty + 10, 0.75);
  for (const side of [-1, 1]) s += ell(cx + side * 400, ty + 110, 110, 30, r.pick([P.slate, P.jade, mix(P.sand, P.gold, 0.4)])) + ell(cx + side * 400, ty + 100, 96, 22, mix(P.ivory, P.sand, 0.1), 'fill-opacity="0.25"');
  s += branchVase(c, cx + (wx > cx ? -520 : 520), floorY + 40, 240, P.slate);
  return s;
}

export function teapotStillScene(c: Canvas, o: RoomOpts): string {
  const r = c.rng;
  const tableY = c.h * 0.66;
  const cx = c.w / 2;
  const wall = r.pick([mix(P.sand, P.ivory, 0.4), mix(P.mist, P.ivory, 0.5), mix(P.sand, P.mist, 0.3)]);
  let s = rect(-10, -10, c.w + 20, tableY + 10, c.radial([
    [0, mix(wall, P.ivory, 0.6)],
    [1, mix(wall, P.slate, 0.15)],
  ], 0.4, 0.4, 0.8));
  // a soft beam of light across the wall
  s += path(poly([[cx + 80, -10], [cx + 380, -10], [cx + 80, tableY], [cx - 220, tableY]]), c.linear([
    [0, P.ivory, 0.5],
    [1, P.ivory, 0],
  ]));
  s += branchVase(c, cx + 380, tableY + 60, 300, r.pick([P.slate, P.ink]));
  s += rect(-10, tableY, c.w + 20, c.h - tableY + 10, c.linear([
    [0, mix(WOOD, P.ink, 0.2)],
    [1, mix(WOOD_DARK, P.ink, 0.3)],
  ]));
  s += rect(-10, tableY, c.w + 20, 5, P.ivory, 0, 'fill-opacity="0.25"');
  // tray with teapot and cups
  s += path(poly([[cx - 330, tableY + 90], [cx + 330, tableY + 90], [cx + 360, tableY + 130], [cx - 360, tableY + 130]]), mix(P.ink, P.slate, 0.3));
  s += teapot(cx - 80, tableY + 100, 2.2, r.pick([mix(P.gold, P.ink, 0.45), P.slate, mix(P.jade, P.ink, 0.25)]));
  const cup = r.pick([P.ivory, mix(P.jade, P.ivory, 0.5)]);
  s += teacup(cx + 200, tableY + 116, 2.2, cup) + teacup(cx + 320, tableY + 104, 1.8, cup);
  s += steam(cx - 130, tableY - 90, 170, 3);
  // a sprig of tea leaves
  const lx0 = cx - 420;
  s += path(`M${f(lx0)} ${f(tableY + 150)}Q${f(lx0 + 60)} ${f(tableY + 110)} ${f(lx0 + 130)} ${f(tableY + 100)}`, 'none', `stroke="${mix(P.jade, P.ink, 0.4)}" stroke-width="5"`);
  for (let i = 0; i < 5; i++) {
    const t = 0.2 + i * 0.18;
    const x = lx0 + 130 * t;
    const y = tableY + 150 - 50 * t;
    s += `<path transform="translate(${f(x)} ${f(y)}) rotate(${i % 2 ? -60 : -120})" d="M0 0C12 -10 34 -9 46 0C34 9 12 10 0 0Z" fill="${i % 2 ? P.jade : mix(P.jade, P.ink, 0.3)}"/>`;
  }
  s += ell(cx + 430, tableY + 140, 70, 14, mix(P.ivory, P.sand, 0.2));
  for (let i = 0; i < 8; i++) s += ell(cx + 430 + r.range(-40, 40), tableY + 136 + r.range(-6, 4), 9, 3, mix(P.jade, P.ink, 0.4));
  void o;
  return s;
}

export function latticeWindowScene(c: Canvas, o: RoomOpts): string {
  const cx = c.w / 2;
  const wall = mix(P.sand, P.ivory, 0.35);
  let s = rect(-10, -10, c.w + 20, c.h + 20, c.linear([
    [0, mix(wall, P.slate, 0.1)],
    [1, wall],
  ]));
  const w = Math.min(c.w * 0.62, 700);
  const h = 560;
  const x = cx - w / 2;
  const y = 60;
  const v = c.child(w, h);
  const clip = c.clip(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`);
  s += glow(c, cx, y + h / 2, w, P.ivory, 0.6);
  s += `<g clip-path="${clip}"><g transform="translate(${f(x)} ${f(y)})">${SCENES[o.view](v, { tod: o.tod ?? 'mist' })}</g></g>`;
  // classic fretwork lattice: a regular grid with small squares at alternate crossings
  const r = c.rng;
  const n = r.pick([5, 6, 7]);
  const cw = w / n;
  const rows = Math.round(h / cw);
  const ch = h / rows;
  let d = '';
  for (let i = 1; i < n; i++) d += `M${f(x + cw * i)} ${f(y)}v${f(h)}`;
  for (let j = 1; j < rows; j++) d += `M${f(x)} ${f(y + ch * j)}h${f(w)}`;
  for (let i = 1; i < n; i++) {
    for (let j = 1; j < rows; j++) {
      if ((i + j) % 2) continue;
      const q = Math.min(cw, ch) * 0.22;
      d += `M${f(x + cw * i - q)} ${f(y + ch * j - q)}h${f(q * 2)}v${f(q * 2)}h${f(-q * 2)}Z`;
    }
  }
  s += `<path d="${d}" fill="none" stroke="${mix(WOOD_DARK, P.ink, 0.35)}" stroke-width="8"/>`;
  s += rect(x - 24, y - 24, w + 48, h + 48, 'none', 0, `stroke="${mix(WOOD_DARK, P.ink, 0.35)}" stroke-width="30"`);
  // sill with a vase and a cup
  s += rect(x - 70, y + h + 30, w + 140, 26, WOOD_DARK) + rect(x - 70, y + h + 56, w + 140, c.h, mix(wall, P.slate, 0.15));
  s += branchVase(c, x + w * 0.22, y + h + 30, 230, P.ink) + teacup(x + w * 0.75, y + h + 30, 1.5, P.ivory);
  return s;
}

function paperScreen(x: number, y: number): string {
  let s = rect(x + 10, y, 280, 400, mix(P.ivory, P.gold, 0.08)) + rect(x + 10, y, 280, 400, 'none', 0, `stroke="${WOOD_DARK}" stroke-width="10"`);
  let g = '';
  for (let k = 1; k < 4; k++) g += `M${f(x + 10 + k * 70)} ${f(y)}v400`;
  for (let k = 1; k < 6; k++) g += `M${f(x + 10)} ${f(y + k * 66)}h280`;
  s += `<path d="${g}" stroke="${WOOD_DARK}" stroke-opacity="0.6" stroke-width="4"/>`;
  return s;
}

export function ceremonyScene(c: Canvas, o: RoomOpts): string {
  const r = c.rng;
  const cx = c.w / 2;
  const floorY = 540;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.45), floor: mix(WOOD, P.ink, 0.15) });
  // paper screens either side of a wide window
  for (let x = cx - 290 - 300; x > -300; x -= 300) s += paperScreen(x, 70);
  for (let x = cx + 290; x < c.w; x += 300) s += paperScreen(x, 70);
  s += windowView(c, o, cx - 280, 70, 560, 400, { mullions: 2, sill: false, frame: WOOD_DARK });
  s += glow(c, cx, 270, 420, P.ivory, 0.5);
  // long table
  const ty = floorY + 60;
  s += path(poly([[cx - 480, ty], [cx + 480, ty], [cx + 540, ty + 60], [cx - 540, ty + 60]]), mix(WOOD_DARK, P.ink, 0.15));
  s += rect(cx - 540, ty + 60, 1080, 28, mix(WOOD_DARK, P.ink, 0.35));
  s += rect(cx - 500, ty + 88, 30, 140, P.ink) + rect(cx + 470, ty + 88, 30, 140, P.ink);
  // runner
  s += path(poly([[cx - 90, ty], [cx + 90, ty], [cx + 100, ty + 60], [cx - 100, ty + 60]]), mix(P.jade, P.mist, 0.2));
  s += rect(cx - 100, ty + 60, 200, 70, mix(P.jade, P.mist, 0.2));
  s += teaSet(c, cx + 40, ty + 26, 0.85);
  // kettle on a small stove
  const kx = cx - 330;
  s += rect(kx - 40, ty - 40, 80, 60, P.ink, 8) + glow(c, kx, ty - 10, 50, P.gold, 0.6);
  s += path(`M${f(kx - 56)} ${f(ty - 44)}Q${f(kx - 56)} ${f(ty - 120)} ${f(kx)} ${f(ty - 120)}Q${f(kx + 56)} ${f(ty - 120)} ${f(kx + 56)} ${f(ty - 44)}Z`, mix(P.slate, P.ink, 0.4));
  s += path(`M${f(kx - 40)} ${f(ty - 110)}Q${f(kx)} ${f(ty - 170)} ${f(kx + 40)} ${f(ty - 110)}`, 'none', `stroke="${P.ink}" stroke-width="6"`);
  s += steam(kx + 50, ty - 130, 120, 1);
  // incense with a thin smoke line
  const ix = cx + 360;
  s += ell(ix, ty + 20, 40, 10, mix(P.gold, P.ink, 0.3)) + path(`M${f(ix - 34)} ${f(ty + 20)}Q${f(ix)} ${f(ty + 60)} ${f(ix + 34)} ${f(ty + 20)}Z`, mix(P.gold, P.ink, 0.3));
  s += path(`M${f(ix)} ${f(ty + 10)}V${f(ty - 40)}c-20 -40 30 -60 0 -110s30 -60 10 -100`, 'none', `stroke="${P.slate}" stroke-opacity="0.35" stroke-width="3"`);
  s += branchVase(c, cx + 470, ty + 20, 220, P.ivory);
  void r;
  return s;
}

// ---------------------------------------------------------------- dining & lobby

export function diningScene(c: Canvas, o: RoomOpts): string {
  const floorY = 500;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.4), floor: WOOD });
  s += windowView(c, o, cx - 640, 60, 1280, 400, { mullions: 5, curtains: false, sill: true });
  for (let k = -2; k <= 2; k++) s += pendant(c, cx + k * 330, 150 + Math.abs(k) * 10, 36, 'dome');
  for (const row of [
    { y: floorY + 70, s: 0.7, gap: 420, off: 210 },
    { y: floorY + 210, s: 1.05, gap: 620, off: 0 },
  ]) {
    for (let x = cx - row.off - 3 * row.gap; x < c.w + row.gap; x += row.gap) s += roundTable(c, x, row.y, row.s, mix(P.slate, P.ink, 0.15), row.s > 1);
  }
  return s;
}

export function diningStillScene(c: Canvas, o: RoomOpts): string {
  const r = c.rng;
  const cx = c.w / 2;
  const tableY = c.h * 0.5;
  let s = rect(-10, -10, c.w + 20, tableY + 10, c.linear([
    [0, mix(P.ink, P.slate, 0.3)],
    [1, P.slate],
  ]));
  s += glow(c, cx, tableY - 120, 500, P.gold, 0.35) + pendant(c, cx - 200, tableY - 250, 50, 'dome');
  s += rect(-10, tableY, c.w + 20, c.h, c.linear([
    [0, mix(LINEN, P.sand, 0.3)],
    [1, mix(LINEN, P.sand, 0.7)],
  ]));
  s += rect(-10, tableY + 150, c.w + 20, 70, mix(P.jade, P.mist, 0.35), 0, 'fill-opacity="0.35"');
  s += branchVase(c, cx - 430, tableY + 40, 260, P.ink);
  // dishes (slightly from above)
  const dishes = [
    { x: cx - 260, y: tableY + 120, r: 120, food: P.jade },
    { x: cx + 200, y: tableY + 90, r: 100, food: mix(P.gold, P.sand, 0.2) },
    { x: cx - 20, y: tableY + 230, r: 140, food: mix(P.gold, P.ink, 0.35) },
    { x: cx + 440, y: tableY + 220, r: 90, food: P.slate },
  ];
  for (const d of dishes) {
    s += ell(d.x, d.y + 10, d.r * 1.05, d.r * 0.36, P.ink, 'fill-opacity="0.12"');
    s += ell(d.x, d.y, d.r, d.r * 0.34, P.ivory) + ell(d.x, d.y, d.r * 0.98, d.r * 0.32, 'none', `stroke="${P.gold}" stroke-width="3"`);
    s += ell(d.x, d.y - 4, d.r * 0.6, d.r * 0.18, d.food);
    for (let i = 0; i < 5; i++) s += ell(d.x + r.range(-0.4, 0.4) * d.r, d.y - 8 + r.range(-0.08, 0.05) * d.r, d.r * 0.12, d.r * 0.06, mix(d.food, P.ivory, 0.4));
  }
  // bowl, chopsticks, wine glass
  s += path(`M${f(cx - 560)} ${f(tableY + 200)}Q${f(cx - 560)} ${f(tableY + 280)} ${f(cx - 490)} ${f(tableY + 280)}Q${f(cx - 420)} ${f(tableY + 280)} ${f(cx - 420)} ${f(tableY + 200)}Z`, mix(P.jade, P.ivory, 0.5));
  s += ell(cx - 490, tableY + 200, 70, 16, mix(P.jade, P.ivory, 0.7));
  s += `<path d="M${f(cx + 300)} ${f(tableY + 330)}L${f(cx + 560)} ${f(tableY + 250)}M${f(cx + 310)} ${f(tableY + 345)}L${f(cx + 570)} ${f(tableY + 265)}" stroke="${P.ink}" stroke-width="7" stroke-linecap="round"/>`;
  s += path(`M${f(cx + 60)} ${f(tableY - 150)}Q${f(cx + 60)} ${f(tableY - 60)} ${f(cx + 100)} ${f(tableY - 60)}Q${f(cx + 140)} ${f(tableY - 60)} ${f(cx + 140)} ${f(tableY - 150)}Z`, P.ivory, 'fill-opacity="0.5"') + rect(cx + 97, tableY - 60, 6, 60, P.ivory, 0, 'fill-opacity="0.6"') + ell(cx + 100, tableY, 30, 7, P.ivory, 'fill-opacity="0.6"');
  s += path(`M${f(cx + 66)} ${f(tableY - 110)}Q${f(cx + 70)} ${f(tableY - 66)} ${f(cx + 100)} ${f(tableY - 66)}Q${f(cx + 130)} ${f(tableY - 66)} ${f(cx + 134)} ${f(tableY - 110)}Z`, mix(P.gold, P.sand, 0.2), 'fill-opacity="0.8"');
  void o;
  return s;
}

export function lobbyScene(c: Canvas, _o: RoomOpts): string {
  const floorY = 560;
  const cx = c.w / 2;
  let s = shell(c, floorY, { wall: mix(P.sand, P.ivory, 0.4), floor: mix(P.mist, P.ivory, 0.35), tiles: true });
  // mural of layered mountains behind the desk
  const mw = Math.min(c.w - 80, 1100);
  const v = c.child(mw, 380);
  const clip = c.clip(`<rect x="${f(cx - mw / 2)}" y="80" width="${f(mw)}" height="380"/>`);
  s += rect(cx - mw / 2 - 14, 66, mw + 28, 408, P.gold);
  s += `<g clip-path="${clip}"><g transform="translate(${f(cx - mw / 2)} 80)">${SCENES.peaks(v, { tod: 'mist' })}</g></g>`;
  // reception desk
  s += rect(cx - 380, floorY - 140, 760, 24, mix(P.ink, P.slate, 0.2)) + rect(cx - 370, floorY - 116, 740, 130, WOOD);
  let d = '';
  for (let x = cx - 350; x < cx + 360; x += 24) d += `M${f(x)} ${f(floorY - 110)}v118`;
  s += `<path d="${d}" stroke="${P.ink}" stroke-opacity="0.12" stroke-width="3"/>`;
  s += rect(cx - 370, floorY - 10, 740, 18, mix(P.ink, P.slate, 0.2));
  s += branchVase(c, cx + 260, floorY - 140, 240, P.ivory);
  for (const k of [-1, 0, 1]) s += pendant(c, cx + k * 240, 40 + Math.abs(k) * 40, 40, 'globe');
  for (const side of [-1, 1]) s += plant(c, cx + side * 620, floorY + 120, 260, P.ink) + armchair(cx + side * 400, floorY + 200, 1.2, side < 0 ? P.slate : P.jade);
  return s;
}

/** Membership card motif — gold on navy, no text. */
export function cardScene(c: Canvas): string {
  const cx = c.w / 2;
  const cy = c.h / 2;
  let s = rect(-10, -10, c.w + 20, c.h + 20, c.radial([
    [0, mix(P.slate, P.ink, 0.35)],
    [1, mix(P.ink, '#0b1118', 0.5)],
  ], 0.5, 0.45, 0.75));
  // fine gold wave pattern in the background
  let d = '';
  for (let y = 40; y < c.h; y += 26) {
    d += `M-20 ${f(y)}`;
    for (let x = -20; x < c.w + 40; x += 80) d += `q20 -12 40 0t40 0`;
  }
  s += `<path d="${d}" fill="none" stroke="${P.gold}" stroke-opacity="0.07" stroke-width="2"/>`;
  const card = (x: number, y: number, w: number, h: number, rot: number, front: boolean): string => {
    let o = `<g transform="rotate(${rot} ${f(x + w / 2)} ${f(y + h / 2)})">`;
    o += rect(x + 10, y + 22, w, h, '#000', 26, 'fill-opacity="0.25"');
    o += rect(x, y, w, h, c.linear(
      front
        ? [
            [0, mix(P.ink, P.slate, 0.45)],
            [1, mix(P.ink, '#0b1118', 0.3)],
          ]
        : [
            [0, mix(P.gold, P.ivory, 0.25)],
            [1, mix(P.gold, P.ink, 0.3)],
          ],
      0,
      0,
      1,
      1,
    ), 26);
    const line = front ? P.gold : P.ink;
    o += rect(x + 18, y + 18, w - 36, h - 36, 'none', 16, `stroke="${line}" stroke-opacity="0.7" stroke-width="2"`);
    // guilloche arcs
    let g = '';
    for (let k = 0; k < 12; k++) g += `M${f(x + w * 0.35)} ${f(y + h)}A${f(w * 0.3 + k * 14)} ${f(h * 0.6 + k * 10)} 0 0 1 ${f(x + w)} ${f(y + h * 0.25 - k * 4)}`;
    const cp = c.clip(`<rect x="${f(x + 18)}" y="${f(y + 18)}" width="${f(w - 36)}" height="${f(h - 36)}" rx="16"/>`);
    o += `<path d="${g}" clip-path="${cp}" fill="none" stroke="${line}" stroke-opacity="0.25" stroke-width="1.5"/>`;
    if (front) {
      // emblem: moon over mountains and water, in a ring
      const ex = x + w * 0.2;
      const ey = y + h * 0.38;
      const er = h * 0.16;
      o += `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(er)}" fill="none" stroke="${P.gold}" stroke-width="3"/>`;
      o += `<circle cx="${f(ex + er * 0.3)}" cy="${f(ey - er * 0.35)}" r="${f(er * 0.2)}" fill="${P.gold}"/>`;
      o += path(`M${f(ex - er * 0.8)} ${f(ey + er * 0.35)}L${f(ex - er * 0.3)} ${f(ey - er * 0.25)}L${f(ex)} ${f(ey + er * 0.1)}L${f(ex + er * 0.3)} ${f(ey - er * 0.1)}L${f(ex + er * 0.8)} ${f(ey + er * 0.35)}Z`, P.gold);
      o += `<path d="M${f(ex - er * 0.6)} ${f(ey + er * 0.55)}h${f(er * 1.2)}M${f(ex - er * 0.4)} ${f(ey + er * 0.72)}h${f(er * 0.8)}" stroke="${P.gold}" stroke-width="2.5"/>`;
      // chip
      o += rect(x + w * 0.1, y + h * 0.62, w * 0.12, h * 0.16, c.linear([
        [0, mix(P.gold, P.ivory, 0.4)],
        [1, P.gold],
      ], 0, 0, 1, 1), 6);
      o += `<path d="M${f(x + w * 0.1)} ${f(y + h * 0.7)}h${f(w * 0.12)}M${f(x + w * 0.16)} ${f(y + h * 0.62)}v${f(h * 0.16)}" stroke="${P.ink}" stroke-opacity="0.35" stroke-width="1.5"/>`;
      // placeholder bars instead of text
      o += rect(x + w * 0.1, y + h * 0.84, w * 0.38, 6, P.gold, 3, 'fill-opacity="0.55"') + rect(x + w * 0.6, y + h * 0.84, w * 0.3, 6, P.gold, 3, 'fill-opacity="0.35"');
    }
    return o + '</g>';
  };
  const cw = Math.min(c.w * 0.5, 620);
  const ch = cw * 0.63;
  s += card(cx - cw * 0.45, cy - ch * 0.75, cw, ch, -8, false);
  s += card(cx - cw * 0.55, cy - ch * 0.35, cw, ch, 4, true);
  // a few sparkles
  for (let i = 0; i < 14; i++) {
    const x = c.rng.range(0, c.w);
    const y = c.rng.range(0, c.h);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.rng.range(1, 2.6))}" fill="${P.gold}" fill-opacity="${f(c.rng.range(0.3, 0.8))}"/>`;
  }
  return s;
}
