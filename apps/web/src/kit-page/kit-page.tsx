import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MidPageLayout, ThemeRoot, type Appearance } from '@wallet/kit';
import { BlockSamples } from './block-samples';
import { InputSamples } from './input-samples';
import { ListSamples } from './list-samples';
import { MoneySamples } from './money-samples';
import { OverlaySamples } from './overlay-samples';
import { SAMPLES } from './samples';
import './kit-page.css';

export type KitLanguage = 'fa' | 'en';

const FRAMES: { language: KitLanguage; appearance: Appearance }[] = [
  { language: 'fa', appearance: 'light' },
  { language: 'fa', appearance: 'dark' },
  { language: 'en', appearance: 'light' },
  { language: 'en', appearance: 'dark' },
];

/** Every kit component, in Persian and English, light and dark, side by side. */
export function KitPage({ i18nFor }: { i18nFor: Record<KitLanguage, I18n> }) {
  return (
    <div className="kit-gallery">
      <h1 className="kit-gallery__title">@wallet/kit</h1>
      <div className="kit-gallery__frames">
        {FRAMES.map(({ language, appearance }) => {
          const name = `${language}-${appearance}`;
          return (
            <I18nProvider key={name} i18n={i18nFor[language]}>
              <ThemeRoot
                appearance={appearance}
                dir={language === 'fa' ? 'rtl' : 'ltr'}
                lang={language}
                className="kit-gallery__frame"
              >
                <section data-frame={name} aria-label={name}>
                  <Gallery language={language} appearance={appearance} name={name} />
                </section>
              </ThemeRoot>
            </I18nProvider>
          );
        })}
      </div>
    </div>
  );
}

function Gallery({
  language,
  appearance,
  name,
}: {
  language: KitLanguage;
  appearance: Appearance;
  name: string;
}) {
  const text = SAMPLES[language];
  return (
    <MidPageLayout title={text.pageTitle} onBack={() => {}}>
      <p className="kit-gallery__caption">
        {text.frameLabel} · {appearance}
      </p>
      <Part title={text.blocks.title}>
        <BlockSamples text={text} />
      </Part>
      <Part title={text.sections.money}>
        <MoneySamples text={text} />
      </Part>
      <Part title={text.sections.lists}>
        <ListSamples text={text} />
      </Part>
      <Part title={text.sections.input}>
        <InputSamples text={text} />
      </Part>
      <Part title={text.sections.overlays}>
        <OverlaySamples text={text} name={name} />
      </Part>
    </MidPageLayout>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kit-gallery__part">
      <h2 className="kit-gallery__part-title">{title}</h2>
      {children}
    </section>
  );
}
