import { Button, CloseButton, Group, Loader, Paper, Progress, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { TooltipRenderProps } from 'react-joyride';
import classes from './tour-tooltip.module.css';

/** The tour's card: progress, title, copy, Skip and Next (Finish on the last step). */
export function TourTooltip({
  index,
  size,
  step,
  isLastStep,
  primaryProps,
  skipProps,
  closeProps,
  tooltipProps,
}: TooltipRenderProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Paper
      {...tooltipProps}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={classes.tooltip}
      shadow="md"
      radius="lg"
      p="md"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" fw={600} c="brand.7" className={classes.count}>
          Step {index + 1} of {size}
        </Text>
        <CloseButton
          size="sm"
          aria-label="Close the tour"
          data-action={closeProps['data-action']}
          onClick={closeProps.onClick}
        />
      </Group>
      <Progress value={((index + 1) / size) * 100} size={4} mt={6} aria-hidden="true" />
      <Title order={2} size="h4" mt="sm" id={titleId}>
        {step.title}
      </Title>
      <Text size="sm" mt={6} id={bodyId} className={classes.content}>
        {step.content}
      </Text>
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        {isLastStep ? (
          <span />
        ) : (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            data-action={skipProps['data-action']}
            onClick={skipProps.onClick}
          >
            Skip tour
          </Button>
        )}
        <Button size="sm" data-action={primaryProps['data-action']} onClick={primaryProps.onClick}>
          {isLastStep ? 'Finish' : 'Next'}
        </Button>
      </Group>
    </Paper>
  );
}

/** Shown while the tour opens the next page and waits for what the step points at. */
export function TourLoader() {
  return (
    <Paper shadow="md" radius="xl" p="sm" className={classes.loader}>
      <Loader size="sm" aria-label="Opening the next step" />
    </Paper>
  );
}
