import type { ArticleImportPreview } from '@coulisse/shared/schemas/wardrobe/articles';
import { Badge, List, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';

/** Rows shown at most: with problems, only those (they need fixing); else the first ones. */
const SHOWN = 200;

/** The preview of an article import: each row, what it becomes and its problems. */
export function ImportPreviewTable({ preview }: { preview: ArticleImportPreview }) {
  const { t } = useTranslation();
  const refused = preview.rows.filter((r) => r.problems.length);
  const rows = (refused.length ? refused : preview.rows).slice(0, SHOWN);
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table striped miw={760} aria-label={t('articles.import.preview')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('articles.import.row')}</Table.Th>
            <Table.Th>{t('articles.number')}</Table.Th>
            <Table.Th>{t('articles.description')}</Table.Th>
            <Table.Th>{t('articles.category')}</Table.Th>
            <Table.Th>{t('articles.size')}</Table.Th>
            <Table.Th>{t('articles.rack')}</Table.Th>
            <Table.Th>{t('articles.status')}</Table.Th>
            <Table.Th>{t('articles.import.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.row}>
              <Table.Td>{r.row}</Table.Td>
              <Table.Td>{r.number ?? '–'}</Table.Td>
              <Table.Td>{r.description}</Table.Td>
              <Table.Td>{r.category}</Table.Td>
              <Table.Td>{r.size}</Table.Td>
              <Table.Td>{r.rack ?? '–'}</Table.Td>
              <Table.Td>{r.active ? t('articles.statusFilter.active') : t('articles.statusFilter.inactive')}</Table.Td>
              <Table.Td>
                {r.problems.length === 0 ? (
                  <Badge color="green" variant="light" tt="none">
                    {t('articles.import.ok')}
                  </Badge>
                ) : (
                  <List size="sm" c="red.8">
                    {r.problems.map((p) => (
                      <List.Item key={p}>{translateMessage(t, p)}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(refused.length || preview.rows.length) > SHOWN && (
        <Text fz="sm" c="dimmed" mt="xs">
          {t('articles.import.rows', { count: preview.rows.length })}
        </Text>
      )}
    </ScrollArea>
  );
}
