import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './company-sections.module.css';

/** The specification's Strategy behaviour: a spinner for 3 s, then the text typed out. */
export const STRATEGY_OPEN_DELAY_MS = 3000;
export const STRATEGY_TYPING_MS_PER_CHAR = 20;

type StrategyButtonProps = { companyName: string; text: string };

/** "View strategy": opens after the delay and types the strategy out; Skip shows all of it. */
export function StrategyButton({ companyName, text }: StrategyButtonProps) {
  const [phase, setPhase] = useState<'idle' | 'waiting' | 'open'>('idle');
  const [shown, setShown] = useState(0);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (openTimer.current) clearTimeout(openTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'open' || shown >= text.length) return;
    const timer = setInterval(() => {
      setShown((count) => Math.min(text.length, count + 1));
    }, STRATEGY_TYPING_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [phase, shown, text.length]);

  const start = () => {
    setShown(0);
    setPhase('waiting');
    openTimer.current = setTimeout(() => setPhase('open'), STRATEGY_OPEN_DELAY_MS);
  };
  const isTyping = shown < text.length;

  return (
    <>
      <Button variant="light" onClick={start} loading={phase === 'waiting'}>
        View strategy
      </Button>
      <Modal
        opened={phase === 'open'}
        onClose={() => setPhase('idle')}
        title={`${companyName}: strategy`}
        size="lg"
      >
        <Text className={classes.typed} aria-live="off">
          {text.slice(0, shown)}
        </Text>
        <Group justify="space-between" mt="md">
          <Text size="xs" c="dimmed">
            Quoted from the company’s own calls and releases. Not investment advice.
          </Text>
          {isTyping ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setShown(text.length)}>
              Skip
            </Button>
          ) : null}
        </Group>
      </Modal>
    </>
  );
}
