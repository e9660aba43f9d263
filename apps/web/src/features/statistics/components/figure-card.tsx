import './statistics.css'
import { Button } from 'primereact/button'
import { Chart } from 'primereact/chart'
import { useId, useState } from 'react'
import { downloadCsv, toCsv } from '../utils/csv.ts'
import { csvFileName } from '../utils/dates.ts'
import { type ColumnKind, csvOf, type Figure, formatCell } from '../utils/figures.ts'

/** Exports a figure's numbers as statistik-<id>-<date>.csv. */
export function CsvButton({
  figure,
  compact = false,
}: {
  figure: Pick<Figure, 'id' | 'columns' | 'rows'>
  /** Shows "CSV"; the accessible name stays "CSV exportieren". */
  compact?: boolean
}) {
  const exportCsv = () => {
    const { header, rows } = csvOf(figure)
    downloadCsv(csvFileName(figure.id), toCsv(header, rows))
  }
  return (
    <Button
      label={compact ? 'CSV' : 'CSV exportieren'}
      aria-label="CSV exportieren"
      icon="pi pi-download"
      text
      size="small"
      onClick={exportCsv}
    />
  )
}

const cellClass = (base: string, kind: ColumnKind) => (kind === 'text' ? base : `${base} cell-right`)

export function FigureTable({ figure }: { figure: Pick<Figure, 'title' | 'columns' | 'rows'> }) {
  return (
    <div className="stats-table-wrap">
      <table className="stats-table">
        <caption className="sr-only">{figure.title}</caption>
        <thead>
          <tr>
            {figure.columns.map((c) => (
              <th key={c.header} scope="col" className={cellClass('stats-table__col', c.kind)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figure.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, i) => {
                const column = figure.columns[i]!
                const text = formatCell(value, column.kind)
                return i === 0 ? (
                  <th key={column.header} scope="row" className="stats-table__row-head">
                    {text}
                  </th>
                ) : (
                  <td key={column.header} className={cellClass('stats-table__cell', column.kind)}>
                    {text}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A chart with its numbers one click away as a table, and as CSV. */
export function FigureCard({ figure }: { figure: Figure }) {
  const [asTable, setAsTable] = useState(figure.tableFirst ?? false)
  const headingId = useId()
  return (
    <section
      className={`card stats-card${figure.wide ? ' stats-card--wide' : ''}`}
      aria-labelledby={headingId}
      data-figure={figure.id}
    >
      <header className="stats-card__head">
        <h2 id={headingId}>{figure.title}</h2>
        <div className="stats-card__actions">
          <Button
            label={asTable ? 'Diagramm' : 'Tabelle'}
            aria-label={asTable ? 'Als Diagramm anzeigen' : 'Als Tabelle anzeigen'}
            icon={asTable ? 'pi pi-chart-bar' : 'pi pi-table'}
            text
            size="small"
            onClick={() => setAsTable(!asTable)}
          />
          <CsvButton figure={figure} compact />
        </div>
      </header>
      {figure.note ? <p className="stats-card__note">{figure.note}</p> : null}
      {asTable ? (
        <FigureTable figure={figure} />
      ) : figure.empty ? (
        <p className="stats-card__empty">Keine Daten im gewählten Zeitraum.</p>
      ) : (
        <Chart
          type={figure.chart.type}
          data={figure.chart.data}
          options={figure.chart.options}
          style={{ height: figure.chart.height }}
          ariaLabel={`Diagramm: ${figure.title}. Die Werte gibt es auch als Tabelle.`}
        />
      )}
    </section>
  )
}
