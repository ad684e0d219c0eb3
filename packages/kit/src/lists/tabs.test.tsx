// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { Tabs } from './tabs';

afterEach(cleanup);

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'assets', label: 'My assets' },
  { value: 'watch', label: 'Watch list' },
] as const;

function Watchlist() {
  const [tab, setTab] = useState<'all' | 'assets' | 'watch'>('all');
  return (
    <Tabs tabs={TABS} value={tab} onChange={setTab} label="Coin groups">
      <p>Showing {tab}</p>
    </Tabs>
  );
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

describe('Tabs', () => {
  it('is a named tab list whose panel is labelled by the chosen tab', () => {
    renderKit(<Watchlist />);
    expect(screen.getByRole('tablist', { name: 'Coin groups' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('Showing all');
  });

  it('switches on a press', () => {
    renderKit(<Watchlist />);
    fireEvent.click(screen.getByRole('tab', { name: 'My assets' }));
    expect(selected()).toEqual(['My assets']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing assets');
  });

  it('moves with arrow keys, wrapping, and only the chosen tab is in the tab order', () => {
    renderKit(<Watchlist />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['My assets']);
    expect(document.activeElement?.textContent).toBe('My assets');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toEqual(['Watch list']);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['All']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('follows the reading direction in RTL: the left arrow goes to the next tab', () => {
    renderKit(<Watchlist />, { locale: 'fa' });
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['My assets']);
  });
});
