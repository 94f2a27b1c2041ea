import { Button, Text, ThemeIcon, Title } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSparkles from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
import classes from './analysis-home.module.css';

type NewAnalysisCardProps = { onCreate: () => void; isCreating: boolean };

/** 'Start with New Analysis': what an analysis is, and the Create button. */
export function NewAnalysisCard({ onCreate, isCreating }: NewAnalysisCardProps) {
  return (
    <section className={classes.start} aria-labelledby="new-analysis-title">
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
        <IconSparkles size={26} />
      </ThemeIcon>
      <div className={classes.startText}>
        <Title order={2} size="h3" id="new-analysis-title">
          Start with New Analysis
        </Title>
        <Text size="sm" c="dimmed">
          Choose companies, years and quarters, run a company or industry template, and ask the
          assistant about the earnings calls.
        </Text>
      </div>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={onCreate}
        loading={isCreating}
        className={classes.create}
      >
        Create
      </Button>
    </section>
  );
}
