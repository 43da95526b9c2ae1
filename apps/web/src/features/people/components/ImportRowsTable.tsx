import { Anchor, Card, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../../lib/i18n';
import { Pages } from '../../../components/ui/Pages';
import { ScrollTable } from '../../../components/ui/ScrollTable';

/** Rows per page of an import table: a file of thousands stays quick to show. */
const PAGE = 50;
const MOBILE_QUERY = '(max-width: 59.99em)';

export interface ImportTableRow {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  problems?: readonly { field: string; message: string }[];
  /** The imported person's profile, when that screen exists. */
  link?: string;
}

interface Props {
  title: string;
  rows: readonly ImportTableRow[];
  /** Show the problems column (refused rows). */
  withProblems?: boolean;
  color?: string;
}

/** Rows of an import (preview or result): row number, name, address and, for refused rows, why. */
export function ImportRowsTable({ title, rows, withProblems = false, color }: Props) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE, current * PAGE);

  const name = (r: ImportTableRow): ReactNode => {
    const text = [r.firstName, r.lastName].filter(Boolean).join(' ') || '–';
    return r.link ? (
      <Anchor component={Link} to={r.link} fw={600}>
        {text}
      </Anchor>
    ) : (
      text
    );
  };
  const problems = (r: ImportTableRow) => (
    <List size="sm" spacing={2} withPadding={false} listStyleType="none">
      {(r.problems ?? []).map((p, i) => (
        <List.Item key={i}>
          {p.field !== 'row' && (
            <Text component="span" fw={600} inherit>
              {t(`importUsers.fields.${p.field}`)}:{' '}
            </Text>
          )}
          {translateMessage(t, p.message)}
        </List.Item>
      ))}
    </List>
  );

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" c={color}>
        {title} ({rows.length})
      </Title>
      {mobile ? (
        <Stack component="ul" aria-label={title} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((r) => (
            <Card component="li" key={r.row} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" align="baseline">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name(r)}
                </Text>
                <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('importUsers.row')} {r.row}
                </Text>
              </Group>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {r.email || '–'}
              </Text>
              {withProblems && <div style={{ marginTop: 6 }}>{problems(r)}</div>}
            </Card>
          ))}
        </Stack>
      ) : (
        <ScrollTable minWidth={560} label={title}>
          <Table verticalSpacing="xs" bg="white" withTableBorder striped>
            <Table.Caption>
              <VisuallyHidden>{title}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={70}>
                  {t('importUsers.row')}
                </Table.Th>
                <Table.Th scope="col">{t('importUsers.name')}</Table.Th>
                <Table.Th scope="col">{t('importUsers.email')}</Table.Th>
                {withProblems && <Table.Th scope="col">{t('importUsers.problemsColumn')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Th scope="row" fw="normal">
                    {name(r)}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.email || '–'}</Table.Td>
                  {withProblems && <Table.Td>{problems(r)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {pages > 1 && <Pages total={pages} value={current} onChange={setPage} size="sm" aria-label={t('importUsers.page')} />}
    </Stack>
  );
}
