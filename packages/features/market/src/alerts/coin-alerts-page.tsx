import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PriceAlert } from '@wallet/api';
import {
  buildPath,
  Page,
  useApi,
  useFeatureFlag,
  useFormat,
  useGlobalConfig,
  useNotify,
  useRouteParams,
} from '@wallet/ui';
import { alertKeys, usePriceAlerts } from './alert-queries';
import { useAlertLevelText } from './alert-text';
import '../market.css';
import './alerts.css';

/** /coin/{token}/alerts: the coin's price alerts, waiting and fired, each with Delete (COIN_ALERTS flag). */
export function CoinAlertsPage() {
  const { t } = useLingui();
  const token = (useRouteParams('coinAlerts').token ?? '').toUpperCase();
  const config = useGlobalConfig();
  const isOn = useFeatureFlag('COIN_ALERTS');
  const alerts = usePriceAlerts(token, isOn);

  return (
    <Page title={t`Price alerts for ${token}`}>
      <div className="alerts">
        {config.data && !isOn ? (
          <p className="market-message">{t`Price alerts are not available right now.`}</p>
        ) : alerts.isError && !alerts.data ? (
          <div className="market-message" role="alert">
            <p>{t`The alerts could not be loaded.`}</p>
            <button type="button" className="market-link" onClick={() => void alerts.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : !alerts.data ? (
          <div className="market-skeleton" role="status" aria-label={t`Loading`} />
        ) : (
          <>
            {alerts.data.alerts.length === 0 ? (
              <p className="market-message">{t`You have no price alerts for ${token} yet.`}</p>
            ) : (
              <ul className="alerts-list" aria-label={t`Price alerts`}>
                {alerts.data.alerts.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} />
                ))}
              </ul>
            )}
            <Link href={buildPath('coinNewAlert', { token })} className="coin-action alerts-new">
              {t`New alert`}
            </Link>
          </>
        )}
      </div>
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
  return (
    <li className={`alerts-row${isWaiting ? '' : ' alerts-row--fired'}`}>
      <span className="alerts-row__text">
        <span className="alerts-row__level">{level}</span>
        <span className="alerts-row__status">
          {isWaiting
            ? t`Waiting`
            : t`Fired at ${alert.currency === 'USD' ? `$${format.usdPrice(alert.triggeredPrice ?? '0')}` : format.amount(alert.triggeredPrice ?? '0', 0)}`}
        </span>
      </span>
      <button
        type="button"
        className="market-link"
        disabled={remove.isPending || remove.isSuccess}
        aria-label={t`Delete the alert ${level}`}
        onClick={() => remove.mutate()}
      >
        {t`Delete`}
      </button>
    </li>
  );
}
