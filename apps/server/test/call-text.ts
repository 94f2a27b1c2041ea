// A short earnings call that the insights engine parses, for the server's tests.

export const SEPARATOR = 'We will now begin the question-and-answer session.';

/** A short earnings call in the layout the engine parses: remarks, then a Q&A. */
export function callText(company: string, quarter: number, revenue: number): string {
  return [
    'Operator',
    `Good morning, and welcome to the ${company} quarter ${quarter} 2026 earnings conference call. I would now like to turn the call over to Maya Lin, Head of Investor Relations.`,
    '',
    'Maya Lin -- Head of Investor Relations',
    'Thank you, operator. Joining me today are Sam Ortiz, our Chief Executive Officer, and Ruth Adler, our Chief Financial Officer. Today’s remarks include forward-looking statements that involve risks and uncertainties.',
    '',
    'Sam Ortiz -- Chief Executive Officer',
    `Thank you, Maya, and good morning everyone. Quarter revenue was $${revenue}.4 million, up 9% from a year ago, driven by strong demand for our industrial sensors. Adjusted earnings per share were $0.87. Our backlog reached a record $610 million, and we signed two new customers in Asia. Our strategy is to invest in our software platform and we will continue to focus on recurring revenue.`,
    '',
    'Ruth Adler -- Chief Financial Officer',
    'Thanks, Sam. Gross margin expanded 120 basis points to 38.5%, reflecting better pricing and lower freight costs. Operating cash flow was $52 million in the quarter. For the full year 2026, we now expect adjusted earnings per share of $3.40 to $3.55. Supply chain constraints and higher component costs remain a headwind, and competition in Europe is intense.',
    '',
    'Operator',
    `${SEPARATOR} Our first question comes from Ben Cole with Harbor Securities.`,
    '',
    'Ben Cole -- Harbor Securities -- Analyst',
    'Thanks for taking my question. How should we think about gross margin in the next quarter given the component costs you mentioned?',
    '',
    'Ruth Adler -- Chief Financial Officer',
    'We expect gross margin to be roughly flat at around 38%. Pricing actions we took this year should offset most of the component inflation.',
    '',
    'Operator',
    'Our next question comes from Ada King with Bluewater Capital.',
    '',
    'Ada King -- Bluewater Capital -- Analyst',
    'Can you talk about the pipeline in Asia and how much of the backlog converts next year?',
    '',
    'Sam Ortiz -- Chief Executive Officer',
    'About 55% of the backlog should convert to revenue over the next twelve months. The pipeline in Asia doubled this year, and we plan to open a new office in Singapore as part of our expansion into new markets.',
  ].join('\n');
}
