import { useLingui } from '@lingui/react/macro';
import type { KycStatus } from '@wallet/api';
import { Cell, List, MessageBox, Stepper } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, Page, safeNextUrl, useNavigate, useRouteQuery } from '@wallet/ui';
import { KycLoadState } from '../shared/kyc-loading';
import { useKycInfo } from '../shared/kyc-queries';
import { useStatusWords, useStepNames } from './level-1-words';

/** /kyc/level-1: level 1's steps (PHONE_NUMBER, PERSONAL_INFORMATION), their state, and what to do next. */
export function Level1Page() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { nextUrl } = useRouteQuery('kycLevel1');
  const kyc = useKycInfo();
  const stepNames = useStepNames();
  const statusWords = useStatusWords();
  const withNext = nextUrl ? { nextUrl } : {};
  const status = kyc.data?.level1Status;
  const actions: Record<KycStatus, { text: string; to: string }> = {
    PENDING: { text: t`Start`, to: buildPath('kycLevel1RegisterForm', undefined, withNext) },
    CHECKING: { text: t`See the review`, to: buildPath('kycLevel1Checking', undefined, withNext) },
    FAILED: { text: t`See why`, to: buildPath('kycLevel1Error', undefined, withNext) },
    SUCCEED: { text: t`Continue`, to: safeNextUrl(nextUrl) },
  };
  const action = status ? actions[status] : null;
  useMainButton(action ? { text: action.text, onClick: () => navigate(action.to) } : null);

  const steps = kyc.data?.steps ?? [];
  const current = steps.findIndex((step) => step.status !== 'SUCCEED');
  return (
    <Page title={t`Level 1 verification`}>
      <KycLoadState kyc={kyc} />
      {kyc.data ? (
        <>
          <Stepper
            steps={steps.map((step) => stepNames[step.step])}
            current={current === -1 ? steps.length : current}
          />
          <List title={t`Steps`}>
            {steps.map((step) => (
              <Cell key={step.step} after={statusWords[step.status]}>
                {stepNames[step.step]}
              </Cell>
            ))}
          </List>
          {status === 'SUCCEED' ? (
            <MessageBox tone="info">{t`Level 1 is verified.`}</MessageBox>
          ) : (
            <MessageBox tone="info">
              {t`Level 1 lets you deposit and withdraw Toman and withdraw crypto worth up to 20 dollars a day.`}
            </MessageBox>
          )}
        </>
      ) : null}
    </Page>
  );
}
