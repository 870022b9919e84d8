import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { positional } from './queue';

describe('pg-boss SQL on drizzle executors', () => {
  it('turns $n placeholders into bound parameters in order, arrays and objects as text PostgreSQL casts', () => {
    const query = new PgDialect().sqlToQuery(positional('SELECT $2::text[], $1::jsonb, $3, $2', [{ a: 1 }, ['x', 'y"z'], null]));
    expect(query.sql).toBe('SELECT $1::text[], $2::jsonb, $3, $4');
    expect(query.params).toEqual(['{"x","y\\"z"}', '{"a":1}', null, '{"x","y\\"z"}']);
  });
});
