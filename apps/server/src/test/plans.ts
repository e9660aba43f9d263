import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/** A node of a plan as `EXPLAIN (ANALYZE, FORMAT JSON)` writes it, with what the plan tests read. */
export interface PlanNode {
  'Node Type': string
  'Subplan Name'?: string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)]

/** The plan of a query as run, every node of it. */
export async function explainRun(db: Db, query: SQL): Promise<PlanNode[]> {
  const result = await db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`)
  const raw = result.rows[0]?.['QUERY PLAN']
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>
  return nodes(root!.Plan)
}

/** The applicants' rows a run looked at: those it kept and those its conditions threw away. */
export const rowsLookedAt = (plan: PlanNode[]) =>
  plan
    .filter((node) => node['Relation Name'] === 'applicants')
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    )
