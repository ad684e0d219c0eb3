import { AreaSeries, ColorType, createChart, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { ChartPoint } from '@wallet/api';

/** A CSS variable of the theme on this element, so the chart follows light, dark and Telegram's palette. */
function themeColor(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * The price series as an area chart (lightweight-charts, loaded only with this chunk). Time runs left to right
 * in every language, as on every exchange; the labels follow the page's colours.
 */
export default function PriceChart({ points, label }: { points: ChartPoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const line = themeColor(element, '--tgui--link_color', '#2481cc');
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: themeColor(element, '--tgui--hint_color', '#707579'),
        attributionLogo: true,
      },
      grid: { vertLines: { visible: false }, horzLines: { visible: false } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScale: false,
      handleScroll: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: line,
      topColor: `${line}55`,
      bottomColor: `${line}05`,
      lineWidth: 2,
    });
    series.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: Number(point.value) })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points]);
  return <div ref={container} className="coin-chart__canvas" role="img" aria-label={label} dir="ltr" />;
}
