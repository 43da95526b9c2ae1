import { Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { LanguageButtons } from './LanguageButtons';
import { RequestErrorBanner } from './RequestErrorBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Signed-out screens: one card on a quiet background, with the language switch and footer. */
export function PublicLayout({ children, width = 460 }: { children: ReactNode; width?: number }) {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" bg="coulisse.7" c="white">
        <Group h={60} px="md" justify="space-between" wrap="nowrap">
          <Brand />
          <LanguageButtons />
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={width} w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} style={{ flex: 1, outline: 'none' }}>
        <RequestErrorBanner />
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
      <Footer />
    </Box>
  );
}
