/**
 * The ten fixed industries are the divisions A-J of the Standard Industrial Classification.
 * Each industry is one project and one channel with the same id (`projectId` = `channelId`).
 */
export const INDUSTRIES = [
  { id: 'A', name: 'Agriculture, Forestry, Fishing', sicFrom: 1, sicTo: 9 },
  { id: 'B', name: 'Mining', sicFrom: 10, sicTo: 14 },
  { id: 'C', name: 'Construction', sicFrom: 15, sicTo: 17 },
  { id: 'D', name: 'Manufacturing', sicFrom: 20, sicTo: 39 },
  { id: 'E', name: 'Transportation & Public Utilities', sicFrom: 40, sicTo: 49 },
  { id: 'F', name: 'Wholesale Trade', sicFrom: 50, sicTo: 51 },
  { id: 'G', name: 'Retail Trade', sicFrom: 52, sicTo: 59 },
  { id: 'H', name: 'Finance, Insurance, Real Estate', sicFrom: 60, sicTo: 67 },
  { id: 'I', name: 'Services', sicFrom: 70, sicTo: 89 },
  { id: 'J', name: 'Public Administration', sicFrom: 91, sicTo: 99 },
] as const;

export type IndustryId = (typeof INDUSTRIES)[number]['id'];

export const INDUSTRY_IDS = INDUSTRIES.map((industry) => industry.id) as [
  IndustryId,
  ...IndustryId[],
];

/**
 * Finds the industry of a four-digit SIC code from its two-digit major group.
 * Returns undefined for the major groups that belong to no division (e.g. 18, 19, 90).
 */
export function industryForSicCode(sicCode: number): (typeof INDUSTRIES)[number] | undefined {
  const majorGroup = Math.floor(sicCode / 100);
  return INDUSTRIES.find(
    (industry) => majorGroup >= industry.sicFrom && majorGroup <= industry.sicTo,
  );
}
