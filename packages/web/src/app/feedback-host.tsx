import { App } from 'antd';
import { useEffect } from 'react';
import { publishFeedback } from '../shared/feedback';

function Publish() {
  const api = App.useApp();
  useEffect(() => publishFeedback(api), [api]);
  return null;
}

/**
 * antd's App without its element: the holders of message, modal and notification, in the theme and locale
 * of the ConfigProvider above. Loaded after the first draw (issue 10); screens reach it with useFeedback().
 */
export function FeedbackHost() {
  return (
    <App component={false}>
      <Publish />
    </App>
  );
}
