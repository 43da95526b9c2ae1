import type { Flag } from '@coulisse/shared/access/flags';
import { z } from 'zod';
import type { RecordKind } from '../../platform/access/resolvers';
import type { App } from '../../platform/http/app';
import { rowIdParam } from '../../platform/http/params';

interface SettingsTab<Body extends z.ZodType, Dto extends z.ZodType> {
  /** POST /project/:id/{plural} adds an item; PUT and DELETE /project/:id/{single}/:{param} change and remove one. */
  plural: string;
  single: string;
  /** The item id's name in the path (it shows in the API description). */
  param: string;
  /** The record kind whose resolver finds an item's project. */
  kind: RecordKind;
  /** The flag each call needs: adding in the project of the path, changing and removing in the item's project. */
  flags: Record<'create' | 'update' | 'delete', Flag>;
  body: Body;
  dto: Dto;
  create(projectId: number, body: z.output<Body>): Promise<z.input<Dto>>;
  update(projectId: number, itemId: number, body: z.output<Body>): Promise<z.input<Dto>>;
  remove(projectId: number, itemId: number): Promise<void>;
}

const tags = ['projects'];

/**
 * The calls of one list tab of the project settings (spec 2 §7): add (201 with the item),
 * change (200 with the item) and remove (204) an item of the project in the path. Changing and
 * removing go through the item, so an item of another project, a missing one and a refused one all
 * answer 404; the service then holds the item to the path's project as well.
 */
export function settingsTabRoutes<Body extends z.ZodType, Dto extends z.ZodType>(api: App, tab: SettingsTab<Body, Dto>) {
  // Fastify's types cannot follow the generic schemas: the handlers see plain types, the callbacks the precise ones.
  const body: z.ZodType = tab.body;
  const dto: z.ZodType = tab.dto;
  const params = z.object({ id: rowIdParam });
  const itemParams: z.ZodType<Record<string, number>, unknown> = z.object({ id: rowIdParam, [tab.param]: rowIdParam });
  const onItem = (flag: Flag) => ({ flag, project: { param: tab.param, via: tab.kind } });
  // The schema above has checked both ids.
  const ids = (path: Record<string, number>) => [path.id!, path[tab.param]!] as const;

  api.post(
    `/project/:id/${tab.plural}`,
    { config: { access: { flag: tab.flags.create, project: 'id' } }, schema: { tags, params, body, response: { 201: dto } } },
    async (request, reply) => {
      reply.status(201);
      return tab.create(request.params.id, request.body as z.output<Body>);
    },
  );
  api.put(
    `/project/:id/${tab.single}/:${tab.param}`,
    { config: { access: onItem(tab.flags.update) }, schema: { tags, params: itemParams, body, response: { 200: dto } } },
    (request) => tab.update(...ids(request.params), request.body as z.output<Body>),
  );
  api.delete(`/project/:id/${tab.single}/:${tab.param}`, { config: { access: onItem(tab.flags.delete) }, schema: { tags, params: itemParams } }, async (request, reply) => {
    await tab.remove(...ids(request.params));
    return reply.status(204).send();
  });
}
