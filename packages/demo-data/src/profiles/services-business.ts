import type { SubIndustry } from '../industry-profiles';

/** Business services: software, data processing, advertising, staffing, engineering. */
export const BUSINESS_SERVICE_LINES: readonly SubIndustry[] = [
  {
    sic: 7372,
    label: 'Prepackaged Software',
    nouns: ['Software', 'Cloud', 'Analytics', 'Labs', 'Systems'],
    activity:
      'sells cloud software for finance, procurement and supply chain teams by subscription',
    details: [
      'Most of its revenue is recurring, and large customers tend to expand their use over time.',
      'It has built AI assistants into its products that automate routine work for its users.',
    ],
    customers: 'mid-sized and large enterprises',
    segments: ['Subscription', 'Professional Services', 'Platform and Data'],
    offerings: [
      'an AI assistant for finance teams',
      'a usage-based pricing tier',
      'a supplier risk module',
      'a data cloud integration',
    ],
    themes: [
      'net revenue retention',
      'AI monetization',
      'large deal momentum',
      'sales productivity',
      'operating leverage',
    ],
    kpi: { name: 'net revenue retention', unit: 'percent', range: [104, 122] },
  },
  {
    sic: 7374,
    label: 'Computer Processing and Data Preparation',
    nouns: ['Data', 'Payments', 'Digital', 'Processing'],
    activity: 'processes payments and runs data and identity services for banks and merchants',
    details: [
      'It handles several billion transactions a year on its own processing platform.',
      'Banks rely on its fraud models to screen card and account activity.',
    ],
    customers: 'banks, merchants and software platforms',
    segments: ['Merchant Solutions', 'Issuer Processing', 'Fraud and Identity'],
    offerings: [
      'a real-time payments gateway',
      'an AI fraud scoring service',
      'an embedded payments toolkit',
      'a tokenization service',
    ],
    themes: [
      'transaction volumes',
      'pricing',
      'client conversions',
      'new logo wins',
      'technology investment',
    ],
    kpi: { name: 'transactions processed in billions', unit: 'count', range: [2, 40] },
  },
  {
    sic: 7311,
    label: 'Advertising Agencies',
    nouns: ['Media', 'Creative', 'Marketing Group', 'Communications'],
    activity:
      'provides advertising, media buying and data-driven marketing services to global brands',
    details: [
      'Its agencies work for many of the largest consumer brands.',
      'It has invested in data and commerce capabilities to measure campaign results.',
    ],
    customers: 'consumer brands and retailers',
    segments: ['Media', 'Creative and Content', 'Data and Commerce'],
    offerings: [
      'a retail media practice',
      'a generative AI content studio',
      'a first-party data platform',
      'a measurement partnership',
    ],
    themes: [
      'organic growth',
      'client wins and losses',
      'AI productivity',
      'headcount',
      'margin expansion',
    ],
    kpi: { name: 'organic revenue growth', unit: 'percent', range: [-2, 8] },
  },
  {
    sic: 7363,
    label: 'Help Supply Services',
    nouns: ['Staffing', 'Workforce', 'Talent', 'People Solutions'],
    activity:
      'places temporary and permanent staff in light industrial, office, IT and health-care roles',
    details: [
      'Its digital hiring app fills many shifts without a recruiter.',
      'Health-care and IT placements earn higher margins than its industrial business.',
    ],
    customers: 'employers in manufacturing, logistics, health care and technology',
    segments: ['Commercial Staffing', 'Professional and IT', 'Health Care Staffing'],
    offerings: [
      'a mobile shift-booking app',
      'a managed service provider program',
      'a nurse staffing expansion',
      'an AI candidate matching tool',
    ],
    themes: [
      'hours billed',
      'bill-pay spreads',
      'permanent placement fees',
      'client demand',
      'wage inflation',
    ],
    kpi: { name: 'billable hours in millions', unit: 'count', range: [10, 160] },
  },
  {
    sic: 8711,
    label: 'Engineering Services',
    nouns: ['Engineering', 'Consulting', 'Design Group', 'Technical Services'],
    activity:
      'provides engineering, design and program management for infrastructure, energy and environmental projects',
    details: [
      'Public clients account for more than half of its revenue, often under multi-year contracts.',
      'Its consultants design water systems, transit lines and power grid upgrades.',
    ],
    customers: 'public agencies, utilities and industrial owners',
    segments: ['Infrastructure', 'Energy and Environment', 'Advisory'],
    offerings: [
      'a climate resilience practice',
      'a grid interconnection service',
      'a digital twin offering',
      'a water reuse design contract',
    ],
    themes: ['backlog', 'public funding', 'utilization', 'pricing', 'acquisitions'],
    kpi: { name: 'backlog in billions', unit: 'dollars', range: [1, 12] },
  },
];
