export type ThemeName = 'light' | 'dark';

/** Telegram-like theme parameters, close to Telegram's own default palettes. */
export const PALETTES: Record<ThemeName, Record<string, string>> = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#707579',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    header_bg_color: '#ffffff',
    bottom_bar_bg_color: '#ffffff',
    accent_text_color: '#2481cc',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d71',
    subtitle_text_color: '#707579',
    destructive_text_color: '#e53935',
  },
  dark: {
    bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#232e3c',
    header_bg_color: '#17212b',
    bottom_bar_bg_color: '#17212b',
    accent_text_color: '#6ab2f2',
    section_bg_color: '#17212b',
    section_header_text_color: '#6ab3f3',
    subtitle_text_color: '#708499',
    destructive_text_color: '#ec3942',
  },
};

export const VIEWPORTS = {
  phone: { width: 390, height: 844, label: 'Phone 390×844' },
  small: { width: 360, height: 640, label: 'Small phone 360×640' },
  tablet: { width: 600, height: 800, label: 'Tablet 600×800' },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
