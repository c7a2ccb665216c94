/**
 * Rasterising and bookkeeping: SVG → sharp → WebP, a small concurrency pool,
 * and the end-of-run summary.
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';

export const WEBP = { quality: 68, effort: 4 } as const;

sharp.cache(false);

export async function writeWebp(svg: string, file: string): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).webp(WEBP).toFile(file);
  return info.size;
}

export async function writeText(text: string, file: string): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text, 'utf8');
  return Buffer.byteLength(text);
}

/** Run `fn` over `items` with at most `n` in flight. */
export async function pool<T>(items: readonly T[], n: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

async function walk(dir: string): Promise<{ path: string; size: number }[]> {
  const out: { path: string; size: number }[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(p)));
    else out.push({ path: p, size: (await stat(p)).size });
  }
  return out;
}

export function kb(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`;
}

export async function summary(root: string, written: string[], ms: number): Promise<void> {
  const files = await walk(root);
  const mine = new Set(written);
  const ours = files.filter((x) => mine.has(x.path));
  const total = ours.reduce((a, b) => a + b.size, 0);
  const largest = [...ours].sort((a, b) => b.size - a.size).slice(0, 5);
  console.log(`\nGenerated ${ours.length} files, ${kb(total)} total, in ${(ms / 1000).toFixed(1)} s → ${root}`);
  console.log('Largest:');
  for (const x of largest) console.log(`  ${kb(x.size).padStart(10)}  ${relative(root, x.path)}`);
  if (files.length !== ours.length) console.log(`(${files.length - ours.length} other file(s) in the folder were left untouched)`);
}
