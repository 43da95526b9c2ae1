import { Alert, Button, Loader, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { describeError } from '../../../lib/errors';
import { useUserHistory, type UserChange } from '../api/get-user-history';

// Field labels from the catalogue; a field without one is shown by its name.
const FIELD_LABELS: Record<string, string> = {
  firstName: 'signup.firstName',
  lastName: 'signup.lastName',
  dateOfBirth: 'signup.dateOfBirth',
  sex: 'signup.sex',
  nationality: 'signup.nationality',
  origin: 'signup.origin',
  email: 'signup.email',
  pendingEmail: 'emailChange.historyPending',
  secondaryEmail: 'profileScreen.secondaryEmail',
  phoneNumber: 'signup.phoneNumber',
  cellPhone: 'signup.cellPhone',
  streetName: 'signup.streetName',
  houseNumber: 'signup.houseNumber',
  bus: 'signup.bus',
  zipCode: 'signup.zipCode',
  cityName: 'signup.cityName',
  tShirt: 'signup.shirtSize',
  height: 'profileScreen.sizes.height',
  chest: 'profileScreen.sizes.chest',
  waist: 'profileScreen.sizes.waist',
  hipSize: 'profileScreen.sizes.hipSize',
  headSize: 'profileScreen.sizes.headSize',
  clothingSize: 'profileScreen.sizes.clothingSize',
  remarks: 'profileScreen.ownRemark',
  ownerRemarks: 'profileScreen.ownerRemarksLabel',
  pictures: 'profileScreen.picturesConsent',
  image: 'profileScreen.picture',
  confirmed: 'profileScreen.history.confirmed',
  shouldVerify: 'profileScreen.history.shouldVerify',
};
const SECTIONS = ['personal', 'contact', 'address', 'clothing', 'remarks', 'privacy', 'picture', 'verification', 'emailChange', 'emailUndo'];

function showValue(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'app.yes' : 'app.no');
  // A picture's file name says nothing to a reader (and the old file is gone).
  if (field === 'image') return t('profileScreen.history.aPicture');
  if (field === 'sex' && typeof value === 'number') return t(`signup.sexes.${value}`);
  if (field === 'dateOfBirth' && typeof value === 'string') return formatDate(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function Change({ change }: { change: UserChange }) {
  const { t } = useTranslation();
  const who = change.changedBy ? `${change.changedBy.firstName} ${change.changedBy.lastName}` : t('profileScreen.history.system');
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('profileScreen.history.by', { when: formatDateTime(change.createdAt), who })}
      </Text>
      {Object.entries(change.changes).map(([field, { from, to }]) => (
        <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field}
          </Text>
          {': '}
          {t('profileScreen.history.fromTo', { from: showValue(t, field, from), to: showValue(t, field, to) })}
        </Text>
      ))}
    </Stack>
  );
}

/** The geschiedenis tab (level 1): who changed what of this person's data and when, newest first. */
export function HistoryTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const history = useUserHistory(userId);
  if (history.isPending) return <Loader aria-label={t('app.loading')} />;
  if (history.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {describeError(t, history.error)}
      </Alert>
    );
  }
  const changes = history.data.pages.flatMap((page) => page.data);
  if (changes.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text c="dimmed">{t('profileScreen.history.empty')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Timeline bulletSize={24} lineWidth={2}>
          {changes.map((change) => (
            <Timeline.Item
              key={change.id}
              bullet={<IconHistory size={14} aria-hidden />}
              title={SECTIONS.includes(change.section) ? t(`profileScreen.history.sections.${change.section}`) : change.section}
            >
              <Change change={change} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
      {history.hasNextPage && (
        <Button variant="default" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}
