import type { ArticleHit, ProjectHit, SearchGroup, UserHit } from '@coulisse/shared/schemas/search';
import { Avatar, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHanger, IconMasksTheater } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '../../../lib/picture';
import type { SearchItem } from './resultLinks';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';

const initials = (u: UserHit) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase();

/** What a result shows, in the dropdown and on the results page: only the fields the server sent. */
export function ResultContent({ type, item, size = 'sm' }: { type: SearchGroup['type']; item: SearchItem; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const avatar = size === 'sm' ? 30 : 38;
  if (type === 'users') {
    const user = item as UserHit;
    const details = [user.email, user.cityName].filter(Boolean).join(' · ');
    return (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={pictureUrl(user.image)} alt="" radius="xl" size={avatar} color="coulisse">
          {initials(user)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size={size} fw={600} truncate>
            {user.firstName} {user.lastName}
          </Text>
          {details && (
            <Text size="xs" c="dimmed" truncate>
              {details}
            </Text>
          )}
        </Stack>
      </Group>
    );
  }
  if (type === 'articles') {
    const article = item as ArticleHit;
    return (
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={avatar} radius="xl" variant="light" color="coulisse" aria-hidden>
            <IconHanger size={avatar * 0.55} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size={size} fw={600} truncate>
              {padArticleNumber(article.id)} · {article.description}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {[article.category, article.size, article.rackId !== null ? t('search.rack', { rack: article.rackId }) : null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        {!article.active && (
          <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
            {t('search.inactive')}
          </Badge>
        )}
      </Group>
    );
  }
  const project = item as ProjectHit;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={avatar} radius="xl" variant="light" color="coulisse" aria-hidden>
          <IconMasksTheater size={avatar * 0.55} stroke={1.6} />
        </ThemeIcon>
        <Text size={size} fw={600} truncate>
          {project.name}
        </Text>
      </Group>
      <Badge size="sm" variant="light" color={project.active ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
        {project.active ? t('search.active') : t('search.inactive')}
      </Badge>
    </Group>
  );
}
