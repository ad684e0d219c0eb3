import { useLingui } from '@lingui/react/macro';
import { isPositive } from '@wallet/core';
import { SelectField } from '@wallet/kit';
import { useAssets } from '@wallet/ui';
import { TOMAN_TOKEN, useChequeFormat } from './use-cheque-format';

/**
 * The coin a cheque's or giveaway's prizes are in: Toman always, and the coins the user holds (its invoice is paid
 * from any balance); the coin already chosen stays offered even if its balance is gone.
 */
export function PrizeCoinField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (token: string) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const format = useChequeFormat();
  const assets = useAssets({ isRefreshPaused: true });
  const held = (assets.data?.tokens ?? []).filter(
    (asset) => asset.token !== TOMAN_TOKEN && isPositive(asset.balance.amount.number),
  );
  const tokens = [TOMAN_TOKEN, ...held.map((asset) => asset.token)];
  if (!tokens.includes(value)) tokens.push(value);
  return (
    <SelectField label={t`Coin`} value={value} onChange={onChange} disabled={disabled}>
      {tokens.map((token) => (
        <option key={token} value={token}>
          {format.unitOf(token)}
        </option>
      ))}
    </SelectField>
  );
}
