import { ACCESSORY_TAG, articleFormErrors, joinTags, parseTags } from '@coulisse/shared/rules/wardrobe/articles';
import type { ArticleBody, ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';

/** The article form's fields as the inputs hold them (selects keep string ids). */
export interface ArticleFormState {
  description: string;
  clothingId: string | null;
  clothingSizeId: string | null;
  fabricId: string | null;
  patternId: string | null;
  colorId: string | null;
  rackId: string | null;
  /** The tags without `accessoire`, which the accessory checkbox stands for. */
  tags: string[];
  accessory: boolean;
  inactive: boolean;
  washing: boolean;
  withVat: boolean;
}

export const EMPTY_ARTICLE: ArticleFormState = {
  description: '',
  clothingId: null,
  clothingSizeId: null,
  fabricId: null,
  patternId: null,
  colorId: null,
  rackId: null,
  tags: [],
  accessory: false,
  inactive: false,
  washing: false,
  withVat: false,
};

const str = (id: number | null) => (id === null ? null : String(id));
const num = (id: string | null) => (id ? Number(id) : null);

export function formFromArticle(a: ArticleDto): ArticleFormState {
  const tags = parseTags(a.tags);
  return {
    description: a.description,
    clothingId: String(a.clothingId),
    clothingSizeId: String(a.clothingSizeId),
    fabricId: str(a.fabricId),
    patternId: str(a.patternId),
    colorId: str(a.colorId),
    rackId: str(a.rackId),
    tags: tags.filter((tag) => tag !== ACCESSORY_TAG),
    accessory: tags.includes(ACCESSORY_TAG),
    inactive: !a.active,
    washing: a.washing,
    withVat: a.withVat,
  };
}

/** The body of POST/PUT /api/article; `active` only when the caller may change it. */
export function bodyFromForm(f: ArticleFormState, mayChangeActive: boolean): ArticleBody {
  return {
    description: f.description.trim(),
    clothingId: num(f.clothingId)!,
    clothingSizeId: num(f.clothingSizeId)!,
    fabricId: num(f.fabricId),
    patternId: num(f.patternId),
    colorId: num(f.colorId),
    rackId: num(f.rackId),
    tags: joinTags(f.accessory ? [...f.tags, ACCESSORY_TAG] : f.tags),
    active: mayChangeActive ? !f.inactive : undefined,
    washing: f.washing,
    withVat: f.withVat,
  };
}

/** Spec 3 §5: description, category and size required (catalogue keys per field). */
export const formErrors = (f: ArticleFormState) => articleFormErrors({ description: f.description, categoryId: num(f.clothingId), clothingSizeId: num(f.clothingSizeId) });
