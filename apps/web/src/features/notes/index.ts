/**
 * The notes feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/notes-page.tsx) by path, lazily.
 */
export {}
