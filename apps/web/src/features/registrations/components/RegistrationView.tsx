import type { RegistrationDto } from '@coulisse/shared/schemas/registrations';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {empty ? (
        <Text c="dimmed">{t('registrations.detail.notFilledIn')}</Text>
      ) : (
        // A div, not a p: a fact may hold badges (block elements).
        <Text component="div" style={{ whiteSpace: 'pre-wrap' }}>
          {children}
        </Text>
      )}
    </Stack>
  );
}

function Card({ title, hidden, children }: { title: string; hidden: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {hidden ? <Text c="dimmed">{t('registrations.detail.hidden')}</Text> : <Stack gap="sm">{children}</Stack>}
    </Paper>
  );
}

/** A registration read-only, each section as the server sent it (null: the reader may not see it). */
export function RegistrationView({ registration: r }: { registration: RegistrationDto }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <Card title={t('registrations.form.general')} hidden={!r.general}>
        {r.general && (
          <Fact label={t('registrations.form.location')}>{t(r.general.location === 1 ? 'registrations.form.onStage' : 'registrations.form.offStage')}</Fact>
        )}
      </Card>
      <Card title={t('registrations.form.preferences')} hidden={!r.preferences}>
        {r.preferences && (
          <>
            <Fact label={t('registrations.form.choices')}>
              {r.preferences.choices.length ? (
                <Group gap={6}>
                  {r.preferences.choices.map((c) => (
                    <Badge key={c.id} variant="light" color={c.role ? 'blue' : 'gray'}>
                      {c.name}
                    </Badge>
                  ))}
                </Group>
              ) : null}
            </Fact>
            <Fact label={t('registrations.form.auditioning')}>{t(r.preferences.auditioning ? 'app.yes' : 'app.no')}</Fact>
          </>
        )}
      </Card>
      <Card title={t('registrations.form.other')} hidden={!r.other}>
        {r.other && (
          <>
            <Fact label={t('registrations.form.partOfTown')}>{r.other.partOfTown?.label}</Fact>
            <Fact label={t('registrations.form.talents')}>{r.other.talents}</Fact>
            <Fact label={t('registrations.form.remarks')}>{r.other.remarks}</Fact>
            {r.other.diet && <Fact label={t('registrations.form.diet')}>{r.other.diet}</Fact>}
            {r.other.ownerRemarks && <Fact label={t('registrations.form.ownerRemarks')}>{r.other.ownerRemarks}</Fact>}
          </>
        )}
      </Card>
    </SimpleGrid>
  );
}
