import { Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LAYOUT } from '../../config/theme';
import { Logo } from '../ui/logo';
import classes from './auth-layout.module.css';

const PRODUCT_POINTS = [
  'Earnings calls, news and filings, summarized as they are published.',
  'Follow your industries and companies; skip everything else.',
  'Ask questions across transcripts and get answers tied to their sources.',
];

type AuthLayoutProps = {
  /** The screen's page title (the h1 of the card). */
  title: string;
  description?: string;
  children: ReactNode;
};

/** The signed-out frame: the brand panel beside the form card, stacked on narrow screens. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <Box className={classes.root}>
      <Box component="section" className={classes.brand} aria-label="About Clearcall">
        <Stack gap="xl" className={classes.brandInner}>
          <Logo variant="onBrand" />
          <Text component="p" className={classes.tagline}>
            No-noise company insights
          </Text>
          <List className={classes.points} spacing="sm" size="md">
            {PRODUCT_POINTS.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      </Box>
      <Box component="main" className={classes.main}>
        <Paper
          className={classes.card}
          maw={LAYOUT.authCardWidth}
          p={{ base: 'lg', sm: 'xl' }}
          radius="lg"
          shadow="md"
          withBorder
        >
          <Stack gap="xs" mb="lg">
            <Title order={1} fz="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
