import { describe, expect, it } from 'vitest';
import { LIGHT_LUMINANCE_THRESHOLD, luminance, resolveTheme } from './theme';

describe('resolving the theme', () => {
  it.each([
    [{ forced: 'DARK', messengerBackground: '#ffffff', systemScheme: 'light' }, 'DARK'],
    [{ forced: 'LIGHT', messengerBackground: '#000000', systemScheme: 'dark' }, 'LIGHT'],
    [{ forced: null, messengerBackground: '#ffffff', systemScheme: 'dark' }, 'LIGHT'],
    [{ forced: null, messengerBackground: '#17212b', systemScheme: 'light' }, 'DARK'],
    [{ forced: null, messengerBackground: null, systemScheme: 'dark' }, 'DARK'],
    [{ forced: null, messengerBackground: null, systemScheme: 'light' }, 'LIGHT'],
    [{ forced: null, messengerBackground: 'not-a-colour', systemScheme: 'dark' }, 'DARK'],
    [{ forced: null, messengerBackground: 'rgb(255,255,255)', systemScheme: 'dark' }, 'DARK'],
    [{ forced: null, messengerBackground: '#ffff', systemScheme: 'dark' }, 'DARK'],
    [{ forced: null, messengerBackground: '', systemScheme: 'light' }, 'LIGHT'],
    [{ forced: null, messengerBackground: null, systemScheme: null }, 'LIGHT'],
  ] as const)('[THEME-01] %o gives %s', (input, mode) => {
    expect(resolveTheme(input)).toBe(mode);
  });
});

describe('the background luminance', () => {
  it('[THEME-02] the threshold is 155', () => {
    expect(LIGHT_LUMINANCE_THRESHOLD).toBe(155);
  });

  it.each([
    ['#9b9b9a', 154.886, 'DARK'],
    ['#9b9b9b', 155, 'DARK'],
    ['#9b9b9c', 155.114, 'LIGHT'],
    ['#9c9c9c', 156, 'LIGHT'],
    ['#999', 153, 'DARK'],
    ['#aaa', 170, 'LIGHT'],
    ['#fff', 255, 'LIGHT'],
    ['#000000', 0, 'DARK'],
    ['  #FFFFFF ', 255, 'LIGHT'],
  ])('[THEME-02] %j has luminance %d and is %s: only above 155 is LIGHT', (color, expected, mode) => {
    expect(luminance(color)).toBe(expected);
    expect(resolveTheme({ forced: null, messengerBackground: color, systemScheme: 'dark' })).toBe(mode);
  });

  it.each([
    ['#f00', 76.245],
    ['#00ff00', 149.685],
    ['0000ff', 29.07],
  ])('[THEME-02] weighs red, green and blue by perceived brightness: %s is %d', (color, expected) => {
    expect(luminance(color)).toBe(expected);
  });

  it.each(['rgb(0,0,0)', '#ff', '#ffff', '#fffffff', '#ggg', 'white', ''])(
    '[THEME-02] %j is not a colour it reads',
    (color) => {
      expect(luminance(color)).toBeNull();
    },
  );
});
