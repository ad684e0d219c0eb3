// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { Stepper } from './stepper';

afterEach(cleanup);

describe('Stepper', () => {
  it('marks steps before the current one done and the current one as the step', () => {
    renderKit(<Stepper steps={['Details', 'Documents', 'Selfie']} current={1} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Details(done)', 'Documents', 'Selfie']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });
});
