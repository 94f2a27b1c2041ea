import { ANALYSIS_MESSAGE_MAX } from '@clearcall/contracts';
import { ActionIcon, Textarea } from '@mantine/core';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { useEffect, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import classes from './chat-input.module.css';

/** How long an empty send highlights the input (specification, section 9). */
export const EMPTY_INPUT_HIGHLIGHT_MS = 1500;

type ChatInputProps = {
  ref: Ref<HTMLTextAreaElement>;
  isBusy: boolean;
  /** Text under the input saying what the next message does. */
  hint?: string;
  onSend: (message: string) => void;
};

/** 'Ask me anything...': Enter sends, Shift+Enter starts a new line; an empty send is refused. */
export function ChatInput({ ref, isBusy, hint, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const [isHighlighted, setIsHighlighted] = useState(false);

  useEffect(() => {
    if (!isHighlighted) return;
    const timer = window.setTimeout(() => setIsHighlighted(false), EMPTY_INPUT_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [isHighlighted]);

  const send = (form: HTMLFormElement | null) => {
    if (isBusy) return;
    const message = text.trim();
    if (!message) {
      form?.querySelector('textarea')?.focus();
      setIsHighlighted(true);
      return;
    }
    onSend(message);
    setText('');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(event.currentTarget.form);
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} aria-label="Ask the assistant">
      <Textarea
        ref={ref}
        aria-label="Message"
        placeholder="Ask me anything..."
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        rows={1}
        maxLength={ANALYSIS_MESSAGE_MAX}
        description={hint}
        inputWrapperOrder={['input', 'description']}
        classNames={{ input: classes.input }}
        className={classes.field}
        data-highlighted={isHighlighted || undefined}
        rightSection={
          <ActionIcon type="submit" size="lg" aria-label="Send" loading={isBusy}>
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        }
        rightSectionWidth={48}
        rightSectionProps={{ className: classes.sendSection }}
      />
    </form>
  );
}
