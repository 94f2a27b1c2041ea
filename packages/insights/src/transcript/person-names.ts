/**
 * How one person's name is written in different places of a transcript. The participants list,
 * the speaker lines and the operator's introductions may each spell it another way: with a
 * familiar name in quotes or parentheses ("Robert "Bob" Smith", "Robert (Bob) Smith"), a suffix
 * after a comma ("John Smith, Jr.", "John Smith III"), a middle initial, accents ("José Núñez" and
 * "Jose Nunez") or capitals ("JOHN SMITH"). Every comparison of names goes through this file.
 */

/** A familiar name between the first name and the surname, in straight or curly quotes or parentheses. */
const NICKNAME =
  /\s+(?:"([^"\s][^"]{0,20})"|“([^”\s][^”]{0,20})”|\(([^)\s][^)]{0,20})\)|'([^'\s]{1,20})')(?=\s)/u;

/** A generational suffix or a degree after the surname, with or without a comma. */
const SUFFIX =
  /(?:,\s*|\s+)(?:Jr|Sr|II|III|IV|V|2nd|3rd)\.?$|,\s*(?:CFA|CPA|PhD|Ph\.D|MD|M\.D|Esq|MBA)\.?$/iu;

/** Words dropped from a name's key: suffixes and forms of address. */
const DROPPED_WORD = /^(?:jr|sr|ii|iii|iv|mr|mrs|ms|dr)$/;

/**
 * First names whose familiar form starts with another letter. A familiar form that keeps the
 * first letter ("Nick" for "Nicholas") needs no entry: names are compared by their first letter.
 */
const FAMILIAR: Record<string, string[]> = {
  robert: ['bob', 'bobby', 'rob', 'robbie', 'bert'],
  william: ['bill', 'billy', 'will', 'willy', 'liam'],
  richard: ['dick', 'rick', 'ricky', 'rich', 'richie'],
  edward: ['ted', 'ed', 'eddie', 'ned'],
  theodore: ['ted', 'teddy', 'theo'],
  john: ['jack', 'johnny', 'jon'],
  charles: ['chuck', 'charlie', 'chip', 'chaz'],
  henry: ['hank', 'harry'],
  james: ['jim', 'jimmy', 'jamie'],
  margaret: ['peggy', 'maggie', 'meg', 'marge'],
  elizabeth: ['betty', 'liz', 'beth', 'lisa', 'libby', 'betsy'],
  katherine: ['kate', 'katie', 'kathy', 'kat'],
  catherine: ['kate', 'katie', 'cathy', 'cat'],
  anthony: ['tony'],
  lawrence: ['larry'],
  laurence: ['larry'],
  gerald: ['jerry'],
  jerome: ['jerry'],
  harold: ['hal', 'harry'],
  rebecca: ['becky'],
  patricia: ['patty', 'trish', 'tricia', 'pat'],
  susan: ['sue'],
  alexander: ['alex', 'sandy', 'xander'],
  eric: ['rick'],
  frederick: ['fred', 'rick'],
  christopher: ['chris', 'kit'],
  francis: ['frank'],
  joseph: ['joe', 'joey'],
  jennifer: ['jen', 'jenny'],
  mary: ['molly', 'polly'],
  sarah: ['sally'],
  andrew: ['andy', 'drew'],
  thomas: ['tom', 'tommy'],
  michael: ['mike', 'mikey'],
};

/** The text of a name without accents, so that "José" and "Jose" compare equal. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** The familiar name written between the first name and the surname, or null. */
export function nicknameOf(name: string): string | null {
  const match = NICKNAME.exec(name);
  if (match === null) return null;
  return (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim() || null;
}

/**
 * A name as it would be written plainly: no familiar name in quotes or parentheses, no suffix,
 * no accents ("Robert "Bob" Smith, Jr." reads "Robert Smith").
 */
export function plainName(name: string): string {
  return withoutAccents(name.trim()).replace(NICKNAME, '').replace(SUFFIX, '').trim();
}

/** The words of a plain name, lower-cased, without initials, punctuation or forms of address. */
export function nameWords(name: string): string[] {
  return plainName(name)
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[^a-z0-9\s'’-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !DROPPED_WORD.test(word));
}

function keyOf(words: string[]): string {
  if (words.length <= 1) return words.join(' ');
  return `${words[0]} ${words[words.length - 1]}`;
}

/**
 * The key two spellings of one person share: first name and surname, lower-cased, without
 * middle initials, familiar names, suffixes, accents or punctuation ("Seth R. Rosenfeld" and
 * "Seth Rosenfeld", "John Smith, Jr." and "JOHN SMITH").
 */
export function nameKey(name: string): string {
  return keyOf(nameWords(name));
}

/**
 * Every key a person may be found under: the plain name's, and the one with the familiar name
 * written in quotes or parentheses in place of the first name ("Robert (Bob) Smith" is also
 * "Bob Smith").
 */
export function nameKeys(name: string): string[] {
  const keys = [nameKey(name)];
  const nickname = nicknameOf(name);
  const words = nameWords(name);
  if (nickname !== null && words.length >= 2) {
    const familiar = nameWords(nickname)[0];
    if (familiar !== undefined) keys.push(keyOf([familiar, ...words.slice(1)]));
  }
  return [...new Set(keys)].filter((key) => key !== '');
}

/**
 * True when two first names may be one person's: the same, one the short form of the other
 * keeping its first letter ("Nick" and "Nicholas"), or a familiar form that does not ("Bob"
 * and "Robert").
 */
export function sameFirstName(a: string, b: string): boolean {
  if (a === b) return true;
  if (a[0] === b[0]) return true;
  return (FAMILIAR[a]?.includes(b) ?? false) || (FAMILIAR[b]?.includes(a) ?? false);
}

/** A familiar ending taken off a first name ("Tommy" reads "Tomm", then "Tom"). */
function stem(first: string): string {
  return first.replace(/(?:ie|y|ey)$/, '').replace(/(.)\1$/, '$1');
}

/**
 * True when a first name alone may stand for another person's first name: the same name, one a
 * short form of the other ("Doug" and "Douglas", "Tommy" and "Tom"), or a familiar form known
 * to start with another letter ("Bob" and "Robert"). Stricter than {@link sameFirstName}, as no
 * surname backs it.
 */
export function mayBeFirstName(a: string, b: string): boolean {
  if (a === b) return true;
  if ((FAMILIAR[a]?.includes(b) ?? false) || (FAMILIAR[b]?.includes(a) ?? false)) return true;
  // Short forms keep the first three letters at least ("Nick" and "Nicholas", "Steve" and "Stephen").
  const [x, y] = [stem(a), stem(b)];
  return x.length >= 3 && y.length >= 3 && x.slice(0, 3) === y.slice(0, 3);
}

/**
 * A placeholder a transcript writes for a speaker it could not name ("Unidentified Analyst",
 * "Unknown Speaker", "Unidentified Participant"). Such a label stands for anyone, so it is
 * matched by itself only, never to a person's name.
 */
const ANONYMOUS =
  /^(?:unidentified|unknown|unnamed)\s+(?:speaker|participant|analyst|caller|male|female|person|company representative|representative|executive|management|man|woman|questioner|attendee)(?:\s+\d{1,2})?$/i;

/** True for a label that stands for a speaker the transcript could not name. */
export function isAnonymous(name: string): boolean {
  return ANONYMOUS.test(name.trim());
}

/** True for an anonymous label that says the speaker is an analyst ("Unidentified Analyst"). */
export function isAnonymousAnalyst(name: string): boolean {
  return isAnonymous(name) && /\banalyst\b/i.test(name);
}

/** True for an anonymous label that says the speaker is the company's ("Unidentified Company Representative"). */
export function isAnonymousManagement(name: string): boolean {
  return isAnonymous(name) && /\b(?:company|executive|management)\b/i.test(name);
}

/** The first of a name's keys that a map or set holds, or undefined. */
export function keyIn(name: string, keys: { has(key: string): boolean }): string | undefined {
  return nameKeys(name).find((key) => keys.has(key));
}

/** True when two spellings of a surname differ by at most one letter added, dropped or changed. */
function closeSurname(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return Math.max(a.length, b.length) - i - j <= 1;
}

/**
 * True when the name a speaker speaks under may be the person an operator introduced under
 * another spelling: a first name alone, a short or familiar first name ("Nick" for "Nicholas",
 * "Bob" for "Robert", or one written in quotes or parentheses), a middle name or initial, or a
 * surname misspelt by one letter.
 */
export function maySpeakAs(spoken: string, introduced: string): boolean {
  const named = nameWords(introduced);
  const introducedFirst = named[0];
  if (introducedFirst === undefined) return false;
  // "Robert (Bob) Smith" may be introduced as "Bob Smith": each spelling of the name is tried.
  return nameKeys(spoken).some((key) => {
    const said = key.split(' ');
    const first = said[0];
    if (first === undefined || first === '') return false;
    if (said.length === 1 || named.length === 1) return mayBeFirstName(first, introducedFirst);
    const surname = said[said.length - 1] ?? '';
    const introducedSurname = named[named.length - 1] ?? '';
    return sameFirstName(first, introducedFirst) && closeSurname(surname, introducedSurname);
  });
}
