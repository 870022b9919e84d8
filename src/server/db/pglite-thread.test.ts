import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

describe('PGlite in its worker thread', () => {
  let db: PgliteThread;

  beforeAll(async () => {
    db = await PgliteThread.start({});
    await db.exec(`
      CREATE TABLE t (id int PRIMARY KEY, name text);
      CREATE FUNCTION t_changed() RETURNS trigger AS $$ BEGIN PERFORM pg_notify('t_changes', NEW.id::text); RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER t_notify AFTER INSERT OR UPDATE ON t FOR EACH ROW EXECUTE FUNCTION t_changed();`);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('delivers the notification a write raised before the write itself answers', async () => {
    const heard: string[] = [];
    const stop = await db.listen('t_changes', (payload) => heard.push(payload));
    await db.query('INSERT INTO t (id, name) VALUES (1, $1)', ['one']);
    expect(heard).toEqual(['1']);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE t SET name = $1 WHERE id = 1', ['uno']);
    });
    expect(heard).toEqual(['1', '1']);
    await stop();
  });

  it('keeps the database error fields a caller tells refusals apart by', async () => {
    const error = await db.query('INSERT INTO t (id, name) VALUES (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('rolls a transaction back when its callback throws, and holds other statements until it ends', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, name) VALUES (2, $1)', ['two']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('SELECT count(*)::int AS n FROM t WHERE id = 2')).rows).toEqual([{ n: 0 }]);

    let outsideSaw: unknown;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, name) VALUES (3, $1)', ['three']);
      void db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 3').then((r) => (outsideSaw = r.rows[0]?.n));
      await tx.query('SELECT pg_sleep(0.05)');
      expect(outsideSaw).toBeUndefined();
    });
    await expect.poll(() => outsideSaw, { timeout: 10_000 }).toBe(1);
  });

  it('answers rows in the shape asked for, with the types drizzle keeps as text left as text', async () => {
    const asArrays = await db.query('SELECT 1::int AS a, $1::text AS b', ['x'], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[1, 'x']]);
    const dated = await db.query<{ d: unknown }>("SELECT '2026-01-02'::date AS d", [], { parsers: { 1082: (v: string) => v } });
    expect(dated.rows[0]?.d).toBe('2026-01-02');
  });
});
