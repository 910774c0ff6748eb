// Named prepared statements are made once per database handle (each pool or PGlite instance of a
// process; tests build several): `perDatabase(prepare)` answers a getter that makes a module's set
// on first use for a handle and keeps it as long as the handle lives.

export function perDatabase<D extends object, S>(prepare: (db: D) => S): (db: D) => S {
  const byDb = new WeakMap<D, S>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
