import { useLingui } from '@lingui/react/macro';
import { CheckIcon, Cell, List, MessageBox } from '@wallet/kit';
import { levelAbilities } from '@wallet/core';
import { useMainButton } from '@wallet/platform';
import { buildPath, Page, useNavigate } from '@wallet/ui';
import { KycLoadState } from './kyc-loading';
import { useKycInfo } from './kyc-queries';
import { TIER_ALLOWANCES, TIER_NAMES, type KycTier } from './kyc-levels';

const TIERS: readonly KycTier[] = ['BASIC', 'LEVEL_1', 'LEVEL_2'];

/** /kyc: the user's level, what each level allows, and the next step. */
export function KycHubPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const kyc = useKycInfo();
  // What the user may do and is asked for next: core's level table.
  const abilities = kyc.data ? levelAbilities(kyc.data.level) : null;
  const tier = abilities?.tier ?? null;
  const isChecking = kyc.data?.level1Status === 'CHECKING';
  const next =
    abilities?.next === 'LEVEL_1'
      ? {
          text: isChecking ? t`See the review` : t`Verify level 1`,
          to: isChecking ? buildPath('kycLevel1Checking') : buildPath('kycLevel1'),
        }
      : abilities?.next === 'LEVEL_2'
        ? { text: t`Verify level 2`, to: buildPath('kycLevel2') }
        : null;
  useMainButton(next ? { text: next.text, onClick: () => navigate(next.to) } : null);

  return (
    <Page title={t`Identity verification`}>
      <KycLoadState kyc={kyc} />
      {tier ? (
        <>
          <MessageBox tone="info" title={t`Your level: ${i18n._(TIER_NAMES[tier])}`}>
            <p>
              {abilities?.next === 'LEVEL_1'
                ? isChecking
                  ? t`Your personal information is being checked. This takes about a minute.`
                  : tier === 'BASIC'
                    ? t`Next step: verify level 1 with your national code, birth date and mobile number.`
                    : t`Next step: verify level 1 with an Iranian national code to use Toman and to reach level 2.`
                : abilities?.next === 'LEVEL_2'
                  ? t`Next step: verify level 2 with your national ID card and a selfie video.`
                  : t`You have the highest level.`}
            </p>
          </MessageBox>
          {TIERS.map((each) => (
            <List key={each} title={i18n._(TIER_NAMES[each])}>
              {TIER_ALLOWANCES[each].map((allowance) => (
                <Cell
                  key={allowance.id}
                  isMultiline
                  before={TIERS.indexOf(each) <= TIERS.indexOf(tier) ? <CheckIcon /> : undefined}
                >
                  {i18n._(allowance)}
                </Cell>
              ))}
            </List>
          ))}
        </>
      ) : null}
    </Page>
  );
}
