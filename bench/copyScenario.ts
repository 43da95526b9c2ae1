import type { ServerProcess } from './backends';
import type { HttpClient } from './http';

/** Registrations in the copy scenario's source project (issue 4: "copying a project with 5,000 registrations"). */
const COPY_SOURCE_REGISTRATIONS = 5_000;

export interface CopyResult {
  name: string;
  /** Registrations in the source project. */
  registrations: number;
  copied: number;
  skipped: number;
  ms: number;
  status: number;
}

/**
 * `POST /api/project/{id}/registrations/copy` as the level-1 account: the source project with
 * 5,000 registrations (one or two preferences each, `createCopyProjects`) into an empty target
 * with the same preferences, then the same copy again, where everybody is already registered and
 * skipped. One request each: the copy is a single transaction of 500-row statements, and a second
 * run into the same target measures a different path (nothing inserted).
 */
export async function benchCopy(client: HttpClient, server: ServerProcess, adminToken: string, log: (line: string) => void): Promise<CopyResult[]> {
  log(`  registrations copy: preparing a source project with ${COPY_SOURCE_REGISTRATIONS} registrations …`);
  const { sourceId, targetId, registrations } = await server.call('copy-projects', { registrations: COPY_SOURCE_REGISTRATIONS });
  const headers = { authorization: `Bearer ${adminToken}` };
  const copy = async (name: string): Promise<CopyResult> => {
    log(`  registrations copy: ${name} …`);
    const answer = await client.request('POST', `/api/project/${sourceId}/registrations/copy`, {
      headers,
      json: { projectId: targetId, uuid: `bench-${name}` },
    });
    if (answer.status !== 200) throw new Error(`copy ${name}: ${answer.status} ${answer.body.toString('utf8', 0, 300)}`);
    const body = JSON.parse(answer.body.toString()) as { copied: number; skipped: number };
    return { name, registrations, copied: body.copied, skipped: body.skipped, ms: answer.ms, status: answer.status };
  };
  return [await copy('into an empty project'), await copy('again (everybody already registered)')];
}
