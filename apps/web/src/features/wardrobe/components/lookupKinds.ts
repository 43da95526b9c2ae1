/**
 * The five stock lookups of `/kledijbeheer` (spec 3 §2, §3): one list-and-form pattern serves
 * them all; this table holds what differs. Racks are numbered by staff (the number is the id).
 */
export type LookupKindKey = 'racks' | 'fabrics' | 'patterns' | 'colors' | 'sizes';

export interface LookupKind {
  key: LookupKindKey;
  /** The generic list call (relative to /api). */
  listEndpoint: string;
  /** The single calls: POST {apiPath}, GET/PUT/DELETE {apiPath}/{id}. */
  apiPath: string;
  /** The text field in the API. */
  field: 'description' | 'type' | 'name' | 'size';
  /** Screens: list, new and edit (colours edit in a modal instead). */
  listPath: string;
  newPath?: string;
  editPath?: (id: number) => string;
  /** Stem of the right flags: canRead{flag}, canCreate{flag}, … */
  flag: string;
  exportPath?: string;
  /** Success texts (spec 3 §8): created with the value's parameter, updated. */
  created: string;
  createdParam: string;
  updated: string;
}

export const LOOKUP_KINDS: Record<LookupKindKey, LookupKind> = {
  racks: {
    key: 'racks',
    listEndpoint: '/stock/racks',
    apiPath: '/clothing/rack',
    field: 'description',
    listPath: '/kledijbeheer/rekken',
    newPath: '/kledijbeheer/rekken/nieuw',
    editPath: (id) => `/kledijbeheer/rekken/${id}`,
    flag: 'Racks',
    exportPath: '/api/reports/racks.xlsx',
    created: 'stock.success.rackCreated',
    createdParam: 'id',
    updated: 'stock.success.rackUpdated',
  },
  fabrics: {
    key: 'fabrics',
    listEndpoint: '/stock/fabrics',
    apiPath: '/clothing/fabric',
    field: 'type',
    listPath: '/kledijbeheer/stoffen',
    newPath: '/kledijbeheer/stoffen/nieuw',
    editPath: (id) => `/kledijbeheer/stoffen/${id}`,
    flag: 'Fabrics',
    exportPath: '/api/reports/fabrics.xlsx',
    created: 'stock.success.fabricCreated',
    createdParam: 'fabric',
    updated: 'stock.success.fabricUpdated',
  },
  patterns: {
    key: 'patterns',
    listEndpoint: '/stock/patterns',
    apiPath: '/clothing/pattern',
    field: 'name',
    listPath: '/kledijbeheer/motieven',
    newPath: '/kledijbeheer/motieven/nieuw',
    editPath: (id) => `/kledijbeheer/motieven/${id}`,
    flag: 'Patterns',
    exportPath: '/api/reports/patterns.xlsx',
    created: 'stock.success.patternCreated',
    createdParam: 'pattern',
    updated: 'stock.success.patternUpdated',
  },
  colors: {
    key: 'colors',
    listEndpoint: '/stock/colors',
    apiPath: '/clothing/color',
    field: 'name',
    listPath: '/kledijbeheer/kleuren',
    flag: 'Colors',
    created: 'stock.success.colorCreated',
    createdParam: 'color',
    updated: 'stock.success.colorUpdated',
  },
  sizes: {
    key: 'sizes',
    listEndpoint: '/stock/clothing_sizes',
    apiPath: '/clothing/clothingSizes',
    field: 'size',
    listPath: '/kledijbeheer/kledij-maten',
    newPath: '/kledijbeheer/kledij-maat/nieuw',
    editPath: (id) => `/kledijbeheer/kledij-maat/${id}`,
    flag: 'Sizes',
    exportPath: '/api/reports/clothing_sizes.xlsx',
    created: 'stock.success.sizeCreated',
    createdParam: 'size',
    updated: 'stock.success.sizeUpdated',
  },
};

/** A lookup row as the lists and single calls answer it. */
export type LookupRow = { id: number } & Partial<Record<LookupKind['field'], string>>;

export const lookupValue = (kind: LookupKind, row: LookupRow): string => row[kind.field] ?? '';
