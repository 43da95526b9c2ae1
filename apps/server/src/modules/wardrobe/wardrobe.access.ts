import type { RightKey } from '@coulisse/shared/access/registry';
import { articles, categories, clothingSizes, colors, fabrics, orders, patterns, racks } from '../../db/schema/index';
import { registerResolver, type RecordKind } from '../../platform/access/resolvers';
import type { AccessRule } from '../../platform/access/rules';
import { recordsOfNoProject } from './stock.repository';

declare module '../../platform/access/resolvers' {
  /** The wardrobe's records: every one belongs to no project, so only global rights count. */
  interface RecordKinds {
    article: true;
    rentalOrder: true;
    category: true;
    rack: true;
    clothingSize: true;
    fabric: true;
    pattern: true;
    color: true;
  }
}

/** The resolver of each wardrobe record kind, made once: every app built in a process registers the same ones. */
const RESOLVERS = {
  article: recordsOfNoProject(articles.id),
  rentalOrder: recordsOfNoProject(orders.id),
  category: recordsOfNoProject(categories.id),
  rack: recordsOfNoProject(racks.id),
  clothingSize: recordsOfNoProject(clothingSizes.id),
  fabric: recordsOfNoProject(fabrics.id),
  pattern: recordsOfNoProject(patterns.id),
  color: recordsOfNoProject(colors.id),
} as const;

/**
 * Lets routes name wardrobe records in their access rules; called before the routes are declared.
 * The stock and the rentals are global areas (spec 3 §6): a record has no project, so the resolver
 * only tells whether it exists, and a refused caller gets the 404 of a missing record.
 */
export function registerWardrobeAccess(): void {
  for (const [kind, resolve] of Object.entries(RESOLVERS)) registerResolver(kind as keyof typeof RESOLVERS, resolve);
}

/** A right on the record in the path (`:id` unless named): 404 for a missing record and a refused one alike. */
export const on = (kind: RecordKind, right: RightKey, param = 'id'): AccessRule => ({ right, project: { param, via: kind } });
