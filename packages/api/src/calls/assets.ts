import { z } from 'zod';
import { defineCall } from '../define';
import { tokenAsset, userAssets, watchList, watchListBody } from '../schemas/assets';
import { tokenSymbol } from '../schemas/primitives';

const TAGS = ['Assets, market data, portfolio, watch list'] as const;

export const assetCalls = {
  assets: defineCall({
    method: 'GET',
    path: '/v2/assets',
    summary: "Every token with the user's balance, market data per quote currency and favourite flag",
    auth: 'user',
    tags: TAGS,
    response: userAssets,
  }),
  asset: defineCall({
    method: 'GET',
    path: '/v2/assets/{token}',
    summary: 'One token of the assets list',
    auth: 'user',
    tags: TAGS,
    params: z.object({ token: tokenSymbol }),
    response: tokenAsset,
  }),
  addToWatchList: defineCall({
    method: 'POST',
    path: '/v1/watch-list',
    summary: 'Star tokens',
    auth: 'user',
    tags: TAGS,
    body: watchListBody,
    response: watchList,
  }),
  removeFromWatchList: defineCall({
    method: 'DELETE',
    path: '/v1/watch-list',
    summary: 'Unstar tokens',
    auth: 'user',
    tags: TAGS,
    body: watchListBody,
    response: watchList,
  }),
} as const;
