/**
 * The marks the index puts around a passage shown for some systems only
 * (src/plugins/search-index.ts), read back by the search client to say which
 * systems a result is for.
 */
export const SYSTEM_PASSAGE_PREFIX = 'search-only-';
export const SYSTEM_PASSAGE_END = 'search-end-';
