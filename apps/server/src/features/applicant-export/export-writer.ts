import type { Cell } from './export-cells.ts'

/** A file format's writer: it hands its bytes to the `emit` it was made with, in order. */
export interface ExportWriter {
  rows(rows: readonly (readonly Cell[])[]): void
  end(): void
}
