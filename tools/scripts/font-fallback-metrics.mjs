// `node tools/scripts/font-fallback-metrics.mjs [fallback.ttf ...]`: the metric overrides that make a local font
// take the room Vazirmatn will take, so text does not move when the web font swaps in (packages/kit/src/fonts.css).
// For each weight and subset it reads Vazirmatn's files from @fontsource/vazirmatn and each fallback font
// given (by default the Android fonts Debian packages: Noto Naskh Arabic for Persian, Roboto for Latin;
// `apt-get install fonts-noto-core fonts-roboto-unhinted`), then prints
//   size-adjust       = Vazirmatn's average advance on a sample text / the fallback's
//   ascent-override   = Vazirmatn's ascent / size-adjust (both in em), likewise descent and line gap,
// the ascent and descent being what Chromium lays out with (hhea, or OS/2 typo when USE_TYPO_METRICS is set).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { root } from './ensure-deps.mjs';

const FONTSOURCE = join(root, 'node_modules/.pnpm/node_modules/@fontsource/vazirmatn/files');
/** Persian UI text and digits: the dashboard's and login page's words, in Persian digits. */
const PERSIAN_SAMPLE =
  'موجودی کل کیف پول خرید فوری دریافت ارسال تراکنش‌ها بازار تبدیل فروشگاه پروفایل شماره موبایل کد ورود ۰۱۲۳۴۵۶۷۸۹ تومان';
const LATIN_SAMPLE = 'Total balance BTC USDT TON ETH $1,234.56 0123456789 Wallet Market Profile';
const DEFAULT_FALLBACKS = [
  {
    subset: 'arabic',
    name: 'Noto Naskh Arabic',
    dir: '/usr/share/fonts/truetype/noto',
    file: 'NotoNaskhArabic',
  },
  {
    subset: 'arabic',
    name: 'Noto Sans Arabic',
    dir: '/usr/share/fonts/truetype/noto',
    file: 'NotoSansArabic',
  },
  {
    subset: 'latin',
    name: 'Roboto',
    dir: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF',
    file: 'Roboto',
  },
];

/** The tables of a TrueType/OpenType file, or of a WOFF 1.0 file (each table zlib-compressed or stored). */
function readTables(buffer) {
  const tables = new Map();
  if (buffer.toString('latin1', 0, 4) === 'wOFF') {
    const count = buffer.readUInt16BE(12);
    for (let index = 0; index < count; index += 1) {
      const entry = 44 + index * 20;
      const tag = buffer.toString('latin1', entry, entry + 4);
      const offset = buffer.readUInt32BE(entry + 4);
      const compressed = buffer.readUInt32BE(entry + 8);
      const length = buffer.readUInt32BE(entry + 12);
      const data = buffer.subarray(offset, offset + compressed);
      tables.set(tag, compressed < length ? inflateSync(data) : data);
    }
    return tables;
  }
  const count = buffer.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const entry = 12 + index * 16;
    const tag = buffer.toString('latin1', entry, entry + 4);
    const offset = buffer.readUInt32BE(entry + 8);
    const length = buffer.readUInt32BE(entry + 12);
    tables.set(tag, buffer.subarray(offset, offset + length));
  }
  return tables;
}

/** Character code → glyph id, from the cmap's format 4 or 12 subtable. */
function readCmap(cmap) {
  const count = cmap.readUInt16BE(2);
  const subtables = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 4 + index * 8;
    subtables.push({ platform: cmap.readUInt16BE(entry), offset: cmap.readUInt32BE(entry + 4) });
  }
  const formatOf = (offset) => cmap.readUInt16BE(offset);
  const chosen =
    subtables.find((table) => formatOf(table.offset) === 12) ??
    subtables.find((table) => formatOf(table.offset) === 4 && table.platform !== 1);
  if (!chosen) throw new Error('no usable cmap');
  const at = chosen.offset;
  if (formatOf(at) === 12) {
    const groups = cmap.readUInt32BE(at + 12);
    return (code) => {
      for (let group = 0; group < groups; group += 1) {
        const entry = at + 16 + group * 12;
        const start = cmap.readUInt32BE(entry);
        const end = cmap.readUInt32BE(entry + 4);
        if (code >= start && code <= end) return cmap.readUInt32BE(entry + 8) + code - start;
      }
      return 0;
    };
  }
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let segment = 0; segment < segments; segment += 1) {
      if (code > cmap.readUInt16BE(ends + segment * 2)) continue;
      const start = cmap.readUInt16BE(starts + segment * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + segment * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function fontMetrics(path) {
  const tables = readTables(readFileSync(path));
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const os2 = tables.get('OS/2');
  const hmtx = tables.get('hmtx');
  const unitsPerEm = head.readUInt16BE(18);
  const useTypo = Boolean(os2.readUInt16BE(62) & (1 << 7));
  const [ascent, descent, lineGap] = useTypo
    ? [os2.readInt16BE(68), os2.readInt16BE(70), os2.readInt16BE(72)]
    : [hhea.readInt16BE(4), hhea.readInt16BE(6), hhea.readInt16BE(8)];
  const advances = hhea.readUInt16BE(34);
  const glyphOf = readCmap(tables.get('cmap'));
  const advanceOf = (glyph) => hmtx.readUInt16BE(Math.min(glyph, advances - 1) * 4);
  /** The average advance of a sample's characters (spaces included), in em; characters it lacks are skipped. */
  const averageAdvance = (sample) => {
    const widths = [...sample]
      .map((char) => glyphOf(char.codePointAt(0)))
      .filter((glyph) => glyph !== 0)
      .map(advanceOf);
    return widths.reduce((sum, width) => sum + width, 0) / widths.length / unitsPerEm;
  };
  return {
    ascent: ascent / unitsPerEm,
    descent: Math.abs(descent) / unitsPerEm,
    lineGap: lineGap / unitsPerEm,
    averageAdvance,
  };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

const given = process.argv.slice(2);
const fallbacks = given.length
  ? given.map((path) => ({
      subset: /arab|naskh|kufi|tahoma/i.test(path) ? 'arabic' : 'latin',
      name: path,
      path,
    }))
  : DEFAULT_FALLBACKS.flatMap(({ subset, name, dir, file }) => [
      { subset, name, weight: 400, path: join(dir, `${file}-Regular.ttf`) },
      { subset, name, weight: 700, path: join(dir, `${file}-Bold.ttf`) },
    ]);
for (const fallback of fallbacks) {
  if (!existsSync(fallback.path)) {
    console.log(`/* ${fallback.name}: ${fallback.path} not found */`);
    continue;
  }
  const weight = fallback.weight ?? 400;
  const vazirmatn = fontMetrics(join(FONTSOURCE, `vazirmatn-${fallback.subset}-${weight}-normal.woff`));
  const local = fontMetrics(fallback.path);
  const sample = fallback.subset === 'arabic' ? PERSIAN_SAMPLE : LATIN_SAMPLE;
  const sizeAdjust = vazirmatn.averageAdvance(sample) / local.averageAdvance(sample);
  console.log(`/* ${fallback.name} ${weight} for Vazirmatn ${fallback.subset} ${weight} */`);
  console.log(`  size-adjust: ${percent(sizeAdjust)};`);
  console.log(`  ascent-override: ${percent(vazirmatn.ascent / sizeAdjust)};`);
  console.log(`  descent-override: ${percent(vazirmatn.descent / sizeAdjust)};`);
  console.log(`  line-gap-override: ${percent(vazirmatn.lineGap / sizeAdjust)};`);
}
