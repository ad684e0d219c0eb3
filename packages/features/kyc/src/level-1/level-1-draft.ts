import { useCallback, useEffect, useRef, useState } from 'react';
import type { PartialDay } from '@wallet/kit';
import { persistedAtom, useDraftText, usePersistedAtom } from '@wallet/ui';
import { LEVEL_1_STORAGE_KEYS } from './storage-keys';

type Draft = NonNullable<typeof LEVEL_1_STORAGE_KEYS.kycLevel1Draft.defaultValue>;

/** Level 1's personal information being filled in, one atom for the form. */
export const KYC_LEVEL_1_DRAFT = persistedAtom(LEVEL_1_STORAGE_KEYS.kycLevel1Draft);

/**
 * The personal information form's fields, each change kept in the draft; what the draft kept is shown once it
 * has been read (a reload in the middle), unless the user has typed first. `clear` drops the draft.
 */
export function useLevel1Fields() {
  const [draft, setDraft, { loading, clear }] = usePersistedAtom(KYC_LEVEL_1_DRAFT);
  const [nationalId, setNationalId] = useState('');
  const [birthDay, setBirthDay] = useState<PartialDay>({});
  const [isAccepted, setIsAccepted] = useState(false);
  const isRestored = useRef(false);
  useEffect(() => {
    if (loading || isRestored.current) return;
    isRestored.current = true;
    if (draft?.nationalId !== undefined) setNationalId(draft.nationalId);
    if (draft?.birthDay) setBirthDay(draft.birthDay);
    if (draft?.isAccepted !== undefined) setIsAccepted(draft.isAccepted);
  }, [loading, draft]);
  const keep = useCallback(
    (typed: Draft) => {
      isRestored.current = true;
      void setDraft((current) => ({ ...(current ?? {}), ...typed }));
    },
    [setDraft],
  );
  return {
    nationalId,
    setNationalId: (value: string) => {
      setNationalId(value);
      keep({ nationalId: value });
    },
    birthDay,
    setBirthDay: (value: PartialDay) => {
      setBirthDay(value);
      keep({ birthDay: value });
    },
    isAccepted,
    setIsAccepted: (value: boolean) => {
      setIsAccepted(value);
      keep({ isAccepted: value });
    },
    clear,
  };
}

/**
 * The phone step's mobile number, kept in the draft as it is typed or shared; `drop` forgets it once the phone
 * is confirmed (the server has it then), and the whole draft when nothing else is kept.
 */
export function useLevel1MobileNumber() {
  const [draft, setDraft, { loading, clear }] = usePersistedAtom(KYC_LEVEL_1_DRAFT);
  const [number, setNumber] = useDraftText(
    undefined,
    draft?.mobileNumber,
    loading,
    (typed) => void setDraft((current) => ({ ...(current ?? {}), mobileNumber: typed })),
  );
  const drop = useCallback(async () => {
    const { mobileNumber: _dropped, ...rest } = draft ?? {};
    if (Object.keys(rest).length === 0) return clear();
    return setDraft((current) => {
      const { mobileNumber: _sent, ...others } = current ?? {};
      return others;
    });
  }, [draft, clear, setDraft]);
  return { number, setNumber, drop };
}
