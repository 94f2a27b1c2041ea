import type { IndustryProfile } from '../industry-profiles';

/**
 * Public administration (SIC division J). The companies here are fictional operators that run
 * public programs under contract, so that the division has reporting companies at all.
 */
export const PUBLIC_ADMINISTRATION_PROFILE: IndustryProfile = {
  id: 'J',
  weight: 2.4,
  minimum: 10,
  seasonality: [0.97, 1.0, 1.05, 0.98],
  annualRevenueMillions: [300, 6000],
  growth: [0, 0.09],
  grossMargin: [0.16, 0.3],
  operatingMargin: [0.06, 0.12],
  jobs: [
    ['Program Delivery', 'Program Manager'],
    ['Contracts', 'Contracts Administrator'],
    ['Public Sector Solutions', 'Solutions Architect'],
    ['Field Services', 'Case Management Supervisor'],
  ],
  subIndustries: [
    {
      sic: 9199,
      label: 'General Government, Not Elsewhere Classified',
      nouns: ['Civic Services', 'Public Solutions', 'Government Services', 'Civic'],
      activity:
        'runs licensing, records and citizen-service centers for state and local governments under long-term contracts',
      details: [
        'Its contracts usually run five to ten years with renewal options.',
        'It has moved many citizen services to online portals and self-service kiosks.',
      ],
      customers: 'state agencies, counties and cities',
      segments: ['Citizen Services', 'Records and Licensing', 'Digital Government'],
      offerings: [
        'a digital driver-licensing portal',
        'a records digitization contract',
        'a multilingual contact center',
        'a benefits eligibility platform',
      ],
      themes: [
        'contract renewals',
        'rebid pipeline',
        'government budgets',
        'digital adoption',
        'labor costs',
      ],
      kpi: { name: 'contract backlog in billions', unit: 'dollars', range: [1, 8] },
    },
    {
      sic: 9221,
      label: 'Police Protection',
      nouns: ['Public Safety', 'Safety Systems', 'Response', 'Emergency Services'],
      activity:
        'provides emergency dispatch, body-camera evidence management and public-safety communications for municipalities',
      details: [
        'Its dispatch centers answer emergency calls for dozens of counties.',
        'Most of its revenue comes from multi-year service agreements.',
      ],
      customers: 'police departments, fire districts and counties',
      segments: ['Dispatch Services', 'Evidence Management', 'Communications Networks'],
      offerings: [
        'a next-generation emergency dispatch system',
        'a cloud evidence platform',
        'a regional radio network upgrade',
        'a real-time crime center',
      ],
      themes: [
        'municipal budgets',
        'contract wins',
        'recurring revenue',
        'grant funding',
        'implementation timing',
      ],
      kpi: { name: 'annual recurring revenue in millions', unit: 'dollars', range: [120, 900] },
    },
    {
      sic: 9511,
      label: 'Air and Water Resource and Solid Waste Management',
      nouns: [
        'Environmental Programs',
        'Resource Management',
        'Conservation Services',
        'EnviroWorks',
      ],
      activity:
        'operates environmental monitoring, permitting and remediation programs for public agencies',
      details: [
        'It runs air-quality monitoring networks and watershed programs for several states.',
        'Federal infrastructure funding has added to its pipeline of remediation work.',
      ],
      customers: 'environmental agencies and water districts',
      segments: ['Monitoring Programs', 'Remediation', 'Permitting Services'],
      offerings: [
        'an air-quality sensor network',
        'a watershed restoration contract',
        'a brownfield cleanup program',
        'a digital permitting system',
      ],
      themes: [
        'public funding',
        'contract awards',
        'project timing',
        'utilization',
        'regulatory changes',
      ],
      kpi: { name: 'funded backlog in millions', unit: 'dollars', range: [300, 2500] },
    },
    {
      sic: 9611,
      label: 'Administration of General Economic Programs',
      nouns: ['Program Services', 'Economic Programs', 'Public Programs', 'Administrators'],
      activity:
        'administers unemployment, workforce and small-business support programs on behalf of government agencies',
      details: [
        'It processes millions of benefit claims a year on its own case-management platform.',
        'Its fraud-prevention tools are used by several state workforce agencies.',
      ],
      customers: 'state workforce agencies and economic development authorities',
      segments: ['Benefits Administration', 'Workforce Programs', 'Program Integrity'],
      offerings: [
        'an identity verification service for claimants',
        'a workforce training marketplace',
        'a small-business grant portal',
        'a case-management platform upgrade',
      ],
      themes: [
        'claims volumes',
        'contract rebids',
        'program funding',
        'fraud prevention',
        'margins on new contracts',
      ],
      kpi: { name: 'claims processed in millions', unit: 'count', range: [1, 14] },
    },
  ],
};
