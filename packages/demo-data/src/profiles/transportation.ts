import type { IndustryProfile } from '../industry-profiles';

/** Transportation, communications and utilities (SIC division E). */
export const TRANSPORTATION_PROFILE: IndustryProfile = {
  id: 'E',
  weight: 9,
  minimum: 12,
  seasonality: [0.95, 1.0, 1.06, 0.99],
  annualRevenueMillions: [700, 30000],
  growth: [-0.03, 0.1],
  grossMargin: [0.22, 0.45],
  operatingMargin: [0.08, 0.24],
  jobs: [
    ['Network Operations', 'Network Planning Manager'],
    ['Fleet', 'Fleet Maintenance Technician'],
    ['Field Operations', 'Line Technician'],
    ['Customer Operations', 'Dispatch Supervisor'],
  ],
  subIndustries: [
    {
      sic: 4011,
      label: 'Railroads, Line-Haul Operating',
      nouns: ['Rail', 'Railway', 'Rail Systems', 'Railroad'],
      activity:
        'operates a freight railroad that moves intermodal containers, chemicals, grain and automotive traffic',
      details: [
        'Its network connects inland terminals with three coastal ports.',
        'It has moved to scheduled operations to run longer, fuller trains.',
      ],
      customers: 'shippers, ports and intermodal marketing companies',
      segments: ['Intermodal', 'Merchandise', 'Bulk'],
      offerings: [
        'a new inland intermodal terminal',
        'a precision scheduling program',
        'a battery-electric locomotive pilot',
        'a port rail expansion',
      ],
      themes: [
        'carload volumes',
        'operating ratio',
        'pricing above inflation',
        'service metrics',
        'fuel surcharges',
      ],
      kpi: { name: 'operating ratio', unit: 'percent', range: [58, 68] },
    },
    {
      sic: 4213,
      label: 'Trucking, Except Local',
      nouns: ['Freight Systems', 'Logistics', 'Transport', 'Carriers'],
      activity:
        'provides truckload, dedicated fleet and freight brokerage services across North America',
      details: [
        'Its dedicated fleets run inside customers’ own supply chains under multi-year contracts.',
        'Its brokerage arm matches loads with thousands of partner carriers through a digital platform.',
      ],
      customers: 'retailers, manufacturers and food distributors',
      segments: ['Truckload', 'Dedicated Contract', 'Brokerage'],
      offerings: [
        'a digital freight-matching app',
        'an electric tractor pilot',
        'a cross-dock terminal',
        'a driver training academy',
      ],
      themes: [
        'contract rate renewals',
        'spot market rates',
        'fleet utilization',
        'driver retention',
        'fuel costs',
      ],
      kpi: { name: 'revenue per loaded mile', unit: 'dollars', range: [2.2, 3.4] },
    },
    {
      sic: 4412,
      label: 'Deep Sea Foreign Transportation of Freight',
      nouns: ['Shipping', 'Maritime', 'Marine', 'Tankers'],
      activity:
        'owns and charters container ships and product tankers on international trade routes',
      details: [
        'About half of its fleet is fixed on time charters of one year or longer.',
        'It is renewing its fleet with dual-fuel vessels that can burn cleaner fuels.',
      ],
      customers: 'liner operators, oil majors and commodity traders',
      segments: ['Container Shipping', 'Product Tankers', 'Ship Management'],
      offerings: [
        'a dual-fuel newbuilding program',
        'a long-term time charter',
        'a hull-cleaning efficiency program',
        'a fleet digital twin',
      ],
      themes: [
        'charter rates',
        'fleet renewal',
        'route disruptions',
        'fuel regulations',
        'vessel utilization',
      ],
      kpi: {
        name: 'average daily time-charter equivalent rate',
        unit: 'dollars',
        range: [18000, 46000],
      },
    },
    {
      sic: 4512,
      label: 'Air Transportation, Scheduled',
      nouns: ['Airlines', 'Air', 'Airways', 'Aviation Group'],
      activity:
        'operates a scheduled passenger airline with a growing loyalty program and cargo business',
      details: [
        'Its network is built around two hubs and a fast-growing set of leisure routes.',
        'Its loyalty program brings in steady revenue from a co-branded credit card.',
      ],
      customers: 'leisure and business travelers',
      segments: ['Passenger', 'Loyalty', 'Cargo'],
      offerings: [
        'a premium economy cabin',
        'a new transatlantic route',
        'a fleet of fuel-efficient narrowbodies',
        'a loyalty program refresh',
      ],
      themes: [
        'unit revenue',
        'fuel prices',
        'capacity growth',
        'premium demand',
        'labor agreements',
      ],
      kpi: { name: 'load factor', unit: 'percent', range: [79, 88] },
    },
    {
      sic: 4813,
      label: 'Telephone Communications, Except Radiotelephone',
      nouns: ['Communications', 'Telecom', 'Networks', 'Connect'],
      activity:
        'provides fiber broadband, business connectivity and wireless backhaul in regional markets',
      details: [
        'It is replacing its copper network with fiber, passing new homes each quarter.',
        'Business and wholesale customers account for a large share of its revenue.',
      ],
      customers: 'households, businesses and wireless carriers',
      segments: ['Consumer Fiber', 'Business Services', 'Wholesale'],
      offerings: [
        'multi-gigabit fiber plans',
        'a managed network security service',
        'a fiber build in new markets',
        'a fixed-wireless offer',
      ],
      themes: [
        'fiber penetration',
        'subscriber growth',
        'churn',
        'capital intensity',
        'copper decline',
      ],
      kpi: { name: 'fiber broadband net additions', unit: 'count', range: [12000, 160000] },
    },
    {
      sic: 4911,
      label: 'Electric Services',
      nouns: ['Energy', 'Power', 'Electric', 'Utilities'],
      activity:
        'generates, transmits and distributes electricity to homes and businesses in regulated service territories',
      details: [
        'It is retiring its last coal units and adding solar, wind and battery storage.',
        'Its regulated rate base has grown steadily through grid investment.',
      ],
      customers: 'residential, commercial and industrial customers',
      segments: ['Regulated Electric', 'Transmission', 'Renewable Generation'],
      offerings: [
        'a utility-scale battery project',
        'a grid modernization plan',
        'a solar procurement program',
        'a wildfire mitigation plan',
      ],
      themes: [
        'rate cases',
        'load growth from data centers',
        'capital plan',
        'weather',
        'regulatory outcomes',
      ],
      kpi: { name: 'retail electric sales growth', unit: 'percent', range: [-1, 5] },
    },
    {
      sic: 4941,
      label: 'Water Supply',
      nouns: ['Water', 'Water Works', 'Aqua', 'Water Resources'],
      activity: 'owns regulated water and wastewater systems serving cities and towns',
      details: [
        'It grows by buying municipal systems and investing to replace aging pipes.',
        'Most of its revenue is set by state regulators, which makes its earnings steady.',
      ],
      customers: 'residential and municipal customers',
      segments: ['Regulated Water', 'Wastewater', 'Contract Operations'],
      offerings: [
        'a lead service line replacement program',
        'a municipal system acquisition',
        'a smart-meter rollout',
        'a treatment plant upgrade',
      ],
      themes: [
        'rate cases',
        'acquisitions',
        'capital spending',
        'water quality rules',
        'customer growth',
      ],
      kpi: { name: 'customer connections', unit: 'count', range: [150000, 1800000] },
    },
    {
      sic: 4953,
      label: 'Refuse Systems',
      nouns: ['Environmental', 'Waste Services', 'Recycling', 'Resource Recovery'],
      activity:
        'collects, recycles and disposes of solid waste and runs landfills and recycling centers',
      details: [
        'Its landfills capture methane and turn it into renewable natural gas.',
        'Collection routes are served by a fleet that is moving to natural gas and electric trucks.',
      ],
      customers: 'municipalities, businesses and households',
      segments: ['Collection', 'Landfill', 'Recycling and Renewable Energy'],
      offerings: [
        'a renewable natural gas plant',
        'an automated recycling facility',
        'an electric collection truck fleet',
        'a landfill expansion permit',
      ],
      themes: ['pricing', 'volumes', 'recycled commodity prices', 'acquisitions', 'fleet costs'],
      kpi: { name: 'core price increase', unit: 'percent', range: [3, 7] },
    },
  ],
};
