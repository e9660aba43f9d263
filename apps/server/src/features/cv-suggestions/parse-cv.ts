import { applicantBody, parseGermanDate, stripHiddenCharacters, visibleText } from '@bb/shared'
import { berlinToday } from '../../clock.ts'

/** What a CV says about its own person, each value already valid for the applicant form. */
export interface CvPerson {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  street?: string
  postalCode?: string
  city?: string
  /** ISO day, 'YYYY-MM-DD'. */
  birthDate?: string
}

export interface ParseCvOptions {
  /** The day the CV is read (a birth date must make the person 14 to 100 years old then). */
  today?: Date
}

/*
 * How a CV is read
 *
 * The text is cut into regions by its headings: the top (everything before the first heading),
 * personal sections ("Persönliche Daten", "Kontakt", "Personal details" …) and every other
 * section (work, education, references …), which is never read. Inside the top region, a line
 * naming an organisation (GmbH, z. Hd., Personalabteilung, a school …) starts a recipient's or
 * employer's block: it and the address lines after it are skipped. Values come from labels
 * ("Telefon:", "Geb. am", "Anschrift:"), the label's value in the next cell or line when a PDF or
 * a Word table broke it off, and from unlabelled lines where a CV's habits make them certain (an
 * e-mail, a phone number starting with + or 0, a street followed by "PLZ Ort", the name as the
 * first line). A personal section wins over the top; a label over an unlabelled line. A value the
 * form's own validation refuses is left out rather than repaired into something else.
 */

type Region = { kind: 'top' | 'personal' | 'other'; lines: string[] }

const PERSONAL_HEADING =
  /^(?:(?:persönliche|persoenliche|private)[rs]?\s+(?:daten|angaben|informationen|details)(?:\s+(?:und|&)\s+kontakt(?:daten)?)?|angaben zur person|zur person|persönliches|personalien|kontakt(?:daten|informationen|angaben)?(?:\s+(?:und|&)\s+persönliches)?|personal\s+(?:data|details|information|info|profile)|contact(?:\s+(?:details|information|info))?)$/
const OTHER_HEADING =
  /^(?:beruf\w*|werdegang|tätigkeit\w*|praktik\w*|praxis\w*|arbeits\w*|ausbildung\w*|schul\w*|bildung\w*|studium|hochschul\w*|akademisch\w*|weiterbildung\w*|fortbildung\w*|qualifikation\w*|kenntnisse|edv\w*|it-\w*|sprach\w*|fähigkeiten|kompetenzen|skills|zertifikat\w*|führerschein\w*|hobby\w*|hobbies|interessen|freizeit|ehrenamt\w*|engagement|referenz\w*|ansprechpartner\w*|empfehlung\w*|kurzprofil|profil|über mich|sonstige\w*|zusätzlich\w*|wehrdienst|zivildienst|bundesfreiwilligendienst|auslandsaufenthalt\w*|projekte|publikationen|anlagen|work|professional|experience|employment|career|education|languages?|references?|interests|certificat\w*|training|internships?|projects|summary|profile|about me)(?:\s.*)?$/
const TITLE =
  /^(?:tabellarischer\s+)?(?:lebenslauf|curriculum vitae|cv|résumé|resume|bewerbungsunterlagen)\b\s*(?:[:–—|-]\s*|von\s+|of\s+)?(.*)$/i
const PAGE_FURNITURE = /^(?:seite|page)\s+\d+(?:\s*(?:von|of|\/)\s*\d+)?$/i
/** A line that names an organisation: its block is a recipient's or an employer's, not the person's. */
const ORGANISATION =
  /\b(?:gmbh|ag|kg|ohg|ug|mbh|se|e\.\s?v\.|co\.|inc\.?|ltd\.?|llc|firma|personalabteilung|z\.\s?hd\.?|zu händen|ansprechpartner\w*|arbeitgeber\w*|referenz\w*)(?=$|[\s.,;)])|(?:schule|gymnasium|universität|university|hochschule|akademie|klinik|klinikum|krankenhaus|stadtwerke|verwaltung|behörde|amt)\b/i
/** How far (in lines) an organisation's block reaches when no blank line ends it. */
const ORGANISATION_REACH = 4

const LABELS = {
  name: /^(?:name|vor-?\s*(?:und|&)\s*(?:nach|zu)name|full name|your name)(?=$|[\s:.])[\s:.–-]*/i,
  firstName: /^(?:vorname|rufname|first name|given name)(?=$|[\s:.])[\s:.–-]*/i,
  lastName: /^(?:nachname|familienname|zuname|last name|surname|family name)(?=$|[\s:.])[\s:.–-]*/i,
  email: /^(?:e-?mail(?:-adresse)?|mail|email address)(?=$|[\s:.])[\s:.–-]*/i,
  phone:
    /^(?:telefon(?:nummer)?|tel|mobil(?:telefon|nummer|funk)?|handy(?:nummer)?|fon|phone(?: number)?|mobile|cell|telephone)(?=$|[\s:.])[\s:.–-]*/i,
  address:
    /^(?:anschrift|adresse|wohnanschrift|address|postanschrift|wohnort|wohnhaft in|plz(?:\s*(?:\/|und|&)\s*(?:wohn)?ort)?|postleitzahl(?:\s*(?:\/|und|&)\s*ort)?)(?=$|[\s:.])[\s:.–-]*/i,
  street: /^(?:straße|strasse|street)(?=$|[\s:.])[\s:.–-]*/i,
  birth:
    /^(?:geburtsdatum(?:\s*(?:und|\/|&)\s*-?\s*ort)?|geburtstag|geb(?:oren)?\.?\s*am|geboren|geb\.|date of birth|birth\s?date|birthday|born(?: on)?)(?=$|[\s:.\d])[\s:.–-]*/i,
} as const
type Label = keyof typeof LABELS

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.\p{L}{2,}/u
const PHONE_SHAPE = /^(?:\+|0)[0-9 ()/.-]{5,}$/
const MONTH_YEAR = /\b(?:0?[1-9]|1[0-2])\s?[/.]\s?(?:19|20)\d{2}\b/
const POSTAL_CITY = /^(?:(?:D|DE)\s?-\s?)?(\d{5})\s+(\p{L}[\p{L} .'’()/-]*?)\s*$/u
const STREET = /^(\p{L}[\p{L}0-9 .'’/-]*?)\s+(\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}\s?[a-zA-Z]?)?)$/u
const STREET_WORD =
  /(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|pfad|steig|markt|hof|berg|feld|garten|stieg|twiete|kamp|redder|tor|brücke|park|wall|graben|zeile|street|road|avenue)\b|^(?:an|am|auf|im|in|zum|zur|unter|hinter|vor|bei|alte[rs]?)\s/i
const PARTICLES = new Set([
  'von',
  'van',
  'de',
  'der',
  'den',
  'zu',
  'zum',
  'zur',
  'vom',
  'da',
  'di',
  'du',
  'la',
  'le',
  'ten',
  'ter',
  'del',
  'dos',
])
const HONORIFICS =
  /^(?:herr|frau|mr\.?|mrs\.?|ms\.?|dr\.|prof\.|dipl\.-?\s?\p{L}+\.?|dipl\.|mag\.|m\.\s?sc\.|b\.\s?sc\.|m\.\s?a\.|b\.\s?a\.|ing\.)$/iu
const NAME_WORD = /^\p{Lu}[\p{L}'’]*(?:-\p{Lu}[\p{L}'’]*)*$/u
/** Capitalised words that start no name: headings, letter phrases, places, languages. */
const NOT_NAME_WORDS = new Set(
  'lebenslauf bewerbung bewerbungsunterlagen anschreiben curriculum vitae seite page persönliche daten kontakt profil sehr geehrte geehrter damen herren deutschland germany deutsch englisch straße telefon mobil email adresse anschrift geburtsdatum personal details information contact resume'.split(
    ' ',
  ),
)
/** Words of a job title ("Pflegefachkraft Intensivpflege", "Software Developer"); not surnames like Koch or Kaufmann. */
const JOB_WORD =
  /(?:kraft|pflege|kauffrau|ingenieur|leiter|helfer|manager|entwickler|techniker|mechaniker|mechatroniker|assistent|berater|referent|arbeiter|erzieher|verkäufer|logistik|lagerist|elektroniker|developer|engineer|designer|consultant|analyst|specialist|management|service)(?:in|innen)?$/i
const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  january: 1,
  jan: 1,
  februar: 2,
  february: 2,
  feb: 2,
  febr: 2,
  märz: 3,
  maerz: 3,
  march: 3,
  mär: 3,
  mar: 3,
  mrz: 3,
  april: 4,
  apr: 4,
  mai: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  dezember: 12,
  december: 12,
  dez: 12,
  dec: 12,
}

const monthOf = (word: string | undefined) =>
  word !== undefined && Object.hasOwn(MONTHS, word) ? MONTHS[word] : undefined

/** Letter-spaced headings from PDFs ("L E B E N S L A U F") read as words again. */
function unspace(line: string): string {
  const words = line.split(/ {2,}/)
  const spaced = /^(?:\p{L} ){2,}\p{L}$/u
  return words.every((w) => spaced.test(w)) ? words.map((w) => w.replace(/ /g, '')).join(' ') : line
}

function cleanLines(text: string): string[] {
  // Control and invisible characters out, soft hyphens too, no-break spaces as spaces.
  return stripHiddenCharacters(visibleText(text.replace(/\r\n?/g, '\n')))
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .split('\n')
    .map((raw) => {
      // A leading asterisk before a date is the German sign for "born".
      const born = raw.trim().replace(/^\*\s*(?=\d{1,2}\.)/, 'geboren ')
      // Bullets and icons before the text (☎, ✉, •, ▪ …); a phone's leading + stays.
      const stripped = born.replace(/^[^\p{L}\p{N}+(]+/u, '').replace(/\t+/g, '  ')
      const line = unspace(stripped.replace(/\s+$/, ''))
      // A name in capitals that a PDF spread over columns ("JULIA   BRAUN") is one line of words.
      return /^[\p{Lu}'’ -]+$/u.test(line) ? line.replace(/ {2,}/g, ' ') : line
    })
}

const headingKey = (line: string) =>
  line
    .toLowerCase()
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()

function headingKind(line: string): Region['kind'] | undefined {
  if (!line || line.length > 60 || /\d/.test(line)) return undefined
  const key = headingKey(line)
  if (key.includes(':')) return undefined
  if (PERSONAL_HEADING.test(key)) return 'personal'
  if (OTHER_HEADING.test(key)) return 'other'
  return undefined
}

function regionsOf(lines: string[]): Region[] {
  const regions: Region[] = [{ kind: 'top', lines: [] }]
  for (const line of lines) {
    const kind = headingKind(line)
    if (kind) regions.push({ kind, lines: [] })
    else regions.at(-1)?.lines.push(line)
  }
  return regions.filter((r) => r.kind !== 'other')
}

/** The top region without the blocks of organisations (a recipient's or an employer's address). */
function withoutOrganisations(lines: string[]): string[] {
  const kept: string[] = []
  let skip = 0
  for (const line of lines) {
    if (line === '') skip = 0
    if (ORGANISATION.test(line)) skip = ORGANISATION_REACH + 1
    if (skip > 0) {
      skip--
      kept.push('')
    } else kept.push(line)
  }
  return kept
}

/** A region's cells: table columns (two spaces, a tab), " | " and " · " separate values on one line. */
function cellsOf(lines: string[]): string[] {
  const cells: string[] = []
  for (const line of lines) {
    if (line === '') {
      cells.push('')
      continue
    }
    // A text whose columns ran together ("Tel.: 0176 … E-Mail: …") is split before each label too.
    for (const cell of line.split(
      / {2,}| [|•·] |\s(?=(?:telefon|tel\.|mobil|handy|e-?mail|geburtsdatum|geb\.|anschrift|adresse|phone|address|date of birth)\s*:)/i,
    ))
      if (cell.trim()) cells.push(cell.trim())
  }
  return cells
}

const titleCase = (word: string) =>
  word === word.toUpperCase() && word.length > 1
    ? word
        .toLowerCase()
        .replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase())
    : word

/** "Dr. Anna-Lena Müller", "MÜLLER, Anna", "Johanna von Stein" → first and last name, or nothing. */
function splitName(raw: string, strict: boolean): { firstName: string; lastName: string } | undefined {
  const text = raw.replace(/\s+/g, ' ').trim().replace(/[,;]$/, '')
  if (!text || /\d|@/.test(text) || text.length > 80) return undefined
  const comma = text.split(/\s*,\s*/)
  if (comma.length === 2 && comma[0] && comma[1]) {
    const last = splitName(`${comma[1]} ${comma[0]}`, strict)
    if (!last) return undefined
    const lastWords = comma[0].split(' ').filter((w) => !HONORIFICS.test(w))
    return {
      firstName: comma[1]
        .split(' ')
        .filter((w) => !HONORIFICS.test(w))
        .map(titleCase)
        .join(' '),
      lastName: lastWords.map((w) => (PARTICLES.has(w.toLowerCase()) ? w : titleCase(w))).join(' '),
    }
  }
  const words = text.split(' ').filter((w) => !HONORIFICS.test(w))
  if (words.length < 2 || words.length > 5) return undefined
  const particleAt = words.findIndex((w, i) => i > 0 && PARTICLES.has(w.toLowerCase()))
  for (const [i, word] of words.entries()) {
    if (PARTICLES.has(word.toLowerCase()) && i > 0) continue
    if (!NAME_WORD.test(word)) return undefined
    if (strict && (NOT_NAME_WORDS.has(word.toLowerCase()) || JOB_WORD.test(word))) return undefined
  }
  const split = particleAt > 0 ? particleAt : words.length - 1
  return {
    firstName: words.slice(0, split).map(titleCase).join(' '),
    lastName: words
      .slice(split)
      .map((w) => (PARTICLES.has(w.toLowerCase()) ? w.toLowerCase() : titleCase(w)))
      .join(' '),
  }
}

function normalisePhone(raw: string): string | undefined {
  const text = raw
    .replace(/^[^+0-9(]+/, '')
    .replace(/[.,;]+$/, '')
    .trim()
  if (!PHONE_SHAPE.test(text) || MONTH_YEAR.test(text)) return undefined
  const digits = text.replace(/\D/g, '')
  if (digits.length < 6 || digits.length > 15) return undefined
  return text
    .replace(/^(\+\d{1,3})\s*\(0\)\s*/, '$1 ')
    .replace(/(\d)\.(?=\d)/g, '$1 ')
    .replace(/\s+/g, ' ')
}

function dayOf(day: number, month: number, year: number): string | undefined {
  return parseGermanDate(`${day}.${month}.${year}`, 'past') ?? undefined
}

/** A birth date in the ways a CV writes one: 03.04.1990, 3. April 1990, April 3, 1990, 1990-04-03. */
function parseBirthDate(raw: string): string | undefined {
  const text = raw.toLowerCase()
  const numeric = /(\d{1,2})\s?[./]\s?(\d{1,2})\s?[./]\s?(\d{4}|\d{2})(?!\d)/.exec(text)
  if (numeric) return parseGermanDate(`${numeric[1]}.${numeric[2]}.${numeric[3]}`, 'past') ?? undefined
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (iso) return dayOf(Number(iso[3]), Number(iso[2]), Number(iso[1]))
  const german = /(\d{1,2})(?:\.|st|nd|rd|th)?\s*(\p{L}+)\.?,?\s+(\d{4})/u.exec(text)
  const germanMonth = monthOf(german?.[2])
  if (german && germanMonth) return dayOf(Number(german[1]), germanMonth, Number(german[3]))
  const english = /(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/u.exec(text)
  const englishMonth = monthOf(english?.[1])
  if (english && englishMonth) return dayOf(Number(english[2]), englishMonth, Number(english[3]))
  return undefined
}

function plausibleBirth(iso: string, today: Date): boolean {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  // Ages count from the day in Berlin: at 23:30 UTC a birthday there has already begun.
  const [y = 0, m = 1, d = 1] = berlinToday(today).split('-').map(Number)
  const at = (years: number) => new Date(Date.UTC(y - years, m - 1, d))
  const born = new Date(Date.UTC(year, month - 1, day))
  return born <= at(14) && born > at(101)
}

function postalCity(text: string): { postalCode: string; city: string } | undefined {
  const cleaned = text
    .replace(/,?\s*(?:deutschland|germany)\s*$/i, '')
    .replace(/[.,;]+$/, '')
    .trim()
  const match = POSTAL_CITY.exec(cleaned)
  if (!match?.[1] || !match[2]) return undefined
  return { postalCode: match[1], city: match[2].trim() }
}

function streetOf(text: string, followedByPostal: boolean): string | undefined {
  const cleaned = text
    .replace(/[.,;]+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (!STREET.test(cleaned) || EMAIL.test(cleaned)) return undefined
  if (!followedByPostal && !STREET_WORD.test(cleaned)) return undefined
  return cleaned
}

type Found = Partial<Record<keyof CvPerson, string>>

/** An address from a text and, when the text holds no "PLZ Ort", the next cell. */
function addressFrom(text: string, next: string | undefined): Found {
  const parts = text
    .split(/\s*[,|]\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
  const found: Found = {}
  for (const [i, part] of parts.entries()) {
    const pc = postalCity(part)
    if (pc && !found.postalCode) {
      found.postalCode = pc.postalCode
      found.city = pc.city
      continue
    }
    if (found.street) continue
    const after = parts[i + 1] ?? (i === parts.length - 1 ? next : undefined)
    const street = streetOf(part, after !== undefined && postalCity(after) !== undefined)
    if (street) found.street = street
  }
  if (found.street && !found.postalCode && next) {
    const pc = postalCity(next)
    if (pc) Object.assign(found, pc)
  }
  return found
}

function labelOf(cell: string): { label: Label; value: string } | undefined {
  for (const label of Object.keys(LABELS) as Label[]) {
    const match = LABELS[label].exec(cell)
    if (match) return { label, value: cell.slice(match[0].length).trim() }
  }
  return undefined
}

/** Everything one region says, labelled values and unlabelled ones apart. */
function readRegion(lines: string[], options: { nameFromFirstLine: boolean }) {
  const labelled: Found = {}
  const loose: Found = {}
  const put = (target: Found, values: Found) => {
    for (const [key, value] of Object.entries(values) as Array<[keyof CvPerson, string | undefined]>)
      if (value !== undefined && target[key] === undefined) target[key] = value
  }
  const cells = cellsOf(lines)
  let seenContent = 0
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? ''
    if (!cell) continue
    // Page furniture is no content line ("Seite 1 von 2", "Page 1 of 2").
    if (PAGE_FURNITURE.test(cell)) continue
    seenContent++
    const nextCell = cells[i + 1] || undefined
    const labelled0 = labelOf(cell)
    if (labelled0) {
      let { value } = labelled0
      // A label whose value a PDF or a table put into the next cell or line.
      let usedNext = false
      if (!value && nextCell && !labelOf(nextCell)) {
        value = nextCell
        usedNext = true
      }
      const after = cells[i + (usedNext ? 2 : 1)] || undefined
      switch (labelled0.label) {
        case 'name': {
          const name = splitName(value, false)
          if (name) put(labelled, name)
          break
        }
        case 'firstName':
          if (value && !/\d|@/.test(value))
            put(labelled, { firstName: value.split(/\s+/).map(titleCase).join(' ') })
          break
        case 'lastName':
          if (value && !/\d|@/.test(value))
            put(labelled, { lastName: value.split(/\s+/).map(titleCase).join(' ') })
          break
        case 'email': {
          const email = EMAIL.exec(value)?.[0]
          if (email) put(labelled, { email })
          break
        }
        case 'phone': {
          const phone = normalisePhone(/^[+0-9(][0-9 ()/.-]*\d/.exec(value)?.[0] ?? '')
          if (phone) put(labelled, { phone })
          break
        }
        case 'address':
        case 'street': {
          const address = addressFrom(value, after && !labelOf(after) ? after : undefined)
          if (!address.street && labelled0.label === 'street') {
            const street = streetOf(value, true)
            if (street) address.street = street
          }
          put(labelled, address)
          break
        }
        case 'birth': {
          const birthDate = parseBirthDate(value)
          if (birthDate) put(labelled, { birthDate })
          break
        }
      }
      if (usedNext) i++
      continue
    }
    const email = EMAIL.exec(cell)?.[0]
    if (email) put(loose, { email })
    const phone = normalisePhone(cell)
    if (phone && !postalCity(cell)) put(loose, { phone })
    const address = addressFrom(cell, nextCell)
    if (address.street || address.postalCode) put(loose, address)
    if (options.nameFromFirstLine && seenContent <= 3 && !loose.firstName) {
      const title = TITLE.exec(cell)
      const candidate = title ? (title[1] ?? '') : (cell.split(/\s+[–—-]\s+|,\s+/)[0] ?? '')
      // A designed heading may put first and last name on lines of their own ("Olga" / "Petrenko").
      const single = (text: string | undefined) =>
        text !== undefined && NAME_WORD.test(text) && !NOT_NAME_WORDS.has(text.toLowerCase())
      const name =
        splitName(candidate, true) ??
        (!title && single(cell) && single(nextCell) ? splitName(`${cell} ${nextCell}`, true) : undefined)
      if (name) put(loose, name)
    }
  }
  return { labelled, loose }
}

/**
 * A Word document's text comes with an empty line after every paragraph: there, an empty line
 * separates nothing (a label from its value, an address from the next block) and is dropped.
 */
function withoutParagraphGaps(lines: string[]): string[] {
  const content = lines.filter((line, i) => line !== '' && i < lines.length - 1)
  const gapped = lines.filter((line, i) => line !== '' && lines[i + 1] === '')
  return content.length >= 4 && gapped.length >= content.length * 0.8 ? lines.filter((l) => l !== '') : lines
}

/** The person's own details from a CV's text; fields it cannot tell for certain are left out. */
export function parseCv(text: string, options: ParseCvOptions = {}): CvPerson {
  const today = options.today ?? new Date()
  const regions = regionsOf(withoutParagraphGaps(cleanLines(text)))
  const personal = regions.filter((r) => r.kind === 'personal')
  const top = regions.find((r) => r.kind === 'top')
  const reads = [
    ...personal.map((r) => readRegion(r.lines, { nameFromFirstLine: true })),
    ...(top ? [readRegion(withoutOrganisations(top.lines), { nameFromFirstLine: true })] : []),
  ]
  // Labels before unlabelled lines; within each, personal sections before the top.
  const candidates: Found[] = [...reads.map((r) => r.labelled), ...reads.map((r) => r.loose)]

  const result: CvPerson = {}
  const take = (key: keyof CvPerson, formKey: string, accept: (value: string) => boolean = () => true) => {
    for (const found of candidates) {
      const value = found[key]
      if (value === undefined || !accept(value)) continue
      const checked = applicantBody.shape[formKey]?.safeParse(value)
      if (checked?.success && typeof checked.data === 'string' && checked.data !== '') {
        result[key] = checked.data
        return
      }
    }
  }
  // A name is taken as a pair from one place, never a first name from here and a last name from there.
  for (const found of candidates) {
    if (!found.firstName || !found.lastName) continue
    const first = applicantBody.shape.first_name?.safeParse(found.firstName)
    const last = applicantBody.shape.last_name?.safeParse(found.lastName)
    if (first?.success && last?.success) {
      result.firstName = String(first.data)
      result.lastName = String(last.data)
      break
    }
  }
  if (!result.firstName) {
    take('firstName', 'first_name')
    take('lastName', 'last_name')
  }
  take('email', 'email')
  take('phone', 'phone')
  take('birthDate', 'birth_date', (iso) => plausibleBirth(iso, today))
  // The address, like the name, comes from one place: street, postal code and city together.
  for (const found of candidates) {
    if (!found.street && !found.postalCode) continue
    const street = found.street ? applicantBody.shape.street?.safeParse(found.street) : undefined
    const postal = found.postalCode ? applicantBody.shape.postal_code?.safeParse(found.postalCode) : undefined
    const city = found.city ? applicantBody.shape.city?.safeParse(found.city) : undefined
    if (street?.success) result.street = String(street.data)
    if (postal?.success && city?.success) {
      result.postalCode = String(postal.data)
      result.city = String(city.data)
    }
    if (result.street || result.postalCode) break
  }
  return result
}
