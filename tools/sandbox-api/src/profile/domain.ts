import type { Domain } from '../context';
import { joinHandlers } from '../handler-maps';
import { deliveryAddressHandlers } from './delivery-address-handlers';
import { usersControls } from './controls';
import { feedbackHandlers } from './feedback-handlers';
import { profileHandlers } from './profile-handlers';
import { rewardHandlers } from './reward-handlers';
import { telegramContactHandlers } from './telegram-contact-handler';

/** The user and their profile: contacts, delivery addresses, referrals and gift cards. */
export const usersDomain = {
  name: 'profile',
  handlers: joinHandlers([
    profileHandlers,
    telegramContactHandlers,
    rewardHandlers,
    deliveryAddressHandlers,
    feedbackHandlers,
  ]),
  controls: usersControls,
} satisfies Domain;
