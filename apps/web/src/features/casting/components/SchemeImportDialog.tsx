import type { RightFlags } from '@coulisse/shared/access/flags';
import { IMPORT_FILE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import type { SchemeImportAnswer } from '@coulisse/shared/schemas/casting';
import { Alert, Badge, Button, FileButton, Group, List, Modal, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../components/ui/list/download';
import { GENERIC_ERROR } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useImportScheme, type SchemeImportKind as ImportKind } from '../api/import-scheme';

const TEMPLATES: Record<ImportKind, string> = { scheme: '/api/templates/import_role_scheme.xlsx', users: '/api/templates/import_role_scheme_users.xlsx' };
const HEADERS: Record<ImportKind, string[]> = { scheme: ['kind', 'identifier', 'name', 'description', 'speaking', 'scenes'], users: ['kind', 'identifier', 'email', 'cast'] };
/** Rows shown in the preview; a long file shows its refused rows first. */
const SHOWN = 200;

/** The tabs of the import dialog follow the rights of spec 2 §6. */
export function schemeImportTabs(flags: Partial<RightFlags>) {
  return {
    scheme: Boolean(flags.canCreateRoles || flags.canCreateGroups || flags.canCreateScenes),
    users: Boolean(flags.canUpdateRoles || flags.canUpdateGroups),
    export: Boolean(flags.canReadRoles || flags.canReadGroups),
  };
}

type State = { step: 'file'; error: string | null } | { step: 'preview'; file: File; answer: SchemeImportAnswer; error: string | null } | { step: 'result'; answer: SchemeImportAnswer };

/** One import tab: choose a CSV → preview with every row's problems → confirm (all or nothing) → result. */
function ImportTab({ projectId, kind }: { projectId: number; kind: ImportKind }) {
  const { t } = useTranslation();
  const download = useDownload();
  const [state, setState] = useState<State>({ step: 'file', error: null });
  const mutation = useImportScheme(projectId, kind);
  const messageOf = (e: unknown) => (e instanceof Error ? e.message : GENERIC_ERROR);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setState({ step: 'file', error: t('form.error.fileType') });
    if (file.size > IMPORT_FILE_MAX_BYTES) return setState({ step: 'file', error: t('form.error.fileSize') });
    mutation.mutate(
      { file, confirm: false },
      { onSuccess: (answer) => setState({ step: 'preview', file, answer, error: null }), onError: (e) => setState({ step: 'file', error: messageOf(e) }) },
    );
  };
  const confirm = () => {
    if (state.step !== 'preview') return;
    mutation.mutate(
      { file: state.file, confirm: true },
      {
        onSuccess: (answer) => setState({ step: 'result', answer }),
        onError: (e) => setState({ ...state, error: messageOf(e) }),
      },
    );
  };

  const intro = <Text fz="sm">{t(kind === 'scheme' ? 'casting.schemeImport.introScheme' : 'casting.schemeImport.introUsers')}</Text>;
  if (state.step === 'result')
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {state.answer.message}
        </Alert>
        <Group>
          <Button variant="light" onClick={() => setState({ step: 'file', error: null })}>
            {t('casting.schemeImport.otherFile')}
          </Button>
        </Group>
      </Stack>
    );
  if (state.step === 'preview') {
    const { answer } = state;
    const rows = [...answer.rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.row - b.row).slice(0, SHOWN);
    return (
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>{state.file.name}</Text>
          <Badge color={answer.refused ? 'red' : 'green'} variant="light">
            {t('casting.schemeImport.accepted', { accepted: answer.accepted, refused: answer.refused })}
          </Badge>
        </Group>
        {answer.refused > 0 && <Alert color="orange">{t('casting.schemeImport.refusedHint')}</Alert>}
        <ScrollArea.Autosize mah="40vh" type="auto">
          <Table striped withTableBorder fz="sm" miw={640} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('casting.schemeImport.row')}</Table.Th>
                <Table.Th miw={220}>{t('casting.schemeImport.problems')}</Table.Th>
                {HEADERS[kind].map((h) => (
                  <Table.Th key={h}>{t(`casting.schemeImport.header.${h}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td c={r.problems.length ? 'red' : 'green'} miw={220}>
                    {r.problems.length ? (
                      <List size="sm" listStyleType="none">
                        {r.problems.map((p) => (
                          <List.Item key={p}>{translateMessage(t, p)}</List.Item>
                        ))}
                      </List>
                    ) : (
                      t('casting.schemeImport.ok')
                    )}
                  </Table.Td>
                  {r.cells.map((c, i) => (
                    <Table.Td key={i}>{c}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {state.error && (
          <Alert color="red" role="alert">
            {state.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setState({ step: 'file', error: null })}>
            {t('casting.schemeImport.otherFile')}
          </Button>
          <Button disabled={answer.refused > 0 || answer.accepted === 0} loading={mutation.isPending} onClick={confirm}>
            {t('casting.schemeImport.confirm', { count: answer.accepted })}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {intro}
      <Group gap="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ path: TEMPLATES[kind], query: {} })}
        >
          {t(kind === 'scheme' ? 'casting.schemeImport.templateScheme' : 'casting.schemeImport.templateUsers')}
        </Button>
        <FileButton onChange={choose} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={mutation.isPending}>
              {t('casting.schemeImport.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {state.error && (
        <Alert color="red" role="alert">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}

/** The project toolbar's "import role scheme" dialog (spec 2 §2 §5 §6): tabs by right. */
export function SchemeImportDialog({ projectId, flags, opened, onClose }: { projectId: number; flags: Partial<RightFlags>; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const download = useDownload();
  const tabs = schemeImportTabs(flags);
  const first = tabs.scheme ? 'scheme' : tabs.users ? 'users' : 'export';
  // Under 960 px (spec 1 §9) the dialog takes the whole screen: the preview table needs the room.
  const mobile = useMediaQuery('(max-width: 59.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened} onClose={onClose} title={t('casting.schemeImport.title')} size="xl" fullScreen={mobile}>
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.scheme && <Tabs.Tab value="scheme">{t('casting.schemeImport.tabScheme')}</Tabs.Tab>}
          {tabs.users && <Tabs.Tab value="users">{t('casting.schemeImport.tabUsers')}</Tabs.Tab>}
          {tabs.export && <Tabs.Tab value="export">{t('casting.schemeImport.tabExport')}</Tabs.Tab>}
        </Tabs.List>
        {tabs.scheme && (
          <Tabs.Panel value="scheme">
            <ImportTab projectId={projectId} kind="scheme" />
          </Tabs.Panel>
        )}
        {tabs.users && (
          <Tabs.Panel value="users">
            <ImportTab projectId={projectId} kind="users" />
          </Tabs.Panel>
        )}
        {tabs.export && (
          <Tabs.Panel value="export">
            <Stack gap="md">
              <Text fz="sm">{t('casting.schemeImport.introExport')}</Text>
              <Group>
                <Button
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={download.isPending}
                  onClick={() => download.mutate({ path: `/api/reports/project/${projectId}/role_scheme.xlsx`, query: {} })}
                >
                  {t('casting.schemeImport.export')}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
