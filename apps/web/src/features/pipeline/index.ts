/**
 * The pipeline feature's public entry: no other feature uses anything of it. The app loads its
 * screen (components/pipeline-page.tsx) by path, lazily.
 */
export {}
