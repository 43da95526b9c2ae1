import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionShell } from '../../../app/section/SectionShell';
import { useStockItem } from '../api/get-stock-item';
import { LookupForm } from '../components/LookupForm';
import { useIdParam } from '../components/useIdParam';
import { LOOKUP_KINDS, type LookupKindKey, type LookupRow } from '../components/lookupKinds';

/** The new (`…/nieuw`) and edit (`…/{id}`) screens of racks, fabrics, patterns and sizes (spec 3 §2). */
export function LookupFormScreen({ kindKey, mode }: { kindKey: LookupKindKey; mode: 'new' | 'edit' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = LOOKUP_KINDS[kindKey];
  const id = useIdParam();
  const item = useStockItem<LookupRow>(kind.apiPath, mode === 'edit' ? id : null);
  const back = () => void navigate(kind.listPath);
  const missing = mode === 'edit' && (id === null || item.isError);

  return (
    <SectionShell section="clothing" page={kind.key}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {mode === 'new' ? t(`stock.${kind.key}.new`) : t(`stock.${kind.key}.edit`, { id })}
        </Title>
        {missing && <Alert color="orange">{t('stock.common.notFound')}</Alert>}
        {mode === 'edit' && item.isPending && id !== null && <Loader aria-label={t('app.loading')} />}
        {(mode === 'new' || item.data) && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <LookupForm kind={kind} initial={mode === 'edit' ? item.data! : null} onSaved={back} onCancel={back} />
          </Paper>
        )}
      </Stack>
    </SectionShell>
  );
}
