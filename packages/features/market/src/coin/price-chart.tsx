import { AreaSeries, CandlestickSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Candle, ChartPoint } from '@wallet/api';

export type ChartData = { kind: 'line'; points: ChartPoint[] } | { kind: 'candles'; candles: Candle[] };

/** A CSS variable of the theme on this element, so the chart follows light, dark and Telegram's palette. */
function themeColor(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** A chart value as a plain decimal string (never exponent notation), for the app's own number formatting. */
function toDecimal(value: number): string {
  return value.toFixed(12).replace(/\.?0+$/, '');
}

/**
 * The price as an area chart or as candles (lightweight-charts, loaded only with this chunk). Time runs left
 * to right in every language, as on every exchange; the colours come from the page's theme.
 */
export default function PriceChart({
  data,
  label,
  locale,
  formatPrice,
}: {
  data: ChartData;
  label: string;
  /** The app's language, for the time scale's dates (the browser's own language may differ). */
  locale: string;
  /** The price scale's labels, in the user's digits and with places by the price's size. */
  formatPrice: (price: string) => string;
}) {
  const formatRef = useRef(formatPrice);
  formatRef.current = formatPrice;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const line = themeColor(element, '--kit-color-link', '#007aff');
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: themeColor(element, '--kit-color-hint', '#707579'),
        attributionLogo: true,
      },
      localization: { locale, priceFormatter: (price: number) => formatRef.current(toDecimal(price)) },
      grid: { vertLines: { visible: false }, horzLines: { visible: false } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScale: false,
      handleScroll: false,
    });
    if (data.kind === 'line') {
      chart
        .addSeries(AreaSeries, {
          lineColor: line,
          topColor: `${line}55`,
          bottomColor: `${line}05`,
          lineWidth: 2,
        })
        .setData(
          data.points.map((point) => ({ time: point.time as UTCTimestamp, value: Number(point.value) })),
        );
    } else {
      const up = themeColor(element, '--kit-color-success', '#1f9d3a');
      const down = themeColor(element, '--kit-color-destructive', '#e53935');
      chart
        .addSeries(CandlestickSeries, {
          upColor: up,
          downColor: down,
          wickUpColor: up,
          wickDownColor: down,
          borderVisible: false,
        })
        .setData(
          data.candles.map((candle) => ({
            time: candle.time as UTCTimestamp,
            open: Number(candle.open),
            high: Number(candle.high),
            low: Number(candle.low),
            close: Number(candle.close),
          })),
        );
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [data, locale]);
  return <div ref={container} className="coin-chart__fill" role="img" aria-label={label} dir="ltr" />;
}
