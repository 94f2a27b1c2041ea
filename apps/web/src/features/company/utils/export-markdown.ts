import type { KeyFigure, TranscriptPreview } from '@clearcall/contracts';
import type { CitedSentence } from './cited-text';
import { quarterLabel } from './cited-text';

type ExportTexts = {
  summary: CitedSentence[];
  commentary: CitedSentence[];
  qa: CitedSentence[];
  faqs: { question: string; answer: CitedSentence }[];
};

const joined = (sentences: CitedSentence[]) => sentences.map((s) => s.text).join(' ');

function figureLine(figure: KeyFigure, format: (figure: KeyFigure) => string): string {
  const change = figure.change ? ` (${figure.change})` : '';
  const guidance = figure.isGuidance ? ' (guidance)' : '';
  return `| ${figure.name}${guidance} | ${format(figure)}${change} | ${figure.period} |`;
}

/** The story's summary, highlights, FAQs and key figures as a Markdown document. */
export function storyToMarkdown(
  story: TranscriptPreview,
  companyName: string,
  texts: ExportTexts,
  formatFigure: (figure: KeyFigure) => string,
): string {
  const lines: string[] = [
    `# ${companyName}: ${story.title}`,
    '',
    `${quarterLabel(story.quarter, story.year)} · ${story.source}`,
    '',
    '_Generated from the cited transcript. Not investment advice._',
    '',
  ];
  const section = (title: string, body: string) => {
    if (body.trim() !== '') lines.push(`## ${title}`, '', body, '');
  };
  section('Summary', joined(texts.summary));
  section('Management commentary', joined(texts.commentary));
  section('Q&A highlights', joined(texts.qa));
  if (texts.faqs.length > 0) {
    lines.push('## FAQs', '');
    for (const faq of texts.faqs) lines.push(`**${faq.question}**`, '', faq.answer.text, '');
  }
  if (story.keyFigures.length > 0) {
    lines.push('## Key figures', '', '| Figure | Value | Period |', '| --- | --- | --- |');
    for (const figure of story.keyFigures) lines.push(figureLine(figure, formatFigure));
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A file name from the company and quarter: "acme-robotics-q2-2024.md". */
export function markdownFileName(companyName: string, story: TranscriptPreview): string {
  const base = `${companyName} ${quarterLabel(story.quarter, story.year)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'story'}.md`;
}

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/markdown'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
