import { describe, expect, it } from 'vitest';
import { isolateLtr } from './bidi';

describe('isolateLtr', () => {
  it('wraps the text in a left-to-right isolate and its closing mark, nothing else', () => {
    expect(isolateLtr('6219 8655 5566 6783')).toBe('\u20666219 8655 5566 6783\u2069');
    expect(isolateLtr('')).toBe('\u2066\u2069');
  });
});
