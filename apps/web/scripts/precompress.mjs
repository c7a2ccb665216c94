// After the build: brotli (max quality) and gzip copies of text assets, served as-is by
// @fastify/static (preCompressed), so no request pays for compression at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../build/client');
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
let files = 0;
let saved = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (TEXT.test(name)) compress(file);
  }
}

function compress(file) {
  const source = readFileSync(file);
  if (source.length < 1024) return;
  const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  files += 1;
  saved += source.length - br.length;
}

walk(root);
console.log(`precompressed ${files} files (brotli saves ${Math.round(saved / 1024)} kB)`);
