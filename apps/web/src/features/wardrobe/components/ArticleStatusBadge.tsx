import type { ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ArticleDto['status'], string> = {
  inactive: 'gray',
  washing: 'blue',
  rented: 'orange',
  rentedProject: 'grape',
  rack: 'green',
  noRack: 'yellow',
};

/** The status of spec 3 §4 as a badge: a state, otherwise the rack (accessories always the rack). */
export function ArticleStatusBadge({ article }: { article: Pick<ArticleDto, 'status' | 'rackId'> }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[article.status]} variant="light" tt="none">
      {t(`articles.statuses.${article.status}`, { rack: article.rackId ?? '' })}
    </Badge>
  );
}
