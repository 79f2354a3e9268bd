// SQL for automations and their runs. A run is claimed by its (automation, event) pair: the insert that
// wins is the one instance that acts on the event.
import type { Action, AutomationInput, Condition, RunReason, Trigger } from '@hemvakt/contract/automations';
import { AUTOMATION_RUNS_KEPT } from '@hemvakt/contract/automations';
import type { Day } from '@hemvakt/contract/local-time';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface AutomationRow {
  id: string;
  property_id: string;
  name: string;
  active: boolean;
  days: Day[];
  conditions: Condition[];
  actions: Action[];
  [key: string]: unknown;
}

export interface RunRow {
  id: string;
  automation_id: string;
  trigger: Trigger;
  result: 'fired' | 'notFired' | 'failed';
  reason: RunReason;
  created_at: Date;
  [key: string]: unknown;
}

const json = (v: unknown) => JSON.stringify(v);

export function listByProperty(db: Db, propertyId: string) {
  return db.query<AutomationRow>('SELECT * FROM automations WHERE property_id = $1 ORDER BY created_at, id', [
    propertyId,
  ]);
}

export function listActive(db: Db, propertyId: string) {
  return db.query<AutomationRow>(
    'SELECT * FROM automations WHERE property_id = $1 AND active ORDER BY created_at, id',
    [propertyId],
  );
}

/** Homes with an active automation that has a condition of this kind (time: other than whole day). */
export async function propertiesWith(db: Db, kind: 'time' | 'weather'): Promise<string[]> {
  const rows = await db.query<{ property_id: string }>(
    `SELECT DISTINCT property_id FROM automations a, jsonb_array_elements(a.conditions) c
      WHERE a.active AND c->>'kind' = $1 AND COALESCE(c->>'time', '') <> 'wholeDay'`,
    [kind],
  );
  return rows.map((r) => r.property_id);
}

export function findById(db: Db, id: string) {
  return one<AutomationRow>(db, 'SELECT * FROM automations WHERE id = $1', [id]);
}

export async function create(
  db: Db,
  propertyId: string,
  input: AutomationInput,
  createdBy: string,
): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO automations (id, property_id, name, active, days, conditions, actions, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      propertyId,
      input.name,
      input.active,
      json(input.days),
      json(input.conditions),
      json(input.actions),
      createdBy,
    ],
  );
  return id;
}

export async function update(db: Db, id: string, input: AutomationInput): Promise<void> {
  await db.query(
    `UPDATE automations SET name = $2, active = $3, days = $4, conditions = $5, actions = $6, updated_at = now()
      WHERE id = $1`,
    [id, input.name, input.active, json(input.days), json(input.conditions), json(input.actions)],
  );
}

export async function setActive(db: Db, id: string, active: boolean): Promise<void> {
  await db.query('UPDATE automations SET active = $2, updated_at = now() WHERE id = $1', [id, active]);
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM automations WHERE id = $1', [id]);
}

/** Records a run unless this automation already has one for the event (then answers nothing). */
export function claimRun(
  db: Db,
  run: {
    automationId: string;
    eventKey: string;
    trigger: Trigger;
    result: RunRow['result'];
    reason: RunReason;
  },
) {
  return one<RunRow>(
    db,
    `INSERT INTO automation_runs (id, automation_id, event_key, trigger, result, reason)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (automation_id, event_key) DO NOTHING RETURNING *`,
    [newId(), run.automationId, run.eventKey, json(run.trigger), run.result, json(run.reason)],
  );
}

export async function markFailed(db: Db, runId: string, reason: RunReason): Promise<void> {
  await db.query(`UPDATE automation_runs SET result = 'failed', reason = $2 WHERE id = $1`, [
    runId,
    json(reason),
  ]);
}

export async function firedInLastMinute(db: Db, automationId: string): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM automation_runs
      WHERE automation_id = $1 AND result <> 'notFired' AND created_at > now() - interval '1 minute'`,
    [automationId],
  );
  return row?.n ?? 0;
}

/** Keeps the newest runs of an automation. */
export async function trimRuns(db: Db, automationId: string): Promise<void> {
  await db.query(
    `DELETE FROM automation_runs WHERE automation_id = $1 AND id NOT IN (
       SELECT id FROM automation_runs WHERE automation_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [automationId, AUTOMATION_RUNS_KEPT],
  );
}

export function runs(db: Db, automationIds: string[], perAutomation: number) {
  return db.query<RunRow>(
    `SELECT * FROM (
       SELECT r.*, row_number() OVER (PARTITION BY automation_id ORDER BY created_at DESC, id DESC) AS n
         FROM automation_runs r WHERE automation_id = ANY($1::text[])) ranked
      WHERE n <= $2 ORDER BY created_at DESC, id DESC`,
    [automationIds, perAutomation],
  );
}
