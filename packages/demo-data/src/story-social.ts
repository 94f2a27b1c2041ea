import { capitalize } from './format';
import { leadershipFor } from './people';
import { firstSentences } from '@clearcall/server/modules/stories/stories.engine';
import { aboutCompany, storyRow, urlToken, type StoryInput } from './story-common';
import type { StoryRow } from './transcripts';
import { ANALYST_FIRMS, CITIES, FIRST_NAMES, LAST_NAMES } from './word-lists';

/** Roles every kind of company hires for, beside the industry's own. */
const COMPANY_WIDE_JOBS: readonly (readonly [string, string])[] = [
  ['Finance', 'Senior Financial Analyst'],
  ['Finance', 'Revenue Accounting Manager'],
  ['People', 'Talent Acquisition Partner'],
  ['Technology', 'Cloud Security Engineer'],
  ['Technology', 'Data Platform Engineer'],
  ['Sales', 'Enterprise Account Executive'],
  ['Marketing', 'Product Marketing Manager'],
  ['Legal', 'Corporate Counsel'],
];

const DUTIES = [
  'Partner with teams across the business to plan, prioritize and deliver results',
  'Own a set of metrics and report on them to senior leadership every month',
  'Improve processes and tools so the team can scale with the business',
  'Work directly with customers to understand their needs and resolve issues',
  'Mentor colleagues and contribute to a culture of safety and accountability',
  'Lead projects from first analysis through rollout and follow-up',
];

const REQUIREMENTS = [
  'Five or more years of relevant experience',
  'Clear written and spoken communication',
  'Comfort working with data and drawing practical conclusions',
  'A track record of delivering results in a fast-moving environment',
  'A relevant degree or equivalent practical experience',
  'Willingness to travel up to 20% of the time',
];

/** A job post from the company's careers page. */
export function writeJobPost(input: StoryInput): StoryRow {
  const { company, random } = input;
  const [team, title] = random.pick([...company.profile.jobs, ...COMPANY_WIDE_JOBS]);
  const location = random.chance(0.2)
    ? 'Remote (United States)'
    : random.pick([company.city, ...CITIES.slice(0, 8)]);
  const schedule = random.chance(0.9) ? 'Full-time' : 'Contract';
  const duties = random.sample(DUTIES, 4).map((duty) => `- ${duty}.`);
  const requirements = random.sample(REQUIREMENTS, 4).map((item) => `- ${item}.`);
  const offering = random.pick(company.sub.offerings);
  const content = [
    `${title} (${team}), ${location}, ${schedule}.`,
    `About ${company.row.name}: ${aboutCompany(company)}`,
    `About the role: the ${team} team is looking for ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title} to help grow the business, with a focus on ${random.pick(company.sub.themes)} and on ${offering}.`,
    `What you will do:\n${duties.join('\n')}`,
    `What you bring:\n${requirements.join('\n')}`,
    `This is a fictional job post for a sample company, generated for the Clearcall demo.`,
  ].join('\n\n');
  return storyRow(input, 'hiring', {
    title,
    description: `${team} · ${location} · ${schedule}`,
    content,
    source: 'Careers page',
    url: `${company.row.website}/careers/jobs/${urlToken(random, 8)}`,
  });
}

/** A video or webinar about the company, with the company logo as thumbnail. */
export function writeVideo(input: StoryInput): StoryRow {
  const { company, random } = input;
  const leaders = leadershipFor(input.seed, company);
  const offering = random.pick(company.sub.offerings);
  const theme = random.pick(company.sub.themes);
  const year = input.publishedAt.getUTCFullYear();
  const formats: [string, string, string][] = [
    [
      `${company.row.name} Investor Day ${year}: highlights`,
      `Management presents the company's strategy, medium-term targets and progress on ${theme}.`,
      'YouTube',
    ],
    [
      `${leaders.ceo.name} at the ${random.pick(ANALYST_FIRMS)} ${company.profile.id === 'I' ? 'Technology and Services' : 'Industrials and Markets'} Conference`,
      `A fireside chat with ${leaders.ceo.name}, ${leaders.ceo.title}, on demand trends, ${theme} and capital allocation.`,
      'YouTube',
    ],
    [
      `Webinar: getting more from ${offering}`,
      `Product specialists show how ${company.sub.customers} use ${offering}, followed by questions from attendees.`,
      'Webinar',
    ],
    [
      `Product demo: ${capitalize(offering.replace(/^(a|an|the) /, ''))}`,
      `A short walkthrough of ${offering} and what it means for ${company.sub.customers}.`,
      'YouTube',
    ],
    [
      `${leaders.cfo.name} on the ${company.row.name} financial model`,
      `The ${leaders.cfo.title.toLowerCase()} explains the company's financial priorities, cash generation and outlook.`,
      'Webinar',
    ],
  ];
  const [title, description, source] = random.pick(formats);
  return storyRow(input, 'youtubeAndWebinar', {
    title,
    description,
    content: `${description} ${company.row.name} is a fictional sample company; this video listing is generated for the Clearcall demo.`,
    source,
    url: `${company.row.website}/investors/media`,
    thumbnailUrl: company.row.logoUrl ?? `/api/logos/${company.row.symbol}.svg`,
    videoUrl: `https://video.example/watch?v=${urlToken(random, 11)}`,
  });
}

/** A professional-network post by an executive or employee of the company. */
export function writeSocialPost(input: StoryInput): StoryRow {
  const { company, random } = input;
  const leaders = leadershipFor(input.seed, company);
  const isExecutive = random.chance(0.5);
  const author = isExecutive
    ? random.pick([leaders.ceo, leaders.cfo, leaders.investorRelations])
    : {
        name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        title: random.pick([...company.profile.jobs, ...COMPANY_WIDE_JOBS])[1],
      };
  const offering = random.pick(company.sub.offerings);
  const openers = [
    `Proud of our team at ${company.row.name} this week.`,
    `A milestone worth sharing.`,
    `Great conversations with ${company.sub.customers} over the last few days.`,
    `We're hiring!`,
    `Lessons from a busy quarter.`,
  ];
  const bodies = [
    `We just rolled out ${offering}, and the early feedback has been fantastic. Huge thanks to everyone who worked nights and weekends to get it over the line.`,
    `One thing I keep hearing from customers: they want partners who make their lives simpler. That is exactly what our teams focus on every day.`,
    `Our ${random.pick(company.profile.jobs)[0]} team is growing. If you want to work on ${random.pick(company.sub.themes)} with great people, take a look at our careers page.`,
    `It was a privilege to spend time with our colleagues in ${company.city} and see the progress on ${offering} first-hand.`,
  ];
  const content = `${random.pick(openers)} ${random.pick(bodies)} ${random.pick(['#teamwork', '#growth', '#innovation', '#careers', '#customers'])} (Sample post by a fictional person at a fictional company.)`;
  return storyRow(input, 'linkedin', {
    title: firstSentences(content, 1),
    description: firstSentences(content, 2),
    content,
    source: 'LinkedIn',
    url: `https://linkedin.example/posts/${company.slug}-${urlToken(random, 10)}`,
    postUser: author.name,
    postUserTitle: `${author.title} at ${company.row.name}`,
  });
}
