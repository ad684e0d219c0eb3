import { describe, expect, it } from 'vitest';
import { luminance, resolveTheme } from './theme';

describe('theme', () => {
  it.each([
    [{ forced: 'DARK', messengerBackground: '#ffffff', systemScheme: 'light' }, 'DARK'],
    [{ forced: 'LIGHT', messengerBackground: '#000000', systemScheme: 'dark' }, 'LIGHT'],
    [{ forced: null, messengerBackground: '#ffffff', systemScheme: 'dark' }, 'LIGHT'],
    [{ forced: null, messengerBackground: '#17212b', systemScheme: 'light' }, 'DARK'],
    [{ forced: null, messengerBackground: null, systemScheme: 'dark' }, 'DARK'],
    [{ forced: null, messengerBackground: null, systemScheme: 'light' }, 'LIGHT'],
    [{ forced: null, messengerBackground: 'not-a-colour', systemScheme: 'dark' }, 'DARK'],
    [{ forced: null, messengerBackground: null, systemScheme: null }, 'LIGHT'],
  ] as const)('[THEME-01] %o gives %s', (input, mode) => {
    expect(resolveTheme(input)).toBe(mode);
  });

  it.each([
    ['#9b9b9b', 155 - 0.01, 'DARK'],
    ['#9c9c9c', 156, 'LIGHT'],
    ['#fff', 255, 'LIGHT'],
    ['#000000', 0, 'DARK'],
  ])('[THEME-02] background %s (luminance about %d) is %s: above 155 means LIGHT', (color, approx, mode) => {
    expect(luminance(color)).toBeCloseTo(approx, 0);
    expect(resolveTheme({ forced: null, messengerBackground: color, systemScheme: null })).toBe(mode);
  });

  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(luminance('#f00')).toBeCloseTo(0.299 * 255);
    expect(luminance('00ff00')).toBeCloseTo(0.587 * 255);
    expect(luminance('rgb(0,0,0)')).toBeNull();
  });
});
