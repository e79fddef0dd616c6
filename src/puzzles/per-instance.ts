/** One value per instance object, built on first use: backends build each search problem once. */
export function perInstance<I extends object, V>(build: (instance: I) => V): (instance: I) => V {
  const cache = new WeakMap<I, V>();
  return (instance) => {
    let value = cache.get(instance);
    if (value === undefined) {
      value = build(instance);
      cache.set(instance, value);
    }
    return value;
  };
}
