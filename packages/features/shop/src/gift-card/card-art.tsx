import { useId, type ReactNode } from 'react';
import type { GiftCardDesign } from '@wallet/api';

/** The card's proportions, those of a bank card. */
const WIDTH = 320;
const HEIGHT = 200;

const HEART = 'M0 6C-6-4-18 0-14 10-11 17 0 24 0 24 0 24 11 17 14 10 18 0 6-4 0 6Z';

/** Each design's background colours and its own drawing, over the card's face. */
const DESIGNS: Record<GiftCardDesign, { from: string; to: string; ink: string; draw: ReactNode }> = {
  classic: {
    from: '#1d2b53',
    to: '#3c4f8f',
    ink: '#f5d67b',
    draw: (
      <g fill="none" stroke="#f5d67b" strokeOpacity="0.55">
        <circle cx="270" cy="40" r="70" strokeWidth="2" />
        <circle cx="270" cy="40" r="45" strokeWidth="2" />
        <path d="M0 150 L320 110" strokeWidth="10" strokeOpacity="0.3" />
      </g>
    ),
  },
  nowruz: {
    from: '#0f6b4f',
    to: '#2fa36b',
    ink: '#fff7d6',
    draw: (
      <g>
        {/* Sabzeh, the sprouted wheat of the Haft-sin. */}
        {[20, 34, 48, 62, 76, 90].map((x, i) => (
          <path
            key={x}
            d={`M${x} 200 Q${x + 6} ${150 - (i % 3) * 12} ${x + 14} ${128 - (i % 2) * 10}`}
            stroke="#9be27a"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
        ))}
        {/* The goldfish. */}
        <g transform="translate(250 60)">
          <ellipse cx="0" cy="0" rx="26" ry="15" fill="#ff7a2f" />
          <path d="M22 0 L44 -14 L44 14 Z" fill="#ff9a55" />
          <circle cx="-12" cy="-4" r="3" fill="#1d1d1d" />
        </g>
        <circle cx="215" cy="30" r="5" fill="none" stroke="#d8fff0" strokeWidth="2" />
        <circle cx="205" cy="48" r="3" fill="none" stroke="#d8fff0" strokeWidth="2" />
      </g>
    ),
  },
  spring: {
    from: '#8fd3ff',
    to: '#d8f5c8',
    ink: '#17425e',
    draw: (
      <g>
        {[
          [260, 50, '#ff8fb1'],
          [292, 100, '#ffd05a'],
          [40, 40, '#c59bff'],
        ].map(([x, y, colour]) => (
          <g key={`${x}`} transform={`translate(${x} ${y})`}>
            {[0, 72, 144, 216, 288].map((angle) => (
              <ellipse
                key={angle}
                cx="0"
                cy="-12"
                rx="8"
                ry="12"
                fill={String(colour)}
                transform={`rotate(${angle})`}
              />
            ))}
            <circle r="6" fill="#fff3b0" />
          </g>
        ))}
        <path d="M0 185 Q80 160 160 185 T320 180 L320 200 L0 200 Z" fill="#7cc46a" />
      </g>
    ),
  },
  birthday: {
    from: '#5b2a86',
    to: '#b0489d',
    ink: '#ffffff',
    draw: (
      <g>
        {[
          [240, 60, '#ffcf3f'],
          [275, 45, '#4fd1c5'],
          [300, 75, '#ff6b6b'],
        ].map(([x, y, colour]) => (
          <g key={`${x}`}>
            <path
              d={`M${x} ${Number(y) + 22} Q${Number(x) - 6} ${Number(y) + 50} ${x} ${Number(y) + 80}`}
              stroke="#ffffffaa"
              fill="none"
            />
            <ellipse cx={x} cy={y} rx="16" ry="21" fill={String(colour)} />
          </g>
        ))}
        {[
          [30, 30, '#ffcf3f'],
          [70, 20, '#4fd1c5'],
          [110, 40, '#ff6b6b'],
          [160, 22, '#ffffff'],
          [50, 60, '#ffffff'],
        ].map(([x, y, colour]) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="8"
            height="4"
            fill={String(colour)}
            transform={`rotate(30 ${x} ${y})`}
          />
        ))}
      </g>
    ),
  },
  valentine: {
    from: '#c2185b',
    to: '#ff6f91',
    ink: '#fff0f5',
    draw: (
      <g fill="#ffd1dc">
        <path d={HEART} transform="translate(262 40) scale(2.2)" />
        <path d={HEART} transform="translate(210 30) scale(1.1)" fillOpacity="0.7" />
        <path d={HEART} transform="translate(296 110) scale(0.9)" fillOpacity="0.6" />
        <path d={HEART} transform="translate(36 30) scale(0.8)" fillOpacity="0.5" />
      </g>
    ),
  },
};

/**
 * A gift card's face in one of its designs: the drawing, and, for a preview, the amount and the recipient's name
 * written on it. Without `label` it is a decoration (a thumbnail beside the design's name).
 */
export function GiftCardArt({
  design,
  amount,
  recipientName,
  label,
  width,
}: {
  design: GiftCardDesign;
  amount?: string;
  recipientName?: string;
  label?: string;
  /** In pixels (a thumbnail); without it the card fills the width it is given, its height following. */
  width?: number;
}) {
  const gradient = useId();
  const look = DESIGNS[design];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={width ?? '100%'}
      {...(width ? { height: (width * HEIGHT) / WIDTH } : {})}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.from} />
          <stop offset="1" stopColor={look.to} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} rx="16" fill={`url(#${gradient})`} />
      {look.draw}
      {amount ? (
        <text x={WIDTH / 2} y="120" textAnchor="middle" fontSize="26" fontWeight="700" fill={look.ink}>
          {amount}
        </text>
      ) : null}
      {recipientName ? (
        <text x={WIDTH / 2} y="156" textAnchor="middle" fontSize="16" fill={look.ink}>
          {recipientName}
        </text>
      ) : null}
    </svg>
  );
}
