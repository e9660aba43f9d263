/**
 * The mail filter feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/mail-filter-page.tsx) by path, lazily.
 */
export {}
