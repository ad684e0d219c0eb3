import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CoinConfig } from '@wallet/api';
import { Button, CoinIcon, SelectDrawer } from '@wallet/kit';
import { coinName, useSession } from '@wallet/ui';

/** The coin of one side of the swap, as a button that opens the list of coins that can be traded. */
export function CoinChoice({
  label,
  value,
  coins,
  onChange,
}: {
  /** Names the button and the list: "Coin you pay with". */
  label: string;
  value: string;
  coins: readonly CoinConfig[];
  onChange: (token: string) => void;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const chosen = coins.find((coin) => coin.token === value);
  return (
    <>
      <Button
        mode="bezeled"
        size="m"
        className="swap-coin"
        before={<CoinIcon symbol={value} src={chosen?.icon} size={24} />}
        aria-label={t`${label}: ${value}`}
        aria-haspopup="listbox"
        onClick={() => setIsOpen(true)}
      >
        {value}
      </Button>
      <SelectDrawer
        open={isOpen}
        title={label}
        value={value}
        options={coins.map((coin) => ({
          value: coin.token,
          label: coinName(coin.name, language),
          description: coin.token,
          before: <CoinIcon symbol={coin.token} src={coin.icon} size={32} />,
        }))}
        onSelect={onChange}
        onClose={() => setIsOpen(false)}
      />
    </>
  );
}
