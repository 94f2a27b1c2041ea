import type { RawCall } from '../src/render/raw-call';

/** A short fictional earnings call in the published JSON layout, for reader and detection tests. */
export const FIXTURE_CALL: RawCall = {
  header_texts: ['Contents:', 'Prepared Remarks:', 'Questions and Answers:', 'Call participants:'],
  prepared_remarks: [
    {
      speaker: 'Operator',
      speech:
        'Good morning, and welcome to the Harborline Logistics second quarter 2024 earnings conference call. All participants are in listen-only mode.\nI would now like to turn the call over to Dana Whitfield, Head of Investor Relations.',
    },
    {
      speaker: 'Dana Whitfield',
      speech:
        'Thank you, operator. Good morning, everyone, and thank you for joining us to discuss our results for the second quarter of 2024. With me today are Marcus Bell, our Chief Executive Officer, and Priya Raman, our Chief Financial Officer. Our remarks include forward-looking statements, and actual results may differ.',
    },
    {
      speaker: 'Marcus Bell',
      speech:
        'Thanks, Dana. We delivered a strong quarter. Revenue grew 12% to $410 million, driven by higher freight volumes across our ports and new customers in the Midwest.\nOperating margin expanded 150 basis points to 14.2%. We opened two new distribution centers and signed three multi-year contracts with retail customers. Demand remains healthy, and we are raising our full-year guidance.',
    },
    {
      speaker: 'Priya Raman',
      speech:
        'Thank you, Marcus. Gross profit rose to $120 million. Free cash flow was $55 million in the quarter, and we ended the quarter with $300 million of cash. We now expect full-year revenue between $1.6 billion and $1.65 billion. Capital spending will be about $90 million for the year.\nWith that, we are happy to take your questions.',
    },
  ],
  q_and_a: [
    {
      speaker: 'Operator',
      speech: 'Thank you. Our first question comes from Leo Grant with Castle Ridge Securities.',
    },
    {
      speaker: 'Leo Grant',
      speech:
        'Good morning, and congratulations on the quarter. Could you talk about pricing in the Midwest and whether the new contracts carry higher margins?',
    },
    {
      speaker: 'Marcus Bell',
      speech:
        'Sure, Leo. Pricing has been stable, and the new contracts carry margins in line with the rest of the network. We expect them to add to growth in the second half of the year.',
    },
    {
      speaker: 'Operator',
      speech: 'Our next question comes from Hannah Cole with Northgate Partners.',
    },
    {
      speaker: 'Hannah Cole',
      speech:
        'Thanks. Priya, how should we think about capital spending next year, and will you keep buying back shares?',
    },
    {
      speaker: 'Priya Raman',
      speech:
        'Good question, Hannah. We expect capital spending to stay near this year level, and we will keep returning cash to shareholders through buybacks and the dividend.',
    },
    {
      speaker: 'Operator',
      speech: 'There are no further questions. This concludes today’s call. Thank you for joining.',
    },
  ],
  participants: [
    'Dana Whitfield--Head of Investor Relations',
    'Marcus Bell--Chief Executive Officer',
    'Priya Raman--Chief Financial Officer',
    'Leo Grant--Castle Ridge Securities -- Analyst',
    'Hannah Cole--Northgate Partners -- Analyst',
  ],
};
