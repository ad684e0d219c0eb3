// @vitest-environment happy-dom
// telegram-ui 2.1 declares React 18 peers; these render each piece the kit builds on under our React 19 and
// fail on any warning React prints about it.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { version } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Cell } from './lists/cell';
import { EmptyState } from './lists/empty-state';
import { List } from './lists/list';
import { Skeleton } from './lists/skeleton';
import { Stepper } from './progress/stepper';
import { UploadProgress } from './progress/upload-progress';
import { renderKit } from './testing/render-kit';

let consoleError: MockInstance;
let consoleWarn: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('telegram-ui under React 19', () => {
  it('runs on React 19', () => {
    expect(version.startsWith('19.')).toBe(true);
  });

  it('AppRoot (ThemeRoot) marks the theme and direction', () => {
    const { container } = renderKit(<p>x</p>, { locale: 'fa' });
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.className).toContain('kit-root');
  });

  it('Section and Cell: a named group, a plain cell and a pressable cell', () => {
    const onClick = vi.fn();
    renderKit(
      <List title="Assets" footer="Prices from the market">
        <Cell subtitle="Tether" after="12.5">
          USDT
        </Cell>
        <Cell subtitle="Bitcoin" onClick={onClick}>
          BTC
        </Cell>
      </List>,
    );
    const group = screen.getByRole('region', { name: 'Assets' });
    expect(group.textContent).toContain('Prices from the market');
    expect(screen.getByText('Tether')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /BTC/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('Placeholder (EmptyState) shows its title, text and action', () => {
    renderKit(
      <EmptyState
        title="No transactions yet"
        description="Deposits show up here."
        action={<button>Deposit</button>}
      />,
    );
    expect(screen.getByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('Deposits show up here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
  });

  it('Skeleton renders a sized block hidden from screen readers', () => {
    const { container } = renderKit(<Skeleton width={120} height={16} />);
    const block = container.querySelector<HTMLElement>('.kit-skeleton')!;
    expect(block.style.width).toBe('120px');
    expect(block.getAttribute('aria-hidden')).toBe('true');
  });

  it('Steps (Stepper) draws one segment per step', () => {
    const { container } = renderKit(<Stepper steps={['a', 'b', 'c', 'd']} current={2} />);
    expect(container.querySelector('.kit-stepper__bar')?.children).toHaveLength(4);
  });

  it('Progress (UploadProgress) is a progressbar with its value', () => {
    renderKit(<UploadProgress items={[{ id: 'a', label: 'File', loaded: 1, total: 4, succeed: false }]} />);
    const bar = screen.getByRole('progressbar', { name: '25% uploaded' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });
});
