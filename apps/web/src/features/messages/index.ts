/** The messages feature's public entry: what the templates screen shares with the composer. */
export { actionsQuery } from './api/messages.ts'
export { FilledText } from './components/filled-text.tsx'
