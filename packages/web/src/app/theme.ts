/**
 * antd's theme of the app: our tokens. Also read at build time (vite.config.ts, build/antd-static-styles.ts),
 * which writes antd's component styles with it into static CSS: the browser no longer generates them
 * (`zeroRuntime`, issue 19).
 */
export const theme = {
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
export const stillTheme = { ...theme, token: { ...theme.token, motion: false } };
