import { describeFuzz } from './fuzz-suite.ts';

/** The staff API (/adminapi/v1): half of FUZZ_RUNS. */
describeFuzz({ title: 'staff routes', includes: (route) => route.url.startsWith('/adminapi/'), atLeast: 40, share: 0.5 });
