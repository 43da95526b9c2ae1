import { messageKey } from '@coulisse/shared/i18n/index';
import { importedActive } from '@coulisse/shared/rules/wardrobe/articleImport';
import { ARTICLE_DESCRIPTION_MAX, padArticleNumber, parseArticleNumber, parseTags, tagRule } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleImportPreview, ArticleImportPreviewRow, ArticleImportResult, articleImportBody } from '@coulisse/shared/schemas/wardrobe/articles';
import type { z } from 'zod';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { importLookups, insertArticles, numbersInUse, passHighestNumber, type NewArticle } from './import.repository';

type Body = z.output<typeof articleImportBody>;
type Item = Body['items'][number];
/** Articles written per statement (PostgreSQL's parameter limit), with a progress event after each. */
const CHUNK = 1000;

interface Checked {
  preview: ArticleImportPreviewRow;
  value: NewArticle | null;
}

/**
 * Checks every row against the lookups, the numbers in use and the other rows (spec 3 §5): a row
 * with a problem is refused; the others become the articles to insert.
 */
async function check(db: DbOrTx, items: Item[]): Promise<Checked[]> {
  const lookups = await importLookups(db);
  const numbers = items.map((i) => (i.number ? parseArticleNumber(i.number) : null)).filter((n): n is number => n !== null);
  const taken = await numbersInUse(db, numbers, CHUNK);
  const seen = new Set<number>();
  return items.map((item) => {
    const problems: string[] = [];
    const find = (kind: 'category' | 'size' | 'fabric' | 'pattern' | 'color', key: string) => {
      const value = item[kind];
      if (!value) return null;
      const id = lookups[kind].get(value.toLowerCase());
      if (id === undefined) problems.push(messageKey(`articles.import.${key}`, { value }));
      return id ?? null;
    };
    let id: number | null = null;
    if (item.number) {
      id = parseArticleNumber(item.number);
      if (id === null) problems.push(messageKey('articles.import.badNumber', { value: item.number }));
      else if (taken.has(id)) problems.push(messageKey('articles.import.numberTaken', { value: padArticleNumber(id) }));
      else if (seen.has(id)) problems.push(messageKey('articles.import.numberTwice', { value: padArticleNumber(id) }));
      if (id !== null) seen.add(id);
    }
    if (!item.description) problems.push('articles.import.missingDescription');
    else if (item.description.length > ARTICLE_DESCRIPTION_MAX) problems.push('articles.import.tooLong');
    if (!item.category) problems.push('articles.import.missingCategory');
    if (!item.size) problems.push('articles.import.missingSize');
    const categoryId = find('category', 'unknownCategory');
    const clothingSizeId = find('size', 'unknownSize');
    const fabricId = find('fabric', 'unknownFabric');
    const patternId = find('pattern', 'unknownPattern');
    const colorId = find('color', 'unknownColor');
    let rackId: number | null = null;
    if (item.rack) {
      rackId = parseArticleNumber(item.rack);
      if (rackId === null || !lookups.racks.has(rackId)) problems.push(messageKey('articles.import.unknownRack', { value: item.rack }));
    }
    const tags = parseTags(item.tags);
    for (const tag of tags) {
      const problem = tagRule(tag);
      if (problem) problems.push(problem);
    }
    const active = importedActive(item.active);
    const preview: ArticleImportPreviewRow = {
      row: item.row,
      number: id === null ? null : padArticleNumber(id),
      description: item.description,
      category: item.category,
      size: item.size,
      rack: rackId,
      tags: tags.join('|'),
      active,
      problems,
    };
    const value: NewArticle | null = problems.length
      ? null
      : { ...(id === null ? {} : { id }), description: item.description, categoryId: categoryId!, clothingSizeId: clothingSizeId!, fabricId, patternId, colorId, rackId, tags: tags.join('|'), active };
    return { preview, value };
  });
}

/** POST /api/clothing/import/preview: every row with what it becomes and its problems; nothing is written. */
export async function previewArticleImport(ctx: AppContext, body: Body): Promise<ArticleImportPreview> {
  const rows = (await check(ctx.db, body.items)).map((c) => c.preview);
  const accepted = rows.filter((r) => r.problems.length === 0).length;
  return { rows, accepted, refused: rows.length - accepted };
}

/**
 * POST /api/clothing/import: all rows or none (one problem refuses the file). Rows with a number
 * go in first, then the sequence moves past the highest number, so rows without one get fresh
 * numbers. Progress goes to the importer's sockets as ARTICLE_IMPORT_PROGRESS.
 */
export async function confirmArticleImport(ctx: AppContext, auth: Auth, body: Body): Promise<ArticleImportResult> {
  const checked = await check(ctx.db, body.items);
  const refused = checked.filter((c) => !c.value).length;
  if (refused) throw new AppError('validation', 'articles.import.problemCount', { count: refused });
  const values = checked.map((c) => c.value!);
  const ordered = [...values.filter((v) => v.id !== undefined), ...values.filter((v) => v.id === undefined)];
  const firstDefault = ordered.findIndex((v) => v.id === undefined);
  const progress = (done: number) => {
    if (body.uuid) ctx.realtime.emit(`user:${auth.user.id}`, 'ARTICLE_IMPORT_PROGRESS', { uuid: body.uuid, done, total: values.length });
  };
  progress(0);
  const ids = await ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let start = 0; start < ordered.length; start += CHUNK) {
      let chunk = ordered.slice(start, start + CHUNK);
      // Where the numbered rows end, the sequence must first pass the highest number in use.
      if (firstDefault >= start && firstDefault < start + CHUNK && firstDefault > 0) {
        ids.push(...(await insertArticles(tx, chunk.slice(0, firstDefault - start))));
        await passHighestNumber(tx);
        chunk = chunk.slice(firstDefault - start);
      }
      ids.push(...(await insertArticles(tx, chunk)));
      progress(Math.min(start + CHUNK, ordered.length));
    }
    if (firstDefault === -1) await passHighestNumber(tx);
    return ids;
  });
  return { imported: ids.length, first: ids.length ? padArticleNumber(Math.min(...ids)) : null, last: ids.length ? padArticleNumber(Math.max(...ids)) : null };
}
