/**
 * A small earnings call written for the import journey: a participants list, prepared remarks
 * by the CEO and the CFO that state the quarter, an operator hand-over and two analyst
 * questions. Shaped like the published JSON layout, so the importer can render it as any file.
 */
export type SyntheticTurn = { speaker: string; speech: string };
export type SyntheticCall = {
  companyName: string;
  ticker: string;
  callDate: string;
  participants: string[];
  prepared_remarks: SyntheticTurn[];
  q_and_a: SyntheticTurn[];
};

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

export const CEO = 'Marta Lindqvist';
export const CFO = 'Owen Castellano';
export const FIRST_ANALYST = 'Priya Raman';
export const SECOND_ANALYST = 'Tomas Okafor';

/** The sentence with which the operator opens the Q&A session. */
export const HANDOVER = 'We will now begin the question-and-answer session.';

/** Where a re-split moves the Q&A start: the second analyst's question. */
export function secondQuestionOf(companyName: string): string {
  return `Thanks, and a question on ${companyName}'s pricing.`;
}

export function syntheticCall({
  companyName,
  ticker,
  quarter,
  year,
  callDate,
}: {
  companyName: string;
  ticker: string;
  quarter: 1 | 2 | 3 | 4;
  year: number;
  callDate: string;
}): SyntheticCall {
  const ordinal = ORDINALS[quarter - 1];
  const revenue = 410 + quarter * 17;
  return {
    companyName,
    ticker,
    callDate,
    participants: [
      `${CEO}--Chief Executive Officer`,
      `${CFO}--Chief Financial Officer`,
      `${FIRST_ANALYST}--Keystone Securities -- Analyst`,
      `${SECOND_ANALYST}--Meridian Capital -- Analyst`,
    ],
    prepared_remarks: [
      {
        speaker: 'Operator',
        speech: `Good morning, and welcome to the ${companyName} ${ordinal} quarter ${year} earnings conference call. All participants are in a listen-only mode. I will now turn the call over to ${CEO}, Chief Executive Officer.`,
      },
      {
        speaker: CEO,
        speech: [
          `Thank you, and good morning, everyone. Welcome to ${companyName}'s ${ordinal} quarter ${year} earnings call.`,
          `Revenue for the ${ordinal} quarter of ${year} was $${revenue} million, up 9% from a year ago.`,
          'Demand for our freight automation software stayed strong across every region.',
          'We signed fourteen new enterprise customers, including two of the largest carriers in Europe.',
          'Our subscription backlog grew to $1.2 billion, the highest in our history.',
          'We also opened a new engineering center in Lisbon to speed up our product roadmap.',
          `I will now hand over to ${CFO}, our Chief Financial Officer, for the financial details.`,
        ].join(' '),
      },
      {
        speaker: CFO,
        speech: [
          'Thank you, Marta, and good morning.',
          `Gross margin in the ${ordinal} quarter was 62%, an improvement of 150 basis points.`,
          'Operating expenses grew 4%, well below the growth of revenue.',
          'Free cash flow was $58 million, and we ended the quarter with $640 million in cash.',
          'We repurchased 1.1 million shares during the quarter.',
          `For the full year ${year}, we now expect revenue between $1.70 and $1.74 billion.`,
          'With that, we are ready to take your questions.',
        ].join(' '),
      },
    ],
    q_and_a: [
      {
        speaker: 'Operator',
        speech: `${HANDOVER} Our first question comes from ${FIRST_ANALYST} with Keystone Securities. Please go ahead.`,
      },
      {
        speaker: FIRST_ANALYST,
        speech:
          'Good morning, and congratulations on the quarter. Could you tell us how the European carriers are ramping, and what that means for margins next year?',
      },
      {
        speaker: CEO,
        speech:
          'Thanks, Priya. Both carriers went live ahead of plan, and we expect them to reach full volume by the middle of next year. The margin on those contracts improves as they scale, so we see them adding to gross margin over time.',
      },
      {
        speaker: 'Operator',
        speech: `Our next question comes from ${SECOND_ANALYST} with Meridian Capital.`,
      },
      {
        speaker: SECOND_ANALYST,
        speech: `${secondQuestionOf(companyName)} Are you seeing any customers push back on the price increase you announced in the spring?`,
      },
      {
        speaker: CFO,
        speech:
          'Thanks, Tomas. Renewal rates stayed above 95% after the increase, and most customers moved to multi-year contracts. We have not seen meaningful pushback, and the increase is fully reflected in our guidance.',
      },
      {
        speaker: 'Operator',
        speech: `That concludes our question-and-answer session. Thank you for joining ${companyName}'s call today.`,
      },
    ],
  };
}
