import { errorResponse, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@bb/shared'
import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { OpenAPIV3 } from 'openapi-types'
import { z } from 'zod'
import type { Access } from './access.ts'

/**
 * OpenAPI 3 generated from the route schemas; served at /api/openapi.json.
 *
 * Each route names itself (`summary`, `operationId`); everything that follows from the access rule
 * is added here, the same way for every route: the security requirement, a sentence on who may
 * call it, and the refusals that rule can answer. A route without a summary or operationId refuses
 * to start, like one without an access rule.
 */

const TAGS = [
  { name: 'auth', description: 'Sitzung, Anmeldung, Passwort vergessen, E-Mail-Bestätigung' },
  { name: 'users', description: 'Benutzer:innen und das eigene Konto' },
  { name: 'settings', description: 'Einstellungen der Anwendung' },
  { name: 'applicants', description: 'Bewerber:innen: Listen, Suche, Profil, Verlauf' },
  { name: 'ratings', description: 'Bewertungen einer Bewerber:in' },
  { name: 'notes', description: 'Notizen zu einer Bewerber:in' },
  { name: 'documents', description: 'Dokumente einer Bewerber:in' },
  { name: 'templates', description: 'Vorlagen, Anlässe und Kanäle für Nachrichten' },
  { name: 'messages', description: 'Nachrichten an Bewerber:innen' },
  { name: 'mail-filter', description: 'Filter des Team-Postfachs' },
  { name: 'interviews', description: 'Orte, Termine und Buchungen von Vorstellungsgesprächen' },
  { name: 'notifications', description: 'Benachrichtigungen und ihre Einstellungen' },
  { name: 'statistics', description: 'Kennzahlen' },
  { name: 'pipeline', description: 'Pipeline: Bewerber:innen als Karten je Status' },
  { name: 'privacy', description: 'Datenschutz: Auskunft, Löschung, Aufbewahrung, Protokoll' },
  { name: 'careers', description: 'Öffentliche Karriereseite: Stellen, Bewerbungsformular, Feeds' },
  { name: 'ui', description: 'Zustand der Oberfläche: Seitenleiste, Zähler, Routenprüfung' },
  { name: 'system', description: 'Betrieb' },
]

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const WHO: Record<Access, string> = {
  public: 'Öffentlich, ohne Sitzung.',
  form: 'Öffentliches Formular ohne Sitzung: nur von einer Seite dieser Anwendung, mit dem signierten Token des Formulars (_token).',
  session: 'Ohne Anmeldung; eine vorhandene Sitzung wird gelesen.',
  auth: 'Angemeldet (auch mit noch unbestätigter E-Mail-Adresse).',
  verified: 'Angemeldet mit bestätigter E-Mail-Adresse, jede Rolle.',
  recruiter: 'Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin oder Recruiter.',
  admin: 'Angemeldet mit bestätigter E-Mail-Adresse, Rolle Admin.',
}
const CSRF_SENTENCE = `Schreibend: braucht die Sitzung und den Header ${XSRF_HEADER} mit dem Wert des Cookies ${XSRF_COOKIE} (beides legt GET /sanctum/csrf-cookie an).`

/** What each status means here; the body of every refusal is `{ message, errors? }` in German. */
const STATUS_TEXT: Record<string, string> = {
  200: 'Erfolg',
  201: 'Angelegt',
  202: 'Angenommen',
  204: 'Erledigt, ohne Inhalt',
  302: 'Weiterleitung an die Adresse im Header Location',
  401: 'Nicht angemeldet',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
  409: 'Die E-Mail-Adresse ist noch nicht bestätigt',
  413: 'Die Datei ist zu groß',
  419: 'Sitzung abgelaufen oder CSRF-Token fehlt',
  422: 'Ungültige Eingabe; `errors` nennt die Felder',
  429: 'Zu viele Versuche; der Header Retry-After nennt die Sekunden',
  503: 'Vorübergehend nicht erreichbar',
}

type Security = NonNullable<FastifySchema['security']>
type Responses = Record<string, unknown>

/** Who may call a route, in OpenAPI's terms: the session cookie, and for writes the CSRF header. */
function securityFor(access: Access, write: boolean): Security {
  // An anonymous form carries its own signed token, no session.
  if (access === 'public' || access === 'form') return []
  if (write) return [{ session: [], csrf: [] }]
  // `{}` first: the route answers without a session too.
  return access === 'session' ? [{}, { session: [] }] : [{ session: [] }]
}

/** The refusals the access rule and the app-wide input rules can answer, besides the route's own. */
function refusalsFor(access: Access, write: boolean): string[] {
  const codes = ['422'] // a control character anywhere in the input, on every route
  if (write && access !== 'public') codes.push('419')
  if (access === 'public' || access === 'session' || access === 'form') return codes
  codes.push('401')
  if (access === 'auth') return codes
  codes.push('409')
  if (access === 'recruiter' || access === 'admin') codes.push('403')
  return codes
}

function withRefusals(response: Responses | undefined, access: Access, write: boolean): Responses {
  const all: Responses = { ...response }
  for (const code of refusalsFor(access, write)) all[code] ??= errorResponse
  return all
}

/** No-content answers (204, redirects) carry no body in the description either. */
function withoutBodies(response: Responses): Responses {
  const result: Responses = { ...response }
  for (const code of Object.keys(result)) {
    if (code === '204') result[code] = { type: 'null' }
    else if (code.startsWith('3'))
      result[code] = { type: 'null', headers: { Location: { type: 'string', description: 'Das Ziel' } } }
  }
  return result
}

/** A download: the file itself, not JSON (route sends a stream with its own Content-Type). */
export function fileResponse(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]
type DocumentInput = Parameters<typeof jsonSchemaTransformObject>[0]

function transform(input: TransformInput) {
  const route: RouteOptions = input.route
  const access = route.config?.access ?? 'public'
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const write = methods.some((m) => WRITES.has(m))
  const schema = input.schema
  const result = jsonSchemaTransform({
    ...input,
    schema: schema.hide
      ? schema
      : { ...schema, response: withRefusals(schema.response as Responses, access, write) },
  })
  if (schema.hide) return result
  const transformed = result.schema as FastifySchema & { response?: Responses }
  return {
    url: result.url,
    schema: {
      ...transformed,
      description: [
        schema.description,
        WHO[access],
        write && access !== 'public' && access !== 'form' ? CSRF_SENTENCE : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      security: securityFor(access, write),
      response: withoutBodies(transformed.response ?? {}),
    },
  }
}

/** The whole document: each response says what its status means; unused schemas are left out. */
function transformObject(input: DocumentInput) {
  const document = jsonSchemaTransformObject(input) as OpenAPIV3.Document
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of Object.values(OpenAPIV3.HttpMethods)) {
      for (const [code, response] of Object.entries(pathItem?.[method]?.responses ?? {})) {
        // @fastify/swagger's placeholder when the route gave none
        if ('description' in response && response.description === 'Default Response')
          response.description = STATUS_TEXT[code] ?? 'Antwort'
      }
    }
  }
  const schemas = document.components?.schemas ?? {}
  for (const name of Object.keys(schemas)) {
    const elsewhere = JSON.stringify([document.paths, { ...schemas, [name]: null }])
    if (!elsewhere.includes(`"#/components/schemas/${name}"`)) delete schemas[name]
  }
  return document
}

export async function installOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined
    if (schema?.hide) return
    if (!schema?.summary || !schema.operationId)
      throw new Error(`Route ${route.method} ${route.url} has no schema.summary or schema.operationId`)
  })
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Bewerber-Backoffice API',
        description:
          'JSON-API des Bewerber-Backoffice (im Stil von Laravel Sanctum): Sitzung per Cookie, CSRF-Schutz per Header, Fehler als `{ message, errors? }` auf Deutsch. Anfragen, die nicht von einer Person ausgelöst wurden (Abfragen im Hintergrund), senden `X-Background-Request: 1`: sie zählen nicht als Aktivität, die Sitzung endet trotzdem nach der Zeit ohne Aktivität. `GET /api/session` nennt die verbleibende Zeit.',
        version: '1.0.0',
        contact: { name: 'Administration dieser Installation' },
        license: { name: 'Proprietär, alle Rechte vorbehalten' },
      },
      // The API lives on the same origin as this document and the web app.
      servers: [{ url: '/', description: 'Diese Installation (API und Web-App unter einer Adresse)' }],
      tags: TAGS,
      security: [{ session: [] }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'Sitzungs-Cookie (httpOnly). GET /sanctum/csrf-cookie legt eine Gastsitzung an, POST /login-user meldet sie an.',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: XSRF_HEADER,
            description: `Für jede schreibende Anfrage: der Wert des lesbaren Cookies ${XSRF_COOKIE}, URL-dekodiert.`,
          },
        },
      },
    },
    stripBasePath: false,
    transform,
    transformObject,
  })
}
