/**
 * `make(key)`, computed on first use and kept for as long as `key` lives: prepared statements and
 * caches that belong to one database connection or store, so a test's fresh database gets its own.
 */
export function oncePer<K extends object, T>(make: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
