import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ALERT_CONDITIONS, type AlertCondition } from '@wallet/api';
import { AmountInput, Button, Hint, Ltr, MessageBox, Stack } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  Page,
  useApi,
  useAssets,
  useFeatureFlag,
  useFormat,
  useGlobalConfig,
  useNavigate,
  useNotify,
  useRouteParams,
  useWriteAccessAsker,
} from '@wallet/ui';
import { alertKeys } from './alert-queries';
import { ALERT_PRICE_DECIMALS, checkAlertPrice, type AlertPriceProblem } from './alert-price';

/**
 * /coin/{token}/new-alert: above or below a price in US dollars. The price must be on the chosen side of the
 * current one; the server checks again against its own price of that instant.
 */
export function NewAlertPage() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const askWriteAccess = useWriteAccessAsker();
  const token = (useRouteParams('coinNewAlert').token ?? '').toUpperCase();
  const config = useGlobalConfig();
  const isOn = useFeatureFlag('COIN_ALERTS');
  const assets = useAssets({ isRefreshPaused: false });
  const currentPrice = assets.data?.tokens.find((entry) => entry.token === token)?.marketData.USD.lastPrice;
  const [condition, setCondition] = useState<AlertCondition>('ABOVE');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AlertPriceProblem | null>(null);

  const create = useMutation({
    mutationFn: (price: string) =>
      api.createPriceAlert({ body: { token, condition, price, currency: 'USD' } }),
    onSuccess: async () => {
      // The alert's bot message is a first one: inside Telegram, ask for write access once it is set. A failure
      // leaves it to the settings page.
      void askWriteAccess().catch(() => {});
      await queryClient.invalidateQueries({ queryKey: alertKeys.all() });
      notify.success(t`Alert created. We will tell you when the price gets there.`);
      navigate(buildPath('coinAlerts', { token }), { replace: true });
    },
    onError: (error) => notify.error(error),
  });

  const submit = () => {
    if (create.isPending || create.isSuccess) return;
    const checked = checkAlertPrice(text, condition, currentPrice ?? null);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    create.mutate(checked.price);
  };
  const isAvailable = isOn || !config.data;
  useMainButton(isAvailable ? { text: t`Create alert`, onClick: submit, loading: create.isPending } : null);

  const problems: Record<AlertPriceProblem, string> = {
    required: t`Enter a price.`,
    notANumber: t`Enter the price as a number, like 70000 or 0.25.`,
    notPositive: t`The price must be more than zero.`,
    mustBeAbove: t`For an “above” alert, enter a price higher than the current one.`,
    mustBeBelow: t`For a “below” alert, enter a price lower than the current one.`,
  };
  const conditionLabels: Record<AlertCondition, string> = {
    ABOVE: t`Price goes above`,
    BELOW: t`Price goes below`,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Page title={t`New alert for ${token}`}>
      {!isAvailable ? (
        <MessageBox tone="info">
          <p>{t`Price alerts are not available right now.`}</p>
        </MessageBox>
      ) : (
        <Stack as="form" onSubmit={onSubmit} noValidate>
          <Hint>
            {t`Current price:`} <Ltr>{currentPrice ? `$${format.usdPrice(currentPrice)}` : '…'}</Ltr>
          </Hint>
          <Stack isRow gap={2} role="radiogroup" aria-label={t`When to alert`}>
            {ALERT_CONDITIONS.map((entry) => (
              <Button
                key={entry}
                role="radio"
                aria-checked={entry === condition}
                mode={entry === condition ? 'filled' : 'bezeled'}
                size="m"
                onClick={() => {
                  setCondition(entry);
                  setProblem(null);
                }}
              >
                {conditionLabels[entry]}
              </Button>
            ))}
          </Stack>
          <AmountInput
            label={t`Price in US dollars`}
            value={text}
            maxDecimals={ALERT_PRICE_DECIMALS}
            placeholder={currentPrice ?? ''}
            // An alert, so that the refusal is read out as soon as the form is sent.
            error={problem ? <span role="alert">{problems[problem]}</span> : undefined}
            onChange={(next) => {
              setText(next);
              setProblem(null);
            }}
          />
          <Hint>
            {t`The alert fires once, when the price crosses this level, and you will see it in the wallet.`}
          </Hint>
        </Stack>
      )}
    </Page>
  );
}
