import { useState } from 'react';
import { Checkbox, Countdown, PinPad, SearchField, Stepper, UploadProgress } from '@wallet/kit';
import type { Samples } from './samples';

/** The code timer restarts each time the page loads, so a screenshot shows a running count. */
const RESEND_SECONDS = 95;

export function InputSamples({ text }: { text: Samples }) {
  const [pinError, setPinError] = useState<string | undefined>(text.pinError);
  const [deadline] = useState(() => Date.now() + RESEND_SECONDS * 1000);
  const [search, setSearch] = useState(text.searchValue);
  const [isRead, setIsRead] = useState(true);
  return (
    <>
      <SearchField
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      <Checkbox
        label={text.checkboxLabel}
        description={text.checkboxDescription}
        checked={isRead}
        onChange={setIsRead}
      />
      <Stepper steps={text.steps} current={1} />
      <div className="kit-gallery-card">
        <PinPad label={text.pinLabel} error={pinError} onComplete={() => setPinError(text.pinError)} />
      </div>
      <p className="kit-gallery-text">
        {text.resendIn} <Countdown deadline={deadline} label={text.codeTimer} />
      </p>
      <div className="kit-gallery-card">
        <UploadProgress
          onRetry={() => {}}
          items={[
            { id: 'front', label: text.uploads.front, loaded: 427_000, total: 1_000_000, succeed: false },
            { id: 'back', label: text.uploads.back, loaded: 812_000, total: 812_000, succeed: true },
            {
              id: 'selfie',
              label: text.uploads.selfie,
              loaded: 3_100_000,
              total: 9_800_000,
              succeed: false,
              error: text.uploads.failure,
            },
          ]}
        />
      </div>
    </>
  );
}
