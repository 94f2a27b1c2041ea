import type { IndustryProfile } from '../industry-profiles';

/** Construction (SIC division C). */
export const CONSTRUCTION_PROFILE: IndustryProfile = {
  id: 'C',
  weight: 5,
  minimum: 12,
  seasonality: [0.86, 1.04, 1.1, 1.0],
  annualRevenueMillions: [500, 16000],
  growth: [-0.03, 0.13],
  grossMargin: [0.12, 0.26],
  operatingMargin: [0.04, 0.12],
  jobs: [
    ['Project Delivery', 'Project Manager'],
    ['Estimating', 'Senior Estimator'],
    ['Field Operations', 'Construction Superintendent'],
    ['Safety', 'Field Safety Coordinator'],
  ],
  subIndustries: [
    {
      sic: 1531,
      label: 'Operative Builders',
      nouns: ['Homes', 'Homebuilders', 'Communities', 'Residential'],
      activity: 'builds single-family homes and townhomes in master-planned communities',
      details: [
        'It controls a multi-year supply of lots, much of it through option contracts.',
        'Its mortgage and title businesses serve most of its buyers.',
      ],
      customers: 'first-time and move-up home buyers',
      segments: ['Homebuilding', 'Financial Services', 'Land Development'],
      offerings: [
        'an entry-level townhome series',
        'a new master-planned community',
        'a mortgage rate buydown program',
        'an all-electric home design',
      ],
      themes: [
        'orders and cancellations',
        'mortgage rates',
        'incentives',
        'build times',
        'lot supply',
      ],
      kpi: { name: 'homes delivered', unit: 'count', range: [800, 9000] },
    },
    {
      sic: 1600,
      label: 'Heavy Construction Other Than Building Construction',
      nouns: ['Infrastructure', 'Civil', 'Constructors', 'Builders'],
      activity:
        'builds highways, bridges, transit lines and water infrastructure for public and private owners',
      details: [
        'Most of its work comes from state transportation agencies under competitively bid contracts.',
        'It owns quarries and asphalt plants that supply its own projects.',
      ],
      customers: 'state transportation departments and transit agencies',
      segments: ['Transportation', 'Water', 'Materials'],
      offerings: [
        'a major bridge replacement contract',
        'a transit-line design-build award',
        'a recycled asphalt plant',
        'a water treatment expansion project',
      ],
      themes: [
        'backlog',
        'public funding',
        'project margins',
        'bidding discipline',
        'materials inflation',
      ],
      kpi: { name: 'backlog in billions', unit: 'dollars', range: [2, 14] },
    },
    {
      sic: 1623,
      label: 'Water, Sewer, Pipeline and Communications Line Construction',
      nouns: ['Utility Contractors', 'Pipeline Services', 'Networks', 'Line Services'],
      activity:
        'installs and maintains power lines, gas pipelines and fiber networks for utilities and carriers',
      details: [
        'About two thirds of its revenue comes from recurring master service agreements.',
        'It trains its own line workers at two regional training centers.',
      ],
      customers: 'electric and gas utilities and telecom carriers',
      segments: ['Electric Power', 'Gas Distribution', 'Communications'],
      offerings: [
        'a grid-hardening master service agreement',
        'a fiber-to-the-home build program',
        'a storm restoration crew expansion',
        'a gas main replacement contract',
      ],
      themes: [
        'utility capital plans',
        'storm work',
        'crew productivity',
        'broadband funding',
        'labor availability',
      ],
      kpi: { name: 'backlog in billions', unit: 'dollars', range: [3, 20] },
    },
    {
      sic: 1731,
      label: 'Electrical Work',
      nouns: ['Electric', 'Electrical Contractors', 'Power Services', 'Building Systems'],
      activity:
        'designs and installs electrical, lighting and controls systems for data centers, hospitals and factories',
      details: [
        'It prefabricates much of its wiring in its own shops, which shortens schedules on site.',
        'Its service business maintains systems after installation under multi-year contracts.',
      ],
      customers: 'data center developers, hospitals and manufacturers',
      segments: ['Construction', 'Service and Maintenance', 'Prefabrication'],
      offerings: [
        'a data center electrical package',
        'a prefabrication facility',
        'an energy-efficiency retrofit program',
        'a building controls service',
      ],
      themes: [
        'data center demand',
        'labor productivity',
        'backlog mix',
        'service growth',
        'electrical equipment lead times',
      ],
      kpi: {
        name: 'remaining performance obligations in billions',
        unit: 'dollars',
        range: [1, 9],
      },
    },
  ],
};
