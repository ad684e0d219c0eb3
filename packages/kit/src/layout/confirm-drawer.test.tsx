// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { ConfirmDrawer } from './confirm-drawer';

afterEach(cleanup);

function setUp(isBusy: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderKit(
    <ConfirmDrawer
      open
      title="Send 12.5 USDT?"
      body="The address cannot be changed once sent."
      confirmLabel="Send"
      onConfirm={onConfirm}
      onCancel={onCancel}
      isBusy={isBusy}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDrawer', () => {
  it('confirms and cancels', () => {
    const { onConfirm, onCancel } = setUp(false);
    expect(screen.getByRole('dialog', { name: 'Send 12.5 USDT?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed again while busy', () => {
    const { onConfirm } = setUp(true);
    const confirm = screen.getByRole('button', { name: 'Send' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
