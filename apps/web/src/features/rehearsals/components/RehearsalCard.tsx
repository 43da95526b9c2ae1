import { maySelfReport } from '@coulisse/shared/rules/rehearsals';
import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { Badge, Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useMarkPresence } from '../api/mark-presence';

/**
 * A rehearsal card of the own page (spec 2 §2): when, where, the scenes, and — while the start is
 * more than 30 minutes away — 'can attend' / 'cannot attend' (with the optional reason).
 */
export function RehearsalCard({ r }: { r: RepetitionDto }) {
  const { t } = useTranslation();
  const mark = useMarkPresence(r.id);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const own = r.own;
  const canReport = r.register && r.open && own !== null && maySelfReport(r.startDt);
  const send = async (markedPresent: boolean) => {
    const answer = await mark.mutateAsync({ markedPresent, reason: markedPresent ? null : reason || null });
    notifications.show({ message: answer.message, color: markedPresent ? 'green' : 'orange' });
    setAsking(false);
    setReason('');
  };
  return (
    <Card withBorder padding="md" data-testid="rehearsal-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            {r.name} <Text span c="dimmed">({r.projectName})</Text>
          </Text>
          {own && !own.present && !own.markedPresent && <Badge color="gray">{t('rehearsals.states.excusedAbsent')}</Badge>}
          {own?.present && <Badge color="green">{t('rehearsals.states.present')}</Badge>}
        </Group>
        <Text size="sm">
          {formatDateTime(r.startDt)} – {r.end} · {r.location.name}, {r.location.street} {r.location.houseNumber}, {r.location.zipCode} {r.location.city}
        </Text>
        {r.scenes.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('rehearsals.scenes')}: {r.scenes.map((s) => `${s.identifier} ${s.name}`).join(', ')}
          </Text>
        )}
        {r.description && <Text size="sm">{r.description}</Text>}
        {canReport ? (
          <Group gap="xs">
            {own.markedPresent ? (
              <Button color="orange" variant="light" onClick={() => setAsking(true)}>
                {t('rehearsals.cannotAttend')}
              </Button>
            ) : (
              <Button color="green" variant="light" loading={mark.isPending} onClick={() => void send(true).catch(() => undefined)}>
                {t('rehearsals.canAttend')}
              </Button>
            )}
          </Group>
        ) : (
          r.register &&
          !own?.present && (
            <Text size="sm" c="dimmed">
              {t('rehearsals.selfReportClosed')}
            </Text>
          )
        )}
        {mark.error && (
          <Text c="red" size="sm">
            {mark.error.message}
          </Text>
        )}
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('rehearsals.reasonTitle', { name: r.name })}>
        <Stack>
          <Textarea label={t('rehearsals.reason')} maxLength={255} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('rehearsals.cancel')}
            </Button>
            <Button color="orange" loading={mark.isPending} onClick={() => void send(false).catch(() => undefined)}>
              {t('rehearsals.confirmSignOff')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
