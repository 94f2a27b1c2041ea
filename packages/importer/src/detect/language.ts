const ENGLISH = new Set(
  (
    'the and of to a in that is we our for on with as this are be it was have will at by from you ' +
    'an or not but all they their has which were i so more also about there can would been these ' +
    "its than what very year quarter if do into think us up out over just now some them we're"
  ).split(' '),
);

/** Share of the first words of a text that are common English words (0..1), and how many were read. */
export function englishShare(text: string, maxWords = 4000): { share: number; words: number } {
  let words = 0;
  let english = 0;
  for (const match of text.matchAll(/[\p{L}']{1,40}/gu)) {
    words++;
    if (ENGLISH.has(match[0].toLowerCase())) english++;
    if (words >= maxWords) break;
  }
  return { share: words === 0 ? 0 : english / words, words };
}
