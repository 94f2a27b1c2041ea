/**
 * The Porter stemmer exactly as published in 1980 ("An algorithm for suffix stripping"),
 * without the later revisions (-bli, -logi, y-after-consonant). ROUGE scores are only
 * comparable with the published ECTSum figures when this original variant is used.
 */

type Rule = readonly [
  suffix: string,
  replacement: string,
  condition: ((stem: string) => boolean) | null,
];

const isVowelLetter = (ch: string): boolean =>
  ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u';

function isConsonant(word: string, i: number): boolean {
  const ch = word[i] ?? '';
  if (isVowelLetter(ch)) return false;
  if (ch === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in the stem. */
function measure(stem: string): number {
  let m = 0;
  let previousIsVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const consonant = isConsonant(stem, i);
    if (consonant && previousIsVowel) m++;
    previousIsVowel = !consonant;
  }
  return m;
}

function containsVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** Condition *o: the stem ends consonant-vowel-consonant and the last is not w, x or y. */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1] ?? '';
  return (
    isConsonant(word, n - 3) &&
    !isConsonant(word, n - 2) &&
    isConsonant(word, n - 1) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
}

const positive = (stem: string): boolean => measure(stem) > 0;
const aboveOne = (stem: string): boolean => measure(stem) > 1;

/** The first rule whose suffix matches decides; a failed condition stops the step. */
function applyRules(word: string, rules: readonly Rule[]): string {
  for (const [suffix, replacement, condition] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    return condition === null || condition(stem) ? stem + replacement : word;
  }
  return word;
}

const STEP1A: readonly Rule[] = [
  ['sses', 'ss', null],
  ['ies', 'i', null],
  ['ss', 'ss', null],
  ['s', '', null],
];

const STEP2: readonly Rule[] = [
  ['ational', 'ate', positive],
  ['tional', 'tion', positive],
  ['enci', 'ence', positive],
  ['anci', 'ance', positive],
  ['izer', 'ize', positive],
  ['abli', 'able', positive],
  ['alli', 'al', positive],
  ['entli', 'ent', positive],
  ['eli', 'e', positive],
  ['ousli', 'ous', positive],
  ['ization', 'ize', positive],
  ['ation', 'ate', positive],
  ['ator', 'ate', positive],
  ['alism', 'al', positive],
  ['iveness', 'ive', positive],
  ['fulness', 'ful', positive],
  ['ousness', 'ous', positive],
  ['aliti', 'al', positive],
  ['iviti', 'ive', positive],
  ['biliti', 'ble', positive],
];

const STEP3: readonly Rule[] = [
  ['icate', 'ic', positive],
  ['ative', '', positive],
  ['alize', 'al', positive],
  ['iciti', 'ic', positive],
  ['ical', 'ic', positive],
  ['ful', '', positive],
  ['ness', '', positive],
];

const STEP4: readonly Rule[] = [
  ['al', '', aboveOne],
  ['ance', '', aboveOne],
  ['ence', '', aboveOne],
  ['er', '', aboveOne],
  ['ic', '', aboveOne],
  ['able', '', aboveOne],
  ['ible', '', aboveOne],
  ['ant', '', aboveOne],
  ['ement', '', aboveOne],
  ['ment', '', aboveOne],
  ['ent', '', aboveOne],
  ['ion', '', (stem) => aboveOne(stem) && (stem.endsWith('s') || stem.endsWith('t'))],
  ['ou', '', aboveOne],
  ['ism', '', aboveOne],
  ['ate', '', aboveOne],
  ['iti', '', aboveOne],
  ['ous', '', aboveOne],
  ['ive', '', aboveOne],
  ['ize', '', aboveOne],
];

function step1b(word: string): string {
  if (word.endsWith('eed')) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? stem + 'ee' : word;
  }
  let stem: string | null = null;
  for (const suffix of ['ed', 'ing']) {
    if (word.endsWith(suffix)) {
      const candidate = word.slice(0, word.length - suffix.length);
      if (containsVowel(candidate)) {
        stem = candidate;
        break;
      }
    }
  }
  if (stem === null) return word;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return stem + 'e';
  if (endsDoubleConsonant(stem)) {
    const last = stem[stem.length - 1];
    return last === 'l' || last === 's' || last === 'z' ? stem : stem.slice(0, -1);
  }
  if (measure(stem) === 1 && endsCvc(stem)) return stem + 'e';
  return stem;
}

function step5a(word: string): string {
  if (!word.endsWith('e')) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  if (m > 1 || (m === 1 && !endsCvc(stem))) return stem;
  return word;
}

function step5b(word: string): string {
  return word.endsWith('ll') && measure(word.slice(0, -1)) > 1 ? word.slice(0, -1) : word;
}

/** Stems one lower-case word with the original 1980 Porter algorithm. */
export function stemPorterOriginal(word: string): string {
  let stem = applyRules(word, STEP1A);
  stem = step1b(stem);
  stem = applyRules(stem, [['y', 'i', containsVowel]]);
  stem = applyRules(stem, STEP2);
  stem = applyRules(stem, STEP3);
  stem = applyRules(stem, STEP4);
  stem = step5a(stem);
  return step5b(stem);
}
