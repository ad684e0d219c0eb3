/** A group chat of the demo users, where shared cheques and giveaways appear (new users of the host join it). */
export const DEMO_GROUP = { id: -1001000000001, type: 'supergroup' as const, title: 'Wallet friends' };
/** A channel a giveaway may ask its participants to be in (the first two demo users are). */
export const DEMO_CHANNEL = {
  id: -1001000000002,
  type: 'channel' as const,
  title: 'Wallet news',
  username: 'wallet_news',
};
