// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { SearchField } from './search-field';

afterEach(cleanup);

function Controlled() {
  const [value, setValue] = useState('');
  return <SearchField label="Search coins" placeholder="Name or symbol" value={value} onChange={setValue} />;
}

describe('SearchField', () => {
  it('is a search box named by its label that takes what is typed', () => {
    renderKit(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search coins' });
    expect(box.getAttribute('placeholder')).toBe('Name or symbol');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(box, { target: { value: 'btc' } });
    expect(box).toHaveProperty('value', 'btc');
  });

  it('clears what was typed and puts the cursor back', () => {
    renderKit(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search coins' });
    fireEvent.change(box, { target: { value: 'tether' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
