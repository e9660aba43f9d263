import { fileURLToPath } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'

/** Where the web app's typed client finds the API: committed, rewritten by `npm run api:types`. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../../web/src/lib/openapi.d.ts', import.meta.url))

const HEADER = `/**
 * The server's API as TypeScript types, generated from /api/openapi.json by openapi-typescript.
 * Do not edit: run \`npm run api:types\` after changing a route. A test fails while this file
 * differs from a fresh generation.
 */

`

/** The text of API_TYPES_FILE for the given OpenAPI document (as served, JSON). */
export async function generateApiTypes(documentJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentJson) as OpenAPI3, { silent: true })
  return HEADER + astToString(ast)
}
