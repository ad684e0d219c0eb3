import type { ErrorCode, Language } from '@wallet/api';

type Messages = { fa: string; en: string } & Partial<Record<Exclude<Language, 'fa' | 'en'>, string>>;

/** The localizedMessage of every codeString, in the user's language. */
export const ERROR_MESSAGES: Record<ErrorCode, Messages> = {
  TELEGRAM_IS_LOGGED_OUT: {
    fa: 'از حساب خود در تلگرام خارج شده‌اید. دوباره وارد شوید.',
    en: 'You have logged out in Telegram. Please log in again.',
  },
  DUPLICATE_KYC_DOCUMENT: {
    fa: 'این مدرک قبلاً بارگذاری شده است.',
    en: 'This document has already been uploaded.',
  },
  INSUFFICIENT_USER_LEVEL: {
    fa: 'برای این کار باید سطح احراز هویت خود را ارتقا دهید.',
    en: 'Upgrade your verification level to do this.',
  },
  PHONE_NUMBER_ALREADY_EXISTS: {
    fa: 'این شماره قبلاً در حساب دیگری ثبت شده است.',
    en: 'This phone number is already registered to another account.',
  },
  NATIONAL_ID_ALREADY_EXISTS: {
    fa: 'این کد ملی قبلاً در حساب دیگری ثبت شده است.',
    en: 'This national ID is already registered to another account.',
  },
  KYC_ALREADY_SUBMITTED: {
    fa: 'اطلاعات شما در حال بررسی است یا قبلاً تأیید شده است.',
    en: 'Your information is already under review or verified.',
  },
  BANK_NOT_SUPPORTED: {
    fa: 'بانک این کارت یا شبا پشتیبانی نمی‌شود.',
    en: "This card's or IBAN's bank is not supported.",
  },
  RIAL_DEPOSIT_LIMITED: {
    fa: 'واریز تومان فعلاً متوقف است. کمی بعد دوباره امتحان کنید.',
    en: 'Toman deposits are paused for now. Please try again later.',
  },
  IDENTIFIED_DEPOSIT_UNAVAILABLE: {
    fa: 'این روش واریز فعلاً در دسترس نیست. روش دیگری را انتخاب کنید.',
    en: 'This deposit method is not available now. Please choose another one.',
  },
  RIAL_WITHDRAW_BELOW_MIN: {
    fa: 'کمترین مبلغ برداشت تومان ۱۵٬۰۰۰ تومان است.',
    en: 'The smallest Toman withdrawal is 15,000 Toman.',
  },
  RIAL_WITHDRAW_ABOVE_MAX: {
    fa: 'بیشترین مبلغ هر برداشت تومان ۲۰۰٬۰۰۰٬۰۰۰ تومان است.',
    en: 'The largest Toman withdrawal is 200,000,000 Toman.',
  },
  RIAL_WITHDRAW_FEE_CHANGED: {
    fa: 'کارمزد برداشت تغییر کرده است. پیش‌نمایش تازه را ببینید و دوباره تأیید کنید.',
    en: 'The withdrawal fee has changed. Check the new preview and confirm again.',
  },
  RIAL_WITHDRAW_LIMITED: {
    fa: 'برداشت تومان فعلاً متوقف است. کمی بعد دوباره امتحان کنید.',
    en: 'Toman withdrawals are paused for now. Please try again later.',
  },
  CRYPTO_DEPOSIT_LIMITED: {
    fa: 'واریز رمزارز فعلاً محدود شده است. کمی بعد دوباره امتحان کنید.',
    en: 'Coin deposits are limited for now. Please try again later.',
  },
  CRYPTO_WITHDRAW_LIMITED: {
    fa: 'برداشت رمزارز فعلاً محدود شده است. کمی بعد دوباره امتحان کنید.',
    en: 'Coin withdrawals are limited for now. Please try again later.',
  },
  WITHDRAWALS_RESTRICTED: {
    fa: 'برداشت از حساب شما فعلاً ممکن نیست. با پشتیبانی تماس بگیرید.',
    en: 'Withdrawals from your account are not possible for now. Please contact support.',
  },
  SWAP_LIMITED: {
    fa: 'معامله و تبدیل فعلاً متوقف است. کمی بعد دوباره امتحان کنید.',
    en: 'Trading is paused for now. Please try again later.',
  },
  RIAL_SWAP_LIMITED: {
    fa: 'معامله با تومان فعلاً متوقف است. تبدیل رمزارزها به یکدیگر ممکن است.',
    en: 'Trading with Toman is paused for now. Swaps between coins still work.',
  },
  TRADE_NOT_AVAILABLE: {
    fa: 'معامله این ارز فعلاً فعال نیست.',
    en: 'Trading this coin is not active for now.',
  },
  SWAP_SAME_TOKEN: {
    fa: 'ارز مبدأ و مقصد باید متفاوت باشند.',
    en: 'Choose two different coins to swap.',
  },
  SWAP_BALANCE_INSUFFICIENT: {
    fa: 'موجودی شما برای این تبدیل کافی نیست.',
    en: 'You do not have enough balance to swap.',
  },
  SWAP_AMOUNT_TOO_SMALL: {
    fa: 'این مقدار برای معامله خیلی کم است.',
    en: 'This amount is too small to trade.',
  },
  SWAP_TOKEN_NOT_FOUND: {
    fa: 'این قیمت پیدا نشد. دوباره قیمت بگیرید.',
    en: 'This quote was not found. Please get a new quote.',
  },
  SWAP_TOKEN_EXPIRED: {
    fa: 'زمان این قیمت تمام شده است. دوباره قیمت بگیرید.',
    en: 'This quote has expired. Please get a new quote.',
  },
  SWAP_TOKEN_ALREADY_USED: {
    fa: 'این قیمت قبلاً استفاده شده و معامله انجام شده است.',
    en: 'This quote has already been used; the trade is done.',
  },
  EXPRESS_BUY_AMOUNT_BELOW_MIN: {
    fa: 'کمترین مبلغ خرید فوری ۵٬۰۰۰ تومان است.',
    en: 'The smallest express buy is 5,000 Toman.',
  },
  EXPRESS_BUY_AMOUNT_ABOVE_MAX: {
    fa: 'بیشترین مبلغ خرید فوری ۲۰۰٬۰۰۰٬۰۰۰ تومان است.',
    en: 'The largest express buy is 200,000,000 Toman.',
  },
  INVOICE_NOT_FOUND: {
    fa: 'این صورت‌حساب پیدا نشد.',
    en: 'This invoice was not found.',
  },
  INVOICE_NOT_PENDING: {
    fa: 'این صورت‌حساب دیگر منتظر پرداخت نیست.',
    en: 'This invoice is no longer waiting for payment.',
  },
  INVOICE_EXPIRED: {
    fa: 'مهلت پرداخت این صورت‌حساب تمام شده است.',
    en: 'The time to pay this invoice has run out.',
  },
  INVOICE_NOT_PAID: {
    fa: 'این صورت‌حساب هنوز پرداخت نشده است.',
    en: 'This invoice has not been paid yet.',
  },
  INVOICE_PAYMENT_IN_PROGRESS: {
    fa: 'پرداخت کارت‌به‌کارت این صورت‌حساب در انتظار تأیید بانک است. پس از نتیجهٔ آن دوباره امتحان کنید.',
    en: "A card-to-card payment for this invoice is waiting for the bank's confirmation. Try again once it is decided.",
  },
  INVOICE_PAYMENT_METHOD_UNAVAILABLE: {
    fa: 'این روش پرداخت برای این صورت‌حساب در دسترس نیست. روش دیگری را انتخاب کنید.',
    en: 'This payment method is not available for this invoice. Please choose another.',
  },
  INVOICE_PRICE_CHANGED: {
    fa: 'قیمت تتر تغییر کرده است. مبلغ جدید را ببینید و دوباره تأیید کنید.',
    en: 'The price of Tether has changed. Check the new amount and confirm again.',
  },
  AD_CHEQUE_NOT_FOUND: {
    fa: 'این چک تبلیغاتی پیدا نشد.',
    en: 'This ad cheque was not found.',
  },
  AD_CHEQUE_NOT_PENDING: {
    fa: 'این چک تبلیغاتی قبلاً پرداخت یا حذف شده است.',
    en: 'This ad cheque has already been paid or deleted.',
  },
  AD_CHEQUE_NOT_ACTIVE: {
    fa: 'این چک تبلیغاتی فعال نیست.',
    en: 'This ad cheque is not active.',
  },
  AD_CHEQUE_ALREADY_CLAIMED: {
    fa: 'این چک تبلیغاتی قبلاً با این حساب یا این دستگاه دریافت شده است.',
    en: 'This ad cheque has already been claimed with this account or device.',
  },
  AD_CHEQUE_OWN_CHEQUE: {
    fa: 'نمی‌توانید چک تبلیغاتی خودتان را دریافت کنید.',
    en: 'You cannot claim your own ad cheque.',
  },
  AD_CHEQUE_REFERRER_INVALID: {
    fa: 'معرف این لینک معتبر نیست.',
    en: "This link's referrer is not valid.",
  },
  PRODUCT_NOT_FOUND: {
    fa: 'این محصول پیدا نشد.',
    en: 'This product was not found.',
  },
  PRODUCT_NOT_ACTIVE: {
    fa: 'این محصول برای شما فعال نیست. برای اطلاعات بیشتر با پشتیبانی تماس بگیرید.',
    en: 'This product is not active for you. Contact support to learn more.',
  },
  TELEGRAM_USER_NOT_FOUND: {
    fa: 'کاربر تلگرامی با این نام کاربری پیدا نشد.',
    en: 'No Telegram user was found with this username.',
  },
  JETTON_NOT_FOUND: {
    fa: 'این خرید پیدا نشد.',
    en: 'This purchase was not found.',
  },
  JETTON_NOT_PAID: {
    fa: 'این خرید هنوز پرداخت نشده است.',
    en: 'This purchase has not been paid yet.',
  },
  JETTON_ALREADY_REDEEMED: {
    fa: 'این خرید قبلاً به یک نام کاربری فرستاده شده است.',
    en: 'This purchase has already been sent to a username.',
  },
  GIFT_CARD_ORDER_NOT_FOUND: {
    fa: 'این سفارش کارت هدیه پیدا نشد.',
    en: 'This gift card order was not found.',
  },
  GIFT_CARD_ORDER_NOT_REFUNDABLE: {
    fa: 'این سفارش کارت هدیه قابل بازپرداخت نیست.',
    en: 'This gift card order cannot be refunded.',
  },
  GIVEAWAY_NOT_FOUND: {
    fa: 'این قرعه‌کشی پیدا نشد.',
    en: 'This giveaway was not found.',
  },
  GIVEAWAY_NOT_PENDING: {
    fa: 'این قرعه‌کشی قبلاً پرداخت یا لغو شده است.',
    en: 'This giveaway has already been paid or canceled.',
  },
  GIVEAWAY_NOT_ACTIVE: {
    fa: 'این قرعه‌کشی فعال نیست.',
    en: 'This giveaway is not active.',
  },
  GIVEAWAY_ENDED: {
    fa: 'زمان این قرعه‌کشی به پایان رسیده است.',
    en: 'This giveaway has ended.',
  },
  GIVEAWAY_OWN: {
    fa: 'نمی‌توانید در قرعه‌کشی خودتان شرکت کنید.',
    en: 'You cannot join your own giveaway.',
  },
  GIVEAWAY_BANNER_INVALID: {
    fa: 'تصویر بنر باید JPEG، PNG یا WebP و حداکثر ۱ مگابایت باشد.',
    en: 'The banner must be a JPEG, PNG or WebP image of at most 1 MB.',
  },
  GIVEAWAY_CHAT_NOT_FOUND: {
    fa: 'این کانال یا گروه پیدا نشد. ربات باید به آن دسترسی داشته باشد.',
    en: 'This channel or group was not found. The bot must be able to see it.',
  },
  GIVEAWAY_LIMITATION_NOT_MET: {
    fa: 'برای شرکت در این قرعه‌کشی باید عضو کانال‌ها و گروه‌های خواسته‌شده باشید.',
    en: 'To join this giveaway you must be a member of the channels and groups it names.',
  },
  TELEGRAM_ACCOUNT_NEEDED: {
    fa: 'برای این کار باید با تلگرام وارد شوید.',
    en: 'You need to sign in with Telegram for this.',
  },
  TELEGRAM_UNAVAILABLE: {
    fa: 'الان به تلگرام دسترسی نداریم. کمی بعد دوباره امتحان کنید.',
    en: 'Telegram cannot be reached right now. Try again in a moment.',
  },
  TELEGRAM_REFUSED: {
    fa: 'تلگرام این پیام را نپذیرفت. کمی بعد دوباره امتحان کنید یا لینک را کپی کنید.',
    en: 'Telegram did not accept this message. Try again later or copy the link.',
  },
  CAPTCHA_WRONG: {
    fa: 'پاسخ کپچا درست نیست. کپچای تازه‌ای بگیرید.',
    en: 'The captcha answer is wrong. Get a new captcha.',
  },
  CAPTCHA_INVALID: {
    fa: 'این کپچا منقضی یا استفاده شده است. کپچای تازه‌ای بگیرید.',
    en: 'This captcha has expired or was already used. Get a new captcha.',
  },
  CARD_NOT_OWNED: {
    fa: 'این کارت به نام شما نیست. فقط کارت‌هایی را می‌توانید اضافه کنید که به نام خودتان است.',
    en: 'This card is not in your name. You can add only cards that belong to you.',
  },
  IBAN_NOT_OWNED: {
    fa: 'این شبا به نام شما نیست. فقط شباهایی را می‌توانید اضافه کنید که به نام خودتان است.',
    en: 'This IBAN is not in your name. You can add only IBANs that belong to you.',
  },
  CARD_ALREADY_EXISTS: { fa: 'این کارت قبلاً اضافه شده است.', en: 'You have already added this card.' },
  IBAN_ALREADY_EXISTS: { fa: 'این شبا قبلاً اضافه شده است.', en: 'You have already added this IBAN.' },
  CARD_NOT_FOUND: { fa: 'این کارت پیدا نشد.', en: 'This card was not found.' },
  IBAN_NOT_FOUND: { fa: 'این شبا پیدا نشد.', en: 'This IBAN was not found.' },
  DIRECT_DEBIT_NOT_AVAILABLE: {
    fa: 'واریز با پرداخت مستقیم فعلاً ممکن نیست.',
    en: 'Direct debit deposits are not available right now.',
  },
  DIRECT_DEBIT_CONTRACT_NOT_FOUND: {
    fa: 'این قرارداد پرداخت مستقیم پیدا نشد.',
    en: 'This direct debit contract was not found.',
  },
  DIRECT_DEBIT_CONTRACT_NOT_ACTIVE: {
    fa: 'این قرارداد هنوز فعال نیست یا دیگر فعال نیست.',
    en: 'This contract is not active.',
  },
  DIRECT_DEBIT_CONTRACT_CLOSED: {
    fa: 'این قرارداد قبلاً لغو شده یا ایجاد آن ناموفق بوده است.',
    en: 'This contract has already been cancelled or was never created.',
  },
  DIRECT_DEBIT_DAILY_MAX_EXCEEDED: {
    fa: 'این مبلغ از باقی‌ماندهٔ سقف روزانهٔ این قرارداد بیشتر است.',
    en: 'This amount is more than what is left of the contract’s daily maximum.',
  },
  DIRECT_DEBIT_INSTANT_MAX_EXCEEDED: {
    fa: 'واریز با پرداخت مستقیم در هر ۲۴ ساعت تا ۲۰۰ میلیون تومان ممکن است.',
    en: 'Direct debit deposits are limited to 200 million Toman in 24 hours.',
  },
  CARD_TO_CARD_UNAVAILABLE: {
    fa: 'این روش واریز فعلاً در دسترس نیست. روش دیگری را امتحان کنید.',
    en: 'This deposit method is not available right now. Please try another one.',
  },
  CARD_TO_CARD_SOURCE_BANK_MISMATCH: {
    fa: 'برای این روش واریز باید یکی از کارت‌های بانک سامان خود را انتخاب کنید.',
    en: 'This deposit method needs one of your Saman Bank cards.',
  },
  CARD_TO_CARD_AMOUNT_BELOW_MIN: {
    fa: 'مبلغ کمتر از حداقل مجاز برای این روش واریز است.',
    en: 'The amount is below the minimum for this deposit method.',
  },
  CARD_TO_CARD_AMOUNT_ABOVE_MAX: {
    fa: 'مبلغ بیشتر از حداکثر مجاز برای این روش واریز است.',
    en: 'The amount is above the maximum for this deposit method.',
  },
  CARD_TO_CARD_TERMINAL_INACTIVE: {
    fa: 'کارت مقصد فعلاً واریزی نمی‌پذیرد. کمی بعد دوباره امتحان کنید.',
    en: 'The destination card is not taking payments right now. Please try again later.',
  },
  CARD_TO_CARD_PAYMENT_NOT_FOUND: { fa: 'این پرداخت پیدا نشد.', en: 'This payment was not found.' },
  CARD_TO_CARD_PAYMENT_EXPIRED: {
    fa: 'مهلت این پرداخت تمام شده است. دوباره شروع کنید.',
    en: 'This payment has expired. Please start again.',
  },
  CARD_TO_CARD_PAYMENT_CLOSED: {
    fa: 'این پرداخت بسته شده است و دیگر تغییر نمی‌کند.',
    en: 'This payment is closed and can no longer change.',
  },
  LIMIT_DAILY_WITHDRAW_EXCEEDED: {
    fa: 'به سقف برداشت روزانه رسیده‌اید.',
    en: 'You have reached your daily withdrawal limit.',
  },
  LIMIT_MONTHLY_WITHDRAW_EXCEEDED: {
    fa: 'به سقف برداشت ماهانه رسیده‌اید.',
    en: 'You have reached your monthly withdrawal limit.',
  },
  INSUFFICIENT_USER_BALANCE: { fa: 'موجودی کافی نیست.', en: 'Your balance is not enough.' },
  USER_BALANCE_LOCKED: {
    fa: 'بخشی از دارایی شما تا ۷۲ ساعت پس از واریز ریالی قابل برداشت نیست.',
    en: 'Part of your assets cannot be withdrawn for 72 hours after a Rial deposit.',
  },
  USER_DO_NOT_CONSIDER_NETWORK_FEE: {
    fa: 'موجودی برای پرداخت کارمزد شبکه کافی نیست.',
    en: 'Your balance does not cover the network fee.',
  },
  BAD_INPUT_VALUES: { fa: 'مقادیر ورودی نادرست است.', en: 'Some of the values are not valid.' },
  IDEMPOTENCY_KEY_REQUIRED: {
    fa: 'شناسهٔ یکتای درخواست (Idempotency-Key) لازم است.',
    en: 'This request needs an Idempotency-Key header.',
  },
  TOO_MANY_REQUESTS: {
    fa: 'تعداد درخواست‌ها زیاد است. کمی بعد دوباره تلاش کنید.',
    en: 'Too many requests. Please try again in a little while.',
  },
  MALFORMED_JSON: { fa: 'درخواست قابل خواندن نیست.', en: 'The request could not be read.' },
  BODY_TOO_LARGE: { fa: 'حجم درخواست بیش از حد مجاز است.', en: 'The request is too large.' },
  NOT_FOUND: { fa: 'پیدا نشد.', en: 'Not found.' },
  UNAUTHORIZED: { fa: 'لطفاً دوباره وارد شوید.', en: 'Please log in again.' },
  FORBIDDEN: { fa: 'اجازهٔ این کار را ندارید.', en: 'You are not allowed to do this.' },
  INTERNAL_ERROR: { fa: 'خطای داخلی رخ داد.', en: 'Something went wrong on our side.' },
  IDEMPOTENCY_KEY_REUSED: {
    fa: 'این درخواست با مقادیر دیگری قبلاً ارسال شده است.',
    en: 'This request was already sent with different values.',
  },
  INVALID_PHONE_NUMBER: { fa: 'شمارهٔ موبایل معتبر نیست.', en: 'This is not a valid Iranian mobile number.' },
  TOO_MANY_OTP_REQUESTS: {
    fa: 'تعداد درخواست‌های کد زیاد است. چند دقیقهٔ دیگر تلاش کنید.',
    en: 'Too many code requests. Try again in a few minutes.',
  },
  TOO_MANY_OTP_ATTEMPTS: {
    fa: 'تعداد تلاش‌های نادرست زیاد است. کمی بعد دوباره تلاش کنید یا کد جدید بگیرید.',
    en: 'Too many wrong tries. Wait a little, or ask for a new code.',
  },
  WRONG_OTP_CODE: { fa: 'کد وارد شده نادرست است.', en: 'The code is not correct.' },
  OTP_CODE_EXPIRED: {
    fa: 'کد منقضی شده است. کد جدید بگیرید.',
    en: 'The code has expired. Ask for a new one.',
  },
  INVALID_TELEGRAM_DATA: { fa: 'اطلاعات تلگرام معتبر نیست.', en: 'The Telegram data is not valid.' },
  TELEGRAM_DATA_EXPIRED: {
    fa: 'اطلاعات تلگرام منقضی شده است. برنامه را دوباره باز کنید.',
    en: 'The Telegram data has expired. Open the app again.',
  },
  SESSION_NOT_FOUND: { fa: 'این نشست پیدا نشد.', en: 'Session not found.' },
  EMAIL_ALREADY_EXISTS: {
    fa: 'این ایمیل قبلاً در حساب دیگری ثبت شده است.',
    en: 'This e-mail address is already registered to another account.',
  },
  PHONE_NUMBER_NOT_FOUND: { fa: 'این شماره در حساب شما نیست.', en: 'This number is not on your account.' },
  EMAIL_NOT_FOUND: { fa: 'این ایمیل در حساب شما نیست.', en: 'This e-mail address is not on your account.' },
  CANNOT_DELETE_PRIMARY_PHONE: {
    fa: 'شمارهٔ اصلی را نمی‌توان حذف کرد.',
    en: 'The primary number cannot be removed.',
  },
  REFERRAL_CODE_NOT_FOUND: { fa: 'کد دعوت معتبر نیست.', en: 'This invitation code is not valid.' },
  REFERRER_ALREADY_SET: { fa: 'معرف شما قبلاً ثبت شده است.', en: 'Your referrer is already set.' },
  CANNOT_REFER_YOURSELF: {
    fa: 'نمی‌توانید کد دعوت خودتان را وارد کنید.',
    en: 'You cannot use your own invitation code.',
  },
  UTM_NOT_FOUND: { fa: 'این کمپین پیدا نشد.', en: 'Campaign not found.' },
  GIFT_CARD_NOT_FOUND: { fa: 'کد کارت هدیه معتبر نیست.', en: 'This gift card code is not valid.' },
  GIFT_CARD_ALREADY_CLAIMED: {
    fa: 'این کارت هدیه قبلاً استفاده شده است.',
    en: 'This gift card has already been used.',
  },
  NO_REWARD_TO_CLAIM: { fa: 'پاداشی برای دریافت ندارید.', en: 'You have no reward to claim.' },
  ADDRESS_NOT_FOUND: { fa: 'این آدرس پیدا نشد.', en: 'Address not found.' },
  ACTION_LINK_NOT_FOUND: { fa: 'این لینک معتبر نیست.', en: 'This link is not valid.' },
  ACTION_LINK_EXPIRED: { fa: 'این لینک منقضی شده است.', en: 'This link has expired.' },
  UNKNOWN_COIN: { fa: 'این ارز پشتیبانی نمی‌شود.', en: 'This coin is not supported.' },
  PRICE_ALERT_NOT_FOUND: { fa: 'این هشدار قیمت پیدا نشد.', en: 'This price alert was not found.' },
  PRICE_ALERT_ALREADY_REACHED: {
    fa: 'قیمت همین حالا از این مقدار گذشته است؛ مقدار دیگری انتخاب کنید.',
    en: 'The price is already past this level; choose another one.',
  },
  TOO_MANY_PRICE_ALERTS: {
    fa: 'بیش از ۲۰ هشدار فعال نمی‌توانید داشته باشید.',
    en: 'You cannot have more than 20 active price alerts.',
  },
  TRANSACTION_NOT_FOUND: { fa: 'این تراکنش پیدا نشد.', en: 'This transaction was not found.' },
  UNKNOWN_NETWORK: {
    fa: 'این ارز روی این شبکه پشتیبانی نمی‌شود.',
    en: 'This coin is not supported on this network.',
  },
  TRANSFER_RECIPIENT_NOT_FOUND: {
    fa: 'کاربری با این نام کاربری یا شماره در کیف پول پیدا نشد.',
    en: 'No wallet user has this username or phone number.',
  },
  CANNOT_TRANSFER_TO_YOURSELF: {
    fa: 'نمی‌توانید به خودتان انتقال دهید.',
    en: 'You cannot send to yourself.',
  },
  BAD_WALLET_ADDRESS_FORMAT: {
    fa: 'این آدرس با قالب آدرس‌های این شبکه جور نیست.',
    en: 'This address does not have the format of this network’s addresses.',
  },
  BAD_MEMO_FORMAT: {
    fa: 'این ممو برای این شبکه درست نیست.',
    en: 'This memo is not valid on this network.',
  },
  ADDRESS_BOOK_ENTRY_NOT_FOUND: {
    fa: 'این آدرس در دفترچه پیدا نشد.',
    en: 'This address book entry was not found.',
  },
  ADDRESS_BOOK_ENTRY_EXISTS: {
    fa: 'این آدرس با همین ممو قبلاً ذخیره شده است.',
    en: 'This address, with this memo, is saved already.',
  },
  TOO_MANY_ADDRESS_BOOK_ENTRIES: {
    fa: 'بیش از ۲۰۰ آدرس نمی‌توانید ذخیره کنید.',
    en: 'You cannot save more than 200 addresses.',
  },
  WITHDRAW_NOT_AVAILABLE: {
    fa: 'برداشت این رمزارز موقتاً محدود شده است.',
    en: 'Withdrawals of this coin are temporarily limited.',
  },
  MEMO_REQUIRED: {
    fa: 'این شبکه به ممو (تگ) نیاز دارد. ممو را وارد کنید.',
    en: 'This network needs a memo (tag). Enter the memo.',
  },
  AMOUNT_BELOW_MIN_WITHDRAW: {
    fa: 'مقدار از حداقل برداشت این شبکه کمتر است.',
    en: 'The amount is below the minimum withdrawal of this network.',
  },
  ACCOUNT_LOCKED: {
    fa: 'حساب شما قفل است و تا پایان ۷۲ ساعت برداشت ممکن نیست.',
    en: 'Your account is locked: withdrawals are not possible until the 72 hours end.',
  },
  ACCOUNT_ALREADY_LOCKED: {
    fa: 'حساب شما همین حالا قفل است.',
    en: 'Your account is already locked.',
  },
  WITHDRAW_BLOCKED_AFTER_TWO_FACTOR: {
    fa: 'تا ۲۴ ساعت پس از فعال‌سازی تأیید دومرحله‌ای، برداشت ممکن نیست.',
    en: 'Withdrawals are not possible for 24 hours after two-factor authentication is turned on.',
  },
  TASK_NOT_FOUND: {
    fa: 'این درخواست پیدا نشد. دوباره تلاش کنید.',
    en: 'This request was not found. Please start again.',
  },
  TASK_EXPIRED: {
    fa: 'مهلت این پیش‌فاکتور تمام شده است. دوباره تلاش کنید.',
    en: 'This quote has expired. Please start again.',
  },
  TASK_ALREADY_RUN: {
    fa: 'این درخواست قبلاً انجام شده است.',
    en: 'This request has already been carried out.',
  },
  WITHDRAWAL_ALREADY_DECIDED: {
    fa: 'دربارهٔ این برداشت قبلاً تصمیم گرفته شده است.',
    en: 'This withdrawal has already been decided.',
  },
  TWO_FACTOR_REQUIRED: {
    fa: 'کد تأیید دومرحله‌ای را وارد کنید.',
    en: 'Enter your two-factor code.',
  },
  WRONG_TWO_FACTOR_CODE: {
    fa: 'کد تأیید دومرحله‌ای نادرست است.',
    en: 'The two-factor code is not correct.',
  },
  TWO_FACTOR_CODE_ALREADY_USED: {
    fa: 'این کد قبلاً به کار رفته است. کد بعدی را وارد کنید.',
    en: 'This code has already been used. Enter the next one.',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    fa: 'این روش تأیید دومرحله‌ای از قبل فعال است.',
    en: 'This two-factor method is already on.',
  },
  TWO_FACTOR_NOT_ENABLED: {
    fa: 'این روش تأیید دومرحله‌ای فعال نیست.',
    en: 'This two-factor method is not on.',
  },
  TWO_FACTOR_SETUP_NOT_FOUND: {
    fa: 'فعال‌سازی این روش شروع نشده است. دوباره شروع کنید.',
    en: 'Setting up this method has not been started. Please start again.',
  },
  DEPOSIT_NOT_AVAILABLE: {
    fa: 'واریز این ارز فعلاً ممکن نیست.',
    en: 'Deposits of this coin are not possible right now.',
  },
  GATEWAY_NOT_AVAILABLE: {
    fa: 'پرداخت با درگاه بانکی فعلاً ممکن نیست.',
    en: 'Paying by bank gateway is not available right now.',
  },
  GATEWAY_AMOUNT_BELOW_MIN: {
    fa: 'کمترین مبلغ واریز ۵٬۰۰۰ تومان است.',
    en: 'The smallest deposit is 5,000 Toman.',
  },
  GATEWAY_AMOUNT_ABOVE_MAX: {
    fa: 'بیشترین مبلغ هر واریز ۲۵٬۰۰۰٬۰۰۰ تومان است.',
    en: 'The largest deposit is 25,000,000 Toman.',
  },
  GATEWAY_DAILY_CAP_EXCEEDED: {
    fa: 'این مبلغ از سقف روزانهٔ واریز با درگاه برای کد ملی شما بیشتر است.',
    en: 'This amount is more than what is left of the daily gateway limit for your national ID.',
  },
  GATEWAY_OUTSIDE_IRAN: {
    fa: 'اتصال از خارج از ایران مجاز نیست. لطفاً فیلترشکن خود را خاموش کنید.',
    en: 'Connection from outside Iran is not allowed. Please turn off your VPN.',
  },
  GATEWAY_OUT_OF_ORDER: {
    fa: 'درگاه پرداخت از دسترس خارج است. از واریز شناسه‌دار یا انتقال بانکی استفاده کنید.',
    en: 'The payment gateway is out of order. Use an identified deposit or a bank transfer.',
  },
  GATEWAY_CONNECTION_FAILED: {
    fa: 'ارتباط با درگاه پرداخت برقرار نشد.',
    en: 'Payment gateway connection failed.',
  },
  GATEWAY_PAYMENT_NOT_FOUND: { fa: 'این پرداخت پیدا نشد.', en: 'This payment was not found.' },
};

export function messageFor(code: ErrorCode, language: Language): string {
  const messages = ERROR_MESSAGES[code];
  return messages[language] ?? messages.en;
}
