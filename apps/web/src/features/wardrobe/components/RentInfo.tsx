import { Badge, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/errors';
import { useRentInfo } from '../api/get-rent-info';

/** The article's rent info (spec 3 §2 Article form): the rental orders it was on and the people wearing it. */
export function RentInfo({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const info = useRentInfo(articleId);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rent-info-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rent-info-title">
          {t('articles.rentInfo.title')}
        </Title>
        {info.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {info.isError && <Text c="red">{describeError(t, info.error)}</Text>}
        {info.data && (
          <>
            <Title order={3} size="h6">
              {t('articles.rentInfo.rentals')}
            </Title>
            {info.data.rentals.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('articles.rentInfo.noRentals')}
              </Text>
            ) : (
              <List spacing="xs" listStyleType="none" p={0}>
                {info.data.rentals.map((r) => (
                  <List.Item key={`${r.orderId}-${r.fromDt}`}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} fz="sm">
                        {t('articles.rentInfo.order', { id: r.orderId })}
                      </Text>
                      <Text fz="sm">{r.companyName ? `${r.companyName} · ${r.name}` : r.name}</Text>
                      <Text fz="sm" c="dimmed">
                        {t('articles.rentInfo.period', { from: formatDate(r.fromDt), to: formatDate(r.toDt) })}
                      </Text>
                      <Badge variant="light" color={r.returned >= r.amount ? 'green' : 'orange'} tt="none">
                        {r.returned >= r.amount ? t('articles.rentInfo.returned') : t('articles.rentInfo.pieces', { returned: r.returned, amount: r.amount })}
                      </Badge>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            <Title order={3} size="h6">
              {t('articles.rentInfo.persons')}
            </Title>
            {info.data.persons.length === 0 ? (
              <Text c="dimmed" fz="sm">
                {t('articles.rentInfo.noPersons')}
              </Text>
            ) : (
              <List spacing="xs">
                {info.data.persons.map((p) => (
                  <List.Item key={`${p.projectName}-${p.firstName}-${p.lastName}`}>{`${p.firstName} ${p.lastName} · ${p.projectName}`}</List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
