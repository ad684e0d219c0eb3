import { useLingui } from '@lingui/react/macro';
import type { AdChequeDesign } from '@wallet/api';
import { DESIGN_WORDS } from '../shared/cheque-words';

/** A cheque's picture: the design's colours with its prize and message, as a claimer sees it. */
export function DesignPreview({
  design,
  prize,
  message,
}: {
  design: AdChequeDesign;
  prize: string;
  message: string | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <figure className={`shop-cheque shop-cheque--${design.toLowerCase()}`} aria-label={t`Cheque preview`}>
      <p>{i18n._(DESIGN_WORDS[design])}</p>
      <p className="shop-cheque__prize">{prize}</p>
      {message ? <p>{message}</p> : null}
    </figure>
  );
}
