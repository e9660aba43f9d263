/** The bulk feature's public entry: the lists tick rows with it and show its bar. */
export { BulkBar } from './components/bulk-bar.tsx'
export { type BulkSelectionApi, useBulkSelection } from './components/use-bulk-selection.ts'
