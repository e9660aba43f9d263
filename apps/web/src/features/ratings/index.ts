/**
 * The ratings feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/ratings-page.tsx) by path, lazily.
 */
export {}
