import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { MessageBox } from '@wallet/kit';
import { buildPath, Page, useNavigate, useRouteQuery } from '@wallet/ui';
import { KycLoadState } from '../shared/kyc-loading';
import { useForgetKyc, useKycInfo } from '../shared/kyc-queries';
import { PersonalInformationForm } from './personal-information-form';
import { PhoneStep } from './phone-step';

/** /kyc/level-1/register-form: the phone step if it is still to do, then the personal-information form. */
export function RegisterFormPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const forgetKyc = useForgetKyc();
  const { nextUrl, isSignedUp } = useRouteQuery('kycLevel1RegisterForm');
  const withNext = nextUrl ? { nextUrl } : {};
  const kyc = useKycInfo();
  const status = kyc.data?.level1Status;

  // Already sent or verified: the form has nothing to do; its review page says where things are.
  const decidedTarget =
    status === 'CHECKING'
      ? buildPath('kycLevel1Checking', undefined, withNext)
      : status === 'SUCCEED'
        ? buildPath('kycLevel1Ok', undefined, withNext)
        : null;
  useEffect(() => {
    if (decidedTarget) navigate(decidedTarget, { replace: true });
  }, [decidedTarget, navigate]);

  const isPhoneStepDone = kyc.data?.steps.find((step) => step.step === 'PHONE_NUMBER')?.status === 'SUCCEED';
  return (
    <Page title={t`Verify your identity`}>
      {isSignedUp ? (
        <MessageBox tone="info">{t`Welcome! Verify your identity to deposit and withdraw Toman.`}</MessageBox>
      ) : null}
      <KycLoadState kyc={kyc} />
      {kyc.data && (status === 'PENDING' || status === 'FAILED') ? (
        isPhoneStepDone && kyc.data.phoneNumber ? (
          <PersonalInformationForm
            phoneNumber={kyc.data.phoneNumber}
            onSent={() => navigate(buildPath('kycLevel1Checking', undefined, withNext), { replace: true })}
          />
        ) : (
          <PhoneStep onDone={forgetKyc} />
        )
      ) : null}
    </Page>
  );
}
