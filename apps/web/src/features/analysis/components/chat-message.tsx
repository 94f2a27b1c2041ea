import type { AnalysisSource, MessageRole } from '@clearcall/contracts';
import { Loader, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconSparkles from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
import { formatQuarter } from '../utils/filter-options';
import classes from './chat-message.module.css';
import { ReportText } from './report-text';

export const REPLY_FAILED_MESSAGE = 'Failed to load response. Please try again.';

type ChatMessageProps = {
  role: MessageRole;
  text: string;
  /** A heading above an assistant's text, such as the template a summary comes from. */
  title?: string;
  sources?: readonly AnalysisSource[];
  /** 'loading' is the placeholder reply; 'streaming' shows the text written so far. */
  status?: 'done' | 'loading' | 'streaming' | 'failed';
};

function Sources({ sources }: { sources: readonly AnalysisSource[] }) {
  return (
    <div className={classes.sources}>
      <Text size="xs" fw={650} c="dimmed" tt="uppercase">
        Sources
      </Text>
      <ol className={classes.sourceList} aria-label="Sources">
        {sources.map((source, index) => (
          <li key={`${source.storyId}-${index}`} className={classes.source}>
            {/* The reply cites its sources as [1], [2]... in this order. */}
            <span className={classes.sourceNumber}>[{index + 1}]</span>
            <div className={classes.sourceBody}>
              <Text size="xs" fw={650}>
                {source.companyName} · {formatQuarter(source.quarter)} {source.year}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={3} className={classes.quote}>
                “{source.text}”
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One message of the conversation: the user's on the right, the assistant's with its sources. */
export function ChatMessage({
  role,
  text,
  title,
  sources = [],
  status = 'done',
}: ChatMessageProps) {
  if (role === 'user') {
    return (
      <div className={classes.userRow}>
        <div className={classes.user} aria-label="You">
          <Text className={classes.text}>{text}</Text>
        </div>
      </div>
    );
  }
  return (
    <div
      className={classes.assistant}
      aria-label="Assistant"
      aria-busy={status === 'loading' || status === 'streaming' || undefined}
      data-status={status}
    >
      <span className={classes.avatar} aria-hidden>
        <IconSparkles size={16} />
      </span>
      <div className={classes.body}>
        {title && (
          <Text size="xs" fw={650} c="brand.8" tt="uppercase" mb={4}>
            {title}
          </Text>
        )}
        {status === 'loading' && (
          <div className={classes.loading} role="status">
            <Loader type="dots" size="sm" />
            <Text size="sm" c="dimmed">
              Reading the transcripts…
            </Text>
          </div>
        )}
        {status === 'failed' && (
          <Text className={classes.failed} role="alert">
            <IconAlertTriangle size={16} aria-hidden /> {REPLY_FAILED_MESSAGE}
          </Text>
        )}
        {(status === 'done' || status === 'streaming') && (
          <div className={classes.text} data-testid="assistant-text">
            <ReportText text={text} />
            {status === 'streaming' && <span className={classes.caret} aria-hidden />}
          </div>
        )}
        {status === 'done' && sources.length > 0 && <Sources sources={sources} />}
      </div>
    </div>
  );
}
