import { asc, type SQL } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, integer, uuid } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listQuery } from '@steelyard/domain/paging';
import { AppError } from './errors';
import { buildListCriteria, defineListSpec, findPage } from './paging';

const things = pgTable('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  weight: integer('weight').notNull(),
  active: boolean('active').notNull(),
  kind: text('kind').notNull(),
  tags: text('tags').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// the domain's property lists of the made-up list
const THING_FILTERS = ['name', 'weight', 'active', 'kind', 'tags', 'createdAt', 'id'] as const;
const THING_SORTS = ['name', 'weight'] as const;

const spec = defineListSpec(
  { filters: THING_FILTERS, sorts: THING_SORTS },
  {
    filters: {
      name: { column: things.name, type: { kind: 'text' } },
      weight: { column: things.weight, type: { kind: 'number', min: 0, max: 1_000_000 } },
      active: { column: things.active, type: { kind: 'boolean' } },
      kind: { column: things.kind, type: { kind: 'enum', values: ['SHEET', 'COIL'] } },
      tags: { column: things.tags, type: { kind: 'array', values: ['RED', 'BLUE'] } },
      createdAt: { column: things.createdAt, type: { kind: 'date' } },
      id: { column: things.id, type: { kind: 'uuid' } },
    },
    sorts: { name: things.name, weight: things.weight },
    defaultSort: [asc(things.name)],
    tieBreaker: things.id,
  },
);

const dialect = new PgDialect();
const render = (fragment: SQL | undefined) => (fragment ? dialect.sqlToQuery(fragment) : null);
const query = (values: Record<string, string>) => listQuery(10).parse(values);

function criteria(values: Record<string, string>) {
  const { where, orderBy } = buildListCriteria(query(values), spec);
  return { where: render(where), orderBy: orderBy.map((o) => render(o)!.sql) };
}

function rejection(values: Record<string, string>): AppError {
  try {
    buildListCriteria(query(values), spec);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the criteria to be rejected');
}

describe('buildListCriteria', () => {
  it('uses the default sort and always ends with the tie-breaker', () => {
    expect(criteria({}).orderBy).toEqual(['"things"."name" asc', '"things"."id" asc']);
    expect(criteria({ sort: 'weight:desc;name:asc' }).orderBy).toEqual([
      '"things"."weight" desc',
      '"things"."name" asc',
      '"things"."id" asc',
    ]);
  });

  it('passes every value as a parameter, never as SQL text', () => {
    const { where } = criteria({ filter: "name=x' or 1=1 --;weight>10" });
    expect(where!.sql).toBe('(lower("things"."name") = $1 and "things"."weight" > $2)');
    expect(where!.params).toEqual(["x' or 1=1 --", 10]);
  });

  it('reads each value by the type of its property', () => {
    expect(criteria({ filter: 'active=false' }).where!.params).toEqual([false]);
    expect(criteria({ filter: 'kind=SHEET|COIL' }).where).toMatchObject({
      sql: '"things"."kind" in ($1, $2)',
      params: ['SHEET', 'COIL'],
    });
    expect(criteria({ filter: 'tags=RED|BLUE' }).where!.sql).toBe('"things"."tags" && $1');
    expect(criteria({ filter: 'createdAt<2026-01-31' }).where!.sql).toBe('"things"."created_at" < $1');
    expect(criteria({ filter: 'name=Ben|ALICE' }).where!.params).toEqual(['ben', 'alice']);
    // ids compare exactly (no lower() on a uuid column), in lowercase
    expect(criteria({ filter: 'id=0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9' }).where).toMatchObject({
      sql: '"things"."id" = $1',
      params: ['0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'],
    });
  });

  it.each([
    ['an unknown property', { filter: 'secret=1' }, 'filter'],
    ['a property of the prototype', { filter: 'constructor=1' }, 'filter'],
    ['a malformed criterion', { filter: 'name' }, 'filter'],
    ['a number that is not one', { filter: 'weight>heavy' }, 'filter'],
    // issue 22: beyond the property's bound (an integer column overflowed)
    ['a number beyond its bound', { filter: 'weight>10000000000000000000' }, 'filter'],
    ['a number below its bound', { filter: 'weight<-1' }, 'filter'],
    ['a date that is not one', { filter: 'createdAt>yesterday' }, 'filter'],
    ['an enum value outside the set', { filter: 'kind=PLATE' }, 'filter'],
    ['< on an enum', { filter: 'kind<SHEET' }, 'filter'],
    ['an id that is not a uuid', { filter: 'id=42' }, 'filter'],
    ['> on an id', { filter: 'id>0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' }, 'filter'],
    ['an unknown sort property', { sort: 'active:asc' }, 'sort'],
    ['a sort without direction', { sort: 'name' }, 'sort'],
  ])('rejects %s with 400 Invalid filter criteria', (_case, values, path) => {
    const error = rejection(values);
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Invalid filter criteria');
    expect(error.details).toEqual([{ path, message: expect.any(String) }]);
  });
});

describe('findPage', () => {
  it('hands the criteria to the fetch and answers the page numbers', async () => {
    const page = await findPage(query({ limit: '10', offset: '20' }), spec, async (c) => {
      expect(c).toMatchObject({ limit: 10, offset: 20, where: undefined });
      return { items: ['a', 'b'], totalItems: 22 };
    });
    expect(page).toEqual({ items: ['a', 'b'], currentPage: 3, maxPages: 3, totalItems: 22 });
  });

  it('answers one empty page for an empty list', async () => {
    const page = await findPage(query({}), spec, async () => ({ items: [], totalItems: 0 }));
    expect(page).toEqual({ items: [], currentPage: 1, maxPages: 1, totalItems: 0 });
  });
});
