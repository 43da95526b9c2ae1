import { maySelfReport } from '@coulisse/shared/rules/rehearsals';
import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../app/screens/lazyNamed';
import { formatDateTime } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import { useMarkPresence } from '../api/mark-presence';

// The dialog (Mantine's Modal, its focus trap and scroll lock) loads when first asked for: the card
// is part of the volunteer's home, which a phone should get without it (issue 14).
const AbsenceReasonDialog = lazyNamed(() => import('./AbsenceReasonDialog'), 'AbsenceReasonDialog');

/**
 * A rehearsal card of the own page (spec 2 §2): when, where, the scenes, and — while the start is
 * more than 30 minutes away — 'can attend' / 'cannot attend' (with the optional reason).
 */
export function RehearsalCard({ r }: { r: RepetitionDto }) {
  const { t } = useTranslation();
  const mark = useMarkPresence(r.id);
  const [asking, setAsking] = useState(false);
  // Once opened, the dialog stays mounted, so it closes with its transition.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const own = r.own;
  const canReport = r.register && r.open && own !== null && maySelfReport(r.startDt);
  const send = async (markedPresent: boolean, reason: string | null = null) => {
    const answer = await mark.mutateAsync({ markedPresent, reason });
    showToast({ message: answer.message, color: markedPresent ? 'green' : 'orange' });
    setAsking(false);
  };
  const ask = () => {
    setDialogLoaded(true);
    setAsking(true);
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
              <Button color="orange" variant="light" onClick={ask}>
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
      {dialogLoaded && (
        <Suspense fallback={null}>
          <AbsenceReasonDialog
            rehearsalName={r.name}
            opened={asking}
            pending={mark.isPending}
            onClose={() => setAsking(false)}
            onConfirm={(reason) => void send(false, reason).catch(() => undefined)}
          />
        </Suspense>
      )}
    </Card>
  );
}
