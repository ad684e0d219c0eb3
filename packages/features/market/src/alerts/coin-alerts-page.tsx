import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PriceAlert } from '@wallet/api';
import { Button, EmptyState, LinkButton, Ltr, MessageBox, Row, RowList, RowText, Stack } from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  Page,
  useApi,
  useFeatureFlag,
  useFormat,
  useGlobalConfig,
  useNotify,
  useRouteParams,
} from '@wallet/ui';
import { LoadingRows } from '../shared/load-states';
import { alertKeys, usePriceAlerts } from './alert-queries';
import { AlertLevel, useAlertLevelText } from './alert-text';

/** /coin/{token}/alerts: the coin's price alerts, waiting and fired, each with Delete (COIN_ALERTS flag). */
export function CoinAlertsPage() {
  const { t } = useLingui();
  const token = (useRouteParams('coinAlerts').token ?? '').toUpperCase();
  const config = useGlobalConfig();
  const isOn = useFeatureFlag('COIN_ALERTS');
  const alerts = usePriceAlerts(token, isOn);
  const newAlert = (
    <Link href={buildPath('coinNewAlert', { token })} asChild>
      <LinkButton size="s" isStretched>
        {t`New alert`}
      </LinkButton>
    </Link>
  );

  return (
    <Page title={t`Price alerts for ${token}`}>
      <Stack>
        {config.data && !isOn ? (
          <MessageBox tone="info">
            <p>{t`Price alerts are not available right now.`}</p>
          </MessageBox>
        ) : alerts.isError && !alerts.data ? (
          <LoadFailure message={t`The alerts could not be loaded.`} onRetry={() => void alerts.refetch()} />
        ) : !alerts.data ? (
          <LoadingRows rows={3} hasIcon={false} />
        ) : alerts.data.alerts.length === 0 ? (
          <EmptyState title={t`You have no price alerts for ${token} yet.`} action={newAlert} />
        ) : (
          <>
            <RowList label={t`Price alerts`}>
              {alerts.data.alerts.map((alert) => (
                <AlertRow key={alert.id} alert={alert} />
              ))}
            </RowList>
            {newAlert}
          </>
        )}
      </Stack>
    </Page>
  );
}

function AlertRow({ alert }: { alert: PriceAlert }) {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const format = useFormat();
  const levelText = useAlertLevelText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.deletePriceAlert({ params: { id: alert.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all() }),
    onError: (error) => notify.error(error),
  });
  const level = levelText(alert.condition, alert.price, alert.currency);
  const isWaiting = alert.status === 'ACTIVE';
  const triggeredPrice = alert.triggeredPrice ?? '0';
  // The price is kept left to right inside the sentence; a member expression keeps its placeholder {0}.
  const fired = {
    price: (
      <Ltr>
        {alert.currency === 'USD' ? `$${format.usdPrice(triggeredPrice)}` : format.amount(triggeredPrice, 0)}
      </Ltr>
    ),
  };
  return (
    <Row
      isDimmed={!isWaiting}
      after={
        <Button
          mode="plain"
          size="m"
          disabled={remove.isPending || remove.isSuccess}
          aria-label={t`Delete the alert ${level}`}
          onClick={() => remove.mutate()}
        >
          {t`Delete`}
        </Button>
      }
    >
      <RowText
        title={<AlertLevel condition={alert.condition} price={alert.price} currency={alert.currency} />}
        subtitle={isWaiting ? t`Waiting` : <Trans>Fired at {fired.price}</Trans>}
      />
    </Row>
  );
}
