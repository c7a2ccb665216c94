import { isDemoOnlyPath } from './demo-only-paths.ts';

const API_PATHS = /^\/(crsapi|adminapi|integrationapi|cms|media)(\/|$)/;

/**
 * Paths of the APIs and of demo mode's own addresses: every answer there, a refusal included, is
 * the JSON envelope, never a web page (outside demo mode the guard would redirect a demo address,
 * a POST be a 405). Everything else is the site's, and its refusals are the site's error page.
 */
export function isApiPath(url: string): boolean {
  return API_PATHS.test(url) || isDemoOnlyPath(url);
}
