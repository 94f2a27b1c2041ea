import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { READ_ONLY_GRANTS, TABLE_OWNERS, type TableName } from './table-owners';

const MODULES_DIR = join(import.meta.dirname, '../modules');

/** The schema's tables by the name they are exported under, e.g. `storyLikes` -> `story_likes`. */
const TABLES_BY_EXPORT = new Map(
  Object.entries(schema).flatMap(([exportName, value]) =>
    isTable(value) ? [[exportName, getTableName(value)] as const] : [],
  ),
);
const TABLE_NAMES = new Set<string>(TABLES_BY_EXPORT.values());

type Access = { table: string; isWrite: boolean; file: string };

/** Comments may name tables in prose; only code counts. `://` keeps addresses intact. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Tables a source file reaches: drizzle table values imported from the schema, and raw SQL. */
function tableAccesses(source: string, file: string): Access[] {
  const code = stripComments(source);
  const accesses: Access[] = [];
  const imported = new Map<string, string>();
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*db\/schema[^']*'/g)) {
    for (const specifier of match[1]!.split(',')) {
      const [name, alias] = specifier.trim().split(/\s+as\s+/);
      const table = name && !name.startsWith('type ') ? TABLES_BY_EXPORT.get(name) : undefined;
      if (table) imported.set(alias ?? name!, table);
    }
  }
  for (const [local, table] of imported) {
    const isWrite = new RegExp(`\\.(insert|update|delete)\\(\\s*${local}\\b`).test(code);
    accesses.push({ table, isWrite, file });
  }
  const sqlPatterns: [RegExp, boolean][] = [
    [/\b(?:from|join)\s+([a-z_]+)/gi, false],
    [/\binsert\s+into\s+([a-z_]+)/gi, true],
    [/\bupdate\s+([a-z_]+)\s+set\b/gi, true],
    [/\bdelete\s+from\s+([a-z_]+)/gi, true],
  ];
  for (const [pattern, isWrite] of sqlPatterns) {
    for (const match of code.matchAll(pattern)) {
      const table = match[1]!.toLowerCase();
      if (TABLE_NAMES.has(table)) accesses.push({ table, isWrite, file });
    }
  }
  return accesses;
}

function moduleSources(moduleName: string): { file: string; source: string }[] {
  const dir = join(MODULES_DIR, moduleName);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({
      file: `${moduleName}/${file}`,
      source: readFileSync(join(dir, file), 'utf8'),
    }));
}

const MODULES = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ACCESSES = new Map(
  MODULES.map((name) => [
    name,
    moduleSources(name).flatMap(({ file, source }) => tableAccesses(source, file)),
  ]),
);

function ownerOf(table: string): string {
  return TABLE_OWNERS[table as TableName];
}

function unusedEntries(list: Readonly<Record<string, readonly TableName[]>>): string[] {
  return Object.entries(list).flatMap(([name, tables]) =>
    tables
      .filter((table) => !(ACCESSES.get(name) ?? []).some((access) => access.table === table))
      .map((table) => `${name} -> ${table}`),
  );
}

describe('table ownership', () => {
  it('gives every table of the schema exactly one owner', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...TABLE_NAMES].sort());
  });

  it('lets a module write only the tables it owns', () => {
    const foreignWrites = [...ACCESSES.entries()].flatMap(([name, accesses]) =>
      accesses
        .filter((access) => access.isWrite && ownerOf(access.table) !== name)
        .map(
          (access) => `${access.file} writes ${access.table} (owned by ${ownerOf(access.table)})`,
        ),
    );
    expect(foreignWrites).toEqual([]);
  });

  it('lets a module read a foreign table only through a documented read-only grant', () => {
    const foreignReads = [...ACCESSES.entries()].flatMap(([name, accesses]) =>
      accesses
        .filter(
          (access) =>
            ownerOf(access.table) !== name &&
            !(READ_ONLY_GRANTS[name] ?? []).includes(access.table as TableName),
        )
        .map(
          (access) => `${access.file} reads ${access.table} (owned by ${ownerOf(access.table)})`,
        ),
    );
    expect([...new Set(foreignReads)]).toEqual([]);
  });

  it('keeps every read-only grant in use, so the list only ever shrinks', () => {
    expect(unusedEntries(READ_ONLY_GRANTS)).toEqual([]);
  });

  it("lets a module call another module's services, never its repository", () => {
    const repositoryImports = MODULES.flatMap((name) =>
      moduleSources(name).flatMap(({ file, source }) =>
        [...stripComments(source).matchAll(/from\s+'\.\.\/([a-z-]+)\/[^']*repository'/g)]
          .filter((match) => match[1] !== name)
          .map((match) => `${file} imports ${match[0].slice(5)}`),
      ),
    );
    expect(repositoryImports).toEqual([]);
  });
});

describe('tableAccesses', () => {
  it('finds drizzle reads and writes of imported tables, and ignores type-only imports', () => {
    const source = [
      "import { users, sessions as s, type StoryAsk } from '../../db/schema';",
      "import type { Story } from '../../db/schema';",
      'db.select().from(users); db.update(s).set({});',
    ].join('\n');
    expect(tableAccesses(source, 'f.ts')).toEqual([
      { table: 'users', isWrite: false, file: 'f.ts' },
      { table: 'sessions', isWrite: true, file: 'f.ts' },
    ]);
  });

  it('finds tables in raw SQL and ignores them in comments', () => {
    const source = [
      '// reads from stories',
      'sql`select 1 from companies c join story_likes l on true`;',
      'sql`delete from notifications where id = 1`;',
      'sql`update users set first_name = 1`;',
    ].join('\n');
    expect(tableAccesses(source, 'f.ts').map((a) => `${a.table}:${a.isWrite}`)).toEqual([
      'companies:false',
      'story_likes:false',
      'notifications:false',
      'users:true',
      'notifications:true',
    ]);
  });
});
