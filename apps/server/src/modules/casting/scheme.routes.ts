import { IMPORT_FILE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import { schemeImportAnswer, schemeImportQuery } from '@coulisse/shared/schemas/casting';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { sendFile } from '../../platform/http/files';
import { rowIdParam } from '../../platform/http/params';
import { readUploadedFile } from '../../platform/http/upload';
import { inProject } from './casting.access';
import { importScheme, importSchemeUsers } from './scheme.service';
import { roleSchemeFile, SCHEME_TEMPLATES, templateFile } from './scheme.xlsx';

const tags = ['casting'];
const idParams = z.object({ id: rowIdParam });
const token = z.string().max(200).optional();

/** Import dialog tabs (spec 2 §6): the scheme needs a create right, the players an update right, the export a read right. */
const importSchemeAccess: AccessRule = { anyOf: [inProject('canCreateRoles'), inProject('canCreateGroups'), inProject('canCreateScenes')] };
const importUsersAccess: AccessRule = { anyOf: [inProject('canUpdateRoles'), inProject('canUpdateGroups')] };
const exportSchemeAccess: AccessRule = { anyOf: [inProject('canReadRoles'), inProject('canReadGroups')] };

/**
 * The templates hold no project data but serve the import tabs only: whoever may import that file,
 * in the project of `projectId` or, without it, in some project (the dialog opens inside one).
 */
const templateAccess = (...flags: ('canCreateRoles' | 'canCreateGroups' | 'canCreateScenes' | 'canUpdateRoles' | 'canUpdateGroups')[]): AccessRule => ({
  anyOf: flags.map((flag) => ({ flag, project: { query: 'projectId', absent: 'anywhere' } })),
});
const TEMPLATE_ACCESS: Record<keyof typeof SCHEME_TEMPLATES, AccessRule> = {
  import_role_scheme: templateAccess('canCreateRoles', 'canCreateGroups', 'canCreateScenes'),
  import_role_scheme_users: templateAccess('canUpdateRoles', 'canUpdateGroups'),
};

/** The role scheme (spec 2 §6 §7): import of the scheme and of its players (CSV), export (xlsx) and the import templates. */
export async function schemeRoutes(api: App, ctx: AppContext) {
  const importSchema = (summary: string) => ({ tags, summary, consumes: ['multipart/form-data'], params: idParams, querystring: schemeImportQuery, response: { 200: schemeImportAnswer } });
  api.post(
    '/project/:id/import/scheme',
    { config: { access: importSchemeAccess }, schema: importSchema('Import scenes, roles and groups (CSV, first row skipped): preview, or with confirm=true all rows or none') },
    async (request) => importScheme(ctx, request.auth!, request.params.id, await readUploadedFile(request, IMPORT_FILE_MAX_BYTES), request.query.confirm === 'true'),
  );
  api.post(
    '/project/:id/import/scheme/users',
    { config: { access: importUsersAccess }, schema: importSchema('Import players of roles and members of groups per cast (CSV): preview, or with confirm=true all rows or none') },
    async (request) => importSchemeUsers(ctx, request.auth!, request.params.id, await readUploadedFile(request, IMPORT_FILE_MAX_BYTES), request.query.confirm === 'true'),
  );

  api.get(
    '/reports/project/:id/role_scheme.xlsx',
    { config: { access: exportSchemeAccess, download: true }, schema: { tags, summary: 'The role scheme and its players as xlsx, in the columns of the import', params: idParams, querystring: z.object({ token }) } },
    async (request, reply) => sendFile(reply, await roleSchemeFile(ctx.db, request.params.id)),
  );
  for (const name of Object.keys(SCHEME_TEMPLATES) as (keyof typeof SCHEME_TEMPLATES)[]) {
    api.get(
      `/templates/${name}.xlsx`,
      {
        config: { access: TEMPLATE_ACCESS[name], download: true },
        schema: { tags, summary: 'A role scheme import template; opened with a download token', querystring: z.object({ projectId: rowIdParam.optional(), token }) },
      },
      async (_request, reply) => sendFile(reply, await templateFile(name)),
    );
  }
}
