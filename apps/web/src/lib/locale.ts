import { FILTER_LABELS } from '@bb/shared'
import { addLocale, locale } from 'primereact/api'

/** German day and month names, Sunday first as JavaScript counts days. */
export const DAY_NAMES = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag']
export const DAY_NAMES_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa']
export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
]

/** PrimeReact in German, with exactly the filter labels of SPEC.md §1. */
export function installGermanLocale() {
  addLocale('de', {
    ...FILTER_LABELS,
    noFilter: 'Kein Filter',
    lt: 'Kleiner als',
    lte: 'Kleiner oder gleich',
    gt: 'Größer als',
    gte: 'Größer oder gleich',
    in: 'Enthalten in',
    lessThan: 'Kleiner als',
    greaterThan: 'Größer als',
    between: 'Zwischen',
    dateFormat: 'dd.mm.yy',
    firstDayOfWeek: 1,
    dayNames: DAY_NAMES,
    dayNamesShort: DAY_NAMES_SHORT,
    dayNamesMin: DAY_NAMES_SHORT,
    monthNames: MONTH_NAMES,
    monthNamesShort: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
    today: 'Heute',
    weekHeader: 'KW',
    chooseDate: 'Datum wählen',
    chooseYear: 'Jahr wählen',
    chooseMonth: 'Monat wählen',
    prevMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    yes: 'Ja',
    no: 'Nein',
    reject: 'Abbrechen',
    choose: 'Auswählen',
    upload: 'Hochladen',
    cancel: 'Abbrechen',
    close: 'Schließen',
    emptyMessage: 'Keine Einträge gefunden',
    emptyFilterMessage: 'Keine Treffer',
    searchMessage: '{0} Ergebnisse',
    selectionMessage: '{0} ausgewählt',
    emptySelectionMessage: 'Nichts ausgewählt',
    weak: 'Schwach',
    medium: 'Mittel',
    strong: 'Stark',
    passwordPrompt: 'Passwort eingeben',
    aria: {
      close: 'Schließen',
      prevPageLabel: 'Vorherige Seite',
      nextPageLabel: 'Nächste Seite',
      firstPageLabel: 'Erste Seite',
      lastPageLabel: 'Letzte Seite',
      rowsPerPageLabel: 'Zeilen pro Seite',
      pageLabel: 'Seite {page}',
      jumpToPageDropdownLabel: 'Zu Seite springen',
      jumpToPageInputLabel: 'Zu Seite springen',
      filterConstraint: 'Filterregel',
      filterOperator: 'Filteroperator',
      showFilterMenu: 'Filtermenü anzeigen',
      hideFilterMenu: 'Filtermenü ausblenden',
      sortAscending: 'Aufsteigend sortieren',
      sortDescending: 'Absteigend sortieren',
    },
  } as never)
  locale('de')
}
