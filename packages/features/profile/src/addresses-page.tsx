import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryAddress } from '@wallet/api';
import { BottomDrawer, Button, Cell, ConfirmDrawer, EmptyState, List, MessageBox, Stack } from '@wallet/kit';
import { LoadFailure, Page, useApi, useErrorText, useNotify } from '@wallet/ui';
import { AddressForm, type AddressFields } from './address-form';
import { Loading } from './load-states';
import { profileKeys, useDeliveryAddresses } from './profile-queries';

/** /profile/addresses: the delivery addresses (GET, POST, PUT, DELETE /v1/user/address). */
export function AddressesPage() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const addresses = useDeliveryAddresses();
  const [editing, setEditing] = useState<DeliveryAddress | 'NEW' | null>(null);
  const [toDelete, setToDelete] = useState<DeliveryAddress | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AddressFields }) =>
      id ? api.updateAddress({ params: { id }, body }) : api.createAddress({ body }),
    onSuccess: () => {
      setEditing(null);
      notify.success();
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteAddress({ params: { id } }),
    onSuccess: () => notify.success(),
    onError: (error) => notify.error(error),
    onSettled: () => {
      setToDelete(null);
      refresh();
    },
  });
  const list = addresses.data ?? [];
  const closeForm = () => {
    setEditing(null);
    save.reset();
  };

  return (
    <Page title={t`Delivery addresses`}>
      {addresses.isError && !addresses.data ? (
        <LoadFailure
          message={t`The addresses could not be loaded.`}
          detail={errorText(addresses.error)}
          onRetry={() => void addresses.refetch()}
        />
      ) : addresses.isPending ? (
        <Loading />
      ) : (
        <Stack gap={4}>
          {list.length === 0 ? (
            <EmptyState title={t`You have no delivery address yet.`} />
          ) : (
            <List>
              {list.map((address) => (
                <Cell
                  key={address.id}
                  isMultiline
                  subtitle={`${address.province}، ${address.city}، ${address.address}`}
                  description={address.recipient}
                  after={
                    <Stack isRow gap={2}>
                      <Button mode="bezeled" size="m" onClick={() => setEditing(address)}>
                        {t`Edit`}
                      </Button>
                      <Button mode="plain" size="m" onClick={() => setToDelete(address)}>
                        {t`Delete`}
                      </Button>
                    </Stack>
                  }
                >
                  {address.title}
                </Cell>
              ))}
            </List>
          )}
          <Button isStretched onClick={() => setEditing('NEW')}>
            {t`Add an address`}
          </Button>
        </Stack>
      )}
      <BottomDrawer
        open={editing !== null}
        onClose={closeForm}
        title={editing === 'NEW' ? t`New address` : t`Edit address`}
      >
        {editing !== null ? (
          <AddressForm
            key={editing === 'NEW' ? 'new' : editing.id}
            address={editing === 'NEW' ? null : editing}
            isBusy={save.isPending}
            onSave={(body) => save.mutate({ id: editing === 'NEW' ? null : editing.id, body })}
          />
        ) : null}
        {save.isError ? (
          <MessageBox tone="error">{errorText(save.error) ?? t`The address could not be saved.`}</MessageBox>
        ) : null}
      </BottomDrawer>
      <ConfirmDrawer
        open={toDelete !== null}
        title={t`Delete this address?`}
        body={toDelete?.title ?? null}
        confirmLabel={t`Delete`}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
