import { Alert, Button, Container, Stack } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What shows instead of a screen that failed to render: the catalogue's message and a reload. */
function ScreenFailed() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Alert color="red" role="alert" title={t('app.name')}>
          {t('errors.generic')}
        </Alert>
        <Button variant="default" onClick={() => location.reload()} w="fit-content">
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  );
}

interface Props {
  /** The address: another one clears the failure, so the menu still leads elsewhere. */
  pathname: string;
  children: ReactNode;
}

/**
 * Catches a screen that throws while it renders (`App`): the app shows the catalogue's Dutch
 * message with a reload instead of a blank page, and the next address renders afresh.
 */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
