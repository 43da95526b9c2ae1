import { ActionIcon, Group, Paper, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** Shows the edit button; absent when the section cannot be changed or is being edited. */
  onEdit?: () => void;
  children: ReactNode;
}

/** One titled section of the profile screen (spec 1 §2), with its edit button. */
export function ProfileCard({ title, onEdit, children }: Props) {
  const { t } = useTranslation();
  const editLabel = t('profileScreen.editSection', { section: title });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {onEdit && (
          <Tooltip label={editLabel} withArrow>
            <ActionIcon variant="light" size="lg" onClick={onEdit} aria-label={editLabel} style={{ flexShrink: 0 }}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {children}
    </Paper>
  );
}
