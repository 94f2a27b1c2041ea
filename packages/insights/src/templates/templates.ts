import { analyzeTranscript } from '../analyze-transcript';
import { buildCompanyInsights } from '../company/company-insights';
import { clipText, OUTPUT_LIMITS } from '../text/limits';

/** A named analysis plan over the engine's capabilities. */
export type AnalysisTemplate = {
  id: string;
  name: string;
  description: string;
  type: 'company' | 'industry';
};

/** One transcript selected for a template run. */
export type TemplateInput = {
  companyId: string;
  companyName: string;
  year: number;
  quarter: number;
  text: string;
};

/** The company and industry templates the analysis workspace offers. */
export const ANALYSIS_TEMPLATES: readonly AnalysisTemplate[] = [
  {
    id: 'earnings-overview',
    name: 'Earnings overview',
    description: 'Headline results, key figures and the short summary of each selected call.',
    type: 'company',
  },
  {
    id: 'guidance',
    name: 'Guidance',
    description: 'Every outlook figure management gave, with the sentence it comes from.',
    type: 'company',
  },
  {
    id: 'risks',
    name: 'Risks',
    description: 'Headwinds, uncertainties and threats named on the calls.',
    type: 'company',
  },
  {
    id: 'capital-allocation',
    name: 'Capital allocation',
    description: 'Dividends, buybacks, cash flow and investment plans.',
    type: 'company',
  },
  {
    id: 'management-tone',
    name: 'Management tone',
    description: 'The balance of positive and cautious statements in the prepared remarks.',
    type: 'company',
  },
  {
    id: 'analyst-concerns',
    name: 'Analyst concerns',
    description: 'The most important analyst questions and management answers.',
    type: 'company',
  },
  {
    id: 'compare-key-figures',
    name: 'Compare key figures',
    description: 'Revenue, EPS and guidance side by side across the selected companies.',
    type: 'industry',
  },
  {
    id: 'common-themes',
    name: 'Common themes',
    description: 'Topics that several of the selected companies discuss.',
    type: 'industry',
  },
  {
    id: 'outlier-companies',
    name: 'Outlier companies',
    description: 'Companies whose results or tone differ most from the group.',
    type: 'industry',
  },
];

function describeStory(inputs: readonly TemplateInput[], storyId: string): string {
  const input = inputs[Number(storyId)];
  return input ? label(input) : 'selected transcript';
}

const label = (input: TemplateInput) => `${input.companyName} Q${input.quarter} ${input.year}`;
const POSITIVE = /\b(?:record|strong|grew|growth|improv\w+|exceeded|confident|momentum)\b/i;
const CAUTIOUS =
  /\b(?:headwind|uncertain\w*|challeng\w+|pressure|declin\w+|weak\w*|cautious|risk)\b/i;

function tone(text: string): number {
  const insights = analyzeTranscript(text);
  let positive = 0;
  let cautious = 0;
  for (const s of insights.transcript.sentences) {
    if (s.section !== 'remarks') continue;
    if (POSITIVE.test(s.text)) positive++;
    if (CAUTIOUS.test(s.text)) cautious++;
  }
  return (positive - cautious) / Math.max(1, positive + cautious);
}

/**
 * Runs a template over the selected transcripts and returns a Markdown report with citations,
 * of at most {@link OUTPUT_LIMITS.maxReportChars} characters.
 */
export function runTemplate(
  templateId: string,
  inputs: readonly TemplateInput[],
  userInput = '',
): string {
  return clipText(writeReport(templateId, inputs, userInput), OUTPUT_LIMITS.maxReportChars);
}

function writeReport(templateId: string, inputs: readonly TemplateInput[], userInput: string) {
  const template = ANALYSIS_TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw new Error(`Unknown template "${templateId}".`);
  if (inputs.length === 0) throw new Error('Select at least one transcript.');
  const lines: string[] = [`## ${template.name}`];
  if (userInput.trim()) lines.push(`_Question: ${clipText(userInput.trim(), 500)}_`);
  if (template.id === 'common-themes' || template.id === 'risks') {
    const stories = inputs.map((input, i) => ({
      id: String(i),
      source: input.companyName,
      year: input.year,
      quarter: input.quarter,
      text: input.text,
    }));
    const insights = buildCompanyInsights(stories);
    if (template.id === 'risks') {
      for (const quote of insights.swot.threats)
        lines.push(
          `- ${quote.text} (${describeStory(inputs, quote.storyId)}, sentence ${quote.sentence + 1})`,
        );
    } else {
      for (const trend of insights.trends.slice(0, 8))
        lines.push(
          `- **${trend.topic}**: ${Object.values(trend.mentions).reduce((a, b) => a + b, 0)} mentions`,
        );
    }
    return lines.join('\n');
  }
  const rows = inputs.map((input) => ({ input, insights: analyzeTranscript(input.text) }));
  if (template.id === 'outlier-companies') {
    const tones = inputs.map((input) => ({ input, tone: tone(input.text) }));
    const mean = tones.reduce((a, b) => a + b.tone, 0) / tones.length;
    for (const t of tones
      .sort((a, b) => Math.abs(b.tone - mean) - Math.abs(a.tone - mean))
      .slice(0, 3))
      lines.push(
        `- ${label(t.input)}: tone ${t.tone.toFixed(2)} against a group mean of ${mean.toFixed(2)}`,
      );
    return lines.join('\n');
  }
  for (const { input, insights } of rows) {
    lines.push(`### ${label(input)}`);
    const figures = insights.keyFigures;
    const cite = (n: number) => ` [sentence ${n + 1}]`;
    if (template.id === 'earnings-overview' || template.id === 'compare-key-figures') {
      for (const b of insights.bullets) lines.push(`- ${b.text}${cite(b.sentences[0] ?? 0)}`);
      if (template.id === 'earnings-overview') lines.push('', insights.shortSummary.text);
    } else if (template.id === 'guidance') {
      for (const f of figures.filter((f) => f.isGuidance))
        lines.push(`- ${f.period} ${f.label}: ${f.value}${cite(f.citation)}`);
    } else if (template.id === 'capital-allocation') {
      for (const f of figures.filter((f) =>
        ['dividend', 'buyback', 'free-cash-flow', 'operating-cash-flow'].includes(f.metric),
      ))
        lines.push(`- ${f.period} ${f.label}: ${f.value}${cite(f.citation)}`);
    } else if (template.id === 'management-tone') {
      lines.push(`- Tone score ${tone(input.text).toFixed(2)} (-1 cautious to +1 positive)`);
      for (const s of insights.managementHighlights.sentences.slice(0, 3))
        lines.push(`- ${s.text}${cite(s.citations[0] ?? 0)}`);
    } else if (template.id === 'analyst-concerns') {
      for (const faq of insights.faqs.slice(0, 5))
        lines.push(`- **Q:** ${faq.question}\n  **A:** ${faq.answer}`);
    }
    if (lines[lines.length - 1]?.startsWith('###'))
      lines.push('- Nothing on this in the transcript.');
  }
  return lines.join('\n');
}
