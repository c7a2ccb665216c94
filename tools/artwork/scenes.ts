/**
 * Landscape scenes of the Jiangnan region, composed from the primitives in land.ts.
 * Each scene adapts to the canvas aspect ratio (wide banners and portrait crops).
 */
import { type Canvas, P, f, mix } from './palette.ts';
import {
  type Mood,
  type Tod,
  archBridge,
  bamboo,
  birds,
  house,
  junk,
  lantern,
  longBridge,
  lotus,
  mistBand,
  mood,
  mountains,
  pagoda,
  paper,
  pavilion,
  pine,
  ribbonClouds,
  ridge,
  rock,
  sky,
  skyline,
  sun,
  teaRows,
  townRow,
  tree,
  treeline,
  water,
  willow,
  wupeng,
} from './land.ts';

export type SceneOpts = { tod?: Tod };
export type Scene = (c: Canvas, o?: SceneOpts) => string;

function pickTod(c: Canvas, o: SceneOpts | undefined, pool: Tod[]): Mood {
  return mood(o?.tod ?? c.rng.pick(pool));
}

/** wide → 1, portrait → 0 */
function wideness(c: Canvas): number {
  return Math.max(0, Math.min(1, (c.w / c.h - 0.75) / 1.6));
}

function celestial(c: Canvas, m: Mood, hz: number): { x: number; svg: string } {
  const r = c.rng;
  const u = c.u;
  const x = c.w * r.pick([r.range(0.14, 0.32), r.range(0.62, 0.86)]);
  const y = hz * r.range(m.tod === 'dusk' || m.tod === 'dawn' ? 0.5 : 0.28, m.tod === 'dusk' || m.tod === 'dawn' ? 0.68 : 0.42);
  const rad = r.range(30, 46) * u;
  return { x, svg: sun(c, m, x, y, rad) + (m.tod !== 'night' && r.chance(0.7) ? birds(c, m, x + r.sign() * 120 * u, y + 40 * u, r.int(3, 5)) : '') };
}

// ------------------------------------------------------------------ Hangzhou: West Lake

export const lakeScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['day', 'dawn', 'dusk', 'mist', 'night']);
  const hz = c.h * r.range(0.58, 0.64);
  const sunr = celestial(c, m, hz);
  let out = sky(c, m, hz) + sunr.svg + ribbonClouds(c, m, hz * 0.2, hz * 0.55, Math.round(2 + wideness(c) * 3));
  const mt = mountains(c, m, hz - c.h * 0.36, hz, { layers: 4 });
  let above = mt.svg;
  // pagoda on its own hill
  const left = sunr.x > c.w / 2;
  const px = c.w * (left ? r.range(0.14, 0.3) : r.range(0.7, 0.86));
  const hill = ridge(c, hz + 2 * u, 70 * u, { x0: px - 260 * u, x1: px + 260 * u, peaks: 0, anchors: [{ x: px, h: 64 * u, w: 150 * u }] });
  const nearCol = mix(m.near, m.far, 0.12);
  above += paper(c, hill.fill(hz + 3 * u), nearCol);
  above += pagoda(c, m, px, hill.yAt(px) + 6 * u, 150 * u, { tiers: 5, color: nearCol });
  // Su causeway: a thin tree line with a small arched bridge
  const cx0 = left ? c.w * 0.42 : -20 * u;
  const cx1 = left ? c.w + 20 * u : c.w * 0.58;
  above += treeline(c, mix(m.near, m.far, 0.35), hz, cx0, cx1, 14 * u);
  const bx = (cx0 + cx1) / 2 + r.range(-0.1, 0.1) * c.w;
  above += archBridge(c, m, bx, hz, 16 * u, { color: mix(m.near, m.far, 0.35) });
  out += above;
  out += water(c, m, hz, above, { sunX: sunr.x });
  out += wupeng(c, m, c.w * r.range(0.35, 0.65), hz + (c.h - hz) * r.range(0.35, 0.6), 90 * u, r.sign());
  if (r.chance(0.5)) out += wupeng(c, m, c.w * r.range(0.2, 0.8), hz + (c.h - hz) * 0.18, 45 * u, r.sign());
  out += willow(c, m, left ? 1 : -1, c.w * r.range(0.25, 0.42), c.h * r.range(0.35, 0.55));
  return out;
};

// ------------------------------------------------------------------ Hangzhou: Qiantang river

export const riverScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['dusk', 'night', 'dawn', 'day']);
  const hz = c.h * r.range(0.56, 0.62);
  const sunr = celestial(c, m, hz);
  let out = sky(c, m, hz) + sunr.svg + ribbonClouds(c, m, hz * 0.25, hz * 0.6, 3);
  const mt = mountains(c, m, hz - c.h * 0.26, hz - 10 * u, { layers: 3, bottom: hz + 2 * u });
  let above = mt.svg;
  const far = mix(m.far, m.near, 0.45);
  above += skyline(c, far, c.w * 0.3, c.w * 1.02, hz, 110 * u, m.lit);
  above += mistBand(c, m, hz - 8 * u, 40 * u, 0.5);
  // Liuhe pagoda on a wooded hill at one side
  const left = r.chance(0.5);
  const px = left ? c.w * r.range(0.1, 0.2) : c.w * r.range(0.8, 0.9);
  const hill = ridge(c, hz + 2 * u, 120 * u, { x0: px - 320 * u, x1: px + 320 * u, peaks: 0, anchors: [{ x: px, h: 110 * u, w: 190 * u }] });
  above += paper(c, hill.fill(hz + 3 * u), m.near);
  above += pagoda(c, m, px, hill.yAt(px) + 6 * u, 190 * u, { tiers: 7, color: m.near, slim: 0.85 });
  for (let i = 0; i < 5; i++) {
    const tx = px + r.range(-240, 240) * u;
    if (Math.abs(tx - px) > 40 * u) above += tree(c, tx, hill.yAt(tx) + 10 * u, r.range(30, 46) * u, m.near);
  }
  // the long river bridge
  above += longBridge(c, m, left ? px + 160 * u : -20 * u, left ? c.w + 20 * u : px - 160 * u, hz, 16 * u, Math.round(c.w / (70 * u)), mix(m.near, m.far, 0.25));
  out += above + water(c, m, hz, above, { sunX: sunr.x, reflectOpacity: 0.32 });
  // a soft line of the tidal bore
  out += `<path d="M-10 ${f(hz + (c.h - hz) * 0.42)}C${f(c.w * 0.3)} ${f(hz + (c.h - hz) * 0.38)} ${f(c.w * 0.7)} ${f(hz + (c.h - hz) * 0.47)} ${f(c.w + 10)} ${f(hz + (c.h - hz) * 0.43)}" fill="none" stroke="${P.ivory}" stroke-opacity="0.35" stroke-width="${f(3 * u)}"/>`;
  out += junk(c, m, c.w * (left ? 0.62 : 0.38), hz + (c.h - hz) * 0.62, 120 * u);
  return out;
};

// ------------------------------------------------------------------ Shaoxing: canal & arched bridge

export const canalScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['day', 'dawn', 'dusk', 'mist', 'night']);
  const hz = c.h * r.range(0.6, 0.66);
  const sunr = celestial(c, m, hz * 0.8);
  let out = sky(c, m, hz) + sunr.svg;
  const mt = mountains(c, m, hz - c.h * 0.4, hz - 110 * u, { layers: 3, bottom: hz });
  let above = mt.svg + mistBand(c, m, hz - 100 * u, 80 * u, 0.6);
  const bx = c.w * r.range(0.42, 0.58);
  const br = Math.min(95 * u, c.w * 0.14);
  above += townRow(c, m, -30 * u, bx - br * 1.9, hz - 2 * u, 1.05 * u);
  above += townRow(c, m, bx + br * 1.9, c.w + 30 * u, hz - 2 * u, 1.05 * u);
  // willows trees in the town
  above += archBridge(c, m, bx, hz, br, { color: mix(m.near, m.far, 0.05), length: br * 2.3 });
  out += above + water(c, m, hz, above, { reflectOpacity: 0.34 });
  out += wupeng(c, m, bx + r.sign() * c.w * r.range(0.18, 0.3), hz + (c.h - hz) * r.range(0.3, 0.55), 130 * u, r.sign());
  out += willow(c, m, r.chance(0.5) ? -1 : 1, c.w * r.range(0.22, 0.36), c.h * r.range(0.3, 0.45));
  return out;
};

// ------------------------------------------------------------------ Ningbo: harbour & old tower

export const harbourScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['dusk', 'dawn', 'day', 'night']);
  const hz = c.h * r.range(0.6, 0.66);
  const sunr = celestial(c, m, hz);
  let out = sky(c, m, hz) + sunr.svg + ribbonClouds(c, m, hz * 0.2, hz * 0.6, 3);
  const mt = mountains(c, m, hz - c.h * 0.22, hz - 4 * u, { layers: 2, bottom: hz + 2 * u, sharp: 0.2 });
  let above = mt.svg;
  const dim = mix(m.far, m.near, 0.4);
  above += skyline(c, dim, c.w * 0.05, c.w * 0.95, hz, 70 * u, m.lit);
  // cranes
  for (let i = 0; i < 3; i++) {
    const x = c.w * (0.55 + i * 0.1) + r.range(-20, 20) * u;
    const h = r.range(60, 90) * u;
    above += `<path d="M${f(x - 12 * u)} ${f(hz)}L${f(x)} ${f(hz - h)}L${f(x + 12 * u)} ${f(hz)}M${f(x - 50 * u)} ${f(hz - h)}H${f(x + 30 * u)}M${f(x - 44 * u)} ${f(hz - h)}v${f(h * 0.4)}" fill="none" stroke="${dim}" stroke-width="${f(2.4 * u)}"/>`;
  }
  // old tower on a quay
  const left = sunr.x > c.w / 2;
  const tx = left ? c.w * r.range(0.12, 0.22) : c.w * r.range(0.78, 0.88);
  const qy = hz + 4 * u;
  above += `<rect x="${f(tx - 160 * u)}" y="${f(qy - 18 * u)}" width="${f(320 * u)}" height="${f(22 * u)}" fill="${m.near}"/>`;
  above += house(c, m, tx - 150 * u, qy - 18 * u, 90 * u, 40 * u, 'eave') + house(c, m, tx + 62 * u, qy - 18 * u, 80 * u, 36 * u, 'gable');
  above += pagoda(c, m, tx, qy - 16 * u, 230 * u, { tiers: 7, color: m.near, slim: 0.7 });
  out += above + water(c, m, hz, above, { sunX: sunr.x });
  out += junk(c, m, c.w * (left ? 0.58 : 0.42), hz + (c.h - hz) * 0.45, 150 * u);
  if (c.w / c.h > 1.2) out += junk(c, m, c.w * (left ? 0.82 : 0.2), hz + (c.h - hz) * 0.2, 70 * u);
  return out;
};

// ------------------------------------------------------------------ Huzhou: hills, bamboo & Taihu

export const hillsScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['mist', 'day', 'dawn', 'mist']);
  const hz = c.h * r.range(0.5, 0.56);
  const sunr = celestial(c, m, hz);
  let out = sky(c, m, hz) + sunr.svg;
  const mt = mountains(c, m, hz - c.h * 0.3, hz, { layers: 3, sharp: 0.2 });
  const above = mt.svg + treeline(c, mix(m.near, m.far, 0.4), hz, -10, c.w + 10, 10 * u);
  out += above + water(c, m, hz, above, { sunX: sunr.x, lines: Math.round((c.w / c.h) * 22) });
  // foreground rolling hill with tea rows
  const fy = hz + (c.h - hz) * 0.42;
  const fg = ridge(c, fy + 60 * u, 90 * u, { sharp: 0, ripple: 0.02, peaks: Math.max(1, Math.round(c.w / c.h)) });
  const d = fg.fill(c.h + 2);
  out += paper(c, d, mix(P.jade, m.near, 0.3));
  out += teaRows(c, d, fy - 30 * u, c.h + 20 * u, 9, [mix(P.jade, P.ivory, 0.25), mix(P.jade, P.ink, 0.35)], 25);
  // bamboo at one side
  const side = r.chance(0.5) ? -1 : 1;
  const bcol = mix(P.jade, P.ink, m.tod === 'mist' ? 0.45 : 0.55);
  for (let i = 0; i < 5; i++) {
    const x = side < 0 ? (10 + i * 34 + r.range(-8, 8)) * u : c.w - (10 + i * 34 + r.range(-8, 8)) * u;
    out += bamboo(c, x, c.h + 10 * u, c.h * r.range(0.75, 1.05), r.range(9, 13) * u, bcol, side * r.range(0.02, 0.08));
  }
  return out;
};

// ------------------------------------------------------------------ Suzhou: garden & moon gate

export const gardenScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['day', 'dawn', 'mist', 'dusk']);
  const hz = c.h * 0.62;
  const gr = Math.min(c.h * 0.31, c.w * 0.36);
  const gx = c.w * (c.w / c.h > 1.3 ? r.pick([0.3, 0.7]) : 0.5);
  const gy = c.w / c.h > 1.3 ? c.h * 0.56 : hz - gr * 0.22;
  // the view through the gate
  let view = sky(c, m, hz) + sun(c, m, gx + r.range(-0.4, 0.4) * gr, gy - gr * 0.5, 22 * u);
  const mt = mountains(c, m, gy - gr * 0.8, hz, { layers: 3 });
  let above = mt.svg + pavilion(c, m, gx + gr * r.range(0.2, 0.5) * r.sign(), hz + 2 * u, 70 * u, mix(m.near, m.far, 0.2));
  above += rock(c, gx - gr * 0.55, hz + 4 * u, 70 * u, mix(m.near, m.far, 0.35));
  view += above + water(c, m, hz, above, { lines: 30 });
  view += lotus(c, gx + r.range(-0.4, 0.4) * gr, hz + (c.h - hz) * 0.4, 14 * u, mix(P.jade, m.near, 0.2));
  // on wide canvases the wall is lower, so the hills and a few tree crowns show above it
  const wide = c.w / c.h > 1.3;
  const wallTop = c.h * (wide ? 0.22 : 0.08);
  if (wide) view += mountains(c, m, wallTop - c.h * 0.15, wallTop + 6 * u, { layers: 2, bottom: wallTop + 10 * u, haze: false }).svg;
  const wallCol = m.tod === 'dusk' ? mix(P.sand, P.gold, 0.15) : P.ivory;
  const wg = c.linear([
    [0, wallCol],
    [1, mix(wallCol, P.sand, 0.7)],
  ]);
  const hole = `M${f(gx - gr)} ${f(gy)}a${f(gr)} ${f(gr)} 0 1 0 ${f(gr * 2)} 0a${f(gr)} ${f(gr)} 0 1 0 ${f(-gr * 2)} 0Z`;
  let wall = `<path d="M-10 ${f(wallTop)}H${f(c.w + 10)}V${f(c.h + 10)}H-10Z${hole}" fill-rule="evenodd" fill="${wg}"/>`;
  // rim and inner shadow
  wall += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr + 7 * u)}" fill="none" stroke="${P.slate}" stroke-width="${f(12 * u)}"/>`;
  wall += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr + 1 * u)}" fill="none" stroke="${P.ink}" stroke-opacity="0.25" stroke-width="${f(4 * u)}"/>`;
  // tiled coping
  wall += `<path d="M-10 ${f(wallTop)}L${f(c.w + 10)} ${f(wallTop)}L${f(c.w + 10)} ${f(wallTop - 26 * u)}L-10 ${f(wallTop - 26 * u)}Z" fill="${P.ink}"/>`;
  let tiles = '';
  for (let x = -10 * u; x < c.w + 10; x += 13 * u) tiles += `M${f(x)} ${f(wallTop - 24 * u)}v${f(22 * u)}`;
  wall += `<path d="${tiles}" stroke="${P.slate}" stroke-width="${f(3 * u)}"/>`;
  wall += `<rect x="-10" y="${f(wallTop - 4 * u)}" width="${f(c.w + 20)}" height="${f(5 * u)}" fill="${P.slate}"/>`;
  // a lattice window on the wall if wide
  if (c.w / c.h > 1.3) {
    const lx = gx < c.w / 2 ? c.w * 0.78 : c.w * 0.2;
    const lw = 150 * u;
    const ly = gy - lw * 0.5;
    wall += latticeSquare(c, lx - lw / 2, ly, lw, lw, P.slate, mix(P.jade, P.sand, 0.5));
  }
  // floor stones and foreground bamboo
  const fl = c.h - 60 * u;
  wall += `<rect x="-10" y="${f(fl)}" width="${f(c.w + 20)}" height="${f(70 * u)}" fill="${mix(P.mist, P.slate, 0.4)}"/>`;
  let joints = '';
  for (let x = -10; x < c.w + 10; x += 70 * u) joints += `M${f(x)} ${f(fl)}v${f(70 * u)}`;
  wall += `<path d="${joints}M-10 ${f(fl + 30 * u)}H${f(c.w + 10)}" stroke="${P.ivory}" stroke-opacity="0.25" stroke-width="${f(2 * u)}"/>`;
  const bside = gx < c.w / 2 ? 1 : -1;
  for (let i = 0; i < 4; i++) {
    const x = bside > 0 ? c.w - (40 + i * 38) * u : (40 + i * 38) * u;
    wall += bamboo(c, x, fl + 10 * u, c.h * r.range(0.6, 0.85), 10 * u, mix(P.jade, P.ink, 0.4), -bside * r.range(0.02, 0.1));
  }
  wall += rock(c, gx + gr * 1.15 * (bside > 0 ? -1 : 1), fl + 6 * u, 120 * u, mix(P.mist, P.slate, 0.55));
  if (wide) wall += willow(c, m, bside > 0 ? -1 : 1, c.w * 0.16, c.h * 0.35, mix(P.jade, P.ink, 0.3));
  return view + wall;
};

/** Square lattice window with the classic fretwork, showing a hint of green behind. */
export function latticeSquare(c: Canvas, x: number, y: number, w: number, h: number, frame: string, behind: string): string {
  const u = c.u;
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${behind}"/>`;
  const n = 6;
  let d = '';
  for (let i = 1; i < n; i++) {
    d += `M${f(x + (w * i) / n)} ${f(y)}v${f(h)}M${f(x)} ${f(y + (h * i) / n)}h${f(w)}`;
  }
  // inner fret squares
  for (let i = 0; i < n; i += 2) {
    for (let j = (i / 2) % 2; j < n; j += 2) {
      const cx = x + (w * (i + 0.5)) / n;
      const cy = y + (h * (j + 0.5)) / n;
      const s2 = (w / n) * 0.28;
      d += `M${f(cx - s2)} ${f(cy - s2)}h${f(s2 * 2)}v${f(s2 * 2)}h${f(-s2 * 2)}Z`;
    }
  }
  s += `<path d="${d}" fill="none" stroke="${frame}" stroke-width="${f(Math.max(2, w * 0.022))}"/>`;
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${frame}" stroke-width="${f(w * 0.06)}"/>`;
  void u;
  return s;
}

// ------------------------------------------------------------------ tea terraces

export const terraceScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['mist', 'dawn', 'day']);
  const hz = c.h * 0.5;
  const sunr = celestial(c, m, hz);
  let out = sky(c, m, hz) + sunr.svg;
  out += mountains(c, m, hz - c.h * 0.32, hz + 40 * u, { layers: 3, sharp: 0.35, bottom: c.h * 0.9 }).svg;
  out += mistBand(c, m, hz + 70 * u, 140 * u, 0.55);
  // two terraced hills
  for (let k = 0; k < 2; k++) {
    const base = k === 0 ? c.h * 0.68 : c.h * 0.92;
    const hill = ridge(c, base, (k === 0 ? 180 : 170) * u, { sharp: 0, ripple: 0.02, peaks: Math.max(1, Math.round(c.w / c.h * 0.8)) });
    const d = hill.fill(c.h + 4);
    const top = Math.min(...hill.pts.map((p) => p[1]));
    const colA = k === 0 ? mix(P.jade, P.ivory, 0.45) : mix(P.jade, P.ivory, 0.15);
    const colB = k === 0 ? mix(P.jade, P.slate, 0.2) : mix(P.jade, P.ink, 0.45);
    out += paper(c, d, mix(colA, colB, 0.5), 1.4);
    out += teaRows(c, d, top + 10 * u, c.h + 30 * u, k === 0 ? 10 : 8, [colA, colB], 40);
    if (k === 0) out += mistBand(c, m, base + 30 * u, 90 * u, 0.55);
  }
  // a few tea pickers' hats / a small tea house
  const hx = c.w * r.range(0.2, 0.8);
  out += house(c, mood('day'), hx, c.h * 0.56, 80 * u, 38 * u, 'eave');
  for (let i = 0; i < 3; i++) out += tree(c, hx + (i - 1) * 70 * u + 110 * u, c.h * 0.57, r.range(40, 60) * u, mix(P.jade, P.ink, 0.3));
  return out;
};

// ------------------------------------------------------------------ garden pavilion by a pond

export const pavilionScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['day', 'mist', 'dusk', 'dawn']);
  const hz = c.h * r.range(0.58, 0.64);
  const sunr = celestial(c, m, hz);
  let out = sky(c, m, hz) + sunr.svg;
  const mt = mountains(c, m, hz - c.h * 0.3, hz - 30 * u, { layers: 3, bottom: hz });
  const px = c.w * r.range(0.35, 0.65);
  let above = mt.svg;
  above += treeline(c, mix(m.near, m.far, 0.2), hz + 2 * u, -10, c.w + 10, 26 * u);
  above += `<rect x="${f(px - 120 * u)}" y="${f(hz - 8 * u)}" width="${f(240 * u)}" height="${f(12 * u)}" fill="${m.near}"/>`;
  above += pavilion(c, m, px, hz - 6 * u, 150 * u, m.near);
  above += rock(c, px + 200 * u * r.sign(), hz + 4 * u, 110 * u, mix(m.near, m.far, 0.3));
  for (let i = 0; i < 4; i++) above += tree(c, px + r.sign() * r.range(140, 420) * u, hz + 2 * u, r.range(50, 80) * u, mix(m.near, m.far, 0.15));
  out += above + water(c, m, hz, above, { sunX: sunr.x });
  out += lotus(c, c.w * r.range(0.15, 0.85), hz + (c.h - hz) * 0.55, 22 * u, mix(P.jade, m.near, 0.25));
  out += lotus(c, c.w * r.range(0.15, 0.85), hz + (c.h - hz) * 0.8, 28 * u, mix(P.jade, m.near, 0.35));
  out += willow(c, m, r.chance(0.5) ? -1 : 1, c.w * 0.3, c.h * 0.4);
  return out;
};

// ------------------------------------------------------------------ bamboo corridor

export const bambooScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['mist', 'day', 'dusk']);
  const floor = c.h * 0.8;
  let out = sky(c, m, c.h * 0.7);
  // bamboo grove in three depths
  const cols = [mix(P.jade, P.ivory, 0.55), mix(P.jade, P.ivory, 0.2), mix(P.jade, P.ink, 0.35)];
  cols.forEach((col, k) => {
    const n = Math.round((c.w / (95 * u)) * (1 - k * 0.2));
    for (let i = 0; i < n; i++) {
      const x = r.range(-20, c.w / u + 20) * u;
      out += bamboo(c, x, floor - (2 - k) * 20 * u, c.h * r.range(0.8, 1.1), (6 + k * 4) * u, col, r.range(-0.03, 0.03));
    }
    if (k < 2) out += mistBand(c, m, floor - 60 * u, 200 * u, 0.6);
  });
  // covered corridor: roof, columns, railing
  const roofY = c.h * 0.2;
  const colH = floor - roofY;
  const dark = m.tod === 'dusk' ? P.ink : P.slate;
  out += `<path d="M-10 ${f(roofY)}H${f(c.w + 10)}V${f(roofY - 26 * u)}H-10Z" fill="${P.ink}"/>`;
  out += `<path d="M-10 ${f(roofY - 26 * u)}H${f(c.w + 10)}V${f(roofY - 60 * u)}H-10Z" fill="${dark}"/>`;
  let tiles = '';
  for (let x = 0; x < c.w; x += 14 * u) tiles += `M${f(x)} ${f(roofY - 58 * u)}v${f(30 * u)}`;
  out += `<path d="${tiles}" stroke="${P.ink}" stroke-opacity="0.5" stroke-width="${f(3 * u)}"/>`;
  const spacing = 240 * u;
  let lights = '';
  for (let x = r.range(40, 120) * u; x < c.w + spacing; x += spacing) {
    out += `<rect x="${f(x - 8 * u)}" y="${f(roofY)}" width="${f(16 * u)}" height="${f(colH)}" fill="${dark}"/>`;
    out += `<path d="M${f(x - 8 * u)} ${f(roofY + 30 * u)}q${f(-40 * u)} 0 ${f(-60 * u)} ${f(-30 * u)}M${f(x + 8 * u)} ${f(roofY + 30 * u)}q${f(40 * u)} 0 ${f(60 * u)} ${f(-30 * u)}" fill="none" stroke="${dark}" stroke-width="${f(5 * u)}"/>`;
    lights += lantern(c, x + spacing / 2, roofY + 40 * u, 12 * u, m.tod !== 'day');
  }
  out += lights;
  // bench railing
  out += `<rect x="-10" y="${f(floor - 60 * u)}" width="${f(c.w + 20)}" height="${f(8 * u)}" fill="${dark}"/>`;
  let balus = '';
  for (let x = 0; x < c.w; x += 22 * u) balus += `M${f(x)} ${f(floor - 52 * u)}v${f(52 * u)}`;
  out += `<path d="${balus}" stroke="${dark}" stroke-width="${f(3 * u)}"/>`;
  // stone path
  out += `<rect x="-10" y="${f(floor)}" width="${f(c.w + 20)}" height="${f(c.h - floor + 10)}" fill="${c.linear([
    [0, mix(P.mist, P.slate, 0.3)],
    [1, mix(P.slate, P.ink, 0.2)],
  ])}"/>`;
  let joints = '';
  for (let x = -10; x < c.w; x += 90 * u) joints += `M${f(x)} ${f(floor)}l${f(-30 * u)} ${f(c.h - floor)}`;
  out += `<path d="${joints}M-10 ${f(floor + (c.h - floor) * 0.45)}H${f(c.w + 10)}" stroke="${P.ivory}" stroke-opacity="0.18" stroke-width="${f(2 * u)}"/>`;
  return out;
};

// ------------------------------------------------------------------ Yunqi: peaks above the clouds

export const peaksScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['dawn', 'mist', 'dusk']);
  const hz = c.h * 0.75;
  const sunr = celestial(c, m, hz * 0.7);
  let out = sky(c, m, hz) + sunr.svg + ribbonClouds(c, m, c.h * 0.15, c.h * 0.45, 4);
  const mt = mountains(c, m, c.h * 0.12, c.h * 0.95, { layers: 5, sharp: 0.85, bottom: c.h + 4 });
  out += mt.svg;
  const near = mt.ridges[mt.ridges.length - 2];
  if (near) {
    const x = c.w * r.range(0.25, 0.75);
    const y = near.yAt(x);
    out += house(c, m, x - 50 * u, y + 14 * u, 100 * u, 34 * u, 'eave');
    out += pine(c, x + 80 * u, near.yAt(x + 80 * u) + 10 * u, 90 * u, mix(m.near, m.far, 0.3), -1);
  }
  out += mistBand(c, m, c.h * 0.9, 160 * u, 0.8);
  out += pine(c, r.chance(0.5) ? c.w * 0.08 : c.w * 0.92, c.h + 10 * u, c.h * 0.5, m.near, r.sign());
  return out;
};

// ------------------------------------------------------------------ the hotel itself

export const hotelScene: Scene = (c, o) => {
  const r = c.rng;
  const u = c.u;
  const m = pickTod(c, o, ['dusk', 'day', 'night', 'dawn']);
  const hz = c.h * r.range(0.66, 0.72);
  const sunr = celestial(c, m, hz * 0.8);
  let out = sky(c, m, hz) + sunr.svg + ribbonClouds(c, m, hz * 0.15, hz * 0.45, 3);
  const mt = mountains(c, m, hz - c.h * 0.46, hz - 90 * u, { layers: 3, bottom: hz });
  let above = mt.svg + mistBand(c, m, hz - 90 * u, 80 * u, 0.5);
  // the hotel: a composition of low pavilions around a taller main hall
  const cx = c.w * r.range(0.45, 0.55);
  const s = u * 1.1;
  const wings = c.w / c.h > 1.2 ? 3 : 1;
  for (let i = wings; i >= 1; i--) {
    for (const side of [-1, 1]) {
      const x = cx + side * (110 + i * 120) * s - 70 * s;
      above += house(c, m, x, hz - 4 * u, 150 * s, (60 - i * 6) * s, i % 2 ? 'eave' : 'gable');
    }
  }
  // main hall, two storeys with double eaves
  const hw = 240 * s;
  const hh = 120 * s;
  const hy = hz - 4 * u;
  above += `<rect x="${f(cx - hw / 2)}" y="${f(hy - hh)}" width="${f(hw)}" height="${f(hh)}" fill="${m.wall}"/>`;
  let glass = '';
  for (let k = 0; k < 6; k++) {
    const gx = cx - hw / 2 + 18 * s + k * ((hw - 36 * s) / 6);
    for (const gy of [hy - hh + 22 * s, hy - hh * 0.45]) {
      glass += `<rect x="${f(gx + 4 * s)}" y="${f(gy)}" width="${f((hw - 36 * s) / 6 - 8 * s)}" height="${f(hh * 0.32)}" fill="${m.window}" fill-opacity="${m.lit ? 0.95 : 0.5}"/>`;
    }
  }
  above += glass;
  const roof = (y: number, w: number, h: number): string =>
    `<path d="M${f(cx - w / 2)} ${f(y - h * 0.3)}Q${f(cx - w * 0.42)} ${f(y + h * 0.1)} ${f(cx - w * 0.32)} ${f(y)}L${f(cx + w * 0.32)} ${f(y)}Q${f(cx + w * 0.42)} ${f(y + h * 0.1)} ${f(cx + w / 2)} ${f(y - h * 0.3)}L${f(cx + w * 0.36)} ${f(y - h)}L${f(cx - w * 0.36)} ${f(y - h)}Z" fill="${m.roof}"/>`;
  above += roof(hy - hh * 0.52, hw * 1.25, 26 * s);
  above += roof(hy - hh, hw * 1.3, 44 * s);
  above += `<rect x="${f(cx - hw * 0.38)}" y="${f(hy - hh - 50 * s)}" width="${f(hw * 0.76)}" height="${f(7 * s)}" fill="${m.roof}"/>`;
  // garden trees
  for (let i = 0; i < 6; i++) {
    const tx = cx + r.sign() * r.range(150, 600) * s;
    above += tree(c, tx, hz - 2 * u, r.range(40, 70) * u, mix(P.jade, m.near, 0.55));
  }
  above += `<rect x="-10" y="${f(hz - 6 * u)}" width="${f(c.w + 20)}" height="${f(8 * u)}" fill="${mix(m.near, m.far, 0.3)}"/>`;
  out += above + water(c, m, hz, above, { sunX: sunr.x, reflectOpacity: 0.35 });
  if (m.lit) {
    // lantern reflections
    let d = '';
    for (let i = 0; i < 24; i++) {
      const x = cx + r.range(-hw, hw);
      d += `M${f(x)} ${f(hz + r.range(6, 80) * u)}h${f(r.range(10, 40) * u)}`;
    }
    out += `<path d="${d}" stroke="${P.gold}" stroke-opacity="0.5" stroke-width="${f(2.2 * u)}" stroke-linecap="round"/>`;
  }
  out += willow(c, m, r.chance(0.5) ? -1 : 1, c.w * 0.22, c.h * 0.35);
  return out;
};

export const SCENES = {
  lake: lakeScene,
  river: riverScene,
  canal: canalScene,
  harbour: harbourScene,
  hills: hillsScene,
  garden: gardenScene,
  terrace: terraceScene,
  pavilion: pavilionScene,
  bamboo: bambooScene,
  peaks: peaksScene,
  hotel: hotelScene,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
