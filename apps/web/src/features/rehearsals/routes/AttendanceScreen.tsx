import { pinWindowOpen } from '@coulisse/shared/rules/rehearsals';
import type { PresenceRow } from '@coulisse/shared/schemas/rehearsals';
import { Badge, Button, Checkbox, Group, Loader, Paper, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconDownload, IconKey, IconMail, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { formatDateTime } from '../../../lib/dates';
import { useDownload } from '../../../components/ui/list/download';
import { useAttendance } from '../api/get-attendance';
import { useRehearsal } from '../api/get-rehearsal';
import { rehearsalKeys } from '../api/keys';
import { useMarkPresence } from '../api/mark-presence';
import { useLivePresence } from '../api/join-rehearsal-room';
import { useProject } from '../../../app/project/api/get-project';
import { LoadMore } from '../../../components/ui/list/LoadMore';
import { PRESENCE_COLORS, PresenceCountsBar } from '../components/PresenceCountsBar';

/**
 * `/repetities/{id}/aanwezigheid` (spec 2 §2 §4): scenes, location, date and time; search and the
 * presence and individual-role filters; the count; per participant pin and phone; marking presence
 * (with the presence right); xlsx; updates from every other browser over the socket. With the
 * contact right in the project (and globally, as `/medewerkers/mail` needs), participants can be
 * checked and mailed: the mail screen sends through `POST /api/repetition/{id}/mail`.
 */
export function AttendanceScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const rehearsal = useRehearsal(id);
  const project = useProject(rehearsal.data?.projectId ?? null);
  const flags = project.data?.flags ?? {};
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [presence, setPresence] = useState<string | null>(null);
  const [individualRole, setIndividualRole] = useState('');
  const list = useAttendance(id, { text: debounced || undefined, presence: presence ?? undefined, individualRole: individualRole || undefined });
  const mark = useMarkPresence(id);
  const client = useQueryClient();
  const mobile = useMediaQuery('(max-width: 60em)');
  useLivePresence(id, () => void client.invalidateQueries({ queryKey: rehearsalKeys.presence(id) }));
  const download = useDownload();
  const navigate = useNavigate();
  const { user } = useAuth();
  // Checked participants (user ids); kept while the filters change, like the lists' selection.
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (rehearsal.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!rehearsal.data) return <Text>{t('errors.resourceNotFound')}</Text>;
  const r = rehearsal.data;
  const canMark = flags.canUpdatePresence === true;
  const kioskOpen = flags.canUsePin === true && pinWindowOpen(r);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const first = list.data?.pages[0];
  const canMail = flags.canReadUsersContact === true && user?.flags.canReadUsersContact === true;
  const toggle = (userId: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  const allShown = rows.length > 0 && rows.every((p) => checked.has(p.id));
  const toggleShown = () => setChecked(allShown ? new Set() : new Set([...checked, ...rows.map((p) => p.id)]));
  const mailChecked = () => void navigate('/medewerkers/mail', { state: { recipients: [...checked], projectId: r.projectId, scope: { kind: 'repetition', id: r.id } } });
  const checkbox = (p: PresenceRow) =>
    canMail && <Checkbox checked={checked.has(p.id)} onChange={() => toggle(p.id)} aria-label={t('list.selectRow', { name: `${p.firstName} ${p.lastName}` })} />;
  const stateBadge = (p: PresenceRow) => (
    <Badge color={PRESENCE_COLORS[p.state]} variant="light">
      {t(`rehearsals.states.${p.state}`)}
    </Badge>
  );
  const actions = (p: PresenceRow) =>
    canMark && (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          variant={p.present ? 'filled' : 'default'}
          color="green"
          leftSection={<IconCheck size={14} />}
          onClick={() => mark.mutate({ userId: p.id, present: true })}
        >
          {t('rehearsals.markPresent')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconX size={14} />}
          onClick={() => mark.mutate({ userId: p.id, present: false, markedPresent: false })}
        >
          {t('rehearsals.markAbsent')}
        </Button>
      </Group>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {r.identifier} {r.name}
          </Title>
          <Text>
            {formatDateTime(r.startDt)} – {r.end} · {r.location.name}
          </Text>
          <Text c="dimmed">
            {t('rehearsals.scenes')}: {r.scenes.length ? r.scenes.map((s) => `${s.identifier} ${s.name}`).join(', ') : t('rehearsals.noScenes')}
          </Text>
        </Stack>
        <Group gap="xs">
          {canMail && checked.size > 0 && (
            <Button variant="default" leftSection={<IconMail size={16} />} onClick={mailChecked}>
              {t('volunteers.mailSelection')} ({t('list.selected', { count: checked.size })})
            </Button>
          )}
          {kioskOpen && (
            <Button component="a" href={`/pinscherm/${r.id}?repetitionIds=${r.id}`} target="_blank" leftSection={<IconKey size={16} />}>
              {t('rehearsals.pin.unlock')}
            </Button>
          )}
          {flags.canExportRepetitions && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => download.mutate({ path: '/api/reports/repetition.xlsx', query: { repetitionId: String(r.id) } })}
            >
              {t('rehearsals.download')}
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={t('app.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={220} />
        <Select
          label={t('rehearsals.presence')}
          clearable
          value={presence}
          onChange={setPresence}
          data={[
            { value: '1', label: t('rehearsals.states.present') },
            { value: '3', label: t('rehearsals.states.probablyPresent') },
            { value: '2', label: t('rehearsals.states.unexcusedAbsent') },
            { value: '0', label: t('rehearsals.states.excusedAbsent') },
          ]}
          w={220}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('rehearsals.individualRole')}
          </Text>
          <SegmentedControl
            value={individualRole}
            onChange={setIndividualRole}
            data={[
              { value: '', label: t('list.all') },
              { value: '1', label: t('rehearsals.yes') },
              { value: '0', label: t('rehearsals.no') },
            ]}
          />
        </Stack>
      </Group>
      {first && <PresenceCountsBar counts={first.counts} />}
      <Text role="status" aria-live="polite">
        {t('rehearsals.results', { count: first?.total ?? 0 })}
      </Text>
      {list.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : mobile ? (
        <Stack gap="xs">
          {rows.map((p) => (
            <Paper key={p.id} withBorder p="sm" data-testid="presence-row">
              <Group justify="space-between">
                {checkbox(p)}
                <Text fw={600}>
                  {p.lastName}, {p.firstName}
                </Text>
                {stateBadge(p)}
              </Group>
              <Text size="sm" c="dimmed">
                {t('rehearsals.pinLabel')}: {p.pin} · {p.cellPhone ?? p.phoneNumber ?? '–'}
              </Text>
              {p.reason && <Text size="sm">{p.reason}</Text>}
              {actions(p)}
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {canMail && (
                <Table.Th w={40}>
                  <Checkbox checked={allShown} indeterminate={!allShown && rows.some((p) => checked.has(p.id))} onChange={toggleShown} aria-label={t('list.selectPage')} />
                </Table.Th>
              )}
              <Table.Th>{t('rehearsals.name')}</Table.Th>
              <Table.Th>{t('rehearsals.presence')}</Table.Th>
              <Table.Th>{t('rehearsals.individualRole')}</Table.Th>
              <Table.Th>{t('rehearsals.pinLabel')}</Table.Th>
              <Table.Th>{t('rehearsals.cellPhone')}</Table.Th>
              <Table.Th>{t('rehearsals.phone')}</Table.Th>
              {canMark && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="presence-row">
                {canMail && <Table.Td>{checkbox(p)}</Table.Td>}
                <Table.Th scope="row">
                  {p.lastName}, {p.firstName}
                  {p.reason && (
                    <Text size="xs" c="dimmed">
                      {p.reason}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{stateBadge(p)}</Table.Td>
                <Table.Td>{t(p.isRoleUser ? 'rehearsals.yes' : 'rehearsals.no')}</Table.Td>
                <Table.Td ff="monospace">{p.pin}</Table.Td>
                <Table.Td>{p.cellPhone ?? '–'}</Table.Td>
                <Table.Td>{p.phoneNumber ?? '–'}</Table.Td>
                {canMark && <Table.Td>{actions(p)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} showEnd={(list.data?.pages.length ?? 0) > 1} onLoad={loadMore} />
    </Stack>
  );
}
