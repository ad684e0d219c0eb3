// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { MessageBox } from './message-box';

afterEach(cleanup);

describe('MessageBox', () => {
  it.each([
    ['info', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('a %s message has role %s', (tone, role) => {
    renderKit(
      <MessageBox tone={tone} title="Withdrawals paused">
        Try again in an hour.
      </MessageBox>,
    );
    const box = screen.getByRole(role);
    expect(box.textContent).toBe('Withdrawals pausedTry again in an hour.');
    expect(box.className).toContain(`kit-message--${tone}`);
  });
});
