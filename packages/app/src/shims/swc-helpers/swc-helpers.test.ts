import { describe, expect, it } from 'vitest';
import { objectDestructuringEmpty, objectSpread, objectSpreadProps, objectWithoutProperties } from './index';

const hidden = Symbol('hidden');
const shown = Symbol('shown');

describe("telegram-ui's object helpers", () => {
  it('spread copies own enumerable keys and symbols, later sources winning, and skips null', () => {
    const source = Object.defineProperty({ a: 1, [shown]: 's' }, 'quiet', { value: 2, enumerable: false });
    const spread = objectSpread({}, source, null, undefined, { a: 3, b: 4 });
    expect(spread).toEqual({ a: 3, b: 4, [shown]: 's' });
    expect(Object.keys(spread)).not.toContain('quiet');
  });

  it('spread defines the keys, so a setter on the target is not called', () => {
    let called = false;
    const target = {
      set a(_value: unknown) {
        called = true;
      },
    };
    objectSpread(target as Record<string, unknown>, { a: 1 });
    expect(called).toBe(false);
    expect((target as Record<string, unknown>).a).toBe(1);
  });

  it('spread props copies each property as it is described, getters included', () => {
    const target = objectSpreadProps(
      { x: 1 },
      {
        get y() {
          return 2;
        },
      },
    );
    expect(Object.getOwnPropertyDescriptor(target, 'y')?.get).toBeTypeOf('function');
    expect(target).toMatchObject({ x: 1, y: 2 });
    expect(objectSpreadProps({ x: 1 }, null)).toEqual({ x: 1 });
  });

  it('rest leaves out the named keys and non-enumerable ones, keeps enumerable symbols', () => {
    const source = Object.defineProperty({ a: 1, b: 2, [shown]: 's' }, hidden, {
      value: 'h',
      enumerable: false,
    });
    expect(objectWithoutProperties(source, ['a'])).toEqual({ b: 2, [shown]: 's' });
    expect(objectWithoutProperties(source, ['a', shown])).toEqual({ b: 2 });
    expect(objectWithoutProperties(null, ['a'])).toEqual({});
  });

  it('an empty destructuring throws on null and undefined as the language does', () => {
    expect(() => objectDestructuringEmpty(null)).toThrow(TypeError);
    expect(() => objectDestructuringEmpty(undefined)).toThrow(TypeError);
    expect(objectDestructuringEmpty(0)).toBe(0);
  });
});
