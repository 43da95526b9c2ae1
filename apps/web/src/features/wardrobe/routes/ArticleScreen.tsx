import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { SectionShell } from '../../../app/section/SectionShell';
import { useArticle } from '../api/get-article';
import { useNextNumber } from '../api/get-next-number';
import { ArticleForm } from '../components/ArticleForm';
import { ArticleStatusBadge } from '../components/ArticleStatusBadge';
import { RentInfo } from '../components/RentInfo';
import { parseArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { useAuth } from '../../../app/auth/useAuth';

/** 'Artikel niet gevonden' (spec 3 §5 §8) with a way back to the list. */
function MissingArticle() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('articles.notFound')}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t('articles.notFoundHint')}</Text>
        <Button component={Link} to="/kledijbeheer/artikels" variant="light" size="xs">
          {t('articles.backToList')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** `/kledijbeheer/artikel/{id}` (spec 3 §2): the article's number and status, its form and its rent info. */
export function ArticleScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const id = parseArticleNumber(params.id ?? '');
  const article = useArticle(id);

  let body;
  if (id === null || (article.error instanceof ApiError && article.error.status === 404)) body = <MissingArticle />;
  else if (article.isPending) body = <Loader aria-label={t('app.loading')} />;
  else if (article.isError) body = <Alert color="red">{describeError(t, article.error)}</Alert>;
  else {
    const a = article.data;
    body = (
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={2} size="h3">
            {t('articles.detailTitle', { number: a.number })}
          </Title>
          <ArticleStatusBadge article={a} />
        </Group>
        {/* Keyed on the data's identity so a saved change reloads the form's fields. */}
        <ArticleForm key={`${a.id}-${JSON.stringify(a)}`} article={a} />
        <RentInfo articleId={a.id} />
      </Stack>
    );
  }
  return (
    <SectionShell section="clothing" page="articles">
      {body}
    </SectionShell>
  );
}

/** `/kledijbeheer/artikel/nieuw`: the empty form; the number it will normally get is shown. */
export function NewArticleScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canCreate = user?.flags.canCreateArticles === true;
  const next = useNextNumber(canCreate);
  return (
    <SectionShell section="clothing" page="articles">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('articles.newTitle')}
        </Title>
        {!canCreate ? (
          <Alert color="orange">{t('errors.forbidden')}</Alert>
        ) : (
          <>
            {next.data && (
              <Text c="dimmed" fz="sm">
                {t('articles.nextNumber', { number: next.data.number })}
              </Text>
            )}
            <ArticleForm />
          </>
        )}
      </Stack>
    </SectionShell>
  );
}
