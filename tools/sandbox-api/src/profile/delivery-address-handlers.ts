import { and, asc, eq } from 'drizzle-orm';
import type { DeliveryAddress } from '@wallet/api';
import type { HandlersOf } from '../context';
import { deliveryAddresses } from './tables';
import { findCity, findProvince } from '@wallet/core';
import { ApiFailure, badInput } from '../errors';

type Row = typeof deliveryAddresses.$inferSelect;

/** The province must be one of Iran's provinces and the city one of its main cities (Persian or English names). */
function assertKnownPlace(body: { province: string; city: string }): void {
  const province = findProvince(body.province);
  if (!province) throw badInput('province is not one of Iran’s provinces');
  if (!findCity(province, body.city)) throw badInput('city is not one of the province’s cities');
}

function toDeliveryAddress(row: Row): DeliveryAddress {
  return {
    id: String(row.id),
    title: row.title,
    province: row.province,
    city: row.city,
    address: row.address,
    recipient: row.recipient,
    recipientMobile: row.recipientMobile,
    postalCode: row.postalCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const deliveryAddressHandlers: HandlersOf<
  'addresses' | 'createAddress' | 'updateAddress' | 'deleteAddress'
> = {
  async addresses({ db, auth }) {
    const rows = await db
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, auth.user.id))
      .orderBy(asc(deliveryAddresses.id));
    return rows.map(toDeliveryAddress);
  },
  async createAddress({ sb, db, input, auth }) {
    assertKnownPlace(input.body);
    const at = sb.clock.now();
    const [row] = await db
      .insert(deliveryAddresses)
      .values({
        ...input.body,
        postalCode: input.body.postalCode ?? null,
        userId: auth.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('Address not stored');
    return toDeliveryAddress(row);
  },
  async updateAddress({ sb, db, input, auth }) {
    assertKnownPlace(input.body);
    const [row] = await db
      .update(deliveryAddresses)
      .set({ ...input.body, postalCode: input.body.postalCode ?? null, updatedAt: sb.clock.now() })
      .where(
        and(eq(deliveryAddresses.id, Number(input.params.id)), eq(deliveryAddresses.userId, auth.user.id)),
      )
      .returning();
    if (!row) throw new ApiFailure(404, 'ADDRESS_NOT_FOUND');
    return toDeliveryAddress(row);
  },
  async deleteAddress({ db, input, auth }) {
    const [row] = await db
      .delete(deliveryAddresses)
      .where(
        and(eq(deliveryAddresses.id, Number(input.params.id)), eq(deliveryAddresses.userId, auth.user.id)),
      )
      .returning({ id: deliveryAddresses.id });
    if (!row) throw new ApiFailure(404, 'ADDRESS_NOT_FOUND');
    return {};
  },
};
