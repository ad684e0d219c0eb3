// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { BottomDrawer } from './bottom-drawer';
import { FullScreenModal } from './full-screen-modal';

afterEach(cleanup);

const DRAWERS = [
  ['BottomDrawer', BottomDrawer],
  ['FullScreenModal', FullScreenModal],
] as const;

describe.each(DRAWERS)('%s', (_name, Drawer) => {
  const setUp = (open = true) => {
    const onClose = vi.fn();
    const view = renderKit(
      <Drawer open={open} onClose={onClose} title="Choose network">
        <p>TRC20 is cheapest.</p>
      </Drawer>,
    );
    return { ...view, onClose };
  };

  it('is a modal dialog named by its title', () => {
    setUp();
    const dialog = screen.getByRole('dialog', { name: 'Choose network' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByText('TRC20 is cheapest.')).toBeTruthy();
  });

  it('asks to close on Escape', () => {
    const { onClose } = setUp();
    fireEvent.keyDown(screen.getByText('TRC20 is cheapest.'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks to close from its close button and from the backdrop, not from a press inside', () => {
    const { onClose } = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const text = screen.getByText('TRC20 is cheapest.');
    fireEvent.pointerDown(text);
    fireEvent.click(text);
    expect(onClose).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while closed and opens when told', () => {
    const { rerender, onClose } = setUp(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('TRC20 is cheapest.')).toBeNull();
    rerender(
      <Drawer open onClose={onClose} title="Choose network">
        <p>TRC20 is cheapest.</p>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Choose network' })).toBeTruthy();
  });
});
