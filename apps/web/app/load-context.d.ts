import type { WebLoadContext } from '@hotel/shared/api/load-context';

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
