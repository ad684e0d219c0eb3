import { useLingui } from '@lingui/react/macro';
import type { AdCheque } from '@wallet/api';
import { EmptyState, List, Skeleton, Stack } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, LinkRow, LoadFailure, Page, useErrorText, useNavigate } from '@wallet/ui';
import { useAdCheques } from '../shared/ad-cheque-queries';
import { DESIGN_WORDS, STATUS_WORDS } from '../shared/cheque-words';
import { useChequeFormat } from '../shared/use-cheque-format';

/** /shop/ad-cheque: the user's cheques, each opening its page, and the way to create one. */
export function AdChequesPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const cheques = useAdCheques();
  const navigate = useNavigate();
  // Creating a cheque is the page's primary action: the host's main button.
  useMainButton({ text: t`Create an ad cheque`, onClick: () => navigate(buildPath('shopAdChequeNew')) });
  let body;
  if (cheques.isPending) {
    body = (
      <Stack>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  } else if (cheques.isError) {
    body = (
      <LoadFailure
        message={t`Your cheques could not be loaded.`}
        detail={errorText(cheques.error)}
        onRetry={() => void cheques.refetch()}
      />
    );
  } else if (cheques.data.length === 0) {
    body = (
      <EmptyState
        title={t`No ad cheques yet`}
        description={t`Put a prize in a cheque and share its link: everyone who opens it and solves the captcha gets a share.`}
      />
    );
  } else {
    body = (
      <List>
        {cheques.data.map((cheque) => (
          <ChequeRow key={cheque.id} cheque={cheque} />
        ))}
      </List>
    );
  }
  return <Page title={t`Ad cheques`}>{body}</Page>;
}

function ChequeRow({ cheque }: { cheque: AdCheque }) {
  const { t, i18n } = useLingui();
  const format = useChequeFormat();
  const prize = format.amount(cheque.activationPrize, cheque.token);
  const left = format.amount(cheque.left, cheque.token);
  const total = format.amount(cheque.totalPrize, cheque.token);
  const status = i18n._(STATUS_WORDS[cheque.status]);
  const design = i18n._(DESIGN_WORDS[cheque.design]);
  return (
    <LinkRow
      href={buildPath('shopAdChequeInfo', undefined, { id: cheque.id })}
      subtitle={t`${status} · ${left} left of ${total} · ${design}`}
    >
      {t`${prize} per claim`}
    </LinkRow>
  );
}
