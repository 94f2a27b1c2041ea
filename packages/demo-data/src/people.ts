import type { DemoCompany } from './companies';
import { createRandom } from './random';
import { ANALYST_FIRMS, FIRST_NAMES, LAST_NAMES } from './word-lists';

export type Person = { firstName: string; lastName: string; name: string };
export type Executive = Person & { title: string };
export type Analyst = Person & { firm: string };

/** The people who speak for a company on its calls. */
export type Leadership = {
  ceo: Executive;
  cfo: Executive;
  investorRelations: Executive;
  /** A president or chief operating officer who takes some questions; not every company has one. */
  operator: Executive | null;
};

function person(random: ReturnType<typeof createRandom>, used: Set<string>): Person {
  for (;;) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const name = `${firstName} ${lastName}`;
    if (!used.has(name) && !used.has(lastName)) {
      used.add(name);
      used.add(lastName);
      return { firstName, lastName, name };
    }
  }
}

/** The executives of a company: the same people on every call and post. */
export function leadershipFor(seed: number, company: DemoCompany): Leadership {
  const random = createRandom(seed, 'leadership', company.index);
  const used = new Set<string>();
  const ceoTitle = random.pick([
    'Chief Executive Officer',
    'President and Chief Executive Officer',
    'Chairman and Chief Executive Officer',
  ]);
  const irTitle = random.pick([
    'Vice President, Investor Relations',
    'Head of Investor Relations',
    'Senior Director, Investor Relations',
    'Treasurer and Head of Investor Relations',
  ]);
  const ceo = { ...person(random, used), title: ceoTitle };
  const cfo = {
    ...person(random, used),
    title: random.pick([
      'Chief Financial Officer',
      'Executive Vice President and Chief Financial Officer',
    ]),
  };
  const investorRelations = { ...person(random, used), title: irTitle };
  const hasOperator = ceoTitle !== 'President and Chief Executive Officer' && random.chance(0.45);
  const operator = hasOperator
    ? {
        ...person(random, used),
        title: random.pick([
          'President and Chief Operating Officer',
          'Chief Operating Officer',
          'President',
        ]),
      }
    : null;
  return { ceo, cfo, investorRelations, operator };
}

/**
 * The sell-side analysts who cover a company; a call draws its questions from them. Each firm
 * has one analyst per industry, so the same person asks questions on the calls of its peers.
 */
export function analystsFor(seed: number, company: DemoCompany): Analyst[] {
  const random = createRandom(seed, 'analysts', company.index);
  const leaders = leadershipFor(seed, company);
  // An analyst who shares a first or last name with an executive would confuse readers.
  const taken = new Set(
    [leaders.ceo, leaders.cfo, leaders.investorRelations, leaders.operator].flatMap((leader) =>
      leader ? [leader.firstName, leader.lastName] : [],
    ),
  );
  const analysts = random.shuffle(ANALYST_FIRMS).map((firm) => {
    const own = createRandom(seed, 'analyst', firm, company.row.industryId);
    return { ...person(own, new Set()), firm };
  });
  const names = new Set<string>();
  return analysts
    .filter((analyst) => {
      const isFree =
        !taken.has(analyst.firstName) &&
        !taken.has(analyst.lastName) &&
        !names.has(analyst.lastName);
      names.add(analyst.lastName);
      return isFree;
    })
    .slice(0, random.int(14, 19));
}
