import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

export declare const PGLITE_SHARED_BUFFERS: string;
export declare function pgliteOptions(extra?: PGliteOptions): PGliteOptions;
export declare function openPglite(dir: string, extra?: PGliteOptions): Promise<PGlite>;
