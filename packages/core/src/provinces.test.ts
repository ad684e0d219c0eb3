import { describe, expect, it } from 'vitest';
import { findCity, findProvince, IRAN_PROVINCES } from './provinces';

describe('IRAN_PROVINCES', () => {
  it("lists Iran's 31 provinces, each named once in Persian and in English", () => {
    expect(IRAN_PROVINCES).toHaveLength(31);
    expect(new Set(IRAN_PROVINCES.map((p) => p.fa)).size).toBe(31);
    expect(new Set(IRAN_PROVINCES.map((p) => p.en)).size).toBe(31);
  });

  it('gives every province its main cities, with no city named twice in one province', () => {
    for (const province of IRAN_PROVINCES) {
      expect(province.cities.length).toBeGreaterThanOrEqual(3);
      expect(new Set(province.cities.map((c) => c.fa)).size).toBe(province.cities.length);
      for (const city of province.cities) {
        expect(city.fa).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
        expect(city.en).toMatch(/^[A-Za-z' -]+$/);
      }
    }
  });

  it.each([
    ['تهران', 'Tehran'],
    ['Tehran', 'Tehran'],
    [' khuzestan ', 'Khuzestan'],
    ['خراسان رضوی', 'Razavi Khorasan'],
  ])('finds the province %j', (value, english) => {
    expect(findProvince(value)?.en).toBe(english);
  });

  it('finds no province for an unknown name', () => {
    expect(findProvince('Texas')).toBeUndefined();
  });

  it('finds a city only among its own province’s cities', () => {
    const fars = findProvince('فارس')!;
    expect(findCity(fars, 'شیراز')?.en).toBe('Shiraz');
    expect(findCity(fars, 'shiraz')?.fa).toBe('شیراز');
    expect(findCity(fars, 'تبریز')).toBeUndefined();
  });
});
