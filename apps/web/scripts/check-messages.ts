import { readFileSync } from 'node:fs';
import { checkCatalogues } from '../catalogue-check.ts';

/** `npm run check:messages` (part of `npm run lint`): the message catalogues are complete in every language. */
const app = new URL('../app/', import.meta.url);
const problems = checkCatalogues(new URL('locales', app).pathname, readFileSync(new URL('lib/i18n/messages.ts', app), 'utf8'));
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the message catalogues (apps/web/app/locales)`);
  process.exit(1);
}
console.log('message catalogues: complete in every language');
