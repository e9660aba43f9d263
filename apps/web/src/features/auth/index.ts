/**
 * The auth feature's public entry: the session watch the app mounts with its overlays. The current
 * user, login and logout live in lib/current-user.ts (every feature needs them); the screens load
 * by path.
 */
export { SessionWatchHost } from './components/session-watch-host.tsx'
