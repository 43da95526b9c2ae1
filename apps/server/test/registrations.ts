import { and, eq } from 'drizzle-orm';
import { notifications, registrationChoices, registrations } from '../src/db/schema/index';
import type { Db } from '../src/platform/db/client';
import type { TestApp } from './app';
import { bearer } from './factories';

/** Dates that keep a window open or shut whatever day the tests run. */
export const OPEN = { openFrom: '2020-01-01', closedFrom: '2099-12-31', closedOffStage: '2099-12-31' } as const;
export const SHUT = { openFrom: '2020-01-01', closedFrom: '2021-01-01', closedOffStage: '2021-01-01' } as const;
export const OFF_STAGE_ONLY = { openFrom: '2020-01-01', closedFrom: '2021-01-01', closedOffStage: '2099-12-31' } as const;

export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: { token: string } | null, payload?: object) {
  return t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
}

export async function registrationOf(db: Db, userId: number, projectId: number) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.projectId, projectId)));
  return row ?? null;
}

export async function choiceIdsOf(db: Db, registrationId: number): Promise<number[]> {
  const rows = await db.select({ id: registrationChoices.choiceId }).from(registrationChoices).where(eq(registrationChoices.registrationId, registrationId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export const notificationsOf = (db: Db, userId: number, category: number) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.category, category)));
