import type { HandlersOf } from '../../context';
import { previewRialWithdraw, rialWithdraw, rialWithdrawStatus } from './withdraw';

export const rialWithdrawHandlers: HandlersOf<'rialWithdrawStatus' | 'rialWithdrawPreview' | 'rialWithdraw'> =
  {
    rialWithdrawStatus: ({ sb, db, auth }) => rialWithdrawStatus(sb, db, auth.user),
    rialWithdrawPreview: ({ sb, db, auth, input }) => previewRialWithdraw(sb, db, auth.user, input.query),
    rialWithdraw: ({ sb, db, auth, spend, input }) => rialWithdraw(sb, db, auth.user, spend, input.body),
  };
