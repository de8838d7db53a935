/**
 * A D1 binding with a fault injected: a batch (D1's transaction) fails, as a storage outage
 * would, when one of its statements matches `fails` (its SQL and bound values) and the fault is
 * still armed: after the first `after` matching batches went through, the next `times` fail.
 * Everything else goes through to the real D1.
 */

export interface InjectedFault {
  db: D1Database;
  /** Batches failed so far. */
  failures(): number;
  /** Batches that matched so far (failed or let through). */
  matched(): number;
  /** Stops failing (the outage is over). */
  heal(): void;
}

export interface StatementSeen {
  sql: string;
  values: unknown[];
}

export function faultyD1(inner: D1Database, fails: (statement: StatementSeen) => boolean, times = Number.POSITIVE_INFINITY, after = 0): InjectedFault {
  const seen = new WeakMap<object, StatementSeen>();
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const tag = (statement: D1PreparedStatement, info: StatementSeen): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => tag(target.bind(...values), { sql: info.sql, values });
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    seen.set(proxy, info);
    realOf.set(proxy, statement);
    return proxy;
  };
  let failures = 0;
  let matched = 0;
  let healed = false;
  const db = new Proxy(inner, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => tag(target.prepare(sql), { sql, values: [] });
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (statements.some((s) => fails(seen.get(s) ?? { sql: "", values: [] }))) {
            matched++;
            if (!healed && matched > after && failures < times) {
              failures++;
              throw new Error("injected fault: D1 batch lost");
            }
          }
          return target.batch(statements.map((s) => realOf.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, failures: () => failures, matched: () => matched, heal: () => (healed = true) };
}
