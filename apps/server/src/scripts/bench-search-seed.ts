import { availableParallelism } from 'node:os'
import { DEFAULT_PROFESSION_GROUPS, SOURCES } from '@bb/shared'
import { fakerDE } from '@faker-js/faker'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { runsConcurrently } from '../db/concurrency.ts'
import { rows } from '../db/rows.ts'
import { bumpApplicantsVersion } from '../features/applicant-records/index.ts'
import { DEMO_CITIES, DEMO_STATUS_WEIGHTS } from '../features/demo/index.ts'

/**
 * The search benchmark's applicants: realistic German people, each with three documents whose text
 * was read (a CV, a cover letter, a reference), written straight into their final state with
 * set-based SQL (no files, no extraction job), so that a million applicants take minutes, not hours.
 * The search columns are computed exactly as the app computes them when a profile is saved, and the
 * applicant's document vector is the concatenation of its documents' vectors, as the extraction
 * leaves it.
 *
 * Names follow a Zipf-like law (the n-th most common name about 1/n as often as the first), so
 * "Müller" is common, while a few people carry a name nobody else has.
 */

/** The most common German last names, most common first; the rest follow from the demo generator's list. */
const COMMON_LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Yılmaz',
  'Kaya',
  'Nowak',
]

/** Syllables for the names only one person carries: the applicant's number, spelled in syllables. */
const RARE_SYLLABLES = [
  'ka',
  'lo',
  'wi',
  'ne',
  'ru',
  'ta',
  'mi',
  'so',
  'be',
  'di',
  'go',
  'ha',
  'je',
  'ku',
  'ma',
  'no',
  'pe',
  'ri',
  'sa',
  'tu',
]
const RARE_ENDINGS = ['ski', 'wicz', 'oğlu', 'ović', 'escu', 'czak', 'anov', 'ides']
/** One applicant in fifty has such a name. */
const RARE_SHARE = 0.02

const MOBILE_PREFIXES = [
  '0151',
  '0152',
  '0157',
  '0159',
  '0160',
  '0162',
  '0163',
  '0170',
  '0171',
  '0172',
  '0173',
  '0174',
  '0175',
  '0176',
  '0177',
  '0178',
  '0179',
]
const MAIL_DOMAINS = ['web.de', 'gmx.de', 'gmail.com', 't-online.de', 'posteo.de', 'outlook.de']
const STREETS = [
  'Hauptstraße',
  'Schulstraße',
  'Gartenstraße',
  'Bahnhofstraße',
  'Dorfstraße',
  'Bergstraße',
  'Birkenweg',
  'Lindenstraße',
  'Kirchstraße',
  'Waldstraße',
  'Ringstraße',
  'Schillerstraße',
  'Goethestraße',
  'Am Markt',
  'Feldweg',
  'Mühlenweg',
]
const CHANNELS = [
  'karriereseite',
  'karriereseite',
  'karriereseite',
  'email',
  'email',
  'manuell',
  'manuell',
  'import',
]

const JOBS = [
  'Lagerhelfer',
  'Fachkraft für Lagerlogistik',
  'Staplerfahrer',
  'Kommissionierer',
  'Berufskraftfahrer',
  'Disponent',
  'Pflegefachkraft',
  'Altenpfleger',
  'Gesundheits- und Krankenpfleger',
  'Pflegehelfer',
  'Elektroniker für Betriebstechnik',
  'Mechatroniker',
  'Anlagenmechaniker',
  'Industriemechaniker',
  'Schweißer',
  'Tischler',
  'Maler und Lackierer',
  'Koch',
  'Servicekraft',
  'Hotelfachmann',
  'Kaufmann für Büromanagement',
  'Sachbearbeiter',
  'Buchhalter',
  'Softwareentwickler',
  'Systemadministrator',
  'Verkäufer',
  'Kassierer',
  'Produktionshelfer',
  'Maschinenbediener',
  'Reinigungskraft',
  'Erzieher',
  'Teamleiter Logistik',
]
const EMPLOYERS = [
  'DHL',
  'Amazon Logistik',
  'DB Schenker',
  'Hermes',
  'DPD',
  'UPS',
  'Rewe',
  'Edeka',
  'Aldi Süd',
  'Lidl',
  'Kaufland',
  'Siemens',
  'Bosch',
  'Volkswagen',
  'BMW',
  'Deutsche Bahn',
  'Helios Kliniken',
  'Asklepios',
  'Vivantes',
  'Sodexo',
  'Telekom',
  'Thyssenkrupp',
  'BASF',
  'Otto Group',
  'Zalando',
  'IKEA',
  'Bauhaus',
  'Dachser',
  'Kühne + Nagel',
  'Rhenus',
  'Fiege',
  'Stadtwerke',
]
const SKILLS = [
  'Gabelstapler',
  'Flurförderzeuge',
  'SAP',
  'SAP MM',
  'Inventur',
  'Kommissionierung',
  'Handscanner',
  'Wareneingang',
  'Versand',
  'MS Office',
  'Excel',
  'DATEV',
  'Grundpflege',
  'Behandlungspflege',
  'Wundversorgung',
  'Pflegedokumentation',
  'Schichtarbeit',
  'CNC-Fräsen',
  'SPS-Programmierung',
  'WIG-Schweißen',
  'HACCP',
  'Kassensysteme',
  'Teamführung',
  'Kundenservice',
  'Führerschein Klasse B',
  'Führerschein Klasse CE',
  'Staplerschein',
  'Ersthelfer',
  'Python',
  'Java',
  'Linux',
  'Netzwerktechnik',
  'Buchhaltung',
  'Tourenplanung',
]
const TASKS = [
  'Be- und Entladen von LKW',
  'Kommissionierung von Aufträgen',
  'Bestandskontrolle im Lager',
  'Pflege und Betreuung von Bewohnern',
  'Dokumentation der Pflege',
  'Wartung und Instandhaltung von Anlagen',
  'Zubereitung von Speisen',
  'Betreuung von Gästen',
  'Prüfung von Rechnungen',
  'Planung von Terminen',
  'Beratung von Kunden',
  'Bearbeitung von Reklamationen',
  'Kontrolle der Qualität',
  'Einarbeitung neuer Kolleginnen und Kollegen',
  'Planung der Touren',
  'Annahme und Prüfung von Lieferungen',
]
const SCHOOLS = [
  'Hauptschulabschluss',
  'Realschulabschluss',
  'Abitur',
  'Fachhochschulreife',
  'Mittlere Reife',
]
const LANGUAGE_LINES = [
  'Deutsch (Muttersprache), Englisch (gute Kenntnisse)',
  'Deutsch (fließend), Türkisch (Muttersprache)',
  'Deutsch (verhandlungssicher), Polnisch (Muttersprache)',
  'Deutsch (Muttersprache)',
  'Deutsch (gut), Russisch (Muttersprache), Englisch (Grundkenntnisse)',
  'Deutsch (Muttersprache), Französisch (Grundkenntnisse)',
]

/** A PostgreSQL array literal, sent as one parameter (a vocabulary can be longer than a statement's parameter limit). */
/** Each slug as often as its weight (the demo's pipeline spread), for a uniform pick from SQL. */
export const weightedSlugs = (weights: Record<string, number>) =>
  Object.entries(weights).flatMap(([slug, weight]) => Array<string>(weight).fill(slug))

export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
  return sql`${literal}::text[]`
}

const unique = (values: readonly string[]) => [...new Set(values)]

/** A random element of an array expression (1-based, as SQL arrays are). */
const anyOf = (array: SQL) => sql`(${array})[1 + floor(random() * cardinality(${array}))::int]`

/** The n-th element about 1/n as often as the first: n = floor(size ^ u) for a uniform u. */
const zipfOf = (array: SQL, u: SQL) =>
  sql`(${array})[least(floor(power(cardinality(${array}) + 1, ${u}))::int, cardinality(${array}))]`

/** Lower-case ASCII of a name, as people write it in an e-mail address. */
const asciiMail = (value: SQL) =>
  sql`regexp_replace(unaccent(replace(replace(replace(replace(lower(${value}), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')), '[^a-z0-9]', '', 'g')`

export interface SearchSeedOptions {
  count: number
  createdBy: number | null
  now?: Date
  /** Applicants per statement: smaller on PGlite, whose memory is tighter. */
  batch?: number
  /**
   * Drop the tables' own indexes for the load and build them after it, which takes half the time
   * (for the million, which otherwise takes over an hour here); the indexes are then packed
   * tighter than grown row by row.
   */
  indexesAfter?: boolean
  onProgress?: (done: number) => void
}

/** Vocabularies as SQL array expressions, built once per run. */
function vocabularies() {
  const lastNames = unique([...COMMON_LAST_NAMES, ...fakerDE.definitions.person.last_name.generic!])
  const person = fakerDE.definitions.person.first_name
  const cities = DEMO_CITIES.flatMap((c) => Array<string>(c.weight).fill(`${c.city}|${c.postalCode}`))
  return {
    lastNames: textArray(lastNames),
    female: textArray(person.female!),
    male: textArray(person.male!),
    cities: textArray(cities),
    syllables: textArray(RARE_SYLLABLES),
    endings: textArray(RARE_ENDINGS),
    prefixes: textArray(MOBILE_PREFIXES),
    domains: textArray(MAIL_DOMAINS),
    streets: textArray(STREETS),
    statuses: textArray(weightedSlugs(DEMO_STATUS_WEIGHTS)),
    groups: textArray(DEFAULT_PROFESSION_GROUPS.map((g) => g.slug)),
    sources: textArray(Object.keys(SOURCES)),
    channels: textArray(CHANNELS),
    jobs: textArray(JOBS),
    employers: textArray(EMPLOYERS),
    skills: textArray(SKILLS),
    tasks: textArray(TASKS),
    schools: textArray(SCHOOLS),
    languages: textArray(LANGUAGE_LINES),
  }
}

type Vocabularies = ReturnType<typeof vocabularies>

/** One sentence of a CV, cover letter or reference, about ten words; `v` the vocabularies. */
function sentence(v: Vocabularies): SQL {
  const year = sql`(1995 + floor(random() * 30)::int)::text`
  return sql`CASE floor(random() * 8)::int
    WHEN 0 THEN 'Ab ' || ${year} || ' für ' || (1 + floor(random() * 6)::int) || ' Jahre als ' || ${anyOf(v.jobs)} || ' bei ' || ${anyOf(v.employers)} || ' in ' || split_part(${anyOf(v.cities)}, '|', 1) || ' tätig.'
    WHEN 1 THEN 'Kenntnisse: ' || ${anyOf(v.skills)} || ', ' || ${anyOf(v.skills)} || ' und ' || ${anyOf(v.skills)} || '.'
    WHEN 2 THEN 'Aufgaben: ' || ${anyOf(v.tasks)} || ' sowie ' || ${anyOf(v.tasks)} || '.'
    WHEN 3 THEN ${anyOf(v.employers)} || ', ' || split_part(${anyOf(v.cities)}, '|', 1) || ': ' || ${anyOf(v.jobs)} || ', verantwortlich für ' || ${anyOf(v.tasks)} || '.'
    WHEN 4 THEN 'Weiterbildung ' || ${anyOf(v.skills)} || ' (' || ${year} || '), sicher im Umgang mit ' || ${anyOf(v.skills)} || '.'
    WHEN 5 THEN 'Ich arbeite zuverlässig im Team und bringe Erfahrung mit ' || ${anyOf(v.skills)} || ' mit.'
    WHEN 6 THEN 'Die Tätigkeit bei ' || ${anyOf(v.employers)} || ' umfasste ' || ${anyOf(v.tasks)} || ' im Schichtbetrieb.'
    ELSE 'Sprachen: ' || ${anyOf(v.languages)} || '; Schulabschluss: ' || ${anyOf(v.schools)} || '.'
  END`
}

/** The opening line of each of the three documents, naming the person as real documents do. */
function opening(v: Vocabularies): SQL {
  return sql`CASE d.kind
    WHEN 1 THEN 'Lebenslauf ' || d.first_name || ' ' || d.last_name || ', ' || d.street || ', ' || d.postal_code || ' ' || d.city || ', Telefon ' || d.phone || ', E-Mail ' || d.email || '. Berufserfahrung:'
    WHEN 2 THEN 'Sehr geehrte Damen und Herren, hiermit bewerbe ich mich als ' || ${anyOf(v.jobs)} || '. Mit freundlichen Grüßen ' || d.first_name || ' ' || d.last_name || '.'
    ELSE 'Arbeitszeugnis: ' || d.first_name || ' ' || d.last_name || ' war bei ' || ${anyOf(v.employers)} || ' als ' || ${anyOf(v.jobs)} || ' beschäftigt.'
  END`
}

/**
 * Seeds `count` applicants with three read documents each; returns the number seeded. Each batch is
 * one statement: it draws the people, writes their documents' text and vectors, and inserts
 * applicants (with search columns and document vector), documents and document texts together,
 * without row triggers; what they keep is counted once at the end (`countSeeded`).
 */
export async function seedSearchBench(db: Db, options: SearchSeedOptions): Promise<number> {
  const v = vocabularies()
  const now = options.now ?? new Date()
  const batch = options.batch ?? 10_000
  const categories = (
    await db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM document_categories WHERE name IN ('Lebenslauf', 'Anschreiben', 'Zeugnis')`,
    )
  ).rows
  const category = (name: string) => categories.find((c) => c.name === name)?.id ?? null
  const labels = DEFAULT_PROFESSION_GROUPS.map((g) => sql`WHEN ${g.slug} THEN ${g.label}`)
  const groupLabel = sql`CASE a.profession_group ${sql.join(labels, sql` `)} ELSE '' END`
  const rareName = sql`initcap((${v.syllables})[1 + p.n % 20] || (${v.syllables})[1 + (p.n / 20) % 20] || (${v.syllables})[1 + (p.n / 400) % 20] || (${v.syllables})[1 + (p.n / 8000) % 20]) || (${v.endings})[1 + (p.n / 160000) % 8]`
  const [first] = await rows<{ id: number }>(
    db,
    sql`SELECT coalesce(max(id), 0)::int + 1 AS id FROM applicants`,
  )
  const starts: number[] = []
  for (let at = 0; at < options.count; at += batch) starts.push(at)
  let done = 0
  const seedBatch = (at: number, size: number) =>
    db.transaction(async (tx) => {
      // The row triggers (the statistics' counts, the profile words' vocabulary) would write a handful
      // of rows per applicant, one at a time: off for the insert, both counted in one pass below. The
      // documents' signature, which a trigger keeps too, is written with the row.
      await tx.execute(sql`SET LOCAL session_replication_role = replica`)
      await tx.execute(sql`
      WITH p AS MATERIALIZED (
        SELECT nextval(pg_get_serial_sequence('applicants', 'id'))::int AS id, n,
          random() < 0.5 AS female, random() AS u_first, random() AS u_last, random() AS u_rare,
          ${anyOf(v.cities)} AS place,
          ${now.toISOString()}::timestamptz - random() * interval '365 days' AS created_at
        FROM generate_series(${at + 1}::int, ${at + size}::int) AS n
      ), a AS MATERIALIZED (
        SELECT p.*, q.first_name, q.last_name, q.phone,
          ${asciiMail(sql`q.first_name`)} || '.' || ${asciiMail(sql`q.last_name`)} || p.n || '@' || ${anyOf(v.domains)} AS email,
          split_part(p.place, '|', 1) AS city, split_part(p.place, '|', 2) AS postal_code,
          ${anyOf(v.streets)} || ' ' || (1 + floor(random() * 120)::int) AS street,
          ${anyOf(v.groups)} AS profession_group, ${anyOf(v.statuses)} AS status
        FROM p, LATERAL (SELECT
          CASE WHEN p.female THEN ${zipfOf(v.female, sql`p.u_first`)} ELSE ${zipfOf(v.male, sql`p.u_first`)} END AS first_name,
          CASE WHEN p.u_rare < ${RARE_SHARE} THEN ${rareName} ELSE ${zipfOf(v.lastNames, sql`p.u_last`)} END AS last_name,
          ${anyOf(v.prefixes)} || ' ' || lpad(floor(random() * 10000000)::int::text, 7, '0') AS phone
        ) AS q
      ), d AS MATERIALIZED (
        SELECT nextval(pg_get_serial_sequence('documents', 'id'))::int AS document_id, k.kind, a.*,
          14 + floor(random() * 24)::int AS sentences
        FROM a CROSS JOIN generate_series(1, 3) AS k(kind)
      ), t AS MATERIALIZED (
        SELECT d.document_id, d.id AS applicant_id, d.kind, d.created_at, x.text,
          to_tsvector('german', unaccent(x.text)) AS vector
        FROM d, LATERAL (SELECT ${opening(v)} || ' ' ||
          (SELECT string_agg(${sentence(v)}, ' ') FROM generate_series(1, d.sentences) AS j) AS text) AS x
      ), inserted_applicants AS (
        INSERT INTO applicants (id, salutation, first_name, last_name, birth_date, email, phone, phone_digits,
          street, postal_code, city, profession_group, status, available_from, desired_salary, weekly_hours,
          driving_license, languages, source, privacy_consent_at, channel, created_by, created_at, updated_at,
          status_changed_at, search_text, search_vector, document_vector, document_signature)
        SELECT a.id, CASE WHEN a.female THEN 'frau' ELSE 'herr' END, a.first_name, a.last_name,
          date '1962-01-01' + floor(random() * 16000)::int, a.email, a.phone, regexp_replace(a.phone, '\\D', '', 'g'),
          a.street, a.postal_code, a.city, a.profession_group, a.status,
          a.created_at::date + floor(random() * 120)::int, 26000 + 1000 * floor(random() * 60), 38.5,
          '{}'::text[], '{de}'::text[], ${anyOf(v.sources)}, a.created_at::date, (${v.channels})[1 + a.n % 8],
          ${options.createdBy}::int, a.created_at, a.created_at, a.created_at,
          lower(unaccent(concat_ws(' ', a.first_name, a.last_name, a.email, a.phone, regexp_replace(a.phone, '\\D', '', 'g'), a.city, ${groupLabel}))),
          to_tsvector('german', unaccent(concat_ws(' ', a.first_name, a.last_name, a.email, a.phone, a.city, ${groupLabel}))),
          g.vector, bb_document_signature(g.vector)
        FROM a JOIN (SELECT applicant_id, strip(tsvector_agg(vector ORDER BY document_id)) AS vector FROM t GROUP BY applicant_id) AS g
          ON g.applicant_id = a.id
        RETURNING id
      ), inserted_documents AS (
        INSERT INTO documents (id, applicant_id, name, storage_key, category_id, size, mime_type, uploaded_by, created_at, updated_at)
        SELECT t.document_id, t.applicant_id,
          CASE t.kind WHEN 1 THEN 'Lebenslauf.pdf' WHEN 2 THEN 'Anschreiben.pdf' ELSE 'Arbeitszeugnis.pdf' END,
          'bench-' || t.document_id, CASE t.kind WHEN 1 THEN ${category('Lebenslauf')}::int WHEN 2 THEN ${category('Anschreiben')}::int ELSE ${category('Zeugnis')}::int END,
          20000 + length(t.text) * 12, 'application/pdf', ${options.createdBy}::int, t.created_at, t.created_at
        FROM t
        RETURNING id
      )
      INSERT INTO document_texts (document_id, applicant_id, state, truncated, text, vector, pages, attempts, claimed_until, updated_at)
      SELECT t.document_id, t.applicant_id, 'read', false, t.text, t.vector, 1 + (t.kind = 1)::int, 1, NULL, t.created_at
      FROM t`)
    })
  const indexes = options.indexesAfter ? await dropIndexes(db) : []
  await perCore(db, starts, async (at) => {
    const size = Math.min(batch, options.count - at)
    await seedBatch(at, size)
    done += size
    options.onProgress?.(done)
  })
  await perCore(db, indexes, (index) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`)
      await tx.execute(sql.raw(index))
    }),
  )
  await countSeeded(db, first?.id ?? 1)
  await bumpApplicantsVersion(db)
  return done
}

/**
 * Runs `step` for each item in order, on PostgreSQL's pool one item per core at a time (each is a
 * statement that keeps one core busy), else one after the other.
 */
async function perCore<T>(db: Db, items: readonly T[], step: (item: T) => Promise<unknown>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await step(items[next++] as T)
  }
  await Promise.all(Array.from({ length: runsConcurrently(db) ? availableParallelism() : 1 }, worker))
}

/** Drops the indexes of the seeded tables that no constraint needs; returns their definitions. */
async function dropIndexes(db: Db): Promise<string[]> {
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes i
      WHERE schemaname = current_schema() AND tablename IN ('applicants', 'documents', 'document_texts')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  )
  for (const { name } of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(name)}`)
  return indexes.map((index) => index.definition)
}

/**
 * What the triggers left out, from the seeded applicants (ids from `firstId` on): their profile
 * words added to the vocabulary and its counts (as `bb_count_search_words` counts them: each word
 * once per applicant), and the statistics counted anew, as after any bulk load without triggers.
 */
async function countSeeded(db: Db, firstId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO search_word_counts AS s (word, applicants)
      SELECT w, count(*)::int FROM applicants, unnest(bb_profile_words(search_text)) AS w
      WHERE id >= ${firstId} GROUP BY w ORDER BY w
      ON CONFLICT (word) DO UPDATE SET applicants = s.applicants + excluded.applicants`)
    await tx.execute(
      sql`INSERT INTO search_words (word) SELECT word FROM search_word_counts ON CONFLICT DO NOTHING`,
    )
    await tx.execute(sql`SELECT bb_statistics_rebuild()`)
  })
}
