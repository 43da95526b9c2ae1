import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * `/afmelden?token=…`, the link in every bulk mail (issue 13). Following it asks the server once
 * (a POST: a mail scanner that prefetches the link changes nothing) and lands on sign-in with the
 * `unsubscribed` banner (spec 1 §2). A refused or expired link says so here.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('bulkMail.unsubscribeAction'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate, error } = useUnsubscribe();
  const token = params.get('token') ?? '';
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(token, { onSuccess: () => void navigate('/?unsubscribed=1', { replace: true }) });
  }, [mutate, navigate, token]);

  return (
    <Paper withBorder radius="md" p="lg" maw={480} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t('bulkMail.unsubscribeAction')}
        </Title>
        {error ? (
          <>
            <Alert color="red" role="alert">
              {error.message || t('bulkMail.tokenInvalid')}
            </Alert>
            <Button component={Link} to="/" variant="light">
              {t('bulkMail.toSignIn')}
            </Button>
          </>
        ) : (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('bulkMail.unsubscribing')}</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
