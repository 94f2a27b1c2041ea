import { INDUSTRIES } from '@clearcall/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { industries } from './schema';

/**
 * Writes the ten fixed industries (SIC divisions A-J) from the contracts, the one source of
 * their ids and names. Runs after every migration, so a renamed division follows the code.
 */
export async function ensureIndustries(db: Database): Promise<void> {
  await db
    .insert(industries)
    .values(
      INDUSTRIES.map((industry, index) => ({
        id: industry.id,
        name: industry.name,
        position: index,
      })),
    )
    .onConflictDoUpdate({
      target: industries.id,
      set: { name: sql`excluded.name`, position: sql`excluded.position` },
    });
}
