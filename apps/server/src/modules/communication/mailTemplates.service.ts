import type { MailTemplateBody, MailTemplateDto, MailTemplatesAnswer } from '@coulisse/shared/schemas/communication';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/http/errors';
import { hasText, sanitizeMailHtml } from '../../platform/mail/sanitize';
import { deleteTemplate, findTemplate, insertTemplate, listTemplates, updateTemplate, type TemplateRow, type TemplateValues } from './mail.repository';

const present = (row: TemplateRow): MailTemplateDto => ({ id: row.id, name: row.name, subject: row.subject, html: row.html, updatedAt: row.updatedAt.toISOString() });

/** A template is stored sanitised, so every reader (the editor, a preview, a mailing) gets the allow-listed HTML. */
function clean(body: MailTemplateBody): TemplateValues {
  const html = sanitizeMailHtml(body.html);
  if (!hasText(html)) throw invalid('html', 'validation.required');
  return { name: body.name, subject: body.subject, html };
}

export async function getTemplates(ctx: AppContext): Promise<MailTemplatesAnswer> {
  const data = (await listTemplates(ctx.db)).map(present);
  return { data, total: data.length };
}

export async function getTemplate(ctx: AppContext, id: number): Promise<MailTemplateDto> {
  const row = await findTemplate(ctx.db, id);
  if (!row) throw notFound();
  return present(row);
}

export const createTemplate = async (ctx: AppContext, body: MailTemplateBody): Promise<MailTemplateDto> => present(await insertTemplate(ctx.db, clean(body)));

export async function changeTemplate(ctx: AppContext, id: number, body: MailTemplateBody): Promise<MailTemplateDto> {
  const row = await updateTemplate(ctx.db, id, clean(body));
  if (!row) throw notFound();
  return present(row);
}

export async function removeTemplate(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteTemplate(ctx.db, id))) throw notFound();
}
