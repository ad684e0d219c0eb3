import { route } from '../define';

/** Growth: referral, campaigns, club, boxes and automation (not built yet). */
export const GROWTH_ROUTES = {
  referral: route('/referral'),
  programmerDay: route('/programmer-day', {}, { skipsStartup: true }),
  automation: route('/automation'),
  automationBuilder: route('/automation/automation-builder'),
  boxPieName: route('/boxes/:id/pie-name'),
  boxEditPieName: route('/boxes/:id/edit-pie-name'),
  boxPies: route('/boxes/pies'),
  boxInvestAmount: route('/boxes/:id/invest-amount'),
  boxCreate: route('/boxes/:id/create-box'),
  boxPieDetails: route('/boxes/:id/pie-details'),
  boxUserBalance: route('/boxes/:id/user-balance'),
  boxWithdraw: route('/boxes/:id/withdraw'),
  userBoxes: route('/boxes/user-boxes'),
  campaignYalda: route('/campaigns/yalda', {}, { skipsStartup: true }),
  campaignGiftCard: route('/campaigns/gift-card', {}, { skipsStartup: true }),
  club: route('/club'),
  clubCake: route('/club/cake'),
};
