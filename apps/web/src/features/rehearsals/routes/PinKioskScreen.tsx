import { PIN_LENGTH, PIN_RESULT_MS } from '@coulisse/shared/rules/rehearsals';
import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { enterPin } from '../api/enter-pin';

type Result = { ok: boolean; text: string } | null;

/**
 * `/pinscherm/{id}?repetitionIds=…` (spec 2 §2 §8): full screen, no menu. A big keypad (touch) that
 * also listens to the keyboard; after 5 digits the pin is sent and 'Welkom, {firstName}' or the
 * server's message ('Ongeldige pincode') shows for 500 ms, then the screen resets.
 */
export function PinKioskScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const ids = (search.get('repetitionIds') ?? String(id))
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const [digits, setDigits] = useState('');
  const [result, setResult] = useState<Result>(null);
  const busy = useRef(false);
  // The result's timer ends with the screen: it must not reset the state of a screen that is gone.
  const resultTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resultTimer.current), []);
  const idsKey = ids.join(',');

  const submit = useCallback(
    async (pin: string) => {
      busy.current = true;
      let shown: Result;
      try {
        const answer = await enterPin(id, pin, idsKey.split(',').map(Number));
        shown = { ok: answer.success, text: answer.success ? t('rehearsals.pin.welcome', { firstName: answer.firstName ?? '' }) : answer.message };
      } catch (error) {
        shown = { ok: false, text: error instanceof ApiError ? error.message : t('rehearsals.pin.invalid') };
      }
      setResult(shown);
      resultTimer.current = setTimeout(() => {
        setResult(null);
        setDigits('');
        busy.current = false;
      }, PIN_RESULT_MS);
    },
    [id, idsKey, t],
  );

  const press = useCallback(
    (key: string) => {
      if (busy.current) return;
      if (key === 'clear') return setDigits('');
      if (key === 'back') return setDigits((d) => d.slice(0, -1));
      setDigits((d) => {
        if (d.length >= PIN_LENGTH) return d;
        const next = d + key;
        if (next.length === PIN_LENGTH) void submit(next);
        return next;
      });
    },
    [submit],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (/^\d$/.test(e.key)) press(e.key);
      else if (e.key === 'Backspace') press('back');
      else if (e.key === 'Escape') press('clear');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'];
  return (
    <Center mih="100dvh" p="md" bg={result ? (result.ok ? 'green.1' : 'red.1') : undefined}>
      <Stack align="center" gap="lg" w="100%" maw={420}>
        <Title order={1}>{t('rehearsals.pin.title')}</Title>
        <Box aria-live="assertive" role="status" mih={48}>
          {result ? (
            <Text size="xl" fw={700} c={result.ok ? 'green.9' : 'red.9'}>
              {result.text}
            </Text>
          ) : (
            <Text size="2.5rem" ff="monospace" aria-label={t('rehearsals.pinLabel')} data-testid="pin-dots">
              {'●'.repeat(digits.length) + '○'.repeat(PIN_LENGTH - digits.length)}
            </Text>
          )}
        </Box>
        {/* A plain grid, not SimpleGrid: the kiosk's chunk stays free of Mantine's breakpoint helpers (issue 14). */}
        <Box w="100%" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 'var(--mantine-spacing-md)' }}>
          {keys.map((k) => (
            <Button
              key={k}
              h={80}
              size={/\d/.test(k) ? 'xl' : 'md'}
              px={4}
              variant={/\d/.test(k) ? 'default' : 'light'}
              onClick={() => press(k)}
              aria-label={/\d/.test(k) ? t('rehearsals.pin.digit', { digit: k }) : t(`rehearsals.pin.${k}`)}
            >
              {/\d/.test(k) ? k : t(`rehearsals.pin.${k}`)}
            </Button>
          ))}
        </Box>
      </Stack>
    </Center>
  );
}
