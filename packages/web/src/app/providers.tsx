import { StyleProvider } from '@ant-design/cssinjs';
import type { Lang } from '@backdesk/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme as antdTheme, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
// antd's own default (its ES build, which its components import anyway): the English locale costs nothing
import enUS from 'antd/es/locale/en_US';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { addLanguagePart, i18n } from '../i18n';
import { REDUCED_MOTION, useMediaQuery } from '../shared/media-query';
import { usePreferences } from '../shared/preferences/preferences-store';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';
import { stillTheme, theme } from './theme';

// antd's Chinese locale loads with the Chinese texts, not in every first load (issue 10)
const antdLocales: Partial<Record<Lang, Locale>> = { en: enUS };
addLanguagePart(async (lang) => {
  if (lang === 'zh') antdLocales.zh = (await import('antd/es/locale/zh_CN')).default;
});

// In a build, antd's component styles are static CSS written with this theme (build/antd-static-styles.ts): the
// page no longer generates them (zeroRuntime) and their class names carry no theme hash. The dev server and the
// unit tests keep antd's generated styles. Either way antd's styles are in the `antd` cascade layer (StyleProvider
// below for what antd still writes at run time: its variables and the icons' base style), under the app's own.
const staticStyles = { zeroRuntime: import.meta.env.PROD, hashed: !import.meta.env.PROD };
const staticTheme = { ...theme, ...staticStyles };
const stillStatic = { ...stillTheme, ...staticStyles };

// antd's App (message, modal, notification) loads after the first draw: see shared/feedback.ts (issue 10)
const FeedbackHost = lazy(() => import('./feedback-host').then((m) => ({ default: m.FeedbackHost })));

/** The base text style antd's App gives its element (colour, size, line height, font), from the theme. */
function AppFrame({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return <div style={style}>{children}</div>;
}

export function Providers({ children }: { children: ReactNode }) {
  const lang = usePreferences((s) => s.lang);
  const still = useMediaQuery(REDUCED_MOTION);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StyleProvider layer>
          <ConfigProvider locale={antdLocales[lang] ?? enUS} theme={still ? stillStatic : staticTheme}>
            <AppFrame>
              <FeedbackBridge />
              {children}
            </AppFrame>
            <Suspense fallback={null}>
              <FeedbackHost />
            </Suspense>
          </ConfigProvider>
        </StyleProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
