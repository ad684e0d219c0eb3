// Generated from the call definitions by `pnpm --filter @wallet/api routes`; call-routes.test.ts keeps it in step.
import type { CallName } from '../calls';
import type { CallRoute } from './call-routes';

export const CALL_ROUTES: Record<CallName, CallRoute> = {
  "setWebPushSubscription": {
    "method": "PATCH",
    "path": "/v1/notification/web-push-subscription",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setFcmToken": {
    "method": "PATCH",
    "path": "/v1/notification/fcm-token",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "storeAdtrace": {
    "method": "PUT",
    "path": "/v1/adtrace/store",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setGaClientId": {
    "method": "PATCH",
    "path": "/v1/analytics/ga/client-id",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "globalConfigs": {
    "method": "GET",
    "path": "/v1/utils/global-configs",
    "auth": "optional",
    "timeoutMs": 30000
  },
  "banners": {
    "method": "GET",
    "path": "/v1/utils/banners",
    "auth": "user",
    "timeoutMs": 30000
  },
  "requestMirror": {
    "method": "GET",
    "path": "/v1/utils/request/mirror",
    "auth": "anonymous",
    "timeoutMs": 30000
  },
  "createLead": {
    "method": "POST",
    "path": "/v1/utils/lead",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "utm": {
    "method": "GET",
    "path": "/v1/utm/{code}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "feeFreeCampaignStatus": {
    "method": "GET",
    "path": "/v1/campaigns/fee-free/status",
    "auth": "user",
    "timeoutMs": 30000
  },
  "requestOtp": {
    "method": "POST",
    "path": "/v1/authentication/otp",
    "auth": "anonymous",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "verifyOtp": {
    "method": "POST",
    "path": "/v1/authentication/otp/verify",
    "auth": "anonymous",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "telegramLogin": {
    "method": "POST",
    "path": "/v1/authentication/telegram-webapp",
    "auth": "anonymous",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "logout": {
    "method": "POST",
    "path": "/v1/authentication/logout",
    "auth": "user",
    "timeoutMs": 30000
  },
  "sessions": {
    "method": "GET",
    "path": "/v1/authentication/sessions",
    "auth": "user",
    "timeoutMs": 30000
  },
  "revokeSession": {
    "method": "DELETE",
    "path": "/v1/authentication/sessions/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "revokeAllSessions": {
    "method": "DELETE",
    "path": "/v1/authentication/sessions",
    "auth": "user",
    "timeoutMs": 30000
  },
  "loginHistory": {
    "method": "GET",
    "path": "/v1/authentication/login-history",
    "auth": "user",
    "timeoutMs": 30000
  },
  "whoami": {
    "method": "GET",
    "path": "/v1/user/whoami",
    "auth": "user",
    "timeoutMs": 30000
  },
  "updateUser": {
    "method": "PATCH",
    "path": "/v1/user",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "requestNewPhoneOtp": {
    "method": "POST",
    "path": "/v1/user/new-phone/otp",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "verifyNewPhoneOtp": {
    "method": "POST",
    "path": "/v1/user/new-phone/otp/verify",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "confirmPhoneWithTelegramContact": {
    "method": "POST",
    "path": "/v1/user/new-phone/telegram-contact",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "requestEmailOtp": {
    "method": "POST",
    "path": "/v1/user/email/otp",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "verifyEmailOtp": {
    "method": "POST",
    "path": "/v1/user/email/otp/verify",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setPrimaryNumber": {
    "method": "PATCH",
    "path": "/v1/user/number/primary",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setPrimaryEmail": {
    "method": "PATCH",
    "path": "/v1/user/email/primary",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "deletePhone": {
    "method": "DELETE",
    "path": "/v1/user/phone/{number}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "setReferrer": {
    "method": "PATCH",
    "path": "/v2/user/referrer",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setUtm": {
    "method": "PATCH",
    "path": "/v1/user/utm",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "personalInformationFailureReason": {
    "method": "GET",
    "path": "/v1/user/personal-information/failure-reason",
    "auth": "user",
    "timeoutMs": 30000
  },
  "redeemActionLink": {
    "method": "POST",
    "path": "/v1/user/action-link/{token}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "claimGiftCard": {
    "method": "POST",
    "path": "/v1/user/gift-card/claim",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "referralDetails": {
    "method": "GET",
    "path": "/v1/user/referral/details",
    "auth": "user",
    "timeoutMs": 30000
  },
  "claimReferralReward": {
    "method": "POST",
    "path": "/v1/user/referral/claim-reward",
    "auth": "user",
    "timeoutMs": 30000,
    "idempotent": true
  },
  "addresses": {
    "method": "GET",
    "path": "/v1/user/address",
    "auth": "user",
    "timeoutMs": 30000
  },
  "createAddress": {
    "method": "POST",
    "path": "/v1/user/address",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "updateAddress": {
    "method": "PUT",
    "path": "/v1/user/address/{id}",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "deleteAddress": {
    "method": "DELETE",
    "path": "/v1/user/address/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "assets": {
    "method": "GET",
    "path": "/v2/assets",
    "auth": "user",
    "timeoutMs": 30000
  },
  "asset": {
    "method": "GET",
    "path": "/v2/assets/{token}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "addToWatchList": {
    "method": "POST",
    "path": "/v1/watch-list",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "removeFromWatchList": {
    "method": "DELETE",
    "path": "/v1/watch-list",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "priceChart": {
    "method": "GET",
    "path": "/v2/market-data/chart",
    "auth": "user",
    "timeoutMs": 30000
  },
  "priceChartAllRanges": {
    "method": "GET",
    "path": "/v2/market-data/chart/all-ranges",
    "auth": "user",
    "timeoutMs": 30000
  },
  "klines": {
    "method": "GET",
    "path": "/v2/market-data/kline",
    "auth": "user",
    "timeoutMs": 30000
  },
  "marketStats": {
    "method": "GET",
    "path": "/v2/market-data/stats/{token}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "pnl": {
    "method": "GET",
    "path": "/v1/portfolio/pnl/{token}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "pnlTransactions": {
    "method": "GET",
    "path": "/v1/portfolio/pnl/transactions/{token}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "pnlTransactionsAllRanges": {
    "method": "GET",
    "path": "/v1/portfolio/pnl/transactions/{token}/all-ranges",
    "auth": "user",
    "timeoutMs": 30000
  },
  "priceAlerts": {
    "method": "GET",
    "path": "/v1/price-alerts",
    "auth": "user",
    "timeoutMs": 30000
  },
  "createPriceAlert": {
    "method": "POST",
    "path": "/v1/price-alerts",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "deletePriceAlert": {
    "method": "DELETE",
    "path": "/v1/price-alerts/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "notifications": {
    "method": "GET",
    "path": "/v1/notifications",
    "auth": "user",
    "timeoutMs": 30000
  },
  "markNotificationsRead": {
    "method": "POST",
    "path": "/v1/notifications/read",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "transactions": {
    "method": "GET",
    "path": "/v2/transaction",
    "auth": "user",
    "timeoutMs": 30000
  },
  "transactionsV1": {
    "method": "GET",
    "path": "/v1/transaction",
    "auth": "user",
    "timeoutMs": 30000
  },
  "transaction": {
    "method": "GET",
    "path": "/v1/transaction/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "depositAddress": {
    "method": "GET",
    "path": "/v1/wallet/deposit/addresses",
    "auth": "user",
    "timeoutMs": 30000
  },
  "findTransferRecipient": {
    "method": "GET",
    "path": "/v1/wallet/internal-transfer/recipient",
    "auth": "user",
    "timeoutMs": 30000
  },
  "recentTransferRecipients": {
    "method": "GET",
    "path": "/v1/wallet/internal-transfer/recent-recipients",
    "auth": "user",
    "timeoutMs": 30000
  },
  "internalTransfer": {
    "method": "POST",
    "path": "/v1/wallet/internal-transfer",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "addressBook": {
    "method": "GET",
    "path": "/v1/wallet/address-book",
    "auth": "user",
    "timeoutMs": 30000
  },
  "createAddressBookEntry": {
    "method": "POST",
    "path": "/v1/wallet/address-book",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "updateAddressBookEntry": {
    "method": "PUT",
    "path": "/v1/wallet/address-book/{id}",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "deleteAddressBookEntry": {
    "method": "DELETE",
    "path": "/v1/wallet/address-book/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "withdrawReceipt": {
    "method": "POST",
    "path": "/v1/express/withdraw/receipt",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "runExpressTask": {
    "method": "POST",
    "path": "/v1/express/tasks/{taskId}/run",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "withdrawStatus": {
    "method": "GET",
    "path": "/v1/wallet/withdraw/status",
    "auth": "user",
    "timeoutMs": 30000
  },
  "lockAccount": {
    "method": "POST",
    "path": "/v1/wallet/account-lock",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "twoFactorStatus": {
    "method": "GET",
    "path": "/v2/2fa/status",
    "auth": "user",
    "timeoutMs": 30000
  },
  "disableTwoFactor": {
    "method": "DELETE",
    "path": "/v2/2fa/{type}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "setUpSmsTwoFactor": {
    "method": "POST",
    "path": "/v2/2fa/sms",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setUpEmailTwoFactor": {
    "method": "POST",
    "path": "/v2/2fa/email",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "setUpGoogleAuth": {
    "method": "POST",
    "path": "/v2/2fa/google-auth",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "verifyGoogleAuth": {
    "method": "POST",
    "path": "/v2/2fa/google-auth/verify",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "sendTwoFactorCode": {
    "method": "POST",
    "path": "/v2/2fa/{type}/code",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "verifyTwoFactor": {
    "method": "POST",
    "path": "/v2/2fa/verify",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "kycInfo": {
    "method": "GET",
    "path": "/v1/kyc",
    "auth": "user",
    "timeoutMs": 30000
  },
  "sendPersonalInformation": {
    "method": "POST",
    "path": "/v2/kyc/personal-information",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "uploadKycDocument": {
    "method": "POST",
    "path": "/v1/kyc/documents",
    "auth": "user",
    "timeoutMs": 600000,
    "hasBody": true,
    "upload": true
  },
  "sendFeedback": {
    "method": "POST",
    "path": "/v1/feedback",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "bankCards": {
    "method": "GET",
    "path": "/v1/bank/credit-card",
    "auth": "user",
    "timeoutMs": 30000
  },
  "bankCardInquiry": {
    "method": "GET",
    "path": "/v1/bank/credit-card/inquiry",
    "auth": "user",
    "timeoutMs": 30000
  },
  "addBankCard": {
    "method": "POST",
    "path": "/v1/bank/credit-card",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "deleteBankCard": {
    "method": "DELETE",
    "path": "/v1/bank/credit-card/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "bankIbans": {
    "method": "GET",
    "path": "/v1/bank/iban",
    "auth": "user",
    "timeoutMs": 30000
  },
  "bankIbanInquiry": {
    "method": "GET",
    "path": "/v1/bank/iban/inquiry",
    "auth": "user",
    "timeoutMs": 30000
  },
  "addBankIban": {
    "method": "POST",
    "path": "/v1/bank/iban",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "deleteBankIban": {
    "method": "DELETE",
    "path": "/v1/bank/iban/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "directDebitBanks": {
    "method": "GET",
    "path": "/v1/bank/direct-debit/banks",
    "auth": "user",
    "timeoutMs": 30000
  },
  "directDebitContracts": {
    "method": "GET",
    "path": "/v1/bank/direct-debit/contracts",
    "auth": "user",
    "timeoutMs": 30000
  },
  "directDebitContract": {
    "method": "GET",
    "path": "/v1/bank/direct-debit/contracts/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "createDirectDebitContract": {
    "method": "POST",
    "path": "/v1/bank/direct-debit/contracts",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "cancelDirectDebitContract": {
    "method": "DELETE",
    "path": "/v1/bank/direct-debit/contracts/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "directDebitDeposit": {
    "method": "POST",
    "path": "/v1/bank/direct-debit/deposit",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "cashInCode": {
    "method": "GET",
    "path": "/v1/bank/cash-in-code",
    "auth": "user",
    "timeoutMs": 30000
  },
  "identifiedDeposits": {
    "method": "GET",
    "path": "/v1/bank/cash-in-code/deposits",
    "auth": "user",
    "timeoutMs": 30000
  },
  "rialWithdrawStatus": {
    "method": "GET",
    "path": "/v1/bank/withdraw/status",
    "auth": "user",
    "timeoutMs": 30000
  },
  "rialWithdrawPreview": {
    "method": "GET",
    "path": "/v1/bank/withdraw/preview",
    "auth": "user",
    "timeoutMs": 30000
  },
  "rialWithdraw": {
    "method": "POST",
    "path": "/v1/bank/withdraw",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "createCardToCardPayment": {
    "method": "POST",
    "path": "/v1/bank/deposit/card-to-card",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "cardToCardPayment": {
    "method": "GET",
    "path": "/v1/bank/deposit/card-to-card/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "confirmCardToCardPayment": {
    "method": "POST",
    "path": "/v1/bank/deposit/card-to-card/{id}/confirm",
    "auth": "user",
    "timeoutMs": 30000
  },
  "cancelCardToCardPayment": {
    "method": "POST",
    "path": "/v1/bank/deposit/card-to-card/{id}/cancel",
    "auth": "user",
    "timeoutMs": 30000
  },
  "startGatewayPayment": {
    "method": "POST",
    "path": "/v1/bank/deposit/gateway",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "gatewayPayment": {
    "method": "GET",
    "path": "/v1/bank/deposit/gateway/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "depositAllowance": {
    "method": "GET",
    "path": "/v1/bank/deposit/allowance",
    "auth": "user",
    "timeoutMs": 30000
  },
  "expressBuyReceipt": {
    "method": "POST",
    "path": "/v1/express/buy/receipt",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "expressBuy": {
    "method": "GET",
    "path": "/v1/express/buy/receipt/{taskId}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "otcPrice": {
    "method": "POST",
    "path": "/v1/market/otc/price",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "otcOrder": {
    "method": "POST",
    "path": "/v1/market/otc/order",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "invoice": {
    "method": "GET",
    "path": "/v1/invoice/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "payInvoice": {
    "method": "POST",
    "path": "/v1/invoice/pay",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "paymentInvoice": {
    "method": "GET",
    "path": "/v1/payment/invoice/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "payPaymentInvoice": {
    "method": "POST",
    "path": "/v1/payment/invoice/{id}/pay",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "invoicePaymentMethods": {
    "method": "POST",
    "path": "/v1/express/invoice/payment-methods",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "createAdCheque": {
    "method": "POST",
    "path": "/v1/ad-cheque",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "adCheques": {
    "method": "GET",
    "path": "/v1/ad-cheque",
    "auth": "user",
    "timeoutMs": 30000
  },
  "adCheque": {
    "method": "GET",
    "path": "/v1/ad-cheque/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "adChequeStats": {
    "method": "GET",
    "path": "/v1/ad-cheque/{id}/stats",
    "auth": "user",
    "timeoutMs": 30000
  },
  "payAdCheque": {
    "method": "POST",
    "path": "/v1/ad-cheque/{id}/pay",
    "auth": "user",
    "timeoutMs": 30000,
    "idempotent": true
  },
  "topUpAdCheque": {
    "method": "POST",
    "path": "/v1/ad-cheque/{id}/top-up",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "deleteAdCheque": {
    "method": "DELETE",
    "path": "/v1/ad-cheque/{id}",
    "auth": "user",
    "timeoutMs": 30000,
    "idempotent": true
  },
  "adChequePreparedMessage": {
    "method": "POST",
    "path": "/v1/ad-cheque/{id}/prepared-message",
    "auth": "user",
    "timeoutMs": 30000
  },
  "adChequeCaptcha": {
    "method": "POST",
    "path": "/v1/ad-cheque/captcha/request",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true
  },
  "claimAdCheque": {
    "method": "POST",
    "path": "/v1/ad-cheque/captcha/verify",
    "auth": "user",
    "timeoutMs": 30000,
    "hasBody": true,
    "idempotent": true
  },
  "createGiveaway": {
    "method": "POST",
    "path": "/v1/giveaway",
    "auth": "user",
    "timeoutMs": 600000,
    "hasBody": true,
    "idempotent": true,
    "upload": true
  },
  "giveaways": {
    "method": "GET",
    "path": "/v1/giveaway",
    "auth": "user",
    "timeoutMs": 30000
  },
  "giveaway": {
    "method": "GET",
    "path": "/v1/giveaway/{id}",
    "auth": "user",
    "timeoutMs": 30000
  },
  "payGiveaway": {
    "method": "POST",
    "path": "/v1/giveaway/{id}/pay",
    "auth": "user",
    "timeoutMs": 30000,
    "idempotent": true
  },
  "participateGiveaway": {
    "method": "POST",
    "path": "/v1/giveaway/{id}/participate",
    "auth": "user",
    "timeoutMs": 30000,
    "idempotent": true
  },
  "deleteGiveaway": {
    "method": "DELETE",
    "path": "/v1/giveaway/{id}",
    "auth": "user",
    "timeoutMs": 30000,
    "idempotent": true
  }
};
