/**
 * Shared palette, seeded PRNG and the small SVG "canvas" used by every scene.
 * Everything is deterministic: the same seed (file name) always yields the same artwork.
 */

export const P = {
  ink: '#1d2a3a',
  slate: '#43566b',
  mist: '#aab7c4',
  sand: '#e9dfcf',
  ivory: '#f7f3ec',
  gold: '#b89b62',
  jade: '#5f7f6f',
} as const;

// ---------------------------------------------------------------- colour utils

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(v: number): string {
  return Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
}

/** Linear blend of two hex colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return `#${toHex(x[0] + (y[0] - x[0]) * t)}${toHex(x[1] + (y[1] - x[1]) * t)}${toHex(x[2] + (y[2] - x[2]) * t)}`;
}


// ---------------------------------------------------------------- PRNG

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private s: number;
  constructor(seed: string) {
    this.s = hashString(seed) || 1;
  }
  /** mulberry32 */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    const v = arr[Math.floor(this.next() * arr.length)];
    if (v === undefined) throw new Error('pick from empty array');
    return v;
  }
  sign(): number {
    return this.next() < 0.5 ? -1 : 1;
  }
}

// ---------------------------------------------------------------- canvas

export type Stop = [offset: number, color: string, opacity?: number];

/**
 * A drawing surface in "virtual" units. Scenes draw into w × h; the final SVG
 * maps that box onto the real pixel size. Children (e.g. the view through a
 * window) share the defs list and id counter with their parent.
 */
export class Canvas {
  readonly defs: string[];
  private counter: { n: number };
  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
    shared?: { defs: string[]; counter: { n: number } },
  ) {
    this.defs = shared?.defs ?? [];
    this.counter = shared?.counter ?? { n: 0 };
  }
  /** unit: 1/800 of the canvas height — all sizes scale with it */
  get u(): number {
    return this.h / 800;
  }
  child(w: number, h: number): Canvas {
    return new Canvas(w, h, this.rng, { defs: this.defs, counter: this.counter });
  }
  uid(prefix: string): string {
    this.counter.n += 1;
    return `${prefix}${this.counter.n}`;
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`)
      .join('');
  }
  /** vertical (default) or arbitrary linear gradient in objectBoundingBox units */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('lg');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid('rg');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** gradient in user space (useful for glows whose bbox would be misleading) */
  radialAt(stops: Stop[], cx: number, cy: number, r: number): string {
    const id = this.uid('ru');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.uid('cp');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
}

/** compact number formatting for SVG output */
export function f(n: number): string {
  return (Math.round(n * 100) / 100).toString();
}

export function svgDoc(c: Canvas, pxW: number, pxH: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pxW}" height="${pxH}" viewBox="0 0 ${f(c.w)} ${f(c.h)}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join('')}</defs>${body}</svg>`
  );
}
