// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeHref, SafeMarkdown } from './safe-markdown';

afterEach(cleanup);

function renderTitle(markdown: string) {
  return render(<SafeMarkdown>{markdown}</SafeMarkdown>).container;
}

describe("a giveaway's title in markdown", () => {
  it('[SHOP-09] renders emphasis and an https link that opens apart, without telling where it came from', () => {
    const root = renderTitle('Win **big** at [our site](https://example.com/page)');
    expect(root.querySelector('strong')?.textContent).toBe('big');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/page');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('[SHOP-09] never makes a <script> or raw HTML into elements', () => {
    const root = renderTitle('Hi <script>alert(1)</script> <b onclick="x()">bold</b> <img src=x onerror=y>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[onclick]')).toBeNull();
    expect(root.textContent).toContain('bold');
  });

  it('[SHOP-09] shows a javascript: or data: link as its text only', () => {
    const root = renderTitle('[click](javascript:alert(1)) and [data](data:text/html,hi)');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click');
    expect(root.textContent).toContain('data');
  });

  it('[SHOP-09] loads no image from markdown, showing its alt text', () => {
    const root = renderTitle('![a prize](https://example.com/x.png)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('a prize');
  });

  it('knows a safe address by its scheme', () => {
    expect(isSafeHref('http://a.b')).toBe(true);
    expect(isSafeHref('HTTPS://a.b')).toBe(true);
    expect(isSafeHref('JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('/relative')).toBe(false);
    expect(isSafeHref(undefined)).toBe(false);
  });
});
