/**
 * The withdraw status of a level-1 user with nothing blocked, whose next Toman deposit locks sending coins until
 * `lockAfterDepositUntil`: what the deposit pages read to tell the 72-hour lock before it bites.
 */
export const lockStatus = (lockAfterDepositUntil: string) => ({
  level: 'LEVEL_1_IR',
  limits: null,
  blocks: [],
  isTwoFactorRequired: false,
  lockAfterDepositUntil,
});
