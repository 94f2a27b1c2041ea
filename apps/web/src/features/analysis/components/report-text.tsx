import { Fragment, type ReactNode } from 'react';
import classes from './report-text.module.css';

/** "[sentence 12]" and "(Acme Q3 2026, sentence 12)": where in its call a line comes from. */
const CITATION = /(\[sentence \d+\]|\([^()]*\bsentence \d+\))/g;

/** Inline text with its **bold** words and muted sentence citations. */
function inline(text: string): ReactNode[] {
  return text.split(CITATION).flatMap((piece, index) => {
    if (index % 2 === 1) {
      return [
        <span key={index} className={classes.citation} title="Where in the call this comes from">
          {piece.replace(/^[[(]|[\])]$/g, '')}
        </span>,
      ];
    }
    return piece
      .split(/\*\*([^*]+)\*\*/g)
      .map((part, at) =>
        at % 2 === 1 ? (
          <strong key={`${index}-${at}`}>{part}</strong>
        ) : (
          <Fragment key={`${index}-${at}`}>{part}</Fragment>
        ),
      );
  });
}

type Block =
  | { kind: 'heading' | 'subheading' | 'note' | 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Splits a report into headings, notes, bullet lists and paragraphs. */
export function readBlocks(report: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of report.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const last = blocks.at(-1);
    if (line.startsWith('- ')) {
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else if (line.startsWith('### ')) blocks.push({ kind: 'subheading', text: line.slice(4) });
    else if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
    else if (/^_.+_$/.test(line)) blocks.push({ kind: 'note', text: line.slice(1, -1) });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/**
 * An assistant reply or a template's report as a reader wants it: headings, bullet lists and
 * paragraphs rather than the Markdown marks, and each line's place in its call shown quietly.
 */
export function ReportText({ text }: { text: string }) {
  return (
    <div className={classes.report}>
      {readBlocks(text).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <p key={index} className={classes.heading}>
                {inline(block.text)}
              </p>
            );
          case 'subheading':
            return (
              <p key={index} className={classes.subheading}>
                {inline(block.text)}
              </p>
            );
          case 'note':
            return (
              <p key={index} className={classes.note}>
                {inline(block.text)}
              </p>
            );
          case 'list':
            return (
              <ul key={index} className={classes.list}>
                {block.items.map((item, at) => (
                  <li key={at}>{inline(item)}</li>
                ))}
              </ul>
            );
          default:
            return <p key={index}>{inline(block.text)}</p>;
        }
      })}
    </div>
  );
}
