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

// antd's Chinese locale loads with the Chinese texts, not in every first load (issue 10)
const antdLocales: Partial<Record<Lang, Locale>> = { en: enUS };
addLanguagePart(async (lang) => {
  if (lang === 'zh') antdLocales.zh = (await import('antd/es/locale/zh_CN')).default;
});

const theme = {
  token: {
    // antd's default blue gives white button text only 4.1:1; this one passes WCAG AA
    colorPrimary: '#0958d9',
    // links take antd's info blue (#1677ff, 4.1:1 on white): the primary blue instead
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    // antd's secondary and tertiary text (black at 45 %, #8c8c8c on white) reads at 3.4:1, under WCAG AA's
    // 4.5:1, in statistic titles, card notes, description labels and the lists' secondary lines: 60 % reads at
    // 5.7:1. (The canvas watermark layer over the page had kept these from the contrast checks.)
    colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // danger links and error texts in antd's red (#ff4d4f, 3.2:1): its darker shade, 5.9:1
    colorError: '#cf1322',
    // a select's placeholder is text on the page (1.8:1 at antd's 25 %): 55 % reads at 4.7:1
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  // an empty table's "No data" is drawn in the disabled colour: as readable as a placeholder
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' } },
};
// the same theme without antd's animations, for people whose system asks for reduced motion (WCAG 2.3.3)
const stillTheme = { ...theme, token: { ...theme.token, motion: false } };

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
        <ConfigProvider locale={antdLocales[lang] ?? enUS} theme={still ? stillTheme : theme}>
          <AppFrame>
            <FeedbackBridge />
            {children}
          </AppFrame>
          <Suspense fallback={null}>
            <FeedbackHost />
          </Suspense>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
