import type { ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { Alert, Autocomplete, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useArticleLookups, type ArticleLookups } from '../api/get-article-lookups';
import { useDescriptionSuggestions } from '../api/get-description-suggestions';
import { useTagSuggestions } from '../api/get-tag-suggestions';
import { useSaveArticle } from '../api/save-article';
import { articlePath } from './useArticlesList';
import { bodyFromForm, EMPTY_ARTICLE, formErrors, formFromArticle, type ArticleFormState } from './articleFormState';

type LookupField = 'clothingId' | 'clothingSizeId' | 'fabricId' | 'patternId' | 'colorId' | 'rackId';
const SELECTS: { field: LookupField; label: string; lookup: keyof ArticleLookups; required?: boolean }[] = [
  { field: 'clothingId', label: 'articles.category', lookup: 'categories', required: true },
  { field: 'clothingSizeId', label: 'articles.size', lookup: 'sizes', required: true },
  { field: 'fabricId', label: 'articles.fabric', lookup: 'fabrics' },
  { field: 'patternId', label: 'articles.pattern', lookup: 'patterns' },
  { field: 'colorId', label: 'articles.color', lookup: 'colors' },
  { field: 'rackId', label: 'articles.rack', lookup: 'racks' },
];

/**
 * The article form (spec 3 §2 §5): description (with suggestions), clothing item, size, fabric,
 * pattern, colour, rack, tags (with suggestions), and the flags inactive (only with
 * canDeleteArticles), accessoire, washing and withVat. Without canUpdateArticles it only shows.
 */
export function ArticleForm({ article }: { article?: ArticleDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const flags = user?.flags ?? {};
  const editable = article ? flags.canUpdateArticles === true : flags.canCreateArticles === true;
  const mayChangeActive = flags.canDeleteArticles === true;
  const lookups = useArticleLookups();
  const save = useSaveArticle(article?.id ?? null);
  const [form, setForm] = useState<ArticleFormState>(() => (article ? formFromArticle(article) : EMPTY_ARTICLE));
  const [touched, setTouched] = useState<Partial<Record<keyof ArticleFormState, boolean>>>({});
  const [debouncedDescription] = useDebouncedValue(form.description, 300);
  const descriptions = useDescriptionSuggestions(debouncedDescription);
  const [tagSearch, setTagSearch] = useState('');
  const [debouncedTag] = useDebouncedValue(tagSearch, 300);
  const tags = useTagSuggestions(debouncedTag);

  const set = <K extends keyof ArticleFormState>(key: K, value: ArticleFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const ruleErrors = formErrors(form);
  const local: Partial<Record<string, string>> = { description: ruleErrors.description, clothingId: ruleErrors.categoryId, clothingSizeId: ruleErrors.clothingSizeId };
  const server = save.error instanceof ApiError ? save.error.fields : {};
  const err = (field: keyof ArticleFormState) => (touched[field] && local[field] ? translateMessage(t, local[field]) : server[field] ? translateMessage(t, server[field]) : undefined);
  const blur = (field: keyof ArticleFormState) => () => setTouched((x) => ({ ...x, [field]: true }));

  const submit = async () => {
    setTouched({ description: true, clothingId: true, clothingSizeId: true });
    if (Object.keys(ruleErrors).length) return;
    const saved = await save.mutateAsync(bodyFromForm(form, mayChangeActive));
    notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t(article ? 'articles.updated' : 'articles.created', { number: saved.number }) });
    if (!article) void navigate(articlePath(saved.id), { replace: true });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <Stack gap="md">
          {save.error && !Object.keys(server).length && <Alert color="red">{save.error.message}</Alert>}
          <Autocomplete
            label={t('articles.description')}
            required
            maxLength={255}
            disabled={!editable}
            data={(descriptions.data ?? []).filter((d) => d !== form.description)}
            value={form.description}
            onChange={(v) => set('description', v)}
            onBlur={blur('description')}
            error={err('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {SELECTS.map((s) => (
              <Select
                key={s.field}
                label={t(s.label)}
                required={s.required}
                placeholder={s.required ? t('articles.choose') : t('articles.none')}
                searchable
                clearable={!s.required}
                disabled={!editable}
                data={(lookups.data?.[s.lookup] ?? []).map((o) => ({ value: String(o.id), label: o.label }))}
                value={form[s.field]}
                onChange={(v) => set(s.field, v)}
                onBlur={blur(s.field)}
                error={err(s.field)}
              />
            ))}
          </SimpleGrid>
          <TagsInput
            label={t('articles.tags')}
            description={t('articles.tagsHint')}
            disabled={!editable}
            data={(tags.data ?? []).filter((tag) => tag !== 'accessoire')}
            value={form.tags}
            onChange={(v) => {
              const lower = v.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
              setForm((f) => ({ ...f, tags: lower.filter((tag) => tag !== 'accessoire'), accessory: f.accessory || lower.includes('accessoire') }));
            }}
            searchValue={tagSearch}
            onSearchChange={setTagSearch}
            splitChars={[',', '|']}
            clearable
            error={err('tags')}
          />
          <Group gap="lg">
            <Checkbox label={t('articles.inactive')} checked={form.inactive} disabled={!editable || !mayChangeActive} onChange={(e) => set('inactive', e.currentTarget.checked)} />
            <Checkbox label={t('articles.accessory')} checked={form.accessory} disabled={!editable} onChange={(e) => set('accessory', e.currentTarget.checked)} />
            <Checkbox label={t('articles.washing')} checked={form.washing} disabled={!editable} onChange={(e) => set('washing', e.currentTarget.checked)} />
            <Checkbox label={t('articles.withVat')} checked={form.withVat} disabled={!editable} onChange={(e) => set('withVat', e.currentTarget.checked)} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/kledijbeheer/artikels')}>
              {t('articles.backToList')}
            </Button>
            {editable && (
              <Button type="submit" loading={save.isPending}>
                {t('app.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
