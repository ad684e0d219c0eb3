/** Realistic content for the kit page, per language; digits as each language writes them. */
export interface Samples {
  frameLabel: string;
  pageTitle: string;
  sections: { money: string; lists: string; input: string; overlays: string };
  amountLabel: string;
  amountHint: string;
  tomanLabel: string;
  tomanUnit: string;
  tomanError: string;
  info: string;
  warningTitle: string;
  warning: string;
  error: string;
  support: string;
  depositAddress: string;
  memo: string;
  receipt: {
    status: string;
    pendingStatus: string;
    amount: string;
    caption: string;
    network: string;
    address: string;
    txid: string;
    fee: string;
    feeValue: string;
    date: string;
    dateValue: string;
    share: string;
    done: string;
  };
  assets: string;
  assetsFooter: string;
  coins: { symbol: string; name: string; amount: string; value: string }[];
  seeAll: string;
  tabsLabel: string;
  tabs: { all: string; assets: string; watch: string };
  emptyTitle: string;
  emptyText: string;
  emptyAction: string;
  loading: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchValue: string;
  checkboxLabel: string;
  checkboxDescription: string;
  loadFailure: string;
  pinLabel: string;
  pinError: string;
  resendIn: string;
  codeTimer: string;
  uploads: { front: string; back: string; selfie: string; failure: string };
  steps: string[];
  openDrawer: string;
  openModal: string;
  openConfirm: string;
  openSelect: string;
  drawerTitle: string;
  drawerText: string;
  modalTitle: string;
  confirmTitle: string;
  confirmBody: string;
  confirmSend: string;
  networkTitle: string;
  networks: { value: 'TRC20' | 'ERC20' | 'BEP20'; label: string; fee: string }[];
  busyToggle: string;
  blocks: {
    title: string;
    balanceTitle: string;
    balance: string;
    hide: string;
    otherCurrency: string;
    actionsLabel: string;
    actions: string[];
    calloutTitle: string;
    calloutText: string;
    filterLabel: string;
    filters: string[];
    transactionsLabel: string;
    rows: { title: string; date: string; amount: string; status: string; isIn: boolean }[];
    linkCell: string;
    codeLabel: string;
    bannersLabel: string;
    banner: (index: number) => string;
    phoneLabel: string;
    codeFieldLabel: string;
    openAlert: string;
    alertTitle: string;
    alertText: string;
    alertOk: string;
  };
}

const ADDRESS = 'TQ7v9GhN3xP1kY8mZ4bW2cR6dL5sJ0aE9f';

export const SAMPLES: Record<'fa' | 'en', Samples> = {
  fa: {
    frameLabel: 'فارسی · راست‌به‌چپ',
    pageTitle: 'برداشت تتر',
    sections: {
      money: 'پول و رسید',
      lists: 'فهرست‌ها',
      input: 'ورودی و پیشرفت',
      overlays: 'کشوها و پنجره‌ها',
    },
    amountLabel: 'مقدار برداشت',
    amountHint: 'موجودی قابل برداشت: ۱۲۵٫۵ USDT',
    tomanLabel: 'مبلغ واریز',
    tomanUnit: 'تومان',
    tomanError: 'حداقل مبلغ واریز ۱۰۰٬۰۰۰ تومان است.',
    info: 'کارمزد شبکه TRC20 حدود ۱ تتر است.',
    warningTitle: 'آدرس جدید',
    warning: 'برداشت به آدرسی که تازه اضافه شده تا ۲۴ ساعت بررسی می‌شود.',
    error: 'برداشت از حساب شما تا تکمیل احراز هویت سطح ۲ مسدود است.',
    support: 'تماس با پشتیبانی',
    depositAddress: ADDRESS,
    memo: '۴۸۲۱۹۰۳',
    receipt: {
      status: 'برداشت انجام شد',
      pendingStatus: 'در انتظار تأیید شبکه',
      amount: '-۱۲٫۵',
      caption: '≈ ۸۱۲٬۵۰۰ تومان',
      network: 'شبکه',
      address: 'آدرس مقصد',
      txid: 'شناسه تراکنش',
      fee: 'کارمزد',
      feeValue: '۱ USDT',
      date: 'تاریخ',
      dateValue: '۲ آذر ۱۴۰۳، ۱۴:۳۰',
      share: 'اشتراک‌گذاری رسید',
      done: 'بازگشت به کیف پول',
    },
    assets: 'دارایی‌ها',
    assetsFooter: 'قیمت‌ها هر ۵ ثانیه به‌روز می‌شوند.',
    coins: [
      { symbol: 'USDT', name: 'تتر', amount: '۱۲۵٫۵', value: '۸٬۱۵۷٬۵۰۰ تومان' },
      { symbol: 'BTC', name: 'بیت‌کوین', amount: '۰٫۰۰۴۲', value: '۲۸٬۴۰۱٬۰۰۰ تومان' },
      { symbol: 'TON', name: 'تون‌کوین', amount: '۳۲', value: '۱۰٬۹۴۴٬۰۰۰ تومان' },
    ],
    seeAll: 'همه تراکنش‌ها',
    tabsLabel: 'گروه رمزارزها',
    tabs: { all: 'همه', assets: 'دارایی‌های من', watch: 'نشان‌شده' },
    emptyTitle: 'هنوز تراکنشی ندارید',
    emptyText: 'واریزها و برداشت‌های شما اینجا نمایش داده می‌شوند.',
    emptyAction: 'واریز',
    loading: 'در حال بارگذاری',
    searchLabel: 'جستجوی ارز',
    searchPlaceholder: 'نام یا نماد ارز',
    searchValue: 'تتر',
    checkboxLabel: 'قوانین واریز را خواندم',
    checkboxDescription: 'واریز از کارت دیگران برگشت می‌خورد.',
    loadFailure: 'قیمت‌ها بارگذاری نشد.',
    pinLabel: 'رمز چهار رقمی خود را وارد کنید',
    pinError: 'رمز اشتباه است.',
    resendIn: 'ارسال دوباره کد تا',
    codeTimer: 'زمان باقی‌مانده برای ارسال دوباره',
    uploads: {
      front: 'روی کارت ملی',
      back: 'پشت کارت ملی',
      selfie: 'ویدیوی سلفی',
      failure: 'اتصال قطع شد.',
    },
    steps: ['اطلاعات', 'مدارک', 'سلفی'],
    openDrawer: 'کشوی پایین',
    openModal: 'پنجره تمام‌صفحه',
    openConfirm: 'تأیید برداشت',
    openSelect: 'انتخاب شبکه',
    drawerTitle: 'راهنمای شبکه',
    drawerText:
      'شبکه‌ای را انتخاب کنید که کیف پول مقصد پشتیبانی می‌کند؛ ارسال در شبکه اشتباه قابل بازگشت نیست.',
    modalTitle: 'مدیریت نشان‌شده‌ها',
    confirmTitle: 'ارسال ۱۲٫۵ USDT؟',
    confirmBody: 'پس از ارسال، تراکنش قابل لغو نیست.',
    confirmSend: 'ارسال',
    networkTitle: 'شبکه برداشت',
    networks: [
      { value: 'TRC20', label: 'ترون (TRC20)', fee: 'کارمزد ۱ USDT' },
      { value: 'ERC20', label: 'اتریوم (ERC20)', fee: 'کارمزد ۴٫۵ USDT' },
      { value: 'BEP20', label: 'بی‌ان‌بی (BEP20)', fee: 'کارمزد ۰٫۸ USDT' },
    ],
    busyToggle: 'حالت در حال ارسال',
    blocks: {
      title: 'بلوک‌های صفحه',
      balanceTitle: 'موجودی کل',
      balance: '۴۷٬۵۰۲٬۵۰۰ تومان',
      hide: 'پنهان کردن موجودی',
      otherCurrency: 'نمایش به دلار',
      actionsLabel: 'کارها',
      actions: ['خرید سریع', 'دریافت', 'ارسال', 'تراکنش‌ها'],
      calloutTitle: 'هویت خود را تأیید کنید',
      calloutText: 'برای واریز و برداشت تومان و افزایش سقف‌ها هویت خود را تأیید کنید.',
      filterLabel: 'نوع',
      filters: ['همه', 'واریزها', 'برداشت‌ها'],
      transactionsLabel: 'تراکنش‌ها',
      rows: [
        {
          title: 'واریز تتر',
          date: '۲ آذر ۱۴۰۳، ۱۴:۳۰',
          amount: '+۱۲۵٫۵ USDT',
          status: 'انجام شد',
          isIn: true,
        },
        {
          title: 'برداشت تون‌کوین',
          date: '۱ آذر ۱۴۰۳، ۹:۱۰',
          amount: '−۳۲ TON',
          status: 'ناموفق',
          isIn: false,
        },
      ],
      linkCell: 'هشدارهای قیمت',
      codeLabel: 'آدرس',
      bannersLabel: 'بنرها',
      banner: (index) => `بنر ${['۱', '۲', '۳'][index] ?? index + 1}`,
      phoneLabel: 'شماره موبایل',
      codeFieldLabel: 'کد ورود',
      openAlert: 'نمایش هشدار',
      alertTitle: 'این واریز به ممو نیاز دارد',
      alertText: 'تون‌کوین را با آدرس و ممو بفرستید؛ بدون ممو ارز به کیف پول شما نمی‌رسد.',
      alertOk: 'متوجه شدم',
    },
  },
  en: {
    frameLabel: 'English · left to right',
    pageTitle: 'Withdraw USDT',
    sections: {
      money: 'Money and records',
      lists: 'Lists',
      input: 'Input and progress',
      overlays: 'Drawers and modals',
    },
    amountLabel: 'Amount to withdraw',
    amountHint: 'Available: 125.5 USDT',
    tomanLabel: 'Deposit amount',
    tomanUnit: 'Toman',
    tomanError: 'The smallest deposit is 100,000 Toman.',
    info: 'The TRC20 network fee is about 1 USDT.',
    warningTitle: 'New address',
    warning: 'Withdrawals to a newly added address are reviewed for up to 24 hours.',
    error: 'Withdrawals are blocked until you finish level 2 verification.',
    support: 'Contact support',
    depositAddress: ADDRESS,
    memo: '4821903',
    receipt: {
      status: 'Withdrawal sent',
      pendingStatus: 'Waiting for network confirmation',
      amount: '-12.5',
      caption: '≈ 812,500 Toman',
      network: 'Network',
      address: 'To address',
      txid: 'Transaction ID',
      fee: 'Fee',
      feeValue: '1 USDT',
      date: 'Date',
      dateValue: '23 Nov 2024, 14:30',
      share: 'Share receipt',
      done: 'Back to wallet',
    },
    assets: 'Assets',
    assetsFooter: 'Prices update every 5 seconds.',
    coins: [
      { symbol: 'USDT', name: 'Tether', amount: '125.5', value: '8,157,500 Toman' },
      { symbol: 'BTC', name: 'Bitcoin', amount: '0.0042', value: '28,401,000 Toman' },
      { symbol: 'TON', name: 'Toncoin', amount: '32', value: '10,944,000 Toman' },
    ],
    seeAll: 'All transactions',
    tabsLabel: 'Coin groups',
    tabs: { all: 'All', assets: 'My assets', watch: 'Watch list' },
    emptyTitle: 'No transactions yet',
    emptyText: 'Your deposits and withdrawals will show up here.',
    emptyAction: 'Deposit',
    loading: 'Loading',
    searchLabel: 'Search coins',
    searchPlaceholder: 'Name or symbol',
    searchValue: 'Tether',
    checkboxLabel: 'I have read the deposit rules',
    checkboxDescription: "A deposit from someone else's card is returned.",
    loadFailure: 'Prices could not be loaded.',
    pinLabel: 'Enter your 4-digit PIN',
    pinError: 'Wrong PIN.',
    resendIn: 'Resend code in',
    codeTimer: 'Time left to resend',
    uploads: {
      front: 'National ID, front',
      back: 'National ID, back',
      selfie: 'Selfie video',
      failure: 'Connection lost.',
    },
    steps: ['Details', 'Documents', 'Selfie'],
    openDrawer: 'Bottom drawer',
    openModal: 'Full-screen modal',
    openConfirm: 'Confirm withdrawal',
    openSelect: 'Choose network',
    drawerTitle: 'About networks',
    drawerText:
      'Pick a network the receiving wallet supports; coins sent on the wrong network cannot be recovered.',
    modalTitle: 'Manage watch list',
    confirmTitle: 'Send 12.5 USDT?',
    confirmBody: 'Once sent, the transaction cannot be cancelled.',
    confirmSend: 'Send',
    networkTitle: 'Withdrawal network',
    networks: [
      { value: 'TRC20', label: 'Tron (TRC20)', fee: 'Fee 1 USDT' },
      { value: 'ERC20', label: 'Ethereum (ERC20)', fee: 'Fee 4.5 USDT' },
      { value: 'BEP20', label: 'BNB Smart Chain (BEP20)', fee: 'Fee 0.8 USDT' },
    ],
    busyToggle: 'Sending state',
    blocks: {
      title: 'Page blocks',
      balanceTitle: 'Total balance',
      balance: '$725.40',
      hide: 'Hide balance',
      otherCurrency: 'Show in Toman',
      actionsLabel: 'Actions',
      actions: ['Express buy', 'Receive', 'Send', 'Transactions'],
      calloutTitle: 'Verify your identity',
      calloutText: 'Verify your identity to deposit and withdraw Toman and raise your limits.',
      filterLabel: 'Type',
      filters: ['All', 'Deposits', 'Withdrawals'],
      transactionsLabel: 'Transactions',
      rows: [
        {
          title: 'Tether deposit',
          date: 'Nov 22, 2024, 14:30',
          amount: '+125.5 USDT',
          status: 'Done',
          isIn: true,
        },
        {
          title: 'Toncoin withdrawal',
          date: 'Nov 21, 2024, 09:10',
          amount: '−32 TON',
          status: 'Failed',
          isIn: false,
        },
      ],
      linkCell: 'Price alerts',
      codeLabel: 'Address',
      bannersLabel: 'Banners',
      banner: (index) => `Banner ${index + 1}`,
      phoneLabel: 'Mobile number',
      codeFieldLabel: 'Login code',
      openAlert: 'Show an alert',
      alertTitle: 'This deposit needs a memo',
      alertText: 'Send Toncoin with both the address and the memo, or the coins cannot reach your wallet.',
      alertOk: 'I understand',
    },
  },
};
