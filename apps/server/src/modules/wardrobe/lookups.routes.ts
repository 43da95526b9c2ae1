import type { RightKey } from '@coulisse/shared/access/registry';
import { lookupOption } from '@coulisse/shared/schemas/wardrobe/articles';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { registerListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { categoryNames } from './categories.service';
import { LOOKUPS, OPTIONS, right } from './lookups';
import { createLookup, deleteLookup, getLookup, optionsOf, updateLookupValue } from './lookups.service';
import { lookupList } from './stock.list';
import { on } from './wardrobe.access';

const tags = ['wardrobe'];
const idParams = z.object({ id: rowIdParam });

/** Readable with canReadArticles (the article form needs it) or the lookup's own read right. */
const readWith = (lookupRight: RightKey): AccessRule => ({ anyOf: [{ right: 'articles.read' }, { right: lookupRight }] });

/**
 * The single-field lookups (spec 3 §7 Stock): each one's list, one row, create, update and delete;
 * and the article form's read-only select lists.
 */
export async function lookupsRoutes(api: App, ctx: AppContext) {
  for (const def of LOOKUPS) {
    registerListResource(api, ctx, lookupList(def));
    const path = `/clothing/${def.single}`;

    api.get(`${path}/:id`, { config: { access: on(def.kind, `${def.area}.read`) }, schema: { tags, params: idParams, response: { 200: def.dto } } }, (request) =>
      getLookup(ctx, def, request.params.id),
    );

    api.post(path, { config: { access: right(def.area, 'create') }, schema: { tags, body: def.body, response: { 201: def.dto } } }, async (request, reply) =>
      reply.status(201).send(await createLookup(ctx, def, request.body[def.key]!)),
    );

    api.put(`${path}/:id`, { config: { access: on(def.kind, `${def.area}.update`) }, schema: { tags, params: idParams, body: def.body, response: { 200: def.dto } } }, (request) =>
      updateLookupValue(ctx, def, request.params.id, request.body[def.key]!),
    );

    api.delete(`${path}/:id`, { config: { access: on(def.kind, `${def.area}.delete`) }, schema: { tags, params: idParams } }, (request) => deleteLookup(ctx, def, request.params.id));
  }

  api.get(
    '/clothing',
    { config: { access: readWith('categories.read') }, schema: { tags, summary: 'Clothing items (categories): id and name, by name', response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) } } },
    () => categoryNames(ctx),
  );
  for (const lookup of OPTIONS) {
    api.get(lookup.path, { config: { access: readWith(lookup.right) }, schema: { tags, summary: `${lookup.summary}: id and label, sorted`, response: { 200: z.array(lookupOption) } } }, () =>
      optionsOf(ctx, lookup),
    );
  }
}
