// @wallet/ui/card-to-card: the card-to-card payment flow, loaded only by the pages that use it.
export { CardToCardFlow, type CardToCardFlowProps } from './card-to-card-flow';
export {
  cardToCardKeys,
  CARD_TO_CARD_POLL_MS,
  useCardToCardPayment,
  useCreateCardToCardPayment,
} from './card-to-card-queries';
