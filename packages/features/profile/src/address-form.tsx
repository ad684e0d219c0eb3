import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeliveryAddress } from '@wallet/api';
import {
  deliveryAddressProblems,
  findCity,
  findProvince,
  IRAN_PROVINCES,
  type DeliveryAddressInput,
  type DeliveryAddressProblem,
  type PlaceName,
  readPostalCode,
  readRecipientMobile,
} from '@wallet/core';
import { Button, FieldError, SelectField, TextField, Stack } from '@wallet/kit';
import { useSession } from '@wallet/ui';

export type AddressFields = Omit<DeliveryAddress, 'id' | 'createdAt' | 'updatedAt'>;

/** The form's values for a stored address: places by their Persian names, as the lists give them. */
function initialInput(address: DeliveryAddress | null): DeliveryAddressInput {
  const province = address ? findProvince(address.province) : undefined;
  const city = province && address ? findCity(province, address.city) : undefined;
  return {
    title: address?.title ?? '',
    province: province?.fa ?? '',
    city: city?.fa ?? '',
    address: address?.address ?? '',
    recipient: address?.recipient ?? '',
    recipientMobile: address?.recipientMobile ?? '',
    postalCode: address?.postalCode ?? '',
  };
}

/** A delivery address form: title, province and city from Iran's list, address, recipient and codes. */
export function AddressForm({
  address,
  isBusy,
  onSave,
}: {
  address: DeliveryAddress | null;
  isBusy: boolean;
  onSave: (fields: AddressFields) => void;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  const [input, setInput] = useState(() => initialInput(address));
  const [problems, setProblems] = useState<Partial<Record<keyof DeliveryAddressInput, string>>>({});
  const nameOf = (place: PlaceName) => (language === 'fa' ? place.fa : place.en);
  const province = findProvince(input.province);
  const set = (key: keyof DeliveryAddressInput) => (value: string) =>
    setInput((current) => ({ ...current, [key]: value, ...(key === 'province' ? { city: '' } : {}) }));

  const problemText: Record<DeliveryAddressProblem, string> = {
    REQUIRED: t`This is required.`,
    UNKNOWN_PROVINCE: t`Choose a province from the list.`,
    UNKNOWN_CITY: t`Choose a city from the list.`,
    BAD_RECIPIENT_MOBILE: t`Enter an 11-digit mobile number starting with 09.`,
    BAD_POSTAL_CODE: t`Enter a 10-digit postal code, or leave it empty.`,
  };

  const submit = () => {
    if (isBusy) return;
    const found = deliveryAddressProblems(input);
    setProblems(
      Object.fromEntries(Object.entries(found).map(([key, problem]) => [key, problemText[problem]])),
    );
    if (Object.keys(found).length > 0) return;
    const postalCode = readPostalCode(input.postalCode);
    onSave({
      title: input.title.trim(),
      province: input.province,
      city: input.city,
      address: input.address.trim(),
      recipient: input.recipient.trim(),
      recipientMobile: readRecipientMobile(input.recipientMobile)!,
      postalCode: postalCode ? postalCode : null,
    });
  };

  return (
    <Stack
      as="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t`Title`}
        value={input.title}
        onChange={set('title')}
        maxLength={64}
        error={problems.title}
      />
      <SelectField label={t`Province`} value={input.province} onChange={set('province')}>
        <option value="">{t`Choose a province`}</option>
        {IRAN_PROVINCES.map((option) => (
          <option key={option.fa} value={option.fa}>
            {nameOf(option)}
          </option>
        ))}
      </SelectField>
      {problems.province ? <FieldError>{problems.province}</FieldError> : null}
      <SelectField label={t`City`} value={input.city} onChange={set('city')} disabled={!province}>
        <option value="">{t`Choose a city`}</option>
        {(province?.cities ?? []).map((option) => (
          <option key={option.fa} value={option.fa}>
            {nameOf(option)}
          </option>
        ))}
      </SelectField>
      {problems.city ? <FieldError>{problems.city}</FieldError> : null}
      <TextField
        label={t`Address`}
        value={input.address}
        onChange={set('address')}
        maxLength={500}
        error={problems.address}
      />
      <TextField
        label={t`Recipient`}
        value={input.recipient}
        onChange={set('recipient')}
        maxLength={128}
        error={problems.recipient}
      />
      <TextField
        label={t`Recipient's mobile`}
        value={input.recipientMobile}
        onChange={set('recipientMobile')}
        inputMode="tel"
        isLtr
        error={problems.recipientMobile}
      />
      <TextField
        label={t`Postal code (optional)`}
        value={input.postalCode}
        onChange={set('postalCode')}
        inputMode="numeric"
        isLtr
        error={problems.postalCode}
      />
      <Button type="submit" isStretched isBusy={isBusy} disabled={isBusy}>
        {t`Save address`}
      </Button>
    </Stack>
  );
}
