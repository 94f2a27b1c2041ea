import type { SubIndustry } from '../industry-profiles';

/** Process manufacturing: food, beverages, chemicals, medicines, plastics, steel. */
export const PROCESS_LINES: readonly SubIndustry[] = [
  {
    sic: 2000,
    label: 'Food and Kindred Products',
    nouns: ['Foods', 'Provisions', 'Kitchens', 'Brands'],
    activity:
      'makes packaged snacks, frozen meals and pantry staples sold under its own brands and retailer labels',
    details: [
      'Its brands are sold in most large grocery chains, and its plants also produce private-label products.',
      'It has spent the last three years simplifying its portfolio around its fastest-growing brands.',
    ],
    customers: 'grocery retailers and club stores',
    segments: ['Snacks', 'Frozen Foods', 'Pantry', 'Food Service'],
    offerings: [
      'a high-protein snack line',
      'a plant-based frozen entree range',
      'an automated bakery line',
      'a reduced-sugar cereal',
    ],
    themes: [
      'volume and price mix',
      'input cost inflation',
      'private-label competition',
      'promotional spending',
      'supply chain productivity',
    ],
    kpi: { name: 'organic volume growth', unit: 'percent', range: [-3, 5] },
  },
  {
    sic: 2080,
    label: 'Beverages',
    nouns: ['Beverages', 'Brewing', 'Drinks', 'Bottling'],
    activity: 'brews, bottles and distributes beers, sparkling waters and ready-to-drink beverages',
    details: [
      'It sells through distributors in every state and exports to more than twenty countries.',
      'Non-alcoholic drinks now make up a growing share of what it sells.',
    ],
    customers: 'distributors, retailers and restaurants',
    segments: ['Beer', 'Non-Alcoholic Beverages', 'Spirits-Based Drinks'],
    offerings: [
      'a zero-alcohol lager',
      'a canned cocktail range',
      'a lightweight aluminum can',
      'a new brewery in the Southeast',
    ],
    themes: [
      'depletions',
      'pricing',
      'aluminum costs',
      'brand investment',
      'distributor inventories',
    ],
    kpi: { name: 'shipments in millions of cases', unit: 'count', range: [20, 400] },
  },
  {
    sic: 2821,
    label: 'Plastic Materials, Synthetic Resins and Nonvulcanizable Elastomers',
    nouns: ['Polymers', 'Materials', 'Resins', 'Chemical'],
    activity:
      'produces engineered polymers and specialty resins for packaging, automotive and electronics customers',
    details: [
      'A growing share of its output uses recycled or bio-based feedstock.',
      'It works with customers from the design stage, which makes its materials hard to replace.',
    ],
    customers: 'packaging converters and automotive suppliers',
    segments: ['Engineered Polymers', 'Specialty Resins', 'Recycled Materials'],
    offerings: [
      'a chemical recycling plant',
      'a flame-retardant resin grade',
      'a bio-based polymer',
      'a compounding line in Mexico',
    ],
    themes: [
      'feedstock costs',
      'volume recovery',
      'destocking',
      'pricing discipline',
      'sustainability demand',
    ],
    kpi: { name: 'sales volume in kilotons', unit: 'count', range: [300, 4000] },
  },
  {
    sic: 2834,
    label: 'Pharmaceutical Preparations',
    nouns: ['Therapeutics', 'Pharmaceuticals', 'Pharma', 'Medicines'],
    activity:
      'develops, manufactures and sells prescription medicines for cardiovascular, metabolic and respiratory conditions',
    details: [
      'Its late-stage pipeline includes several programs that could reach patients within three years.',
      'It manufactures most of its own products in plants inspected by regulators on two continents.',
    ],
    customers: 'hospitals, pharmacies and pharmacy benefit managers',
    segments: ['Specialty Medicines', 'Primary Care', 'Consumer Health'],
    offerings: [
      'a once-weekly formulation',
      'a new inhaled therapy',
      'a phase 3 cardiovascular program',
      'an expanded sterile manufacturing suite',
    ],
    themes: [
      'launch trajectories',
      'pricing and reimbursement',
      'pipeline readouts',
      'patent expirations',
      'manufacturing capacity',
    ],
    kpi: { name: 'prescriptions written in millions', unit: 'count', range: [4, 60] },
  },
  {
    sic: 2836,
    label: 'Biological Products, Except Diagnostic Substances',
    nouns: ['Biologics', 'Biosciences', 'Bio', 'Biotherapeutics'],
    activity: 'develops and manufactures antibody, vaccine and cell-therapy products',
    details: [
      'It runs its own biologics manufacturing network and also produces for other developers.',
      'Two of its products are approved in the United States and Europe, with more in clinical trials.',
    ],
    customers: 'hospitals, specialty pharmacies and biotech partners',
    segments: ['Commercial Biologics', 'Vaccines', 'Contract Development and Manufacturing'],
    offerings: [
      'a subcutaneous antibody formulation',
      'a next-generation vaccine candidate',
      'a cell-therapy manufacturing suite',
      'a biosimilar partnership',
    ],
    themes: [
      'clinical readouts',
      'manufacturing yields',
      'partner demand',
      'launch uptake',
      'research spending',
    ],
    kpi: { name: 'patients on therapy', unit: 'count', range: [8000, 140000] },
  },
  {
    sic: 3312,
    label: 'Steel Works, Blast Furnaces and Rolling Mills',
    nouns: ['Steel', 'Metals', 'Alloys', 'Ironworks'],
    activity:
      'produces flat-rolled and long steel products from electric arc furnaces that run mostly on scrap',
    details: [
      'Its mini-mills emit far less carbon per ton than traditional blast furnaces.',
      'It owns scrap-processing yards that supply a large share of its raw material.',
    ],
    customers: 'automakers, construction firms and appliance makers',
    segments: ['Flat-Rolled Steel', 'Long Products', 'Metals Recycling'],
    offerings: [
      'a new galvanizing line',
      'a low-carbon steel grade',
      'a scrap shredder upgrade',
      'a rebar micro-mill',
    ],
    themes: [
      'steel prices',
      'metal spreads',
      'utilization rates',
      'import competition',
      'scrap costs',
    ],
    kpi: { name: 'steel shipments in thousands of tons', unit: 'count', range: [800, 9000] },
  },
];
