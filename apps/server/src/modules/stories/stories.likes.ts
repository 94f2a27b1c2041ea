/**
 * Insightful marks, which the stories module owns: a mark row and its story's count change in
 * one statement. The feed reads and sets them through these functions.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { stories, storyLikes } from '../../db/schema';

/** Whether the story exists and is published, whether the mark changed, and the new count. */
export type InsightOutcome = { isFound: boolean; isChanged: boolean; count: number | null };

/** `db.execute` answers `{rows}` over both node-postgres and PGlite. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const marksStatements = new WeakMap<Database, ReturnType<typeof prepareUserMarks>>();

function prepareUserMarks(db: Database) {
  return db
    .select({ storyId: storyLikes.storyId })
    .from(storyLikes)
    .where(eq(storyLikes.userId, sql.placeholder('userId')))
    .prepare('feed_user_marks');
}

/** The ids of every story the user marked Insightful, through the likes' primary key. */
export async function findUserMarks(db: Database, userId: string): Promise<string[]> {
  let statement = marksStatements.get(db);
  if (!statement) {
    statement = prepareUserMarks(db);
    marksStatements.set(db, statement);
  }
  const rows = await statement.execute({ userId });
  return rows.map((row) => row.storyId);
}

/**
 * Marks or unmarks a published story as insightful in one statement: the mark row and the
 * story's count change together, and a repeated call changes neither.
 */
export async function setInsightMark(
  db: Database,
  input: { userId: string; storyId: string; isLiked: boolean },
): Promise<InsightOutcome> {
  const change = input.isLiked
    ? sql`changed as (
        insert into story_likes (user_id, story_id)
        select ${input.userId}::uuid, id from target
        on conflict do nothing
        returning story_id
      ),
      counted as (
        update stories set insightful_count = insightful_count + 1
        where id in (select story_id from changed)
        returning id, insightful_count
      )`
    : sql`changed as (
        delete from story_likes
        where user_id = ${input.userId}::uuid and story_id in (select id from target)
        returning story_id
      ),
      counted as (
        update stories set insightful_count = greatest(insightful_count - 1, 0)
        where id in (select story_id from changed)
        returning id, insightful_count
      )`;
  const result = await db.execute(sql`
    with target as (
      select id from stories where id = ${input.storyId}::uuid and status = 'published'
    ),
    ${change}
    select exists (select 1 from target) as "isFound", exists (select 1 from counted) as "isChanged",
      (select insightful_count from counted) as "count"`);
  const [row] = rowsOf<InsightOutcome>(result);
  return {
    isFound: row?.isFound === true,
    isChanged: row?.isChanged === true,
    count: row?.count ?? null,
  };
}

/** The stories the user marked Insightful, oldest mark first, for the data export. */
export async function listUserMarkedStories(
  db: Database,
  userId: string,
): Promise<{ storyId: string; title: string; companyId: string; createdAt: Date }[]> {
  return db
    .select({
      storyId: storyLikes.storyId,
      title: stories.title,
      companyId: stories.companyId,
      createdAt: storyLikes.createdAt,
    })
    .from(storyLikes)
    .innerJoin(stories, eq(stories.id, storyLikes.storyId))
    .where(eq(storyLikes.userId, userId))
    .orderBy(asc(storyLikes.createdAt));
}
