import type { IndustryProfile } from '../industry-profiles';

/** Agriculture, Forestry, Fishing (SIC division A). */
export const AGRICULTURE_PROFILE: IndustryProfile = {
  id: 'A',
  weight: 4,
  minimum: 12,
  seasonality: [0.82, 1.08, 1.22, 0.88],
  annualRevenueMillions: [350, 9000],
  growth: [-0.04, 0.09],
  grossMargin: [0.16, 0.3],
  operatingMargin: [0.05, 0.13],
  jobs: [
    ['Agronomy', 'Field Agronomist'],
    ['Operations', 'Farm Operations Supervisor'],
    ['Supply Chain', 'Grain Merchandiser'],
    ['Sustainability', 'Soil Health Program Manager'],
  ],
  subIndustries: [
    {
      sic: 100,
      label: 'Agricultural Production - Crops',
      nouns: ['Harvest', 'Growers', 'Farms', 'Produce', 'Agri'],
      activity: 'grows, packs and ships fresh vegetables, berries and specialty grains',
      details: [
        'It farms owned and leased acreage in three growing regions so that it can supply retailers through most of the year.',
        'Its packing houses sit close to the fields, which keeps produce fresh for grocery and food-service buyers.',
      ],
      customers: 'grocery chains and food-service distributors',
      segments: ['Fresh Vegetables', 'Berries', 'Specialty Grains', 'Value-Added Products'],
      offerings: [
        'a new cold-chain packing facility',
        'a drip-irrigation retrofit program',
        'a line of packaged salad kits',
        'a greenhouse berry pilot',
      ],
      themes: [
        'crop yields',
        'water availability',
        'labor costs',
        'retail pricing',
        'weather variability',
      ],
      kpi: { name: 'acres under cultivation', unit: 'count', range: [18000, 120000] },
    },
    {
      sic: 200,
      label: 'Agricultural Production - Livestock',
      nouns: ['Ranches', 'Protein', 'Livestock', 'Cattle Company'],
      activity:
        'raises cattle, hogs and poultry and sells them to processors under long-term supply agreements',
      details: [
        'It runs feed mills alongside its ranches, which gives it control over a large part of its feed cost.',
        'It has invested in animal-welfare certification and traceability across its herds.',
      ],
      customers: 'meat processors and specialty protein brands',
      segments: ['Beef Cattle', 'Pork', 'Poultry', 'Feed and Nutrition'],
      offerings: [
        'a traceability program for every animal it sells',
        'a new feed mill',
        'a pasture-raised premium line',
        'a methane-reducing feed additive trial',
      ],
      themes: ['feed costs', 'herd size', 'processor demand', 'animal health', 'export markets'],
      kpi: { name: 'head of livestock sold', unit: 'count', range: [60000, 900000] },
    },
    {
      sic: 700,
      label: 'Agricultural Services',
      nouns: ['Agronomics', 'Farm Services', 'Ag Solutions', 'Field Services'],
      activity:
        'provides crop-protection application, soil testing and precision-agriculture services to growers',
      details: [
        'Its agronomists and drone crews cover several million acres each season.',
        'It sells its field data services by subscription alongside its application work.',
      ],
      customers: 'independent growers and large farming cooperatives',
      segments: ['Application Services', 'Precision Agriculture', 'Soil and Lab Services'],
      offerings: [
        'a drone spraying service',
        'a soil-carbon measurement offering',
        'a variable-rate seeding platform',
        'a regional agronomy center',
      ],
      themes: [
        'acreage under contract',
        'grower economics',
        'subscription adoption',
        'seasonal staffing',
        'input prices',
      ],
      kpi: { name: 'acres serviced', unit: 'count', range: [900000, 6000000] },
    },
    {
      sic: 800,
      label: 'Forestry',
      nouns: ['Timberlands', 'Forest Products', 'Timber', 'Woodlands'],
      activity: 'manages timberlands and sells logs, carbon credits and conservation easements',
      details: [
        'It replants every acre it harvests and has its forests certified to a sustainable-forestry standard.',
        'Its land portfolio also earns income from recreation leases and rural land sales.',
      ],
      customers: 'sawmills, pulp mills and carbon-credit buyers',
      segments: ['Timber Sales', 'Carbon and Conservation', 'Real Estate'],
      offerings: [
        'a forest carbon project',
        'a seedling nursery expansion',
        'a conservation easement sale',
        'a log export program',
      ],
      themes: ['log prices', 'harvest volumes', 'carbon markets', 'land values', 'housing starts'],
      kpi: { name: 'tons harvested', unit: 'count', range: [1500000, 9000000] },
    },
    {
      sic: 900,
      label: 'Fishing, Hunting and Trapping',
      nouns: ['Seafood', 'Fisheries', 'Marine Harvest', 'Aquaculture'],
      activity:
        'operates a fishing fleet and aquaculture sites and processes seafood for retail and restaurant customers',
      details: [
        'Its catch is certified by an independent sustainable-fisheries program.',
        'It owns processing plants in two ports, which lets it freeze product within hours of landing.',
      ],
      customers: 'seafood distributors, retailers and restaurant groups',
      segments: ['Wild Catch', 'Aquaculture', 'Processed Seafood'],
      offerings: [
        'a recirculating aquaculture facility',
        'a new factory trawler',
        'a line of ready-to-cook seafood',
        'a catch-tracking system',
      ],
      themes: [
        'quota allocations',
        'fuel costs',
        'export demand',
        'fish health',
        'processing utilization',
      ],
      kpi: { name: 'metric tons landed', unit: 'count', range: [40000, 400000] },
    },
  ],
};
