/** The bulk feature's public entry: the lists and the board tick rows with it and show its bar. */
export { BulkBar } from './components/bulk-bar.tsx'
export { BulkCheckbox } from './components/bulk-checkbox.tsx'
export { type BulkPart, type BulkSelectionApi, useBulkSelection } from './components/use-bulk-selection.ts'
