import { expect } from '@playwright/test';
import routes from '../../../apps/web/app/routes.ts';

/** An entry of the app's route table (apps/web/app/routes.ts), as the suites that walk it read it. */
export interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

export const routeTable = routes as readonly RouteEntry[];

/** The pages of the back office's layout (its children in the route table). */
export function adminLayoutChildren(): RouteEntry[] {
  const layout = routeTable.find((entry) => entry.path === 'admin' && entry.children);
  expect(layout, 'the admin layout in routes.ts').toBeDefined();
  return layout!.children!;
}
