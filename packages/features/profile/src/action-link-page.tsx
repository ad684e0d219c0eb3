import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, MessageBox, Skeleton, Stack } from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  Page,
  queryKeys,
  useApi,
  useErrorText,
  useNavigate,
  useRouteParams,
} from '@wallet/ui';

/**
 * /profile/action-link/:token: the link of an e-mail verification message. Opening it redeems the token
 * once; the e-mail is then on the account.
 */
export function ActionLinkPage() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { token = '' } = useRouteParams('profileActionLink');
  const redeem = useQuery({
    queryKey: ['actionLink', token],
    queryFn: async () => {
      const result = await api.redeemActionLink({ params: { token } });
      queryClient.setQueryData(queryKeys.whoami(), result.user);
      return result;
    },
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const toInfo = () => navigate(buildPath('profileInfo'), { replace: true });

  return (
    <Page title={t`E-mail verification`}>
      <Stack gap={4}>
        {redeem.isError ? (
          <LoadFailure
            message={t`This link could not be used. It may have expired or been used already.`}
            detail={errorText(redeem.error)}
          />
        ) : redeem.data ? (
          <MessageBox tone="info">{t`Your e-mail address is verified.`}</MessageBox>
        ) : (
          <div role="status" aria-label={t`Verifying`}>
            <Skeleton height={48} />
          </div>
        )}
        <Button mode="bezeled" isStretched onClick={toInfo}>
          {t`Go to my information`}
        </Button>
      </Stack>
    </Page>
  );
}
