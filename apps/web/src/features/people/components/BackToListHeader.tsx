import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The volunteers list these screens return to. */
export const LIST_PATH = '/medewerkers';

/** The head of a screen opened from the volunteers list (mail, import): the way back, the title and what the screen does. */
export function BackToListHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={LIST_PATH} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('mailUsers.backToList')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
}
