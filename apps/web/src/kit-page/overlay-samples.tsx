import { useState } from 'react';
import {
  BottomDrawer,
  Button,
  Cell,
  CoinIcon,
  ConfirmDrawer,
  FullScreenModal,
  List,
  SelectDrawer,
} from '@wallet/kit';
import type { Samples } from './samples';

type Overlay = 'drawer' | 'modal' | 'confirm' | 'select' | null;
type Network = Samples['networks'][number]['value'];

export function OverlaySamples({ text, name }: { text: Samples; name: string }) {
  const [open, setOpen] = useState<Overlay>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [network, setNetwork] = useState<Network>('TRC20');
  const close = () => setOpen(null);
  return (
    <>
      <div className="kit-gallery-buttons" data-frame={name}>
        <Button mode="bezeled" size="m" onClick={() => setOpen('drawer')}>
          {text.openDrawer}
        </Button>
        <Button mode="bezeled" size="m" onClick={() => setOpen('modal')}>
          {text.openModal}
        </Button>
        <Button mode="bezeled" size="m" onClick={() => setOpen('confirm')}>
          {text.openConfirm}
        </Button>
        <Button mode="bezeled" size="m" onClick={() => setOpen('select')}>
          {text.openSelect}: {network}
        </Button>
        <label className="kit-gallery-check">
          <input type="checkbox" checked={isBusy} onChange={(event) => setIsBusy(event.target.checked)} />
          {text.busyToggle}
        </label>
      </div>
      <BottomDrawer open={open === 'drawer'} onClose={close} title={text.drawerTitle}>
        <p className="kit-gallery-text">{text.drawerText}</p>
      </BottomDrawer>
      <FullScreenModal open={open === 'modal'} onClose={close} title={text.modalTitle}>
        <List>
          {text.coins.map((coin) => (
            <Cell key={coin.symbol} before={<CoinIcon symbol={coin.symbol} />} subtitle={coin.name}>
              {coin.symbol}
            </Cell>
          ))}
        </List>
      </FullScreenModal>
      <ConfirmDrawer
        open={open === 'confirm'}
        title={text.confirmTitle}
        body={<p>{text.confirmBody}</p>}
        confirmLabel={text.confirmSend}
        isBusy={isBusy}
        onConfirm={() => setIsBusy(true)}
        onCancel={close}
      />
      <SelectDrawer
        open={open === 'select'}
        title={text.networkTitle}
        value={network}
        onSelect={setNetwork}
        onClose={close}
        options={text.networks.map((option) => ({
          value: option.value,
          label: option.label,
          description: option.fee,
        }))}
      />
    </>
  );
}
