import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Folds text the way the stored search columns are folded: lower case, accents removed ('José'
 * → 'jose'). The columns use the SQL function `coulisse_unaccent` (migration 0003); queries fold
 * in JavaScript so the pattern stays a plain parameter that the trigram index can use.
 * NFD strips combining marks; the letters below have no decomposition but unaccent maps them too.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[æœßøłđ]/g, (c) => FOLDED[c] ?? c);
}

const FOLDED: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/** A LIKE pattern that finds `text` anywhere in a folded column, with LIKE's wildcards escaped. */
export const containsPattern = (text: string): string => `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL that folds a column or expression like `foldText` (for indexes and similarity). */
export const foldSql = (value: AnyPgColumn | SQL): SQL => sql`coulisse_unaccent(lower(${value}))`;
