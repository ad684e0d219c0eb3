/** A place name in Persian (what the user reads and what is stored) and in English. */
export interface PlaceName {
  fa: string;
  en: string;
}

export interface Province extends PlaceName {
  /** The province's main cities, its capital first. */
  cities: readonly PlaceName[];
}

const place = (fa: string, en: string): PlaceName => ({ fa, en });

/** Iran's 31 provinces with their main cities, for delivery addresses. */
export const IRAN_PROVINCES: readonly Province[] = [
  {
    ...place('آذربایجان شرقی', 'East Azerbaijan'),
    cities: [
      place('تبریز', 'Tabriz'),
      place('مراغه', 'Maragheh'),
      place('مرند', 'Marand'),
      place('اهر', 'Ahar'),
      place('میانه', 'Mianeh'),
    ],
  },
  {
    ...place('آذربایجان غربی', 'West Azerbaijan'),
    cities: [
      place('ارومیه', 'Urmia'),
      place('خوی', 'Khoy'),
      place('مهاباد', 'Mahabad'),
      place('میاندوآب', 'Miandoab'),
      place('بوکان', 'Bukan'),
    ],
  },
  {
    ...place('اردبیل', 'Ardabil'),
    cities: [
      place('اردبیل', 'Ardabil'),
      place('پارس‌آباد', 'Pars Abad'),
      place('مشگین‌شهر', 'Meshgin Shahr'),
      place('خلخال', 'Khalkhal'),
    ],
  },
  {
    ...place('اصفهان', 'Isfahan'),
    cities: [
      place('اصفهان', 'Isfahan'),
      place('کاشان', 'Kashan'),
      place('نجف‌آباد', 'Najafabad'),
      place('خمینی‌شهر', 'Khomeyni Shahr'),
      place('شاهین‌شهر', 'Shahin Shahr'),
    ],
  },
  {
    ...place('البرز', 'Alborz'),
    cities: [
      place('کرج', 'Karaj'),
      place('فردیس', 'Fardis'),
      place('نظرآباد', 'Nazarabad'),
      place('هشتگرد', 'Hashtgerd'),
    ],
  },
  {
    ...place('ایلام', 'Ilam'),
    cities: [
      place('ایلام', 'Ilam'),
      place('دهلران', 'Dehloran'),
      place('ایوان', 'Eyvan'),
      place('آبدانان', 'Abdanan'),
    ],
  },
  {
    ...place('بوشهر', 'Bushehr'),
    cities: [
      place('بوشهر', 'Bushehr'),
      place('برازجان', 'Borazjan'),
      place('گناوه', 'Genaveh'),
      place('کنگان', 'Kangan'),
    ],
  },
  {
    ...place('تهران', 'Tehran'),
    cities: [
      place('تهران', 'Tehran'),
      place('اسلامشهر', 'Eslamshahr'),
      place('شهریار', 'Shahriar'),
      place('ورامین', 'Varamin'),
      place('پردیس', 'Pardis'),
      place('دماوند', 'Damavand'),
    ],
  },
  {
    ...place('چهارمحال و بختیاری', 'Chaharmahal and Bakhtiari'),
    cities: [
      place('شهرکرد', 'Shahrekord'),
      place('بروجن', 'Borujen'),
      place('فارسان', 'Farsan'),
      place('لردگان', 'Lordegan'),
    ],
  },
  {
    ...place('خراسان جنوبی', 'South Khorasan'),
    cities: [
      place('بیرجند', 'Birjand'),
      place('قائن', 'Qaen'),
      place('طبس', 'Tabas'),
      place('فردوس', 'Ferdows'),
    ],
  },
  {
    ...place('خراسان رضوی', 'Razavi Khorasan'),
    cities: [
      place('مشهد', 'Mashhad'),
      place('نیشابور', 'Neyshabur'),
      place('سبزوار', 'Sabzevar'),
      place('تربت حیدریه', 'Torbat-e Heydarieh'),
      place('قوچان', 'Quchan'),
    ],
  },
  {
    ...place('خراسان شمالی', 'North Khorasan'),
    cities: [place('بجنورد', 'Bojnurd'), place('شیروان', 'Shirvan'), place('اسفراین', 'Esfarayen')],
  },
  {
    ...place('خوزستان', 'Khuzestan'),
    cities: [
      place('اهواز', 'Ahvaz'),
      place('آبادان', 'Abadan'),
      place('دزفول', 'Dezful'),
      place('خرمشهر', 'Khorramshahr'),
      place('بهبهان', 'Behbahan'),
      place('ماهشهر', 'Mahshahr'),
    ],
  },
  {
    ...place('زنجان', 'Zanjan'),
    cities: [place('زنجان', 'Zanjan'), place('ابهر', 'Abhar'), place('خرمدره', 'Khorramdarreh')],
  },
  {
    ...place('سمنان', 'Semnan'),
    cities: [
      place('سمنان', 'Semnan'),
      place('شاهرود', 'Shahrud'),
      place('دامغان', 'Damghan'),
      place('گرمسار', 'Garmsar'),
    ],
  },
  {
    ...place('سیستان و بلوچستان', 'Sistan and Baluchestan'),
    cities: [
      place('زاهدان', 'Zahedan'),
      place('چابهار', 'Chabahar'),
      place('زابل', 'Zabol'),
      place('ایرانشهر', 'Iranshahr'),
      place('خاش', 'Khash'),
    ],
  },
  {
    ...place('فارس', 'Fars'),
    cities: [
      place('شیراز', 'Shiraz'),
      place('مرودشت', 'Marvdasht'),
      place('جهرم', 'Jahrom'),
      place('فسا', 'Fasa'),
      place('کازرون', 'Kazerun'),
    ],
  },
  {
    ...place('قزوین', 'Qazvin'),
    cities: [
      place('قزوین', 'Qazvin'),
      place('تاکستان', 'Takestan'),
      place('الوند', 'Alvand'),
      place('بوئین‌زهرا', 'Buin Zahra'),
    ],
  },
  {
    ...place('قم', 'Qom'),
    cities: [place('قم', 'Qom'), place('جعفریه', 'Jafarieh'), place('کهک', 'Kahak')],
  },
  {
    ...place('کردستان', 'Kurdistan'),
    cities: [
      place('سنندج', 'Sanandaj'),
      place('سقز', 'Saqqez'),
      place('مریوان', 'Marivan'),
      place('بانه', 'Baneh'),
    ],
  },
  {
    ...place('کرمان', 'Kerman'),
    cities: [
      place('کرمان', 'Kerman'),
      place('سیرجان', 'Sirjan'),
      place('رفسنجان', 'Rafsanjan'),
      place('جیرفت', 'Jiroft'),
      place('بم', 'Bam'),
    ],
  },
  {
    ...place('کرمانشاه', 'Kermanshah'),
    cities: [
      place('کرمانشاه', 'Kermanshah'),
      place('اسلام‌آباد غرب', 'Eslamabad-e Gharb'),
      place('کنگاور', 'Kangavar'),
      place('هرسین', 'Harsin'),
    ],
  },
  {
    ...place('کهگیلویه و بویراحمد', 'Kohgiluyeh and Boyer-Ahmad'),
    cities: [place('یاسوج', 'Yasuj'), place('دوگنبدان', 'Dogonbadan'), place('دهدشت', 'Dehdasht')],
  },
  {
    ...place('گلستان', 'Golestan'),
    cities: [
      place('گرگان', 'Gorgan'),
      place('گنبد کاووس', 'Gonbad-e Kavus'),
      place('علی‌آباد کتول', 'Aliabad-e Katul'),
      place('بندر ترکمن', 'Bandar Torkaman'),
    ],
  },
  {
    ...place('گیلان', 'Gilan'),
    cities: [
      place('رشت', 'Rasht'),
      place('بندر انزلی', 'Bandar Anzali'),
      place('لاهیجان', 'Lahijan'),
      place('لنگرود', 'Langarud'),
      place('تالش', 'Talesh'),
    ],
  },
  {
    ...place('لرستان', 'Lorestan'),
    cities: [
      place('خرم‌آباد', 'Khorramabad'),
      place('بروجرد', 'Borujerd'),
      place('دورود', 'Dorud'),
      place('الیگودرز', 'Aligudarz'),
    ],
  },
  {
    ...place('مازندران', 'Mazandaran'),
    cities: [
      place('ساری', 'Sari'),
      place('بابل', 'Babol'),
      place('آمل', 'Amol'),
      place('قائم‌شهر', 'Qaem Shahr'),
      place('بهشهر', 'Behshahr'),
    ],
  },
  {
    ...place('مرکزی', 'Markazi'),
    cities: [
      place('اراک', 'Arak'),
      place('ساوه', 'Saveh'),
      place('خمین', 'Khomein'),
      place('محلات', 'Mahallat'),
    ],
  },
  {
    ...place('هرمزگان', 'Hormozgan'),
    cities: [
      place('بندرعباس', 'Bandar Abbas'),
      place('قشم', 'Qeshm'),
      place('کیش', 'Kish'),
      place('میناب', 'Minab'),
      place('بندر لنگه', 'Bandar Lengeh'),
    ],
  },
  {
    ...place('همدان', 'Hamadan'),
    cities: [
      place('همدان', 'Hamadan'),
      place('ملایر', 'Malayer'),
      place('نهاوند', 'Nahavand'),
      place('تویسرکان', 'Tuyserkan'),
    ],
  },
  {
    ...place('یزد', 'Yazd'),
    cities: [
      place('یزد', 'Yazd'),
      place('میبد', 'Meybod'),
      place('اردکان', 'Ardakan'),
      place('بافق', 'Bafq'),
    ],
  },
];

const sameName = (name: PlaceName, value: string) => {
  const wanted = value.trim().toLowerCase();
  return name.fa === value.trim() || name.en.toLowerCase() === wanted;
};

/** The province named `value`, in Persian or English; undefined for a name not on the list. */
export function findProvince(value: string): Province | undefined {
  return IRAN_PROVINCES.find((province) => sameName(province, value));
}

/** The city named `value` (Persian or English) among the main cities of `province`. */
export function findCity(province: Province, value: string): PlaceName | undefined {
  return province.cities.find((city) => sameName(city, value));
}
