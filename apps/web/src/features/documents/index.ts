/**
 * The documents feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/documents-page.tsx) by path, lazily.
 */
export {}
