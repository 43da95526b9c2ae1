import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { describeError } from '../../../lib/errors';
import { sessionToken } from '../../../lib/session';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useEmailChangeLink, type EmailChangeLink } from '../api/follow-email-change-link';
import { FormAlert } from '../components/FormAlert';

const TEXTS = {
  confirm: { title: 'emailChange.confirmTitle', busy: 'emailChange.confirming', done: 'emailChange.confirmed' },
  undo: { title: 'emailChange.undoTitle', busy: 'emailChange.undoing', done: 'emailChange.undone' },
} as const;

/** Set in the address once the link worked, so a reload shows the outcome instead of posting a used token. */
const DONE = 'klaar';

/**
 * The pages the login e-mail change mails link to (`?token=`): they post the token, because a link
 * that changed something on GET would be followed by mail scanners. Open signed in or out; the
 * server signs the account out everywhere, after which the person signs in again.
 */
export function EmailChangeScreen({ link }: { link: EmailChangeLink }) {
  const { t } = useTranslation();
  const texts = TEXTS[link];
  usePageTitle(t(texts.title));
  const { loggedIn, refreshSession, endSession } = useAuth();
  const [params, setParams] = useSearchParams();
  const done = params.has(DONE);
  const outcome = useEmailChangeLink(link, done ? null : params.get('token'));

  useEffect(() => {
    if (outcome?.state !== 'done') return;
    setParams({ [DONE]: '1' }, { replace: true });
    if (!loggedIn) return;
    // If this browser was signed in as that account, its session just ended. A page opened moments
    // ago may not hear the socket's logout, so ask (a 401 signs it out); when another tab already
    // signed out, the shared stored token is gone and this tab follows.
    if (sessionToken.get()) void refreshSession().catch(() => undefined);
    else endSession();
  }, [outcome?.state, setParams, loggedIn, refreshSession, endSession]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(texts.title)}
      </Title>
      {done || outcome?.state === 'done' ? (
        <>
          <FormAlert kind="success">{t(texts.done)}</FormAlert>
          {!loggedIn && (
            <Button component={Link} to="/" size="md">
              {t('auth.signIn')}
            </Button>
          )}
          {link === 'undo' && (
            <Anchor component={Link} to="/wachtwoord-vergeten" size="sm">
              {t('auth.forgotPassword')}
            </Anchor>
          )}
        </>
      ) : outcome === null ? (
        <FormAlert kind="error">{t('accounts.linkIncomplete')}</FormAlert>
      ) : outcome.state === 'pending' ? (
        <FormAlert kind="warning">{t(texts.busy)}</FormAlert>
      ) : (
        <>
          <FormAlert kind="error">{describeError(t, outcome.error)}</FormAlert>
          <Anchor component={Link} to="/" size="sm">
            {t('auth.backToSignIn')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
