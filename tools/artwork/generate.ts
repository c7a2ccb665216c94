/**
 * Generates all site artwork (apps/web/public/img) from code.
 *
 *   npm run artwork                  (all of it, about a minute on 2 cores)
 *   npm run artwork -- hotels/pro001 (only the files whose path contains the argument)
 *
 * Every image is an SVG composed in code (palette.ts, land.ts, scenes.ts,
 * interiors.ts), rasterised by sharp and encoded as WebP. Each file is seeded
 * from its own path, so runs are deterministic and idempotent; a "-m" (mobile)
 * banner and a "-thumb" share the seed of their desktop/full-size counterpart so
 * that pairs show the same composition re-laid-out for the other format.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Tod } from './land.ts';
import * as I from './interiors.ts';
import { logoSvg, type Emblem } from './logos.ts';
import { Canvas, Rng, svgDoc } from './palette.ts';
import { SCENES, type SceneName } from './scenes.ts';
import { pool, summary, writeText, writeWebp } from './write.ts';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/web/public/img');

type Draw = (c: Canvas) => string;
type Job = { file: string; w: number; h: number; seed: string; draw: Draw } | { file: string; text: string };

const jobs: Job[] = [];

function img(file: string, w: number, h: number, draw: Draw, seed = file): void {
  jobs.push({ file, w, h, seed, draw });
}
/** desktop banner + its mobile composition (same seed). */
function banner(file: string, desk: [number, number], mob: [number, number], draw: Draw): void {
  img(`${file}.webp`, desk[0], desk[1], draw, file);
  img(`${file}-m.webp`, mob[0], mob[1], draw, file);
}

const land =
  (name: SceneName, tod?: Tod): Draw =>
  (c) =>
    SCENES[name](c, tod ? { tod } : undefined);

const WINDOW_TODS: Tod[] = ['day', 'dawn', 'mist', 'day', 'dusk'];
/** an interior; `extra` carries scene-specific options (room type, wedding…) */
const room =
  <O extends I.RoomOpts>(fn: (c: Canvas, o: O) => string, view: SceneName, extra: Partial<O> = {}): Draw =>
  (c) =>
    fn(c, { view, tod: c.rng.pick(WINDOW_TODS), ...extra } as O);

const BANNER: [number, number] = [1920, 840];
const BANNER_M: [number, number] = [750, 1000];
const SUB: [number, number] = [1920, 640];
const SUB_M: [number, number] = [750, 900];
const SLIM: [number, number] = [1920, 560];
const SLIM_M: [number, number] = [750, 700];

// ------------------------------------------------------------------ group

banner('group/banner-1', BANNER, BANNER_M, land('lake', 'dawn'));
banner('group/banner-2', BANNER, BANNER_M, land('canal', 'dusk'));
banner('group/banner-3', BANNER, BANNER_M, land('terrace', 'mist'));
banner('group/banner-4', BANNER, BANNER_M, land('hotel', 'night'));
img('group/overview.webp', 1200, 800, land('pavilion', 'day'));
img('group/courtesy.webp', 1200, 800, (c) => I.cardScene(c));
banner('group/meetings-banner', SUB, SUB_M, room(I.banquetScene, 'lake'));
banner('group/news-banner', SLIM, SLIM_M, land('canal', 'mist'));
banner('group/sales-banner', SLIM, SLIM_M, room(I.diningScene, 'lake'));
banner('group/about-banner', SUB, SUB_M, land('peaks', 'dawn'));
banner('group/content-banner', [1920, 480], [750, 600], land('lake', 'mist'));
banner('group/hotels-banner', SLIM, SLIM_M, land('hotel', 'dusk'));

// ------------------------------------------------------------------ cities

img('cities/hgh.webp', 600, 800, land('lake'));
img('cities/shx.webp', 600, 800, land('canal'));
img('cities/ngb.webp', 600, 800, land('harbour'));
img('cities/hzh.webp', 600, 800, land('hills'));
img('cities/szv.webp', 600, 800, land('garden'));

// ------------------------------------------------------------------ hotels

interface Hotel {
  code: string;
  sub: string;
  /** signature landscape */
  scene: SceneName;
  /** second landscape (about page) */
  alt: SceneName;
  /** what the windows look out on */
  view: SceneName;
}

const HOTELS: Hotel[] = [
  { code: 'pro001', sub: 'WEST LAKE', scene: 'lake', alt: 'pavilion', view: 'lake' },
  { code: 'pro003', sub: 'QIANTANG', scene: 'river', alt: 'lake', view: 'river' },
  { code: 'pro005', sub: 'SHAOXING', scene: 'canal', alt: 'pavilion', view: 'canal' },
  { code: 'pro006', sub: 'NINGBO', scene: 'harbour', alt: 'canal', view: 'harbour' },
  { code: 'pro008', sub: 'HUZHOU', scene: 'hills', alt: 'terrace', view: 'hills' },
  { code: 'pro009', sub: 'SUZHOU', scene: 'garden', alt: 'canal', view: 'pavilion' },
];

const ROOM_TYPES: I.RoomType[] = ['SK', 'ST', 'DK', 'DT', 'EX', 'SU'];

for (const h of HOTELS) {
  const d = `hotels/${h.code}`;
  banner(`${d}/banner-1`, BANNER, BANNER_M, land(h.scene));
  banner(`${d}/banner-2`, BANNER, BANNER_M, land('hotel'));
  banner(`${d}/banner-3`, BANNER, BANNER_M, room(I.lobbyScene, h.view));
  img(`${d}/show.webp`, 1200, 800, land('hotel'));
  img(`${d}/thumb.webp`, 640, 420, land('hotel'), `${d}/show.webp`);
  img(`${d}/about.webp`, 1200, 800, land(h.alt));
  jobs.push({ file: `${d}/logo.svg`, text: logoSvg(`Felton ${h.sub.toLowerCase().replace(/\b\w/g, (ch) => ch.toUpperCase())}`, 'FELTON', h.sub, 'ring') });

  for (const rt of ROOM_TYPES) {
    img(`${d}/rooms/${rt}-1.webp`, 1200, 800, room(I.bedroomScene, h.view, { rt }));
    img(`${d}/rooms/${rt}-2.webp`, 1200, 800, room(I.loungeScene, h.view, { rt }));
    img(`${d}/rooms/${rt}-3.webp`, 1200, 800, room(I.bathScene, h.view, { rt }));
    img(`${d}/rooms/${rt}-thumb.webp`, 600, 400, room(I.bedroomScene, h.view, { rt }), `${d}/rooms/${rt}-1.webp`);
  }

  banner(`${d}/meeting-banner`, SUB, SUB_M, room(I.banquetScene, h.view));
  const meetings: Draw[] = [
    room(I.ballroomScene, h.view),
    room(I.boardroomScene, h.view),
    room(I.banquetScene, h.view),
    room(I.classroomScene, h.view),
    (c) => I.terraceReceptionScene(c, { view: h.view === 'hills' ? 'lake' : h.view, tod: c.rng.pick(['dusk', 'dusk', 'night'] as Tod[]) }),
    room(I.foyerScene, h.view),
  ];
  meetings.forEach((draw, i) => img(`${d}/meeting-${i + 1}.webp`, 800, 560, draw));

  banner(`${d}/health-banner`, SUB, SUB_M, room(I.poolScene, h.view));
  [I.spaScene, I.poolScene, I.gymScene, I.treatmentScene].forEach((fn, i) => img(`${d}/health-${i + 1}.webp`, 800, 560, room(fn, h.view)));

  banner(`${d}/tea-banner`, SUB, SUB_M, land('terrace'));
  const tea: Draw[] = [
    room(I.teaRoomScene, 'bamboo', { tod: 'mist' }),
    land('terrace'),
    room(I.teapotStillScene, h.view),
    room(I.latticeWindowScene, 'pavilion'),
    land('pavilion'),
    room(I.ceremonyScene, h.code === 'pro008' ? 'terrace' : h.view),
    land('bamboo'),
  ];
  tea.forEach((draw, i) => img(`${d}/tea-${i + 1}.webp`, 800, 560, draw));
}

// ------------------------------------------------------------------ sales, news, articles

const SALES: Draw[] = [
  room(I.bedroomScene, 'lake', { rt: 'DK' }), // stays
  room(I.diningScene, 'canal'), // dining
  land('lake'), // leisure
  room(I.banquetScene, 'lake'), // gatherings
  room(I.banquetScene, 'lake', { wedding: true }), // wedding
  land('hotel'), // brand
  room(I.loungeScene, 'hills', { rt: 'SU' }), // stays
  room(I.diningStillScene, 'lake'), // dining
  room(I.spaScene, 'lake'), // leisure
  room(I.boardroomScene, 'river'), // gatherings
  (c) => I.terraceReceptionScene(c, { view: 'pavilion', tod: 'dusk' }), // wedding reception
  land('peaks'), // brand
];
SALES.forEach((draw, i) => {
  img(`sales/${i + 1}.webp`, 1200, 800, draw);
  img(`sales/${i + 1}-thumb.webp`, 640, 420, draw, `sales/${i + 1}.webp`);
});

const NEWS: Draw[] = [
  land('lake'),
  room(I.lobbyScene, 'lake'),
  land('canal'),
  room(I.teapotStillScene, 'lake'),
  land('hills'),
  room(I.banquetScene, 'lake'),
  land('harbour'),
  room(I.spaScene, 'hills'),
  land('garden'),
  room(I.diningStillScene, 'lake'),
  land('river'),
  room(I.teaRoomScene, 'bamboo'),
  land('terrace'),
  room(I.bedroomScene, 'canal', { rt: 'SK' }),
  land('peaks'),
  land('pavilion'),
];
NEWS.forEach((draw, i) => img(`news/${i + 1}.webp`, 800, 533, draw));

img('articles/199.webp', 1200, 675, land('lake'));
img('articles/200.webp', 1200, 675, room(I.teapotStillScene, 'lake'));
img('articles/201.webp', 1200, 675, land('canal'));
img('articles/210.webp', 1200, 675, land('terrace'));

// ------------------------------------------------------------------ brands & misc

const BRANDS: { slug: string; main: string; sub?: string; emblem: Emblem; art: Draw }[] = [
  { slug: 'felton', main: 'FELTON', emblem: 'ring', art: land('hotel', 'dusk') },
  { slug: 'felton-grand', main: 'FELTON', sub: 'GRAND', emblem: 'double', art: room(I.lobbyScene, 'lake') },
  { slug: 'yunqi', main: 'YUNQI', sub: 'RESORTS', emblem: 'peak', art: land('peaks') },
  { slug: 'qinghe', main: 'QINGHE', sub: 'INN', emblem: 'wave', art: land('canal', 'day') },
  { slug: 'felton-estate', main: 'FELTON', sub: 'ESTATE', emblem: 'arch', art: land('terrace') },
];
for (const b of BRANDS) {
  jobs.push({ file: `brands/${b.slug}.svg`, text: logoSvg(b.sub ? `${b.main} ${b.sub}` : b.main, b.main, b.sub, b.emblem) });
  img(`brands/${b.slug}.webp`, 1200, 800, b.art);
}

img('og-default.webp', 1200, 630, land('lake', 'dawn'));

// ------------------------------------------------------------------ run

function render(job: Extract<Job, { draw: Draw }>): string {
  const c = new Canvas((800 * job.w) / job.h, 800, new Rng(job.seed));
  return svgDoc(c, job.w, job.h, job.draw(c));
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const only = process.argv[2]; // optional substring filter, handy while iterating
  const todo = only ? jobs.filter((j) => j.file.includes(only)) : jobs;
  const written: string[] = [];
  const width = Math.max(2, Math.min(4, availableParallelism()));
  let done = 0;
  await pool(todo, width, async (job) => {
    const out = join(ROOT, job.file);
    if ('text' in job) await writeText(job.text, out);
    else await writeWebp(render(job), out);
    written.push(out);
    done++;
    if (done % 50 === 0) console.log(`  ${done}/${todo.length}`);
  });
  await summary(ROOT, written, Date.now() - t0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
