/** What management did to its outlook in a sentence. */
export type GuidanceAction = 'raises' | 'lowers' | 'reaffirms';

const TARGET = String.raw`(?:our|its|the|their)?\s*(?:\S+\s+){0,4}?(?:guidance|outlook|forecast|view|range|expectations?)`;
const ACTIONS: readonly [GuidanceAction, RegExp][] = [
  [
    'raises',
    new RegExp(
      String.raw`\b(?:rais(?:e|ed|es|ing)|increas(?:e|ed|es|ing)|lift(?:ed|ing)?|improv(?:e|ed|ing))\s+${TARGET}`,
      'i',
    ),
  ],
  [
    'lowers',
    new RegExp(
      String.raw`\b(?:lower(?:ed|ing|s)?|reduc(?:e|ed|es|ing)|cut(?:ting)?|trim(?:med|ming)?)\s+${TARGET}`,
      'i',
    ),
  ],
  [
    'reaffirms',
    new RegExp(
      String.raw`\b(?:reaffirm\w*|reiterat\w*|confirm(?:ed|ing|s)?|maintain(?:ed|ing|s)?)\s+${TARGET}`,
      'i',
    ),
  ],
];

/** Finds whether a guidance sentence raises, lowers or reaffirms the outlook. */
export function guidanceAction(text: string): GuidanceAction | null {
  for (const [action, pattern] of ACTIONS) if (pattern.test(text)) return action;
  return null;
}
