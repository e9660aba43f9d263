import { errorResponse } from '@bb/shared'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { type ZodType, z } from 'zod'
import type { OperationOf, PathWith, ResponseSchema, SuccessBody, Verb } from '../lib/api-paths.ts'
import type { paths } from '../lib/openapi.d.ts'

/*
 * The API as the component tests answer it. A handler names a path template the server has for
 * that method (the web's generated `openapi.d.ts`), and the shared Zod schema of the route's
 * answer, which must fit the route's success type. The handler's answer is typed as that schema's
 * input and parsed with it before it is sent: a fixture that no longer fits the contract fails the
 * type check and the test. A request body is checked with the route's shared body schema the way
 * the server checks it: a body the server would refuse gets the server's 422 with its German
 * field messages.
 */

/** `{applicantId}` and `{id}` of a template. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never

export interface Call<P extends string, Body> {
  /** The path's parameters, as text (the URL's). */
  params: Record<ParamNames<P>, string>
  /** The JSON the web sent (undefined for a GET, a DELETE or a multipart upload). */
  body: Body
  url: URL
  request: Request
}

/** The route's answer schema; null for a route that answers without content (204). */
type SchemaFor<Operation> = [SuccessBody<Operation>] extends [never] ? null : ResponseSchema<Operation>
/** A JSON answer as the schema's input, or a whole response; without a schema, anything (a 204 is sent). */
type Reply<S> = S extends ZodType ? z.input<S> | Response : unknown
type Resolver<P extends string, S, Body> = (call: Call<P, Body>) => Reply<S> | Promise<Reply<S>>

interface Options<B extends ZodType | undefined> {
  /** The shared schema the server validates the body with. */
  body?: B
  /** The success status, when the route answers 201 or 202. */
  status?: number
}

/** What went wrong that the component could not show: checked after every test (setup.ts). */
const problems: string[] = []

/** Each problem once (a read is retried on a 500), and the list emptied for the next test. */
export const takeProblems = () => [...new Set(problems.splice(0))]

/** The route's German answer to a body its schema refuses, as the server's error handler builds it. */
function refusal(issues: z.core.$ZodIssue[]): Response {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = issue.path.join('.') || 'body'
    errors[field] ??= []
    errors[field].push(issue.message)
  }
  const message = Object.values(errors)[0]?.[0] ?? 'Die Eingaben sind ungültig.'
  return HttpResponse.json(errorResponse.parse({ message, errors }), { status: 422 })
}

/** The server's messages: German, and a missing field is "required" rather than a type mismatch. */
const german = z.locales.de().localeError
const serverMessages: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Dieses Feld ist erforderlich.' : german(issue)

async function readJson(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined
  const text = await request.text()
  return text ? JSON.parse(text) : undefined
}

function route<V extends Verb>(verb: V) {
  return <
    P extends PathWith<paths, V>,
    S extends SchemaFor<OperationOf<paths, P, V>>,
    B extends ZodType | undefined = undefined,
  >(
    path: P,
    schema: S,
    resolve: Resolver<P, S, B extends ZodType ? z.input<B> : undefined>,
    options: Options<B> = {},
  ) =>
    http[verb](path.replace(/\{(\w+)\}/g, ':$1'), async ({ request, params }) => {
      const what = `${verb.toUpperCase()} ${path}`
      const body = await readJson(request)
      if (options.body) {
        const checked = options.body.safeParse(body, { error: serverMessages })
        if (!checked.success) return refusal(checked.error.issues)
      }
      const call = { params, body, url: new URL(request.url), request } as Call<P, never>
      const reply = await resolve(call)
      if (reply instanceof Response) return reply
      if (schema === null) return new HttpResponse(null, { status: options.status ?? 204 })
      const parsed = (schema as ZodType).safeParse(reply)
      if (!parsed.success) {
        problems.push(`Die Antwort auf ${what} passt nicht zum Vertrag: ${z.prettifyError(parsed.error)}`)
        return HttpResponse.json({ message: 'Testantwort passt nicht zum Vertrag' }, { status: 500 })
      }
      return HttpResponse.json(parsed.data as JsonBodyType, { status: options.status ?? 200 })
    })
}

/** `apiMock.get('/api/answers', answers, () => ({ status: { neu: 'Neu' } }))` */
export const apiMock = {
  get: route('get'),
  post: route('post'),
  put: route('put'),
  patch: route('patch'),
  delete: route('delete'),
}

/**
 * A refusal in the API's error shape: `refuse(404, 'Bewerber:in wurde nicht gefunden.')`; `extra`
 * for what a route sends beside it (the possible duplicates of a new applicant).
 */
export const refuse = (
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  extra: Record<string, JsonBodyType> = {},
) => HttpResponse.json({ ...errorResponse.parse({ message, errors }), ...extra }, { status })

export const apiServer = setupServer()

/*
 * Unknown requests fail the test: MSW refuses them (`onUnhandledRequest: 'error'`, so none reaches
 * the network) and the test fails afterwards even when the screen swallowed the failure.
 */
apiServer.events.on('request:unhandled', ({ request }) => {
  problems.push(`Keine Antwort vorgesehen für ${request.method} ${new URL(request.url).pathname}`)
})
/** An assertion that failed inside a handler reached the screen only as a 500: the test fails with it. */
apiServer.events.on('unhandledException', ({ request, error }) => {
  problems.push(`${request.method} ${new URL(request.url).pathname}: ${error.message}`)
})
