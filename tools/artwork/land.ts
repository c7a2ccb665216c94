/**
 * Landscape primitives: sky, sun/moon, paper-cut mountain layers, water with
 * reflections, and the Jiangnan motifs (bridges, pagodas, houses, willows,
 * tea terraces, bamboo, boats…). All sizes are derived from the canvas unit
 * `c.u` (1/800 of the canvas height) so any aspect ratio works.
 */
import { type Canvas, P, f, mix } from './palette.ts';

export type Tod = 'dawn' | 'day' | 'dusk' | 'night' | 'mist';

export interface Mood {
  tod: Tod;
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  sun: string;
  glow: string;
  far: string;
  near: string;
  haze: string;
  waterTop: string;
  waterBottom: string;
  ripple: string;
  rippleOpacity: number;
  wall: string;
  roof: string;
  window: string;
  foliage: string;
  lit: boolean;
}

export function mood(tod: Tod): Mood {
  switch (tod) {
    case 'dawn':
      return {
        tod,
        skyTop: mix(P.mist, P.slate, 0.15),
        skyMid: mix(P.mist, P.ivory, 0.55),
        skyBottom: mix(P.sand, P.ivory, 0.25),
        sun: mix(P.gold, P.ivory, 0.35),
        glow: mix(P.gold, P.sand, 0.3),
        far: mix(P.mist, P.ivory, 0.3),
        near: mix(P.slate, P.ink, 0.35),
        haze: P.ivory,
        waterTop: mix(P.sand, P.ivory, 0.3),
        waterBottom: mix(P.mist, P.slate, 0.35),
        ripple: P.ivory,
        rippleOpacity: 0.55,
        wall: P.ivory,
        roof: P.ink,
        window: P.slate,
        foliage: mix(P.jade, P.ink, 0.35),
        lit: false,
      };
    case 'dusk':
      return {
        tod,
        skyTop: mix(P.slate, P.ink, 0.2),
        skyMid: mix(P.mist, P.gold, 0.35),
        skyBottom: mix(P.sand, P.gold, 0.35),
        sun: mix(P.gold, P.ivory, 0.15),
        glow: P.gold,
        far: mix(P.mist, P.gold, 0.2),
        near: mix(P.ink, '#101822', 0.3),
        haze: mix(P.sand, P.gold, 0.3),
        waterTop: mix(P.sand, P.gold, 0.3),
        waterBottom: mix(P.slate, P.ink, 0.3),
        ripple: mix(P.ivory, P.gold, 0.3),
        rippleOpacity: 0.5,
        wall: mix(P.sand, P.mist, 0.25),
        roof: P.ink,
        window: mix(P.gold, P.ivory, 0.2),
        foliage: mix(P.ink, '#101822', 0.2),
        lit: true,
      };
    case 'night':
      return {
        tod,
        skyTop: mix(P.ink, '#0d141d', 0.4),
        skyMid: P.ink,
        skyBottom: mix(P.slate, P.ink, 0.35),
        sun: P.ivory,
        glow: mix(P.mist, P.ivory, 0.5),
        far: mix(P.slate, P.mist, 0.15),
        near: mix(P.ink, '#0b1118', 0.55),
        haze: mix(P.slate, P.mist, 0.2),
        waterTop: mix(P.slate, P.ink, 0.3),
        waterBottom: mix(P.ink, '#0b1118', 0.4),
        ripple: mix(P.mist, P.ivory, 0.4),
        rippleOpacity: 0.35,
        wall: mix(P.mist, P.slate, 0.25),
        roof: mix(P.ink, '#0b1118', 0.5),
        window: mix(P.gold, P.ivory, 0.25),
        foliage: mix(P.ink, '#0b1118', 0.4),
        lit: true,
      };
    case 'mist':
      return {
        tod,
        skyTop: mix(P.mist, P.ivory, 0.45),
        skyMid: mix(P.ivory, P.mist, 0.15),
        skyBottom: P.ivory,
        sun: mix(P.ivory, P.sand, 0.3),
        glow: P.ivory,
        far: mix(P.jade, P.ivory, 0.72),
        near: mix(P.jade, P.ink, 0.45),
        haze: P.ivory,
        waterTop: P.ivory,
        waterBottom: mix(P.jade, P.mist, 0.55),
        ripple: P.ivory,
        rippleOpacity: 0.6,
        wall: P.ivory,
        roof: P.ink,
        window: P.slate,
        foliage: mix(P.jade, P.ink, 0.3),
        lit: false,
      };
    default:
      return {
        tod: 'day',
        skyTop: mix(P.mist, P.ivory, 0.4),
        skyMid: mix(P.mist, P.ivory, 0.75),
        skyBottom: mix(P.sand, P.ivory, 0.45),
        sun: mix(P.gold, P.sand, 0.25),
        glow: P.sand,
        far: mix(P.mist, P.ivory, 0.4),
        near: mix(P.slate, P.jade, 0.25),
        haze: P.ivory,
        waterTop: mix(P.mist, P.ivory, 0.55),
        waterBottom: mix(P.mist, P.slate, 0.3),
        ripple: P.ivory,
        rippleOpacity: 0.6,
        wall: P.ivory,
        roof: P.ink,
        window: P.slate,
        foliage: mix(P.jade, P.ink, 0.25),
        lit: false,
      };
  }
}

// ---------------------------------------------------------------- geometry

export type Pt = [number, number];

/** Catmull-Rom through the points, as cubic béziers (no leading M). */
export function smooth(pts: Pt[]): string {
  let d = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export interface Ridge {
  pts: Pt[];
  yAt(x: number): number;
  /** closed path down to `bottom` */
  fill(bottom: number): string;
}

/**
 * A mountain ridge made of gaussian bumps (soft-max blended) plus a faint ripple.
 * `sharp` (0..1) narrows the peaks for a more shan-shui silhouette.
 */
export function ridge(
  c: Canvas,
  base: number,
  amp: number,
  opts: { peaks?: number; sharp?: number; x0?: number; x1?: number; ripple?: number; anchors?: { x: number; h: number; w: number }[] } = {},
): Ridge {
  const r = c.rng;
  const x0 = opts.x0 ?? -20 * c.u;
  const x1 = opts.x1 ?? c.w + 20 * c.u;
  const span = x1 - x0;
  const peaks = opts.peaks ?? Math.max(2, Math.round((span / c.h) * 2.2));
  const sharp = opts.sharp ?? 0.4;
  const bumps = (opts.anchors ?? []).slice();
  for (let i = 0; i < peaks; i++) {
    bumps.push({
      x: x0 + span * ((i + r.range(0.1, 0.9)) / peaks),
      h: amp * r.range(0.35, 1),
      w: span * r.range(0.05, 0.14) * (1.3 - sharp) * (2.4 / Math.max(2.4, peaks / Math.max(1, span / c.h))),
    });
  }
  const ph1 = r.range(0, 6.28);
  const ph2 = r.range(0, 6.28);
  const rip = (opts.ripple ?? 0.05) * amp;
  const n = Math.max(24, Math.round(span / (12 * c.u)));
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const x = x0 + (span * i) / n;
    let mx = 0;
    let sum = 0;
    for (const b of bumps) {
      const v = b.h * Math.exp(-(((x - b.x) / b.w) ** 2));
      mx = Math.max(mx, v);
      sum += v;
    }
    const hgt = mx * 0.75 + Math.min(sum, amp) * 0.25;
    const y = base - hgt - rip * (Math.sin(x / (37 * c.u) + ph1) + 0.6 * Math.sin(x / (13 * c.u) + ph2));
    pts.push([x, y]);
  }
  const yAt = (x: number): number => {
    const t = ((x - x0) / span) * n;
    const i = Math.max(0, Math.min(n - 1, Math.floor(t)));
    const a = pts[i]!;
    const b = pts[i + 1] ?? a;
    return a[1] + (b[1] - a[1]) * (t - i);
  };
  const first = pts[0]!;
  return {
    pts,
    yAt,
    fill: (bottom: number) => `M${f(x0)} ${f(bottom)}L${f(first[0])} ${f(first[1])}${smooth(pts)}L${f(x1)} ${f(bottom)}Z`,
  };
}

/** Paper-cut look: a layer with a few stacked, offset translucent copies as a soft shadow. */
export function paper(c: Canvas, d: string, fill: string, strength = 1): string {
  const u = c.u;
  let s = '';
  for (const [dy, a] of [
    [-7, 0.035],
    [-4, 0.05],
    [-2, 0.07],
  ] as const) {
    s += `<path d="${d}" transform="translate(0 ${f(dy * u)})" fill="${P.ink}" fill-opacity="${(a * strength).toFixed(3)}"/>`;
  }
  return `${s}<path d="${d}" fill="${fill}"/>`;
}

// ---------------------------------------------------------------- sky & light

export function sky(c: Canvas, m: Mood, horizon: number): string {
  const g = c.linear([
    [0, m.skyTop],
    [Math.max(0.05, Math.min(0.9, (horizon / c.h) * 0.55)), m.skyMid],
    [Math.min(0.98, horizon / c.h), m.skyBottom],
    [1, m.skyBottom],
  ]);
  let s = `<rect width="${f(c.w)}" height="${f(c.h)}" fill="${g}"/>`;
  if (m.tod === 'night') {
    const n = Math.round((c.w / c.h) * 26);
    for (let i = 0; i < n; i++) {
      s += `<circle cx="${f(c.rng.range(0, c.w))}" cy="${f(c.rng.range(0, horizon * 0.6))}" r="${f(c.rng.range(0.8, 1.8) * c.u)}" fill="${P.ivory}" fill-opacity="${f(c.rng.range(0.25, 0.7))}"/>`;
    }
  }
  return s;
}

export function sun(c: Canvas, m: Mood, x: number, y: number, r: number): string {
  const halo = c.radialAt(
    [
      [0, m.glow, m.tod === 'night' ? 0.35 : 0.55],
      [0.35, m.glow, m.tod === 'night' ? 0.12 : 0.2],
      [1, m.glow, 0],
    ],
    x,
    y,
    r * 5,
  );
  const disc =
    m.tod === 'night'
      ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${m.sun}"/><circle cx="${f(x + r * 0.3)}" cy="${f(y - r * 0.15)}" r="${f(r * 0.18)}" fill="${P.mist}" fill-opacity="0.25"/><circle cx="${f(x - r * 0.35)}" cy="${f(y + r * 0.3)}" r="${f(r * 0.12)}" fill="${P.mist}" fill-opacity="0.2"/>`
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${m.sun}"/>`;
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 5)}" fill="${halo}"/>${disc}`;
}

export function mistBand(c: Canvas, m: Mood, y: number, h: number, opacity = 0.7): string {
  const g = c.linear([
    [0, m.haze, 0],
    [0.5, m.haze, opacity],
    [1, m.haze, 0],
  ]);
  return `<rect x="0" y="${f(y - h / 2)}" width="${f(c.w)}" height="${f(h)}" fill="${g}"/>`;
}

/** Long flat "ribbon" clouds typical of Chinese paper-cut art. */
export function ribbonClouds(c: Canvas, m: Mood, y0: number, y1: number, n: number): string {
  const r = c.rng;
  let s = '';
  for (let i = 0; i < n; i++) {
    const y = r.range(y0, y1);
    const w = r.range(0.12, 0.3) * c.w;
    const x = r.range(-0.1, 1) * c.w;
    const h = r.range(5, 9) * c.u;
    const col = m.tod === 'night' ? P.mist : P.ivory;
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${col}" fill-opacity="${f(m.tod === 'night' ? 0.12 : 0.55)}"/>`;
    s += `<rect x="${f(x + w * r.range(0.15, 0.4))}" y="${f(y + h * 1.7)}" width="${f(w * r.range(0.4, 0.7))}" height="${f(h * 0.8)}" rx="${f(h * 0.4)}" fill="${col}" fill-opacity="${f(m.tod === 'night' ? 0.1 : 0.45)}"/>`;
  }
  return s;
}

export function birds(c: Canvas, m: Mood, x: number, y: number, n: number): string {
  const r = c.rng;
  const col = m.tod === 'night' ? P.mist : P.slate;
  let d = '';
  for (let i = 0; i < n; i++) {
    const bx = x + r.range(-60, 60) * c.u;
    const by = y + r.range(-30, 30) * c.u;
    const s = r.range(5, 9) * c.u;
    d += `M${f(bx - s)} ${f(by - s * 0.35)}Q${f(bx - s * 0.45)} ${f(by - s * 0.5)} ${f(bx)} ${f(by)}Q${f(bx + s * 0.45)} ${f(by - s * 0.5)} ${f(bx + s)} ${f(by - s * 0.35)}`;
  }
  return `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(1.6 * c.u)}" stroke-linecap="round" stroke-opacity="0.75"/>`;
}

// ---------------------------------------------------------------- mountains

export interface RangeResult {
  svg: string;
  ridges: Ridge[];
}

/**
 * Layered mountains between `top` (highest far peak) and `base` (foot of the
 * nearest layer). Each layer fades into haze at its foot.
 */
export function mountains(
  c: Canvas,
  m: Mood,
  top: number,
  base: number,
  opts: { layers?: number; sharp?: number; bottom?: number; haze?: boolean; nearColor?: string } = {},
): RangeResult {
  const n = opts.layers ?? 4;
  const bottom = opts.bottom ?? base + 2 * c.u;
  const span = base - top;
  let svg = '';
  const ridges: Ridge[] = [];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 1 : i / (n - 1);
    const col = mix(m.far, opts.nearColor ?? m.near, Math.pow(t, 1.25) * 0.92);
    const lb = top + span * (0.55 + 0.38 * t);
    const amp = (lb - top) * (1 - 0.45 * t) * c.rng.range(0.75, 1);
    const rd = ridge(c, lb, amp, { sharp: (opts.sharp ?? 0.5) * (1 - t * 0.6) });
    ridges.push(rd);
    const g = c.linear([
      [0, col],
      [0.6, mix(col, m.haze, 0.15)],
      [1, mix(col, m.haze, opts.haze === false ? 0.1 : 0.55)],
    ]);
    svg += paper(c, rd.fill(bottom), g, 0.6 + t);
    if (i < n - 1 && opts.haze !== false) svg += mistBand(c, m, lb + 6 * c.u, span * 0.22, 0.5);
  }
  return { svg, ridges };
}

// ---------------------------------------------------------------- water

export function water(c: Canvas, m: Mood, y0: number, reflect: string, opts: { sunX?: number; lines?: number; reflectOpacity?: number } = {}): string {
  const r = c.rng;
  const u = c.u;
  const g = c.linear([
    [0, m.waterTop],
    [1, m.waterBottom],
  ]);
  const clip = c.clip(`<rect x="0" y="${f(y0)}" width="${f(c.w)}" height="${f(c.h - y0)}"/>`);
  let s = `<rect x="0" y="${f(y0)}" width="${f(c.w)}" height="${f(c.h - y0)}" fill="${g}"/>`;
  if (reflect) {
    s += `<g clip-path="${clip}"><g opacity="${f(opts.reflectOpacity ?? 0.28)}" transform="matrix(1 0 0 -1 0 ${f(2 * y0)})">${reflect}</g></g>`;
  }
  // horizontal ripple lines
  const n = opts.lines ?? Math.round((c.w / c.h) * 38);
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = Math.pow(r.next(), 1.4);
    const y = y0 + 4 * u + t * (c.h - y0 - 6 * u);
    const len = r.range(20, 160) * u * (0.6 + t * 2.2);
    const x = r.range(-0.05, 1) * c.w;
    const h = (1 + t * 1.8) * u;
    d += `M${f(x)} ${f(y)}h${f(len)}`;
    void h;
  }
  s += `<path d="${d}" stroke="${m.ripple}" stroke-opacity="${f(m.rippleOpacity * 0.7)}" stroke-width="${f(1.8 * u)}" stroke-linecap="round"/>`;
  // glitter below the sun/moon
  if (opts.sunX !== undefined) {
    let gd = '';
    const rows = 14;
    for (let i = 0; i < rows; i++) {
      const t = i / rows;
      const y = y0 + 6 * u + t * Math.min(c.h - y0 - 10 * u, 300 * u);
      const w = (18 + t * 90) * u * r.range(0.5, 1.2);
      gd += `M${f(opts.sunX - w / 2 + r.range(-10, 10) * u)} ${f(y)}h${f(w)}`;
    }
    s += `<path d="${gd}" stroke="${m.tod === 'night' ? P.ivory : mix(P.gold, P.ivory, 0.35)}" stroke-opacity="${m.tod === 'night' ? 0.45 : 0.6}" stroke-width="${f(2.4 * u)}" stroke-linecap="round"/>`;
  }
  return s;
}

/** A low bank / causeway with rounded tree crowns. */
export function treeline(c: Canvas, color: string, y: number, x0: number, x1: number, size: number): string {
  const r = c.rng;
  const pts: Pt[] = [[x0, y]];
  let x = x0;
  while (x < x1) {
    const w = size * r.range(0.6, 1.4);
    pts.push([x + w * 0.5, y - size * r.range(0.35, 0.9)]);
    x += w;
  }
  pts.push([x1, y]);
  return `<path d="M${f(x0)} ${f(y + size * 0.12)}L${f(x0)} ${f(y)}${smooth(pts)}L${f(x1)} ${f(y + size * 0.12)}Z" fill="${color}"/>`;
}

// ---------------------------------------------------------------- architecture

/** Multi-tier pagoda silhouette standing on (x, baseY). */
export function pagoda(c: Canvas, m: Mood, x: number, baseY: number, h: number, opts: { tiers?: number; color?: string; slim?: number } = {}): string {
  const tiers = opts.tiers ?? 5;
  const col = opts.color ?? m.near;
  const slim = opts.slim ?? 1;
  const bw0 = h * 0.2 * slim;
  const th = (h * 0.86) / tiers;
  let s = '';
  let y = baseY;
  s += `<rect x="${f(x - bw0 * 0.75)}" y="${f(baseY - th * 0.18)}" width="${f(bw0 * 1.5)}" height="${f(th * 0.18)}" fill="${col}"/>`;
  y -= th * 0.18;
  for (let i = 0; i < tiers; i++) {
    const bw = bw0 * (1 - i * 0.09);
    const ew = bw * 1.75;
    const eh = th * 0.2;
    const bodyTop = y - th * 0.62;
    s += `<rect x="${f(x - bw / 2)}" y="${f(bodyTop)}" width="${f(bw)}" height="${f(y - bodyTop + 0.5)}" fill="${col}"/>`;
    if (m.lit) {
      s += `<rect x="${f(x - bw * 0.09)}" y="${f(bodyTop + th * 0.2)}" width="${f(bw * 0.18)}" height="${f(th * 0.26)}" rx="${f(bw * 0.05)}" fill="${m.window}" fill-opacity="0.85"/>`;
    } else {
      s += `<rect x="${f(x - bw * 0.08)}" y="${f(bodyTop + th * 0.2)}" width="${f(bw * 0.16)}" height="${f(th * 0.26)}" rx="${f(bw * 0.05)}" fill="${P.ivory}" fill-opacity="0.18"/>`;
    }
    const yb = bodyTop + eh * 0.2;
    s += `<path d="M${f(x - ew / 2)} ${f(yb - eh)}Q${f(x - ew / 2 + ew * 0.1)} ${f(yb)} ${f(x - ew / 2 + ew * 0.24)} ${f(yb)}L${f(x + ew / 2 - ew * 0.24)} ${f(yb)}Q${f(x + ew / 2 - ew * 0.1)} ${f(yb)} ${f(x + ew / 2)} ${f(yb - eh)}L${f(x + bw * 0.38)} ${f(yb - eh * 1.5)}L${f(x - bw * 0.38)} ${f(yb - eh * 1.5)}Z" fill="${col}"/>`;
    y = yb - eh * 1.5;
  }
  const fh = h - (baseY - y);
  s += `<rect x="${f(x - h * 0.006)}" y="${f(y - Math.max(fh, h * 0.1))}" width="${f(h * 0.012)}" height="${f(Math.max(fh, h * 0.1))}" fill="${col}"/>`;
  s += `<circle cx="${f(x)}" cy="${f(y - h * 0.03)}" r="${f(h * 0.014)}" fill="${col}"/><circle cx="${f(x)}" cy="${f(y - h * 0.06)}" r="${f(h * 0.01)}" fill="${col}"/>`;
  return s;
}

/** Hump-backed stone bridge; the arch opening is a semicircle standing on the waterline. */
export function archBridge(c: Canvas, m: Mood, cx: number, wy: number, r: number, opts: { color?: string; length?: number } = {}): string {
  const col = opts.color ?? mix(m.near, m.far, 0.25);
  const L = opts.length ?? r * 2.6;
  const th = r * 0.28;
  const top = wy - r - th;
  const deck = `M${f(cx - L)} ${f(wy)}C${f(cx - L * 0.55)} ${f(wy - r * 0.2)} ${f(cx - L * 0.4)} ${f(top)} ${f(cx)} ${f(top)}C${f(cx + L * 0.4)} ${f(top)} ${f(cx + L * 0.55)} ${f(wy - r * 0.2)} ${f(cx + L)} ${f(wy)}Z`;
  const hole = `M${f(cx - r)} ${f(wy + 1)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(wy + 1)}Z`;
  let s = `<path d="${deck}${hole}" fill-rule="evenodd" fill="${col}"/>`;
  // voussoir ring
  if (r > 30 * c.u) s += `<path d="M${f(cx - r * 1.1)} ${f(wy)}A${f(r * 1.1)} ${f(r * 1.1)} 0 0 1 ${f(cx + r * 1.1)} ${f(wy)}" fill="none" stroke="${P.ivory}" stroke-opacity="0.18" stroke-width="${f(r * 0.05)}"/>`;
  // railing
  const rail = r * 0.22;
  const railD = `M${f(cx - L * 0.82)} ${f(wy - r * 0.08 - rail)}C${f(cx - L * 0.5)} ${f(wy - r * 0.3 - rail)} ${f(cx - L * 0.38)} ${f(top - rail)} ${f(cx)} ${f(top - rail)}C${f(cx + L * 0.38)} ${f(top - rail)} ${f(cx + L * 0.5)} ${f(wy - r * 0.3 - rail)} ${f(cx + L * 0.82)} ${f(wy - r * 0.08 - rail)}`;
  s += `<path d="${railD}" fill="none" stroke="${col}" stroke-width="${f(r * 0.05)}"/>`;
  let posts = '';
  for (let i = -4; i <= 4; i++) {
    const px = cx + (i / 4.6) * L * 0.8;
    const t = Math.abs(px - cx) / L;
    const py = top + (wy - top) * Math.pow(t, 2.1) * 1.05;
    posts += `M${f(px)} ${f(py + 1)}v${f(-rail - 1)}`;
  }
  s += `<path d="${posts}" stroke="${col}" stroke-width="${f(r * 0.05)}"/>`;
  return s;
}

/** Long flat bridge on several arches (causeway / river bridge). */
export function longBridge(c: Canvas, m: Mood, x0: number, x1: number, wy: number, h: number, arches: number, color?: string): string {
  const col = color ?? mix(m.near, m.far, 0.35);
  const span = (x1 - x0) / arches;
  const r = Math.min(span * 0.38, h * 0.75);
  let d = `M${f(x0)} ${f(wy)}L${f(x0)} ${f(wy - h)}L${f(x1)} ${f(wy - h)}L${f(x1)} ${f(wy)}Z`;
  for (let i = 0; i < arches; i++) {
    const ax = x0 + span * (i + 0.5);
    d += `M${f(ax - r)} ${f(wy + 1)}A${f(r)} ${f(r * 0.9)} 0 0 1 ${f(ax + r)} ${f(wy + 1)}Z`;
  }
  let s = `<path d="${d}" fill-rule="evenodd" fill="${col}"/>`;
  s += `<rect x="${f(x0 - h * 0.1)}" y="${f(wy - h - h * 0.16)}" width="${f(x1 - x0 + h * 0.2)}" height="${f(h * 0.16)}" fill="${col}"/>`;
  return s;
}

/** A single Jiangnan house: white wall, dark tiled roof or stepped "horse-head" gable. */
export function house(c: Canvas, m: Mood, x: number, baseY: number, w: number, h: number, kind: 'eave' | 'gable'): string {
  const r = c.rng;
  const wall = m.wall;
  const roof = m.roof;
  let s = '';
  if (kind === 'eave') {
    const rh = h * 0.32;
    const ov = w * 0.06;
    s += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
    s += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(h * 0.12)}" fill="${P.ink}" fill-opacity="0.08"/>`;
    const yb = baseY - h;
    s += `<path d="M${f(x - ov)} ${f(yb + rh * 0.08)}Q${f(x + w * 0.05)} ${f(yb)} ${f(x + w * 0.12)} ${f(yb - rh)}L${f(x + w * 0.88)} ${f(yb - rh)}Q${f(x + w * 0.95)} ${f(yb)} ${f(x + w + ov)} ${f(yb + rh * 0.08)}Z" fill="${roof}"/>`;
    s += `<path d="M${f(x + w * 0.08)} ${f(yb - rh * 1.18)}L${f(x + w * 0.12)} ${f(yb - rh)}L${f(x + w * 0.88)} ${f(yb - rh)}L${f(x + w * 0.92)} ${f(yb - rh * 1.18)}L${f(x + w * 0.9)} ${f(yb - rh * 0.9)}L${f(x + w * 0.1)} ${f(yb - rh * 0.9)}Z" fill="${roof}"/>`;
  } else {
    const step = h * 0.16;
    const sw = w / 5;
    // stepped silhouette: low, mid, high, mid, low
    const lv = [0, 1, 2, 1, 0];
    let d = `M${f(x)} ${f(baseY)}`;
    lv.forEach((l, i) => {
      const y = baseY - h - l * step;
      d += `L${f(x + sw * i)} ${f(y)}L${f(x + sw * (i + 1))} ${f(y)}`;
    });
    d += `L${f(x + w)} ${f(baseY)}Z`;
    s += `<path d="${d}" fill="${wall}"/>`;
    lv.forEach((l, i) => {
      const y = baseY - h - l * step;
      const cap = h * 0.055;
      const x0 = x + sw * i - (i === 0 ? sw * 0.06 : 0);
      const x1 = x + sw * (i + 1) + (i === 4 ? sw * 0.06 : 0);
      s += `<path d="M${f(x0)} ${f(y - cap * 1.9)}L${f(x0 + cap * 0.9)} ${f(y - cap)}L${f(x1 - cap * 0.9)} ${f(y - cap)}L${f(x1)} ${f(y - cap * 1.9)}L${f(x1 - cap * 0.3)} ${f(y + cap * 0.5)}L${f(x0 + cap * 0.3)} ${f(y + cap * 0.5)}Z" fill="${roof}"/>`;
    });
    // small front eave over the door
    s += `<path d="M${f(x + w * 0.22)} ${f(baseY - h * 0.48)}L${f(x + w * 0.78)} ${f(baseY - h * 0.48)}L${f(x + w * 0.74)} ${f(baseY - h * 0.56)}L${f(x + w * 0.26)} ${f(baseY - h * 0.56)}Z" fill="${roof}"/>`;
  }
  // windows & door
  const rows = h > 60 * c.u ? 2 : 1;
  const cols = Math.max(1, Math.round(w / (h * 0.55)));
  for (let ry = 0; ry < rows; ry++) {
    for (let cx = 0; cx < cols; cx++) {
      if (r.chance(0.25)) continue;
      const ww = Math.min(w / cols, h) * 0.32;
      const wx = x + (w / cols) * (cx + 0.5) - ww / 2;
      const wy = baseY - h * (rows === 2 ? (ry === 0 ? 0.82 : 0.4) : 0.66);
      const lit = m.lit && r.chance(0.6);
      s += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(ww * 0.9)}" fill="${lit ? m.window : m.window}" fill-opacity="${lit ? 0.95 : 0.55}"/>`;
    }
  }
  if (kind === 'gable' || r.chance(0.5)) {
    const dw = Math.min(w * 0.16, h * 0.28);
    s += `<rect x="${f(x + w / 2 - dw / 2)}" y="${f(baseY - h * 0.36)}" width="${f(dw)}" height="${f(h * 0.36)}" fill="${P.ink}" fill-opacity="0.75"/>`;
  }
  return s;
}

/** A row of houses along a bank, back to front, with a stone embankment. */
export function townRow(c: Canvas, m: Mood, x0: number, x1: number, baseY: number, scale: number, opts: { embank?: boolean } = {}): string {
  const r = c.rng;
  let s = '';
  let x = x0;
  const items: string[] = [];
  while (x < x1) {
    const w = r.range(70, 140) * scale;
    const h = r.range(45, 80) * scale;
    const kind = r.chance(0.45) ? 'gable' : 'eave';
    items.push(house(c, m, x, baseY, w, h, kind));
    x += w * r.range(0.82, 1.02);
  }
  // draw in random order for overlaps
  for (const it of items) s += it;
  if (opts.embank !== false) {
    s += `<rect x="${f(x0 - 10 * scale)}" y="${f(baseY)}" width="${f(x1 - x0 + 20 * scale)}" height="${f(7 * scale)}" fill="${mix(m.near, m.far, 0.3)}"/>`;
    let d = '';
    for (let sx = x0; sx < x1; sx += 14 * scale) d += `M${f(sx)} ${f(baseY + 1)}v${f(6 * scale)}`;
    s += `<path d="${d}" stroke="${P.ivory}" stroke-opacity="0.12" stroke-width="${f(1 * scale)}"/>`;
  }
  return s;
}

/** Side-on pavilion (ting) with upturned eaves. */
export function pavilion(c: Canvas, m: Mood, cx: number, baseY: number, w: number, color?: string): string {
  const col = color ?? m.near;
  const h = w * 0.95;
  const colH = h * 0.45;
  let s = `<rect x="${f(cx - w * 0.5)}" y="${f(baseY - h * 0.08)}" width="${f(w)}" height="${f(h * 0.08)}" fill="${col}"/>`;
  for (const k of [-0.36, -0.12, 0.12, 0.36]) {
    s += `<rect x="${f(cx + k * w - w * 0.025)}" y="${f(baseY - h * 0.08 - colH)}" width="${f(w * 0.05)}" height="${f(colH)}" fill="${col}"/>`;
  }
  s += `<rect x="${f(cx - w * 0.42)}" y="${f(baseY - h * 0.2)}" width="${f(w * 0.84)}" height="${f(h * 0.025)}" fill="${col}"/>`;
  const ry = baseY - h * 0.08 - colH;
  const ew = w * 1.35;
  s += `<path d="M${f(cx - ew / 2)} ${f(ry - h * 0.1)}Q${f(cx - ew * 0.36)} ${f(ry + h * 0.02)} ${f(cx - ew * 0.22)} ${f(ry)}L${f(cx + ew * 0.22)} ${f(ry)}Q${f(cx + ew * 0.36)} ${f(ry + h * 0.02)} ${f(cx + ew / 2)} ${f(ry - h * 0.1)}Q${f(cx + w * 0.25)} ${f(ry - h * 0.16)} ${f(cx + w * 0.06)} ${f(ry - h * 0.42)}L${f(cx - w * 0.06)} ${f(ry - h * 0.42)}Q${f(cx - w * 0.25)} ${f(ry - h * 0.16)} ${f(cx - ew / 2)} ${f(ry - h * 0.1)}Z" fill="${col}"/>`;
  s += `<rect x="${f(cx - w * 0.015)}" y="${f(ry - h * 0.52)}" width="${f(w * 0.03)}" height="${f(h * 0.12)}" fill="${col}"/><circle cx="${f(cx)}" cy="${f(ry - h * 0.52)}" r="${f(w * 0.03)}" fill="${col}"/>`;
  return s;
}

export function skyline(c: Canvas, color: string, x0: number, x1: number, baseY: number, maxH: number, lit = false): string {
  const r = c.rng;
  let s = '';
  let x = x0;
  let lights = '';
  while (x < x1) {
    const w = r.range(14, 40) * c.u;
    const h = maxH * r.range(0.25, 1) * (0.6 + 0.4 * Math.sin(((x - x0) / (x1 - x0)) * Math.PI));
    s += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(h)}" fill="${color}"/>`;
    if (r.chance(0.2)) s += `<rect x="${f(x + w * 0.45)}" y="${f(baseY - h - h * 0.12)}" width="${f(1.5 * c.u)}" height="${f(h * 0.12)}" fill="${color}"/>`;
    if (lit) {
      for (let yy = baseY - h + 6 * c.u; yy < baseY - 4 * c.u; yy += 7 * c.u) {
        if (r.chance(0.35)) lights += `M${f(x + w * 0.2)} ${f(yy)}h${f(w * 0.6 * r.range(0.3, 1))}`;
      }
    }
    x += w + r.range(0, 6) * c.u;
  }
  if (lights) s += `<path d="${lights}" stroke="${mix(P.gold, P.ivory, 0.3)}" stroke-opacity="0.55" stroke-width="${f(1.4 * c.u)}"/>`;
  return s;
}

// ---------------------------------------------------------------- boats

export function wupeng(c: Canvas, m: Mood, x: number, y: number, len: number, dir = 1): string {
  const col = m.tod === 'night' ? P.ink : m.near;
  const h = len * 0.12;
  let s = `<path d="M${f(x - len / 2)} ${f(y - h * 1.1)}Q${f(x - len * 0.3)} ${f(y + h * 0.6)} ${f(x)} ${f(y + h * 0.5)}Q${f(x + len * 0.3)} ${f(y + h * 0.6)} ${f(x + len / 2)} ${f(y - h * 1.1)}Q${f(x)} ${f(y - h * 0.2)} ${f(x - len / 2)} ${f(y - h * 1.1)}Z" fill="${col}"/>`;
  s += `<path d="M${f(x - len * 0.18)} ${f(y - h * 0.3)}Q${f(x - len * 0.18)} ${f(y - h * 2.4)} ${f(x + len * 0.02)} ${f(y - h * 2.4)}Q${f(x + len * 0.2)} ${f(y - h * 2.4)} ${f(x + len * 0.2)} ${f(y - h * 0.3)}Z" fill="${P.ink}"/>`;
  // boatman with pole
  const bx = x + dir * len * 0.34;
  s += `<path d="M${f(bx)} ${f(y - h * 0.5)}l${f(dir * -len * 0.03)} ${f(-h * 2.3)}" stroke="${col}" stroke-width="${f(len * 0.035)}" stroke-linecap="round"/><circle cx="${f(bx - dir * len * 0.035)}" cy="${f(y - h * 3.1)}" r="${f(len * 0.028)}" fill="${col}"/>`;
  s += `<path d="M${f(bx - dir * len * 0.12)} ${f(y - h * 4.5)}L${f(bx + dir * len * 0.16)} ${f(y + h * 3)}" stroke="${col}" stroke-width="${f(len * 0.012)}"/>`;
  return s;
}

export function junk(c: Canvas, m: Mood, x: number, y: number, len: number): string {
  const col = m.tod === 'night' ? P.ink : mix(m.near, m.far, 0.1);
  const sail = m.tod === 'night' ? P.slate : mix(P.gold, P.sand, 0.25);
  const h = len * 0.14;
  let s = `<path d="M${f(x - len / 2)} ${f(y - h * 1.3)}L${f(x + len / 2)} ${f(y - h * 1.6)}Q${f(x + len * 0.38)} ${f(y + h * 0.4)} ${f(x + len * 0.2)} ${f(y + h * 0.4)}L${f(x - len * 0.3)} ${f(y + h * 0.4)}Q${f(x - len * 0.42)} ${f(y)} ${f(x - len / 2)} ${f(y - h * 1.3)}Z" fill="${col}"/>`;
  for (const [k, sh] of [
    [-0.15, 4.2],
    [0.16, 3.2],
  ] as const) {
    const mx = x + k * len;
    const top = y - h * (sh + 1.2);
    const sw = len * (0.3 - Math.abs(k) * 0.2);
    s += `<path d="M${f(mx)} ${f(y - h)}V${f(top - h * 0.3)}" stroke="${col}" stroke-width="${f(len * 0.012)}"/>`;
    s += `<path d="M${f(mx - sw * 0.5)} ${f(top)}Q${f(mx)} ${f(top - h * 0.6)} ${f(mx + sw * 0.5)} ${f(top + h * 0.1)}L${f(mx + sw * 0.55)} ${f(y - h * 1.8)}L${f(mx - sw * 0.45)} ${f(y - h * 1.8)}Z" fill="${sail}"/>`;
    let battens = '';
    for (let i = 1; i < 5; i++) {
      const yy = top + ((y - h * 1.8 - top) * i) / 5;
      battens += `M${f(mx - sw * 0.5)} ${f(yy)}h${f(sw * 1.02)}`;
    }
    s += `<path d="${battens}" stroke="${col}" stroke-opacity="0.5" stroke-width="${f(len * 0.006)}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------- vegetation

/** Willow hanging from the top corner (side = -1 left, 1 right). */
export function willow(c: Canvas, m: Mood, side: -1 | 1, reach: number, drop: number, color?: string): string {
  const r = c.rng;
  const u = c.u;
  const col = color ?? m.foliage;
  const light = mix(col, m.far, 0.35);
  const dir = side < 0 ? 1 : -1;
  const ox = side < 0 ? -30 * u : c.w + 30 * u;
  const oy = -30 * u;
  const wind = r.range(-0.18, 0.18);
  let branches = '';
  const strands: [string, string] = ['', ''];
  const nb = r.int(3, 4);
  for (let k = 0; k < nb; k++) {
    const ex = ox + dir * reach * r.range(0.45, 1);
    const ey = oy + r.range(60, 190) * u;
    const qx = ox + dir * reach * r.range(0.35, 0.55);
    const qy = oy + r.range(-30, 10) * u;
    branches += `<path d="M${f(ox)} ${f(oy + k * 14 * u)}Q${f(qx)} ${f(qy)} ${f(ex)} ${f(ey)}" fill="none" stroke="${col}" stroke-width="${f((k === 0 ? 7 : 3.5) * u)}" stroke-linecap="round"/>`;
    const n = Math.round(Math.abs(ex - ox) / (24 * u));
    for (let i = 0; i < n; i++) {
      const t = 0.2 + 0.8 * r.next();
      const px = (1 - t) * (1 - t) * ox + 2 * (1 - t) * t * qx + t * t * ex;
      const py = (1 - t) * (1 - t) * (oy + k * 14 * u) + 2 * (1 - t) * t * qy + t * t * ey;
      const len = drop * Math.pow(r.range(0.2, 1), 1.3) * (0.5 + 0.5 * t);
      const endx = px + wind * len + r.range(-6, 6) * u;
      strands[r.chance(0.4) ? 1 : 0] += `M${f(px)} ${f(py)}Q${f(px + dir * 10 * u)} ${f(py + len * 0.4)} ${f(endx)} ${f(py + len)}`;
    }
  }
  let s = branches;
  strands.forEach((d, i) => {
    const cc = i === 0 ? col : light;
    s += `<path d="${d}" fill="none" stroke="${cc}" stroke-width="${f(1.1 * u)}" stroke-opacity="0.85"/>`;
    s += `<path d="${d}" fill="none" stroke="${cc}" stroke-width="${f(3.2 * u)}" stroke-dasharray="${f(6 * u)} ${f(5 * u)}" stroke-linecap="round" stroke-opacity="0.9"/>`;
  });
  return s;
}

/** Rows of tea bushes following the contour of a hill (clipped to `clipPath`). */
export function teaRows(c: Canvas, clipD: string, yTop: number, yBottom: number, rows: number, colors: [string, string], curve = 30): string {
  const r = c.rng;
  const u = c.u;
  const clip = c.clip(`<path d="${clipD}"/>`);
  let s = `<g clip-path="${clip}">`;
  const ph = r.range(0, 6);
  const freq = r.range(0.7, 1.4);
  for (let i = 0; i < rows; i++) {
    const t = i / Math.max(1, rows - 1);
    const y = yTop + (yBottom - yTop) * Math.pow(t, 1.35);
    const w = (8 + t * 26) * u;
    const pts: Pt[] = [];
    for (let k = 0; k <= 12; k++) {
      const x = -40 * u + ((c.w + 80 * u) * k) / 12;
      pts.push([x, y + curve * u * (0.4 + t) * Math.sin((x / c.w) * Math.PI * freq + ph)]);
    }
    const d = `M${f(pts[0]![0])} ${f(pts[0]![1])}${smooth(pts)}`;
    const col = mix(colors[0], colors[1], t);
    s += `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(w)}" stroke-linecap="round" stroke-dasharray="${f(w * 2.2)} ${f(w * 0.45)}"/>`;
  }
  return s + '</g>';
}

export function bamboo(c: Canvas, x: number, baseY: number, h: number, w: number, color: string, lean = 0): string {
  const r = c.rng;
  const topX = x + lean * h;
  let s = `<path d="M${f(x - w / 2)} ${f(baseY)}L${f(topX - w * 0.35)} ${f(baseY - h)}L${f(topX + w * 0.35)} ${f(baseY - h)}L${f(x + w / 2)} ${f(baseY)}Z" fill="${color}"/>`;
  let nodes = '';
  let leaves = '';
  const seg = r.range(0.08, 0.12) * h;
  for (let y = baseY - seg; y > baseY - h; y -= seg) {
    const t = (baseY - y) / h;
    const nx = x + lean * h * t;
    const ww = w * (1 - 0.3 * t);
    nodes += `M${f(nx - ww * 0.62)} ${f(y)}h${f(ww * 1.24)}`;
    if (t > 0.35 && r.chance(0.55)) {
      const dir = r.sign();
      const n = r.int(3, 5);
      for (let k = 0; k < n; k++) {
        const L = r.range(3.5, 6.5) * w;
        const W = L * 0.13;
        const ang = dir * r.range(15, 70) + (dir < 0 ? 180 : 0);
        leaves += `<path transform="translate(${f(nx)} ${f(y)}) rotate(${f(ang)})" d="M0 0C${f(L * 0.3)} ${f(-W)} ${f(L * 0.7)} ${f(-W * 0.7)} ${f(L)} 0C${f(L * 0.7)} ${f(W * 0.5)} ${f(L * 0.3)} ${f(W)} 0 0Z"/>`;
      }
    }
  }
  s += `<path d="${nodes}" stroke="${P.ink}" stroke-opacity="0.35" stroke-width="${f(w * 0.14)}"/>`;
  s += `<g fill="${color}">${leaves}</g>`;
  return s;
}

/** Rounded tree crown on a short trunk. */
export function tree(c: Canvas, x: number, baseY: number, h: number, color: string): string {
  const r = c.rng;
  const cw = h * r.range(0.45, 0.65);
  let s = `<rect x="${f(x - h * 0.02)}" y="${f(baseY - h * 0.45)}" width="${f(h * 0.04)}" height="${f(h * 0.45)}" fill="${color}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(baseY - h * 0.62)}" rx="${f(cw)}" ry="${f(h * 0.3)}" fill="${color}"/>`;
  s += `<ellipse cx="${f(x - cw * 0.35)}" cy="${f(baseY - h * 0.78)}" rx="${f(cw * 0.6)}" ry="${f(h * 0.2)}" fill="${color}"/>`;
  s += `<ellipse cx="${f(x + cw * 0.3)}" cy="${f(baseY - h * 0.8)}" rx="${f(cw * 0.55)}" ry="${f(h * 0.2)}" fill="${color}"/>`;
  return s;
}

/** Pine with layered flat canopies (classic ink-painting silhouette). */
export function pine(c: Canvas, x: number, baseY: number, h: number, color: string, dir = 1): string {
  const r = c.rng;
  let s = `<path d="M${f(x)} ${f(baseY)}C${f(x + dir * h * 0.05)} ${f(baseY - h * 0.4)} ${f(x - dir * h * 0.08)} ${f(baseY - h * 0.6)} ${f(x + dir * h * 0.1)} ${f(baseY - h)}" fill="none" stroke="${color}" stroke-width="${f(h * 0.045)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 4; i++) {
    const t = 0.35 + i * 0.19;
    const py = baseY - h * t;
    const px = x + dir * h * (0.02 + 0.25 * r.range(-0.3, 1) * (i % 2 ? 1 : -1));
    const w = h * (0.5 - i * 0.08);
    s += `<path d="M${f(px - w / 2)} ${f(py)}Q${f(px - w * 0.3)} ${f(py - h * 0.09)} ${f(px)} ${f(py - h * 0.1)}Q${f(px + w * 0.3)} ${f(py - h * 0.09)} ${f(px + w / 2)} ${f(py)}Z" fill="${color}"/>`;
  }
  return s;
}

/** Lake (Taihu) rock with holes. */
export function rock(c: Canvas, x: number, baseY: number, h: number, color: string): string {
  const r = c.rng;
  const w = h * r.range(0.45, 0.65);
  const pts: Pt[] = [];
  const n = 7;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const yy = baseY - h * Math.pow(Math.sin(t * Math.PI), 0.6) * r.range(0.82, 1);
    pts.push([x - w / 2 + w * t + r.range(-0.06, 0.06) * w, Math.min(baseY, yy)]);
  }
  const d = `M${f(x - w / 2)} ${f(baseY)}L${f(pts[0]![0])} ${f(pts[0]![1])}${smooth(pts)}L${f(x + w / 2)} ${f(baseY)}Z`;
  // a lighter facet and a couple of grooves instead of literal holes (which read as faces)
  const facet = `M${f(x - w * 0.05)} ${f(baseY)}C${f(x - w * 0.12)} ${f(baseY - h * 0.4)} ${f(x + w * 0.05)} ${f(baseY - h * 0.6)} ${f(x - w * 0.02)} ${f(baseY - h * 0.85)}C${f(x + w * 0.2)} ${f(baseY - h * 0.6)} ${f(x + w * 0.28)} ${f(baseY - h * 0.3)} ${f(x + w * 0.3)} ${f(baseY)}Z`;
  const groove = `M${f(x - w * 0.28)} ${f(baseY - h * 0.2)}q${f(w * 0.08)} ${f(-h * 0.2)} 0 ${f(-h * 0.38)}M${f(x + w * 0.12)} ${f(baseY - h * 0.35)}q${f(w * 0.06)} ${f(-h * 0.12)} 0 ${f(-h * 0.24)}`;
  return `<path d="${d}" fill="${color}"/><path d="${facet}" fill="${P.ivory}" fill-opacity="0.12"/><path d="${groove}" fill="none" stroke="${P.ink}" stroke-opacity="0.25" stroke-width="${f(h * 0.02)}" stroke-linecap="round"/>`;
}

export function lotus(c: Canvas, x: number, y: number, s: number, color: string): string {
  const r = c.rng;
  let out = '';
  for (let i = 0; i < 5; i++) {
    const lx = x + r.range(-3, 3) * s;
    const ly = y + r.range(-0.6, 0.6) * s;
    const rx = s * r.range(0.5, 0.9);
    out += `<path d="M${f(lx)} ${f(ly)}m${f(-rx)} 0a${f(rx)} ${f(rx * 0.3)} 0 1 0 ${f(rx * 2)} 0a${f(rx)} ${f(rx * 0.3)} 0 0 0 ${f(-rx * 0.9)} ${f(-rx * 0.28)}L${f(lx)} ${f(ly)}Z" fill="${color}" fill-opacity="0.9"/>`;
  }
  return out;
}

export function lantern(c: Canvas, x: number, y: number, s: number, glow: boolean): string {
  let o = '';
  if (glow) {
    const g = c.radialAt(
      [
        [0, P.gold, 0.5],
        [1, P.gold, 0],
      ],
      x,
      y,
      s * 3,
    );
    o += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 3)}" fill="${g}"/>`;
  }
  o += `<rect x="${f(x - s * 0.6)}" y="${f(y - s * 0.75)}" width="${f(s * 1.2)}" height="${f(s * 1.5)}" rx="${f(s * 0.55)}" fill="${mix(P.gold, P.ivory, 0.25)}"/>`;
  o += `<rect x="${f(x - s * 0.35)}" y="${f(y - s * 0.9)}" width="${f(s * 0.7)}" height="${f(s * 0.2)}" fill="${P.ink}"/><rect x="${f(x - s * 0.35)}" y="${f(y + s * 0.72)}" width="${f(s * 0.7)}" height="${f(s * 0.2)}" fill="${P.ink}"/>`;
  return o;
}
