import { describe, expect, it } from 'vitest';
import { initialsPicture, usernameKey } from './fragment';

const svgOf = (url: string) =>
  Buffer.from(url.replace('data:image/svg+xml;base64,', ''), 'base64').toString();

describe('the simulated Fragment’s usernames and pictures', () => {
  it('matches a username whatever its case, with or without @ and spaces', () => {
    expect(usernameKey(' @Pavel_Durov ')).toBe('pavel_durov');
    expect(usernameKey('DUROV')).toBe(usernameKey('durov'));
  });

  it('draws up to two initials on a colour fixed by the username', () => {
    const picture = initialsPicture('Pavel Durov Jr', 'durov');
    expect(picture).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svgOf(picture)).toContain('>PD</text>');
    const colourOf = (url: string) => /<circle[^>]*fill="(#[0-9a-f]{6})"/.exec(svgOf(url))?.[1];
    expect(colourOf(initialsPicture('Someone', '@DUROV'))).toBe(colourOf(picture));
    const colours = new Set(
      ['a_user', 'b_user', 'c_user', 'd_user', 'e_user'].map((u) => colourOf(initialsPicture('N', u))),
    );
    expect(colours.size).toBeGreaterThan(1);
    expect(svgOf(initialsPicture('سارا احمدی', 'sara'))).toContain('>سا</text>');
  });

  it('escapes what would break the SVG, and shows ? for an empty name', () => {
    expect(svgOf(initialsPicture('<b> &x', 'x_user'))).toContain('>&#60;&#38;</text>');
    expect(svgOf(initialsPicture('   ', 'x_user'))).toContain('>?</text>');
  });
});
