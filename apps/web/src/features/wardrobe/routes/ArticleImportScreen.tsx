import { ARTICLE_IMPORT_MAX_ROWS, articleImportFileRule, articleImportItems, articleImportTemplate } from '@coulisse/shared/rules/wardrobe/articleImport';
import type { ArticleImportItem } from '@coulisse/shared/rules/wardrobe/articleImport';
import type { ArticleImportPreview, ArticleImportResult } from '@coulisse/shared/schemas/wardrobe/articles';
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/errors';
import { SectionShell } from '../../../app/section/SectionShell';
import { confirmArticleImport, listenArticleImport } from '../api/confirm-article-import';
import { articleKeys } from '../api/keys';
import { previewArticleImport } from '../api/preview-article-import';
import { readCsv } from '../components/readCsv';
import { ImportPreviewTable } from '../components/ImportPreviewTable';

type State =
  | { step: 'file'; busy: boolean; error: string | null }
  | { step: 'preview'; items: ArticleImportItem[]; preview: ArticleImportPreview; progress: number | null; error: string | null }
  | { step: 'result'; result: ArticleImportResult };

const FIRST: State = { step: 'file', busy: false, error: null };
const STEP = { file: 0, preview: 1, result: 3 } as const;
const newUuid = () => globalThis.crypto?.randomUUID?.() ?? '00000000-0000-4000-8000-000000000000';

/**
 * `/kledijbeheer/import` (spec 3 §4 Import, §5 Files): choose a csv file (semicolon separated, the
 * first row skipped, ≤ 10 MB), see every row and its problems, confirm, see the result. The import
 * is all or nothing; its progress comes over the live connection.
 */
export function ArticleImportScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<State>(FIRST);
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${articleImportTemplate()}`)}`, []);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = articleImportFileRule(file);
    if (problem) return setState({ step: 'file', busy: false, error: t(problem) });
    setState({ step: 'file', busy: true, error: null });
    const items = articleImportItems(await readCsv(file));
    if (!items.length) return setState({ step: 'file', busy: false, error: t('articles.import.empty') });
    if (items.length > ARTICLE_IMPORT_MAX_ROWS) return setState({ step: 'file', busy: false, error: t('articles.import.tooMany', { max: ARTICLE_IMPORT_MAX_ROWS }) });
    try {
      setState({ step: 'preview', items, preview: await previewArticleImport({ items }), progress: null, error: null });
    } catch (error) {
      setState({ step: 'file', busy: false, error: describeError(t, error) });
    }
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    const uuid = newUuid();
    setState({ ...state, progress: 0, error: null });
    const close = listenArticleImport(uuid, (done, total) => setState((s) => (s.step === 'preview' ? { ...s, progress: Math.round((done / total) * 100) } : s)));
    try {
      const result = await confirmArticleImport({ items: state.items, uuid });
      void client.invalidateQueries({ queryKey: articleKeys.all });
      setState({ step: 'result', result });
    } catch (error) {
      setState({ ...state, progress: null, error: t('articles.import.failed', { message: describeError(t, error) }) });
    } finally {
      close();
    }
  };

  return (
    <SectionShell section="clothing" page="import">
      <Stepper active={STEP[state.step]} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t('articles.import.file')} />
        <Stepper.Step label={t('articles.import.preview')} />
        <Stepper.Step label={t('articles.import.title')} />
      </Stepper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {state.step === 'file' && (
          <Stack gap="md">
            <Text>{t('articles.import.intro')}</Text>
            <Text fz="sm" c="dimmed">
              {t('articles.import.columns')}
            </Text>
            <Anchor href={template} download="artikels-import.csv" fz="sm">
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {t('articles.import.template')}
              </Group>
            </Anchor>
            <FileInput label={t('articles.import.file')} description={t('articles.import.fileHint')} accept=".csv,text/csv" leftSection={<IconFileTypeCsv size={18} aria-hidden />} onChange={(f) => void choose(f)} disabled={state.busy} clearable={false} />
            {state.busy && <Progress value={100} animated aria-label={t('app.loading')} />}
            {state.error && <Alert color="red">{state.error}</Alert>}
          </Stack>
        )}
        {state.step === 'preview' && (
          <Stack gap="md">
            <Text fw={600}>{t('articles.import.rows', { count: state.preview.rows.length })}</Text>
            {state.preview.refused > 0 && <Alert color="orange">{t('articles.import.problemCount', { count: state.preview.refused })}</Alert>}
            <ImportPreviewTable preview={state.preview} />
            {state.progress !== null && (
              <Stack gap={4}>
                <Text fz="sm">{t('articles.import.importing')}</Text>
                <Progress value={state.progress} aria-label={t('articles.import.importing')} />
              </Stack>
            )}
            {state.error && <Alert color="red">{state.error}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setState(FIRST)} disabled={state.progress !== null}>
                {t('articles.import.again')}
              </Button>
              <Button onClick={() => void confirm()} disabled={state.preview.refused > 0} loading={state.progress !== null}>
                {t('articles.import.confirm', { count: state.preview.accepted })}
              </Button>
            </Group>
          </Stack>
        )}
        {state.step === 'result' && (
          <Stack gap="md" align="flex-start">
            <Alert color="green" w="100%">
              {t('articles.import.done', { count: state.result.imported })}
              {state.result.first && ` (${state.result.first} – ${state.result.last})`}
            </Alert>
            <Group>
              <Button component={Link} to="/kledijbeheer/artikels">
                {t('articles.backToList')}
              </Button>
              <Button variant="default" onClick={() => setState(FIRST)}>
                {t('articles.import.again')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </SectionShell>
  );
}
