import { useState } from 'react';
import { AmountInput, Button, CoinIcon, CopyText, Ltr, MessageBox, ReceiptTemplate } from '@wallet/kit';
import type { Samples } from './samples';

/** A coin picture that loads without a network: a drawn Tether mark. */
const TETHER_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#26a17b"/>' +
      '<path d="M12 12h16v4h-6v3.2c4 .3 7 1.1 7 2.1s-3 1.8-7 2.1V30h-4v-6.6c-4-.3-7-1.1-7-2.1s3-1.8 7-2.1V16h-6z" fill="#fff"/></svg>',
  );

export function MoneySamples({ text }: { text: Samples }) {
  const [amount, setAmount] = useState('12.5');
  const [toman, setToman] = useState('50000');
  return (
    <>
      <AmountInput
        label={text.amountLabel}
        unit="USDT"
        maxDecimals={6}
        value={amount}
        onChange={setAmount}
        hint={text.amountHint}
      />
      <AmountInput
        label={text.tomanLabel}
        unit={text.tomanUnit}
        maxDecimals={0}
        value={toman}
        onChange={setToman}
        error={text.tomanError}
      />
      <MessageBox tone="info">{text.info}</MessageBox>
      <MessageBox tone="warning" title={text.warningTitle}>
        {text.warning}
      </MessageBox>
      <MessageBox
        tone="error"
        actions={
          <Button mode="bezeled" size="m">
            {text.support}
          </Button>
        }
      >
        {text.error}
      </MessageBox>
      <div className="kit-gallery-row">
        <CopyText
          text={text.depositAddress}
          display={`${text.depositAddress.slice(0, 6)}…${text.depositAddress.slice(-6)}`}
        />
        <CopyText text={text.memo} />
      </div>
      <div className="kit-gallery-row" aria-label="CoinIcon">
        <CoinIcon symbol="USDT" src={TETHER_PICTURE} />
        <CoinIcon symbol="BTC" src="/missing-coin.png" />
        <CoinIcon symbol="TON" />
        <CoinIcon symbol="ETH" size={28} />
        <CoinIcon symbol="NOT" size={56} />
      </div>
      <ReceiptTemplate
        status="success"
        statusLabel={text.receipt.status}
        amount={text.receipt.amount}
        unit="USDT"
        amountCaption={text.receipt.caption}
        rows={[
          { label: text.receipt.network, value: 'TRC20', isLtr: true },
          { label: text.receipt.address, value: <CopyText text={text.depositAddress} /> },
          { label: text.receipt.txid, value: '9f2c…e41a07b3', isLtr: true },
          { label: text.receipt.fee, value: text.receipt.feeValue },
          { label: text.receipt.date, value: text.receipt.dateValue },
        ]}
        actions={
          <>
            <Button isStretched>{text.receipt.done}</Button>
            <Button mode="bezeled" isStretched>
              {text.receipt.share}
            </Button>
          </>
        }
      />
      <ReceiptTemplate
        status="pending"
        statusLabel={text.receipt.pendingStatus}
        amount={text.coins[1]?.amount ?? ''}
        unit="BTC"
        rows={[{ label: text.receipt.fee, value: <Ltr>0.00002 BTC</Ltr> }]}
      />
    </>
  );
}
