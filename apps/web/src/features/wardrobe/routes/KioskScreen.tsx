import { kioskNumberReady, padArticleNumber, parseArticleNumber, statusChange } from '@coulisse/shared/rules/wardrobe/articles';
import { Alert, Anchor, Box, Button, Center, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBack, IconBan, IconHanger, IconWashMachine } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth/useAuth';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { deleteArticle } from '../api/delete-article';
import { articleKeys } from '../api/keys';
import { setArticleStatus } from '../api/set-article-status';

type Result = { ok: boolean; text: string; detail?: string };

/**
 * `/kledijbeheer/terugname` (spec 3 §2 §4 Kiosk): full screen, no menu. An article number of at
 * least 6 characters enables three actions: back on the rack (asks the rack number first), to the
 * wash, inactive (needs canDeleteArticles). The outcome stays on screen until the next number.
 */
export function KioskScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const client = useQueryClient();
  usePageTitle(t('articles.kiosk.title'));
  const mayRemove = user?.flags.canDeleteArticles === true;
  const [number, setNumber] = useState('');
  const [rack, setRack] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const rackInput = useRef<HTMLInputElement>(null);
  const ready = kioskNumberReady(number) && !busy;
  const rackId = rack === null ? null : parseArticleNumber(rack);

  const run = async (action: () => Promise<{ description?: string }>, success: string) => {
    setBusy(true);
    try {
      const article = await action();
      const id = parseArticleNumber(number)!;
      setResult({ ok: true, text: t(success), detail: article.description ? t('articles.kiosk.last', { number: padArticleNumber(id), description: article.description }) : undefined });
      setNumber('');
      setRack(null);
      void client.invalidateQueries({ queryKey: articleKeys.all });
    } catch (error) {
      // A number nobody has answers 404 (like one the caller may not see): 'Artikel niet gevonden' (spec 3 §5).
      setResult({ ok: false, text: error instanceof ApiError && error.status === 404 ? t('articles.notFound') : describeError(t, error) });
    } finally {
      setBusy(false);
      numberInput.current?.focus();
    }
  };
  const id = () => parseArticleNumber(number)!;
  const askRack = () => {
    setRack('');
    setTimeout(() => rackInput.current?.focus(), 0);
  };
  const toRack = () => run(() => setArticleStatus(id(), statusChange('rack', rackId!)), 'articles.kiosk.onRack');
  const toLaundry = () => run(() => setArticleStatus(id(), statusChange('laundry')), 'articles.kiosk.inLaundry');
  const toInactive = () => run(() => deleteArticle(id()).then(() => ({})), 'articles.kiosk.nowInactive');

  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack gap="lg" w="100%" maw={760}>
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {t('articles.kiosk.title')}
          </Title>
          <Anchor component={Link} to="/kledijbeheer" fz="sm">
            {t('app.back')}
          </Anchor>
        </Group>
        <Text c="dimmed">{t('articles.kiosk.intro')}</Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (rack !== null && rackId && ready) void toRack();
          }}
        >
          <Stack gap="md">
            <TextInput
              ref={numberInput}
              label={t('articles.kiosk.number')}
              size="xl"
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              maxLength={10}
              value={number}
              onChange={(e) => {
                setNumber(e.currentTarget.value.replace(/\s/g, ''));
                setRack(null);
              }}
              styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.1em' } }}
            />
            {rack === null ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <Button h={80} size="lg" disabled={!ready} leftSection={<IconHanger aria-hidden />} onClick={askRack}>
                  {t('articles.kiosk.toRack')}
                </Button>
                <Button h={80} size="lg" color="blue" variant="light" disabled={!ready} leftSection={<IconWashMachine aria-hidden />} onClick={() => void toLaundry()}>
                  {t('articles.kiosk.toLaundry')}
                </Button>
                <Button h={80} size="lg" color="red" variant="light" disabled={!ready || !mayRemove} title={mayRemove ? undefined : t('articles.kiosk.noRight')} leftSection={<IconBan aria-hidden />} onClick={() => void toInactive()}>
                  {t('articles.kiosk.toInactive')}
                </Button>
              </SimpleGrid>
            ) : (
              <Stack gap="sm">
                <TextInput ref={rackInput} label={t('articles.kiosk.rackNumber')} description={t('articles.kiosk.rackPrompt')} size="xl" inputMode="numeric" autoComplete="off" maxLength={10} value={rack} onChange={(e) => setRack(e.currentTarget.value.trim())} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Button h={64} size="lg" variant="default" leftSection={<IconArrowBack aria-hidden />} onClick={() => setRack(null)}>
                    {t('app.cancel')}
                  </Button>
                  <Button h={64} size="lg" type="submit" disabled={!ready || !rackId} leftSection={<IconHanger aria-hidden />}>
                    {t('articles.kiosk.confirmRack')}
                  </Button>
                </SimpleGrid>
              </Stack>
            )}
          </Stack>
        </form>
        <Box role="status" aria-live="polite" mih={72}>
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} variant="filled" styles={{ message: { fontSize: 'var(--mantine-font-size-lg)' } }}>
              <Text fw={700} fz="lg" c="white">
                {result.text}
              </Text>
              {result.detail && (
                <Text fz="sm" c="white">
                  {result.detail}
                </Text>
              )}
            </Alert>
          )}
        </Box>
        {!mayRemove && (
          <Text fz="sm" c="dimmed">
            {t('articles.kiosk.noRight')}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
