import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isApiError, type KycInfo } from '@wallet/api';
import {
  birthDateProblem,
  jalaliToday,
  jalaliToIsoDate,
  KYC_MAX_AGE_YEARS,
  KYC_MIN_AGE_YEARS,
  nationalCodeProblem,
  normalizeNationalCode,
  toLocalIranianMobile,
  type BirthDateProblem,
  type NationalCodeProblem,
} from '@wallet/core';
import { Button, FieldError, MessageBox, PersianDateField, TextField } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, useErrorText, useFormat, useNavigate, useSession } from '@wallet/ui';
import { useSendPersonalInformation } from '../shared/kyc-queries';
import { useLevel1Fields } from './level-1-draft';
import './level-1.css';

type Problems = {
  nationalId?: NationalCodeProblem;
  birthDate?: BirthDateProblem;
  accept?: 'REQUIRED';
};

/** Level 1's PERSONAL_INFORMATION step: national code, birth date (Persian calendar), mobile, terms. */
export function PersonalInformationForm({
  phoneNumber,
  onSent,
}: {
  phoneNumber: string;
  onSent: (info: KycInfo) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const format = useFormat();
  const minAge = format.digits(String(KYC_MIN_AGE_YEARS));
  const errorText = useErrorText();
  const acceptId = useId();
  const fields = useLevel1Fields();
  const { nationalId, setNationalId, birthDay, setBirthDay, isAccepted, setIsAccepted } = fields;
  const [problems, setProblems] = useState<Problems>({});
  const send = useSendPersonalInformation((info) => {
    void fields.clear();
    onSent(info);
  });
  const thisYear = jalaliToday(new Date()).year;

  const birthDate =
    birthDay.year && birthDay.month && birthDay.day
      ? jalaliToIsoDate({ year: birthDay.year, month: birthDay.month, day: birthDay.day })
      : null;

  const submit = () => {
    if (send.isPending) return;
    const found: Problems = {
      ...(nationalCodeProblem(nationalId) ? { nationalId: nationalCodeProblem(nationalId)! } : {}),
      ...(birthDateProblem(birthDate, new Date())
        ? { birthDate: birthDateProblem(birthDate, new Date())! }
        : {}),
      ...(isAccepted ? {} : { accept: 'REQUIRED' as const }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || !birthDate) return;
    send.mutate({ nationalId: normalizeNationalCode(nationalId) ?? nationalId, birthDate, phoneNumber });
  };
  useMainButton({ text: t`Send for review`, loading: send.isPending, onClick: submit });

  const nationalIdWords: Record<NationalCodeProblem, string> = {
    REQUIRED: t`Enter your national code.`,
    LENGTH: t`A national code has 10 digits.`,
    CHECK_DIGIT: t`This national code is not valid. Check the digits on your national ID card.`,
  };
  const birthDateWords: Record<BirthDateProblem, string> = {
    REQUIRED: t`Choose your birth date.`,
    INVALID: t`Choose your birth date.`,
    IN_FUTURE: t`The birth date cannot be in the future.`,
    UNDER_AGE: t`You must be ${minAge} or older to verify your identity.`,
    TOO_OLD: t`Check the birth year.`,
  };

  const error = send.error;
  const isTakenNationalId = isApiError(error) && error.codeString === 'NATIONAL_ID_ALREADY_EXISTS';
  const isBadInput = isApiError(error) && error.codeString === 'BAD_INPUT_VALUES';
  const serverNationalId = isBadInput && error.localizedMessage?.includes('nationalId');
  const serverBirthDate = isBadInput && error.localizedMessage?.includes('birthDate');

  const signInWithAnotherAccount = async () => {
    await session.logOut();
    navigate(buildPath('login'), { replace: true });
  };

  return (
    <>
      <TextField
        label={t`National code`}
        value={nationalId}
        onChange={setNationalId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        isLtr
        disabled={send.isPending}
        error={
          problems.nationalId
            ? nationalIdWords[problems.nationalId]
            : serverNationalId
              ? nationalIdWords.CHECK_DIGIT
              : undefined
        }
      />
      <PersianDateField
        label={t`Birth date`}
        value={birthDay}
        onChange={setBirthDay}
        fromYear={thisYear - KYC_MAX_AGE_YEARS}
        toYear={thisYear - KYC_MIN_AGE_YEARS}
        disabled={send.isPending}
        error={
          problems.birthDate
            ? birthDateWords[problems.birthDate]
            : serverBirthDate
              ? birthDateWords.UNDER_AGE
              : undefined
        }
      />
      <TextField
        label={t`Mobile number`}
        value={toLocalIranianMobile(phoneNumber)}
        onChange={() => undefined}
        readOnly
        isLtr
      />
      <div className="kyc-accept">
        <input
          id={acceptId}
          type="checkbox"
          checked={isAccepted}
          disabled={send.isPending}
          aria-invalid={problems.accept ? true : undefined}
          onChange={(event) => setIsAccepted(event.target.checked)}
        />
        <label htmlFor={acceptId}>{t`I accept the terms of use and confirm this information is mine.`}</label>
      </div>
      {problems.accept ? <FieldError>{t`Accept the terms to continue.`}</FieldError> : null}
      {isTakenNationalId ? (
        <MessageBox
          tone="error"
          title={t`This national code is already registered`}
          actions={
            <Button mode="bezeled" size="m" onClick={() => void signInWithAnotherAccount()}>
              {t`Sign in with another account`}
            </Button>
          }
        >
          {t`Another account was verified with this national code. Sign in with that account instead.`}
        </MessageBox>
      ) : error && !serverNationalId && !serverBirthDate && errorText(error) ? (
        <MessageBox tone="error">{errorText(error)}</MessageBox>
      ) : null}
    </>
  );
}
