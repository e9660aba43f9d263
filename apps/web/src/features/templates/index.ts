/**
 * The templates feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/templates-page.tsx) by path, lazily.
 */
export {}
