// telegram-ui is compiled for old browsers: its object spreads and rests call @swc/helpers, whose copies
// carry fallbacks (property-descriptor loops, symbol checks) that every browser the app supports does natively
// (about 0.2 KB gzip at start-up). The apps' Vite config resolves each helper telegram-ui imports to these,
// which keep the helpers' meaning: own enumerable keys, symbols included, defined (not assigned) on the target.

type Source = Record<PropertyKey, unknown> | null | undefined;

const ownEnumerableKeys = (source: object) =>
  Reflect.ownKeys(source).filter((key) => Object.prototype.propertyIsEnumerable.call(source, key));

/** `{ ...a, ...b }` into `target`. */
export function objectSpread(target: Record<PropertyKey, unknown>, ...sources: Source[]) {
  for (const source of sources) {
    if (source == null) continue;
    for (const key of ownEnumerableKeys(source)) {
      Object.defineProperty(target, key, {
        value: source[key],
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return target;
}

/** Every own property of `source`, as it is described, onto `target`. */
export function objectSpreadProps(target: object, source: object | null | undefined) {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(source ?? {}));
}

/** `const { a, ...rest } = source`: the rest. */
export function objectWithoutProperties(source: Source, excluded: PropertyKey[]) {
  const rest: Record<PropertyKey, unknown> = {};
  if (source == null) return rest;
  for (const key of ownEnumerableKeys(source)) if (!excluded.includes(key)) rest[key] = source[key];
  return rest;
}

/** `const {} = value`: throws on null and undefined as destructuring does. */
export function objectDestructuringEmpty<T>(value: T): T {
  if (value == null) throw new TypeError(`Cannot destructure ${String(value)}`);
  return value;
}

export const assign = Object.assign;
