import { Steps } from '@telegram-apps/telegram-ui';
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { CheckIcon } from '../shared/icons';
import { VisuallyHidden } from '../shared/visually-hidden';
import './stepper.css';

export interface StepperProps {
  /** The steps' names, in order. */
  steps: readonly ReactNode[];
  /** The index of the step the user is on; steps before it are done. steps.length means all are done. */
  current: number;
}

/** Where the user is in a multi-step flow: telegram-ui's segmented bar with the steps' names under it. */
export function Stepper({ steps, current }: StepperProps) {
  const { t } = useLingui();
  return (
    <div className="kit-stepper" style={{ '--kit-stepper-count': steps.length } as CSSProperties}>
      <div aria-hidden="true">
        <Steps
          count={steps.length}
          progress={Math.min(current + 1, steps.length)}
          className="kit-stepper__bar"
        />
      </div>
      <ol className="kit-stepper__steps">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={index}
              className={`kit-stepper__step kit-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? <CheckIcon className="kit-stepper__check" /> : null}
              <span>{step}</span>
              {state === 'done' ? <VisuallyHidden>{t`(done)`}</VisuallyHidden> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
