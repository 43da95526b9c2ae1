import { describe, expect, it } from 'vitest';
import { apiFilters, hasUserFilters, listSearch, readListState } from './listState';
import type { ListFilterWidget } from './types';

const config = {
  textFilter: 'Zoeken',
  filters: [
    { kind: 'segmented', name: 'read', label: 'Status', options: [{ value: '0', label: 'Ongelezen' }, { value: '1', label: 'Gelezen' }], numeric: true, defaultValue: '0' },
    { kind: 'select', name: 'category', label: 'Categorie', options: [{ value: '6', label: 'Contact' }], numeric: true },
  ] satisfies ListFilterWidget[],
  sortFields: [{ field: 'creationDt', label: 'Ontvangen' }],
  defaultSort: 'creationDt:desc',
};
const filtersOf = (query: string) => apiFilters(readListState(new URLSearchParams(query), config), config);

describe('a filter widget with a default value (spec 1 §9 default filters)', () => {
  it.each([
    ['', { read: 0 }],
    ['read=1', { read: 1 }],
    ['read=all', { read: null }],
    ['category=6', { read: 0, category: 6 }],
    ['read=all&text=jan', { text: 'jan', read: null }],
  ])('?%s sends %j', (query, expected) => {
    expect(filtersOf(query)).toEqual(expected);
  });

  it('is sent explicitly, so "Alle" overrides the server default and the default is no user filter', () => {
    expect(listSearch(filtersOf('read=all'), 'creationDt:desc', 0, 10)).toContain(`filters=${encodeURIComponent('{"read":null}')}`);
    expect(hasUserFilters(readListState(new URLSearchParams(''), config))).toBe(false);
    expect(hasUserFilters(readListState(new URLSearchParams('read=all'), config))).toBe(true);
  });
});
