// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { SelectDrawer } from './select-drawer';

afterEach(cleanup);

const NETWORKS = [
  { value: 'TRC20', label: 'Tron (TRC20)' },
  { value: 'ERC20', label: 'Ethereum (ERC20)' },
  { value: 'BEP20', label: 'BNB Smart Chain (BEP20)' },
] as const;

function setUp() {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  renderKit(
    <SelectDrawer
      open
      title="Network"
      options={NETWORKS}
      value="ERC20"
      onSelect={onSelect}
      onClose={onClose}
    />,
  );
  return { onSelect, onClose };
}

describe('SelectDrawer', () => {
  it('lists the options with the chosen one selected', () => {
    setUp();
    const listbox = screen.getByRole('listbox', { name: 'Network' });
    expect(listbox).toBeTruthy();
    const selected = screen
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected.map((option) => option.textContent)).toEqual(['Ethereum (ERC20)']);
  });

  it('reports the picked option and closes', () => {
    const { onSelect, onClose } = setUp();
    fireEvent.click(screen.getByRole('option', { name: 'BNB Smart Chain (BEP20)' }));
    expect(onSelect).toHaveBeenCalledWith('BEP20');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks with the keyboard: arrows move, Enter picks', () => {
    const { onSelect } = setUp();
    const chosen = screen.getByRole('option', { name: 'Ethereum (ERC20)' });
    expect(document.activeElement).toBe(chosen);
    fireEvent.keyDown(chosen, { key: 'ArrowUp' });
    const first = screen.getByRole('option', { name: 'Tron (TRC20)' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('TRC20');
  });
});
