import { Button, Center, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  hasMore: boolean;
  loading: boolean;
  /** Say that everything is loaded (worth saying only after more than one batch). */
  showEnd: boolean;
  onLoad: () => void;
}

/**
 * Loads the next batch when the end of the list scrolls into view; the button stays as the way
 * for keyboards, old browsers and anyone who prefers to ask.
 */
export function LoadMore({ hasMore, loading, showEnd, onLoad }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    // A new observer after every batch reports at once whether the end is still in view, so a
    // tall screen keeps filling without the user scrolling.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onLoad(), { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoad]);

  if (!hasMore) {
    if (!showEnd) return null;
    return (
      <Text c="dimmed" fz="sm" ta="center">
        {t('list.allLoaded')}
      </Text>
    );
  }
  return (
    <Center ref={sentinel}>
      <Button variant="subtle" onClick={onLoad} loading={loading}>
        {t('list.more')}
      </Button>
    </Center>
  );
}
