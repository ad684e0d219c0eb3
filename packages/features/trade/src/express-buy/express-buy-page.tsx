import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  EXPRESS_BUY_MAX_TOMAN,
  EXPRESS_BUY_MIN_TOMAN,
  isApiError,
  SWAP_DEFAULT_DESTINATION,
} from '@wallet/api';
import { cmp, levelAbilities } from '@wallet/core';
import { AmountInput, Cell, ChevronIcon, CoinIcon, List, MessageBox } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  CoinLockNotice,
  coinName,
  Page,
  UpgradeNotice,
  useAssets,
  useErrorText,
  useFormat,
  useGlobalConfig,
  useNavigate,
  useNotify,
  useRouteQuery,
  useSession,
  useWhoami,
} from '@wallet/ui';
import { readExpressBuyAmount, type ExpressBuyAmountProblem } from './amount-rules';
import { PaymentChoice } from './payment-choice';
import { usePriceExpressBuy } from './queries';
import { TradePauseNotice, TradeWarnNotice, useTradePause } from '../shared/trade-pause';
import { useExpressBuyDraft } from '../shared/trade-drafts';
import { TOMAN_TOKEN } from '../shared/trade-price';
import './express-buy.css';

/**
 * /express-buy: how many Toman to spend on which coin (5,000 to 200,000,000, Persian and Arabic digits read),
 * and whether to pay from the Toman balance, shown with it. Continue prices the buy and opens its confirmation.
 * What is chosen and typed is the flow's draft, so a reload or the coin list comes back to it; a coin page's
 * coin (?token=) goes into the draft and leaves the address.
 */
export function ExpressBuyPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { language } = useSession();
  const query = useRouteQuery('expressBuy');
  const config = useGlobalConfig();
  const assets = useAssets({ isRefreshPaused: false });
  const whoami = useWhoami();
  const price = usePriceExpressBuy();
  const { draft, isLoading: isDraftLoading, keep } = useExpressBuyDraft();
  const text = draft?.amount ?? '';
  const [problem, setProblem] = useState<ExpressBuyAmountProblem | null>(null);
  const useAccountBalance = draft?.useBalance ?? true;
  const token = query.token ?? draft?.token ?? SWAP_DEFAULT_DESTINATION;
  useEffect(() => {
    if (!query.token || isDraftLoading) return;
    void keep({ token: query.token });
    navigate(buildPath('expressBuy'), { replace: true });
  }, [query.token, isDraftLoading, keep, navigate]);
  const coin = config.data?.coins.find((entry) => entry.token === token);
  const pause = useTradePause([TOMAN_TOKEN, token]);
  const isTradable = Boolean(coin?.features.trade);
  const tomanBalance =
    assets.data?.tokens.find((entry) => entry.token === TOMAN_TOKEN)?.balance.amount.number ?? '0';
  const isLevelZero = whoami.data ? !levelAbilities(whoami.data.level).trade : false;
  const canPrice = isTradable && !isLevelZero && !pause.pausedBy;
  // Paid by card or gateway, in whole or in part, the buy is a Rial deposit and starts the 72-hour lock.
  const typedAmount = readExpressBuyAmount(text).amount;
  const isPaidByBank = !useAccountBalance || (typedAmount !== null && cmp(typedAmount, tomanBalance) > 0);
  // Set synchronously, so two taps in one frame price once.
  const isPricing = useRef(false);

  const next = () => {
    if (isPricing.current || !canPrice) return;
    const read = readExpressBuyAmount(text);
    setProblem(read.problem);
    if (read.problem) return;
    isPricing.current = true;
    price.mutate(
      { amount: read.amount, buyingToken: token, useAccountBalance },
      {
        onSuccess: (receipt) =>
          navigate(buildPath('expressBuyConfirm', undefined, { taskId: receipt.taskId })),
        onError: (error) => {
          // A refusal is told under the form; the upgrade prompt, the connection or the server's own fault as the shell does.
          if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
          else if (error.codeString === 'INSUFFICIENT_USER_LEVEL') notify.error(error);
        },
        onSettled: () => {
          isPricing.current = false;
        },
      },
    );
  };
  useMainButton(
    canPrice
      ? { text: t`Continue`, onClick: next, loading: price.isPending, disabled: price.isPending }
      : null,
  );

  const toman = (value: string) => t`${format.amount(value, 0)} Toman`;
  const messages: Record<ExpressBuyAmountProblem, string> = {
    required: t`Enter an amount in Toman.`,
    notANumber: t`Enter the amount as a whole number of Toman.`,
    notWhole: t`Enter a whole number of Toman.`,
    belowMin: t`The smallest express buy is ${toman(EXPRESS_BUY_MIN_TOMAN)}.`,
    aboveMax: t`The largest express buy is ${toman(EXPRESS_BUY_MAX_TOMAN)}.`,
  };
  const refusal =
    isApiError(price.error) && price.error.kind === 'http' && price.error.status < 500
      ? errorText(price.error)
      : null;
  const coinsPath = buildPath('expressBuyCoins');

  return (
    <Page title={t`Express buy`}>
      <div className="express-buy">
        {isLevelZero ? (
          <UpgradeNotice
            message={t`Buying coins with Toman needs identity verification level 1. Verify your identity with your national code, birth date and mobile number.`}
          />
        ) : null}
        {pause.pausedBy ? (
          <TradePauseNotice pausedBy={pause.pausedBy} />
        ) : pause.isWarned ? (
          <TradeWarnNotice />
        ) : null}
        <List title={t`Coin to buy`}>
          <Cell
            before={<CoinIcon symbol={token} />}
            subtitle={token}
            after={<ChevronIcon className="express-buy__chevron" />}
            onClick={() => navigate(coinsPath)}
          >
            {coin ? coinName(coin.name, language) : token}
          </Cell>
        </List>
        {config.data && !isTradable ? (
          <MessageBox tone="warning">
            <p>{t`Buying this coin is not possible right now. Choose another coin.`}</p>
          </MessageBox>
        ) : null}
        <AmountInput
          label={t`Amount to pay`}
          unit={t`Toman`}
          value={text}
          onChange={(value) => {
            void keep({ amount: value });
            setProblem(null);
          }}
          maxDecimals={0}
          error={problem ? <span role="alert">{messages[problem]}</span> : undefined}
          hint={t`From ${toman(EXPRESS_BUY_MIN_TOMAN)} to ${toman(EXPRESS_BUY_MAX_TOMAN)}`}
        />
        <PaymentChoice
          typed={text}
          balance={assets.data ? tomanBalance : null}
          useBalance={useAccountBalance}
          onChange={(useBalance) => void keep({ useBalance })}
        />
        <CoinLockNotice cause={isPaidByBank ? 'DEPOSIT' : 'BUY'} />
        {refusal ? (
          <MessageBox tone="error" title={t`The coin could not be priced`}>
            <p>{refusal}</p>
          </MessageBox>
        ) : null}
      </div>
    </Page>
  );
}
