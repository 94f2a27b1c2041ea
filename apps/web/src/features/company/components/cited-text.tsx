import { Text } from '@mantine/core';
import { Fragment } from 'react';
import type { CitedSentence } from '../utils/cited-text';
import classes from './cited-text.module.css';
import { sentenceDomId } from './transcript-view';

/** Sentences per paragraph, so a 750-word summary reads in blocks. */
const SENTENCES_PER_PARAGRAPH = 4;

type CitedTextProps = {
  sentences: CitedSentence[];
  onCite: (citations: number[]) => void;
  /** Split into paragraphs of a few sentences (the long summary). */
  paragraphs?: boolean;
};

/** Generated text whose every sentence opens the transcript at the sentences it rests on. */
export function CitedText({ sentences, onCite, paragraphs = false }: CitedTextProps) {
  const groups: CitedSentence[][] = [];
  const size = paragraphs ? SENTENCES_PER_PARAGRAPH : Number.POSITIVE_INFINITY;
  sentences.forEach((sentence, index) => {
    if (index % size === 0) groups.push([]);
    groups.at(-1)?.push(sentence);
  });
  return groups.map((group, groupIndex) => (
    <p className={classes.paragraph} key={groupIndex}>
      {group.map((sentence, index) => (
        <Fragment key={index}>
          {sentence.citations.length > 0 ? (
            <a
              href={`#${sentenceDomId(sentence.citations[0] ?? 0)}`}
              className={classes.sentence}
              title="Show the source in the transcript"
              data-tour="citation"
              onClick={(event) => {
                event.preventDefault();
                onCite(sentence.citations);
              }}
            >
              {sentence.text}
            </a>
          ) : (
            sentence.text
          )}{' '}
        </Fragment>
      ))}
    </p>
  ));
}

/** The label every generated text carries. */
export function GeneratedNotice() {
  return (
    <Text size="xs" c="dimmed" className={classes.notice}>
      Generated from the cited transcript; select a sentence to see its source. Not investment
      advice.
    </Text>
  );
}
