import { describe, expect, it } from 'vitest';
import {
  isAnonymous,
  isAnonymousAnalyst,
  mayBeFirstName,
  nameKey,
  nameKeys,
  nicknameOf,
  plainName,
} from './person-names';

describe('nameKey', () => {
  it('gives one key to the spellings of one person', () => {
    const spellings = [
      'Robert Smith',
      'Robert "Bob" Smith',
      'Robert (Bob) Smith',
      'Robert “Bob” Smith',
      "Robert 'Bob' Smith",
      'Robert Smith, Jr.',
      'Robert Smith Jr.',
      'Robert Smith III',
      'Robert J. Smith',
      'ROBERT SMITH',
      'Róbert Smith',
    ];
    for (const spelling of spellings) expect(nameKey(spelling), spelling).toBe('robert smith');
  });

  it('keeps apostrophes and hyphens inside a surname', () => {
    expect(nameKey("Dana O'Brien-Lowe")).toBe("dana o'brien-lowe");
  });

  it('drops a phonetic note from the name', () => {
    expect(nameKey('Stuart Hill [Phonetic]')).toBe('stuart hill');
  });
});

describe('nameKeys', () => {
  it('also finds a person under the familiar name written in quotes or parentheses', () => {
    expect(nameKeys('Robert (Bob) Smith')).toEqual(['robert smith', 'bob smith']);
    expect(nameKeys('Robert "Bob" Smith, Jr.')).toEqual(['robert smith', 'bob smith']);
    expect(nameKeys('Robert Smith')).toEqual(['robert smith']);
  });
});

describe('plainName and nicknameOf', () => {
  it('takes the familiar name, the suffix and the accents out', () => {
    expect(plainName('José "Pepe" Núñez, Jr.')).toBe('Jose Nunez');
    expect(nicknameOf('José "Pepe" Núñez, Jr.')).toBe('Pepe');
    expect(nicknameOf("Dana O'Brien")).toBeNull();
  });

  it('keeps a surname that only looks like a suffix', () => {
    expect(plainName('Vivian Ivy')).toBe('Vivian Ivy');
  });
});

describe('mayBeFirstName', () => {
  it('matches a first name and its short or familiar forms', () => {
    expect(mayBeFirstName('doug', 'douglas')).toBe(true);
    expect(mayBeFirstName('nick', 'nicholas')).toBe(true);
    expect(mayBeFirstName('tommy', 'tom')).toBe(true);
    expect(mayBeFirstName('bob', 'robert')).toBe(true);
    expect(mayBeFirstName('mike', 'michael')).toBe(true);
  });

  it('keeps names that only share a letter apart', () => {
    expect(mayBeFirstName('dan', 'doug')).toBe(false);
    expect(mayBeFirstName('eric', 'ed')).toBe(false);
  });
});

describe('anonymous labels', () => {
  it('reads the labels a transcript gives an unnamed speaker', () => {
    expect(isAnonymous('Unidentified Participant')).toBe(true);
    expect(isAnonymous('Unknown speaker')).toBe(true);
    expect(isAnonymous('Unidentified Analyst')).toBe(true);
    expect(isAnonymous('Unidentified Company Representative')).toBe(true);
    expect(isAnonymous('Uma Unger')).toBe(false);
    expect(isAnonymousAnalyst('Unidentified Analyst')).toBe(true);
    expect(isAnonymousAnalyst('Unidentified Participant')).toBe(false);
  });
});
