import type { TranscriptPreview } from '@clearcall/contracts';
import { quarterLabel } from '../utils/cited-text';
import { formatFigure } from './key-figures';
import { useCitedTexts } from './story-tabs';

type PrintViewProps = { story: TranscriptPreview; companyName: string; className?: string };

/** The printable page: summary, highlights, FAQs and key figures as plain text. */
export function PrintView({ story, companyName, className }: PrintViewProps) {
  const texts = useCitedTexts(story);
  const join = (sentences: { text: string }[]) => sentences.map((s) => s.text).join(' ');
  const parts = [
    { title: 'Summary', text: join(texts.summary) },
    { title: 'Management commentary', text: join(texts.commentary) },
    { title: 'Q&A highlights', text: join(texts.qa) },
  ].filter((part) => part.text !== '');
  return (
    <div className={className} aria-hidden="true">
      <h1>
        {companyName}: {story.title}
      </h1>
      <p>
        {quarterLabel(story.quarter, story.year)} · {story.source}
      </p>
      <p>
        <em>Generated from the cited transcript. Not investment advice.</em>
      </p>
      {parts.map((part) => (
        <section key={part.title}>
          <h2>{part.title}</h2>
          <p>{part.text}</p>
        </section>
      ))}
      {texts.faqs.length > 0 ? (
        <section>
          <h2>FAQs</h2>
          {texts.faqs.map((faq, index) => (
            <div key={index}>
              <h3>{faq.question}</h3>
              <p>{faq.answer.text}</p>
            </div>
          ))}
        </section>
      ) : null}
      {story.keyFigures.length > 0 ? (
        <section>
          <h2>Key figures</h2>
          <table>
            <thead>
              <tr>
                <th>Figure</th>
                <th>Value</th>
                <th>Change</th>
                <th>Period</th>
              </tr>
            </thead>
            <tbody>
              {story.keyFigures.map((figure, index) => (
                <tr key={index}>
                  <td>
                    {figure.name}
                    {figure.isGuidance ? ' (guidance)' : ''}
                  </td>
                  <td>{formatFigure(figure)}</td>
                  <td>{figure.change ?? ''}</td>
                  <td>{figure.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
