import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_OFFSET_MAX, SEARCH_PAGE_SIZE, type SearchGroup } from '@coulisse/shared/schemas/search';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSearch } from '../api/search';
import { ResultContent } from '../components/ResultContent';
import { useResultLink } from '../components/resultLinks';
import classes from './SearchResultsScreen.module.css';
import { Pages } from '../../../components/ui/Pages';

const pageParam = (type: SearchGroup['type']) => `${type}Page`;
/** Paging stops where the server's offset limit does. */
const MAX_PAGES = Math.floor(SEARCH_OFFSET_MAX / SEARCH_PAGE_SIZE) + 1;

/**
 * `/zoekresultaten?q=…` (spec 1 §2, spec 3 "Search results"): every match per type the user may
 * see, 10 per page, each type paged on its own (`?usersPage=2`), each result opening its route.
 */
export function SearchResultsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const [params, setParams] = useSearchParams();
  const text = (params.get('q') ?? '').replace(/\s+/g, ' ').trim();
  const valid = text.length >= SEARCH_MIN_LENGTH && text.length <= SEARCH_MAX_LENGTH;
  const first = useSearch({ search: text, limit: SEARCH_PAGE_SIZE }, valid);
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  // A new text in the address (from the top bar) replaces what was typed here.
  if (shown !== text) {
    setShown(text);
    setDraft(text);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.replace(/\s+/g, ' ').trim();
    if (next) setParams({ q: next });
  };
  const setPage = (type: SearchGroup['type'], page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set(pageParam(type), String(page));
      else next.delete(pageParam(type));
      return next;
    });

  const groups = first.data && !first.isPlaceholderData ? first.data.groups : [];
  let body;
  if (!text) body = <Text c="dimmed">{t('search.noQuery')}</Text>;
  else if (!valid) body = <Text c="dimmed">{t(text.length < SEARCH_MIN_LENGTH ? 'search.tooShort' : 'validation.length', { min: SEARCH_MIN_LENGTH, max: SEARCH_MAX_LENGTH })}</Text>;
  else if (first.isError)
    body = (
      <Alert color="red" title={t('search.loadFailed')}>
        <Button variant="light" color="red" onClick={() => void first.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  else if (first.isPending || first.isPlaceholderData) body = <Skeleton height={160} radius="md" />;
  else if (groups.every((g) => g.total === 0))
    body = (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center">{t('errors.noSearchResults')}</Text>
      </Paper>
    );
  else
    body = groups
      .filter((g) => g.total > 0)
      .map((group) => <ResultGroup key={group.type} text={text} firstPage={group} page={Math.min(MAX_PAGES, Math.max(1, Number(params.get(pageParam(group.type))) || 1))} onPage={(p) => setPage(group.type, p)} />);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('search.title')}
        </Title>
        {valid && <Text c="dimmed">{t('search.resultsFor', { search: text })}</Text>}
      </Stack>
      <form onSubmit={submit} role="search">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
      {body}
    </Stack>
  );
}

/** One type's results: page 1 from the first answer, later pages asked for this type alone. */
function ResultGroup({ text, firstPage, page, onPage }: { text: string; firstPage: SearchGroup; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const link = useResultLink();
  const later = useSearch({ search: text, type: firstPage.type, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE }, page > 1);
  const group = page > 1 ? later.data?.groups[0] : firstPage;
  const label = t(`search.types.${firstPage.type}`);
  const pages = Math.min(MAX_PAGES, Math.ceil(firstPage.total / SEARCH_PAGE_SIZE));
  const headingId = `search-${firstPage.type}`;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {label}
        </Title>
        <Badge variant="light" color="gray">
          {firstPage.total.toLocaleString()}
        </Badge>
      </Group>
      {later.isError && page > 1 ? (
        <Alert color="red" title={t('search.loadFailed')}>
          <Button variant="light" color="red" onClick={() => void later.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : !group ? (
        <Skeleton height={120} />
      ) : (
        <ul className={classes.list} aria-busy={later.isFetching || undefined}>
          {group.items.map((item) => {
            const to = link(firstPage.type, item);
            return (
              <li key={item.id}>
                {to ? (
                  <UnstyledButton component={Link} to={to} className={classes.item}>
                    <ResultContent type={firstPage.type} item={item} size="md" />
                  </UnstyledButton>
                ) : (
                  <div className={classes.item}>
                    <ResultContent type={firstPage.type} item={item} size="md" />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && <Pages mt="md" total={pages} value={page} onChange={onPage} size="sm" aria-label={t('search.pages', { label })} />}
    </Paper>
  );
}
