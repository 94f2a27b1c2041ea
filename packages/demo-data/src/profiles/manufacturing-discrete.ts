import type { SubIndustry } from '../industry-profiles';

/** Discrete manufacturing: machinery, computers, chips, vehicles, aircraft, medical devices. */
export const DISCRETE_LINES: readonly SubIndustry[] = [
  {
    sic: 3559,
    label: 'Special Industry Machinery',
    nouns: ['Machinery', 'Automation', 'Industrial', 'Systems'],
    activity:
      'designs and builds automated production equipment for packaging, battery and semiconductor plants',
    details: [
      'Its installed base of several thousand machines drives a steady spare-parts and service business.',
      'It builds most machines to order, so its backlog gives it visibility into the coming year.',
    ],
    customers: 'manufacturers building or retooling plants',
    segments: ['Equipment', 'Aftermarket Services', 'Software and Controls'],
    offerings: [
      'a battery electrode coating line',
      'a predictive maintenance service',
      'a robotic packaging cell',
      'a remote monitoring platform',
    ],
    themes: [
      'orders and backlog',
      'aftermarket growth',
      'pricing versus cost inflation',
      'factory investment cycles',
      'supply chain lead times',
    ],
    kpi: { name: 'book-to-bill ratio', unit: 'ratio', range: [0.9, 1.25] },
  },
  {
    sic: 3571,
    label: 'Electronic Computers',
    nouns: ['Computing', 'Systems', 'Compute', 'Devices'],
    activity:
      'designs servers, storage systems and rugged computers for data centers and industrial users',
    details: [
      'It builds systems to order in three assembly plants, which keeps inventory low.',
      'Its services team manages installed systems for many of its largest customers.',
    ],
    customers: 'cloud providers, enterprises and public agencies',
    segments: ['Data Center Systems', 'Edge and Rugged Computing', 'Services'],
    offerings: [
      'a liquid-cooled AI server',
      'a rugged edge computer',
      'a storage-as-a-service plan',
      'a rack-scale system',
    ],
    themes: [
      'AI server demand',
      'component costs',
      'memory pricing',
      'enterprise refresh cycles',
      'supply availability',
    ],
    kpi: { name: 'systems shipped', unit: 'count', range: [40000, 600000] },
  },
  {
    sic: 3674,
    label: 'Semiconductors and Related Devices',
    nouns: ['Semiconductor', 'Silicon', 'Microdevices', 'Circuits'],
    activity:
      'designs power, sensor and connectivity chips and has them built at partner foundries',
    details: [
      'Its chips go into cars, factory equipment and data centers.',
      'It works with customers years before a product ships, so design wins show future revenue.',
    ],
    customers: 'automakers, industrial equipment makers and data center builders',
    segments: ['Automotive', 'Industrial', 'Data Center and Communications'],
    offerings: [
      'a silicon carbide power module',
      'a radar sensor chip',
      'a high-speed connectivity chip',
      'a new design center',
    ],
    themes: [
      'inventory corrections',
      'design wins',
      'foundry capacity',
      'pricing',
      'AI infrastructure demand',
    ],
    kpi: { name: 'days of inventory', unit: 'days', range: [90, 190] },
  },
  {
    sic: 3711,
    label: 'Motor Vehicles and Passenger Car Bodies',
    nouns: ['Motors', 'Automotive', 'Vehicles', 'Mobility'],
    activity:
      'builds commercial trucks, vans and specialty vehicles, including battery-electric models',
    details: [
      'Its dealer network sells and services vehicles in more than forty countries.',
      'Fleet customers buy most of its electric vans under multi-year agreements.',
    ],
    customers: 'fleet operators, dealers and municipalities',
    segments: ['Trucks', 'Vans and Specialty Vehicles', 'Parts and Financial Services'],
    offerings: [
      'a battery-electric delivery van',
      'a hydrogen truck pilot',
      'a fleet telematics subscription',
      'a new assembly plant',
    ],
    themes: [
      'order intake',
      'electric vehicle adoption',
      'pricing',
      'dealer inventories',
      'battery costs',
    ],
    kpi: { name: 'vehicle deliveries', unit: 'count', range: [20000, 350000] },
  },
  {
    sic: 3721,
    label: 'Aircraft',
    nouns: ['Aerospace', 'Aviation', 'Aero', 'Aircraft'],
    activity:
      'builds business jets and regional aircraft and supports the aircraft it has delivered',
    details: [
      'Its service network supports several thousand aircraft in operation around the world.',
      'A multi-year order backlog covers most of its planned deliveries.',
    ],
    customers: 'airlines, charter operators and private owners',
    segments: ['Aircraft', 'Aftermarket Services', 'Defense Programs'],
    offerings: [
      'a new midsize business jet',
      'a sustainable aviation fuel program',
      'a service center expansion',
      'a cabin upgrade program',
    ],
    themes: [
      'delivery schedules',
      'backlog',
      'supply chain constraints',
      'aftermarket demand',
      'certification timelines',
    ],
    kpi: { name: 'aircraft deliveries', unit: 'count', range: [30, 260] },
  },
  {
    sic: 3841,
    label: 'Surgical and Medical Instruments and Apparatus',
    nouns: ['Medical', 'Surgical', 'MedTech', 'Health Technologies'],
    activity:
      'develops surgical instruments, robotic systems and single-use devices used in hospitals',
    details: [
      'Each installed system generates recurring revenue from instruments and service contracts.',
      'It spends about a tenth of its revenue on research and development.',
    ],
    customers: 'hospitals and ambulatory surgery centers',
    segments: ['Surgical Systems', 'Instruments and Accessories', 'Services'],
    offerings: [
      'a next-generation surgical robot',
      'a single-use endoscope',
      'a minimally invasive stapler',
      'a surgical video analytics tool',
    ],
    themes: [
      'procedure volumes',
      'system placements',
      'hospital capital budgets',
      'reimbursement',
      'new product launches',
    ],
    kpi: { name: 'procedures performed', unit: 'count', range: [60000, 900000] },
  },
];
