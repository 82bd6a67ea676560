import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { usePreferences } from '../shared/preferences/preferences-store';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';

const theme = {
  token: {
    // antd's default blue gives white button text only 4.1:1; this one passes WCAG AA
    colorPrimary: '#0958d9',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};

export function Providers({ children }: { children: ReactNode }) {
  const lang = usePreferences((s) => s.lang);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} theme={theme}>
          <AntApp>
            <FeedbackBridge />
            {children}
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
