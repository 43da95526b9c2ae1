import { Alert, Button, Container, Stack } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What shows instead of a screen that failed to render: the catalogue's message and a reload. */
function ScreenFailed({ main }: { main: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component={main ? 'main' : 'div'}>
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
  /** The address: another one clears the failure. */
  pathname: string;
  /** Around the whole app (`AppRoutes`), where no frame gives the page its main landmark. */
  main?: boolean;
  children: ReactNode;
}

/**
 * Catches what throws while it renders: the catalogue's Dutch message with a reload instead of a
 * blank page, and the next address renders afresh. Around every screen (`ScreenSuspense`), inside
 * the frame, so the menu still leads elsewhere; and around the whole app (`AppRoutes`) for the frame.
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
    return this.state.failed ? <ScreenFailed main={this.props.main === true} /> : this.props.children;
  }
}
