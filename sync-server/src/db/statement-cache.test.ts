import { customers } from '@bin-valet/schema';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './connection';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const open = () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    return sqlite;
  };

  it('hands back one statement per SQL text', () => {
    const client = withStatementCache(open());
    const a = client.prepare('SELECT * FROM t WHERE id = ?');
    expect(client.prepare('SELECT * FROM t WHERE id = ?')).toBe(a);
    expect(client.prepare('SELECT name FROM t WHERE id = ?')).not.toBe(a);
    expect(client.cachedStatements()).toBe(2);
  });

  it('switches raw mode back off for the next caller', () => {
    const client = withStatementCache(open());
    client.prepare('INSERT INTO t (name) VALUES (?)').run('a');
    expect(client.prepare('SELECT id, name FROM t').raw().get()).toEqual([1, 'a']);
    expect(client.prepare('SELECT id, name FROM t').get()).toEqual({ id: 1, name: 'a' });
  });

  it('keeps at most maxSize statements, dropping the least recently used', () => {
    const client = withStatementCache(open(), 2);
    const first = client.prepare('SELECT 1');
    const second = client.prepare('SELECT 2');
    expect(client.prepare('SELECT 1')).toBe(first);
    client.prepare('SELECT 3');
    expect(client.cachedStatements()).toBe(2);
    expect(client.prepare('SELECT 1')).toBe(first);
    expect(client.prepare('SELECT 2')).not.toBe(second);
  });

  it('leaves transactions and the rest of the connection to the connection itself', () => {
    const sqlite = open();
    const client = withStatementCache(sqlite);
    const insert = client.transaction((fail: boolean) => {
      client.prepare('INSERT INTO t (name) VALUES (?)').run('x');
      expect(client.inTransaction).toBe(true);
      if (fail) throw new Error('roll back');
    });
    insert(false);
    expect(() => insert(true)).toThrow('roll back');
    expect(sqlite.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    expect(client.pragma('journal_mode', { simple: true })).toBe('memory');
  });

  it('serves drizzle: one statement for a repeated query, nested transactions', () => {
    const sqlite = open();
    const client = withStatementCache(sqlite);
    const db = drizzle(client);
    for (let i = 0; i < 100; i++) {
      client.prepare('INSERT INTO t (name) VALUES (?)').run(`n${i}`);
    }
    const before = client.cachedStatements();
    for (let i = 0; i < 100; i++) {
      expect(db.get<{ name: string }>('SELECT name FROM t WHERE id = 1')?.name).toBe('n0');
    }
    expect(client.cachedStatements()).toBe(before + 1);
    db.transaction((tx) => {
      tx.run("INSERT INTO t (name) VALUES ('outer')");
      expect(() =>
        tx.transaction((inner) => {
          inner.run("INSERT INTO t (name) VALUES ('inner')");
          throw new Error('undo inner');
        }),
      ).toThrow('undo inner');
    });
    expect(sqlite.prepare("SELECT count(*) AS n FROM t WHERE name IN ('outer', 'inner')").get()).toEqual({ n: 1 });
  });
});

describe('the store reuses statements across drizzle queries', () => {
  let store: Store | undefined;
  afterEach(() => store?.close());

  it('runs the same insert and select many times with fresh defaults and correct rows', () => {
    store = openStore(':memory:');
    const s = store;
    const insert = (i: number) =>
      s.write((db) =>
        db
          .insert(customers)
          .values({ name: `C${i}`, address: 'a', zipCode: '98199', phone: 'p', email: 'e', trackingToken: `t${i}` })
          .returning()
          .get(),
      );
    const first = insert(0);
    const rows = Array.from({ length: 50 }, (_, i) => insert(i + 1));
    expect(new Set(rows.map((r) => r.id)).size).toBe(50);
    expect(rows.every((r) => r.createdAt >= first.createdAt)).toBe(true);
    for (const row of rows) {
      expect(s.orm.select().from(customers).where(eq(customers.id, row.id)).get()?.name).toBe(row.name);
      expect(s.orm.select({ n: customers.name }).from(customers).where(eq(customers.id, row.id)).get()).toEqual({
        n: row.name,
      });
    }
  });
});
