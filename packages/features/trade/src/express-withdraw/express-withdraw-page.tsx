import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SWAP_DEFAULT_DESTINATION } from '@wallet/api';
import { chosenNetwork, levelAbilities, networkName, networkQuery } from '@wallet/core';
import { AmountInput, Button, FieldError, MessageBox, SelectField, Skeleton, TextField } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import {
  buildPath,
  coinName,
  LoadFailure,
  Page,
  UpgradeNotice,
  useFeatureFlag,
  useFormat,
  useGlobalConfig,
  useNavigate,
  useSession,
  useWhoami,
} from '@wallet/ui';
import { TradePauseNotice, useTradePause } from '../shared/trade-pause';
import { useExpressWithdrawDraft } from '../shared/trade-drafts';
import { TOMAN_TOKEN } from '../shared/trade-price';
import { expressWithdrawProblems, isExpressWithdrawable, type AddressFieldProblem } from './withdraw-form';
import './express-withdraw.css';

/** The network's place in the coin's list: one id may have several contracts. */
const networkKey = (index: number) => String(index);

/**
 * /express-withdraw (issue 15, EXP-03): buy a coin with Toman and send it straight to an address. The coin, its
 * network, what the address receives and the address (and memo) are chosen here and checked as a withdrawal
 * is; Continue opens the priced confirmation. Everything chosen is the flow's draft, so back or a reload
 * returns to it.
 */
export function ExpressWithdrawPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const platform = usePlatform();
  const { language } = useSession();
  const { draft, isLoading: isDraftLoading, keep } = useExpressWithdrawDraft();
  const config = useGlobalConfig();
  const whoami = useWhoami();
  const memoId = useId();
  const coins = config.data?.coins.filter(isExpressWithdrawable);
  const token = draft?.token ?? SWAP_DEFAULT_DESTINATION;
  const coin = coins?.find((entry) => entry.token === token) ?? coins?.[0];
  const network = coin ? (chosenNetwork(coin.networks, draft ?? {}) ?? coin.networks[0]!) : null;
  const amount = draft?.amount ?? '';
  const address = draft?.address ?? '';
  const memo = draft?.memo ?? '';
  // Each change is kept in the draft; a new choice is priced anew.
  const setAmount = (typed: string) => void keep({ amount: typed, priced: undefined });
  const setAddress = (typed: string) => void keep({ address: typed, priced: undefined });
  const setMemo = (typed: string) => void keep({ memo: typed, priced: undefined });
  const isMemoConfirmed = draft?.isMemoConfirmed ?? false;
  const setIsMemoConfirmed = (ticked: boolean) => void keep({ isMemoConfirmed: ticked });
  const [isChecked, setIsChecked] = useState(false);
  const pause = useTradePause([TOMAN_TOKEN, coin?.token ?? token]);
  const isRestricted = useFeatureFlag('IRGC_LIMIT');
  const isCryptoWithdrawPaused = useFeatureFlag('CRYPTO_WITHDRAW_LIMIT');
  const isWithdrawPaused = isRestricted || isCryptoWithdrawPaused;
  const isLevelZero = whoami.data ? !levelAbilities(whoami.data.level).trade : false;
  const canContinue = Boolean(coin && network) && !isLevelZero && !pause.pausedBy && !isWithdrawPaused;
  const problems = network
    ? expressWithdrawProblems(network, { amount, address, memo, isMemoConfirmed })
    : { amount: null, address: null };

  /** Another coin or network: what was typed stays, the memo (of the old network) and its tick go. */
  const choose = (changes: { token: string; network?: string; contract?: string }) =>
    void keep({
      network: undefined,
      contract: undefined,
      ...changes,
      memo: undefined,
      isMemoConfirmed: undefined,
      priced: undefined,
    });
  const next = () => {
    setIsChecked(true);
    if (!coin || !network || !canContinue || problems.amount || problems.address) return;
    const tag = memo.trim();
    void keep({
      ...networkQuery(coin.token, network),
      ...(network.contract ? {} : { contract: undefined }),
      amount,
      address: address.trim(),
      memo: tag || undefined,
    }).then(() => navigate(buildPath('expressWithdrawConfirm')));
  };
  useMainButton(canContinue ? { text: t`Continue`, onClick: next } : null);

  if (!coins || isDraftLoading) {
    return (
      <Page title={t`Express withdraw`}>
        {config.isError && !coins ? (
          <LoadFailure message={t`The coins could not be loaded.`} onRetry={() => void config.refetch()} />
        ) : (
          <div role="status" aria-label={t`Loading`} aria-busy="true">
            <Skeleton height={280} />
          </div>
        )}
      </Page>
    );
  }
  if (!coin || !network) {
    return (
      <Page title={t`Express withdraw`}>
        <MessageBox tone="info">
          <p>{t`No coin can be bought and sent right now.`}</p>
        </MessageBox>
      </Page>
    );
  }

  const unit = (value: string) => `${format.amount(value, coin.decimals)} ${coin.token}`;
  const addressMessages: Record<AddressFieldProblem, string> = {
    addressRequired: t`Enter the receiving address.`,
    BAD_WALLET_ADDRESS_FORMAT: t`This is not a ${networkName(network.network)} address. Check it and the network.`,
    MEMO_REQUIRED: t`This network needs a memo. Without the right memo the coins are lost.`,
    BAD_MEMO_FORMAT: t`This memo is not valid on ${networkName(network.network)}.`,
    memoNotConfirmed: t`Tick the box to confirm the memo.`,
  };
  const amountMessage =
    problems.amount === 'amountRequired'
      ? t`Enter the amount the address receives.`
      : t`The smallest amount to send on this network is ${unit(network.minWithdraw)}.`;
  const addressProblem = isChecked ? problems.address : null;
  const isMemoProblem =
    addressProblem === 'MEMO_REQUIRED' ||
    addressProblem === 'BAD_MEMO_FORMAT' ||
    addressProblem === 'memoNotConfirmed';
  const paste = platform.clipboard.readText;
  const pasteAddress = async () => {
    const pasted = await paste?.();
    if (pasted) setAddress(pasted.trim());
  };

  return (
    <Page title={t`Express withdraw`}>
      <div className="express-withdraw">
        <p className="express-withdraw__intro">
          {t`Buy a coin with Toman and send it straight to an address.`}
        </p>
        {isLevelZero ? (
          <UpgradeNotice
            message={t`Buying and sending coins needs identity verification level 1. Verify your identity with your national code, birth date and mobile number.`}
          />
        ) : null}
        {pause.pausedBy ? <TradePauseNotice pausedBy={pause.pausedBy} /> : null}
        {isWithdrawPaused ? (
          <MessageBox tone="error">
            <p>{t`Sending coins out of the wallet is paused for now. Please try again later.`}</p>
          </MessageBox>
        ) : null}
        <SelectField label={t`Coin`} value={coin.token} onChange={(value) => choose({ token: value })}>
          {coins.map((entry) => (
            <option key={entry.token} value={entry.token}>
              {`${coinName(entry.name, language)} (${entry.token})`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Network`}
          value={networkKey(coin.networks.indexOf(network))}
          onChange={(value) => {
            const picked = coin.networks[Number(value)]!;
            choose(networkQuery(coin.token, picked));
          }}
        >
          {coin.networks.map((entry, index) => (
            <option key={networkKey(index)} value={networkKey(index)}>
              {networkName(entry.network)}
            </option>
          ))}
        </SelectField>
        <AmountInput
          label={t`Amount the address receives`}
          unit={coin.token}
          value={amount}
          onChange={setAmount}
          maxDecimals={coin.decimals}
          error={isChecked && problems.amount ? <span role="alert">{amountMessage}</span> : undefined}
          hint={t`Network fee ${unit(network.withdrawFee)}, bought on top. At least ${unit(network.minWithdraw)}.`}
        />
        <TextField
          label={t`Receiving address`}
          autoComplete="off"
          spellCheck={false}
          isLtr
          value={address}
          onChange={setAddress}
          error={addressProblem && !isMemoProblem ? addressMessages[addressProblem] : undefined}
          after={
            paste ? (
              <Button mode="bezeled" onClick={() => void pasteAddress()}>
                {t`Paste`}
              </Button>
            ) : undefined
          }
        />
        {network.supportMemo ? (
          <>
            <TextField
              label={t`Memo (tag)`}
              autoComplete="off"
              isLtr
              value={memo}
              onChange={setMemo}
              aria-invalid={isMemoProblem ? true : undefined}
              aria-describedby={isMemoProblem ? memoId : undefined}
            />
            <label className="express-withdraw__check">
              <input
                type="checkbox"
                checked={isMemoConfirmed}
                onChange={(event) => setIsMemoConfirmed(event.target.checked)}
              />
              <span>{t`I have checked the memo. A wrong or missing memo loses the coins.`}</span>
            </label>
            {addressProblem && isMemoProblem ? (
              <FieldError id={memoId}>{addressMessages[addressProblem]}</FieldError>
            ) : null}
          </>
        ) : null}
      </div>
    </Page>
  );
}
