/**
 * The statistics feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/statistics-page.tsx) by path, lazily.
 */
export {}
