import { describeFuzz } from './fuzz-suite.ts';

/** The guest API, the content service, media files and the payment notifications: half of FUZZ_RUNS. */
describeFuzz({ title: 'guest routes', includes: (route) => !route.url.startsWith('/adminapi/'), atLeast: 35, share: 0.5 });
