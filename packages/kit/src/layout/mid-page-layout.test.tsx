// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { MidPageLayout } from './mid-page-layout';

afterEach(cleanup);

describe('MidPageLayout', () => {
  it('titles the page and goes back through the callback', () => {
    const onBack = vi.fn();
    renderKit(
      <MidPageLayout title="Security" onBack={onBack}>
        content
      </MidPageLayout>,
    );
    expect(screen.getByRole('main', { name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without a callback', () => {
    renderKit(<MidPageLayout title="Wallet">content</MidPageLayout>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
