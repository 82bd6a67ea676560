import type { Shape } from '../../shape';
import type { noticesEn } from '../en/notices';

/** Task notifications and presence: Chinese texts. */
export const noticesZh: Shape<typeof noticesEn> = {
  notices: {
    title: '任务通知',
    markAllRead: '全部标为已读',
    none: '暂无未读通知',
    loadFailed: '通知加载失败',
    retry: '重试',
    entryLabel: '{{name}}：{{count}} 条未读',
    messageCentre: '打开消息中心',
  },
  presence: {
    alsoOpen: '同时在看',
    alsoViewing: '同时在看：{{names}}',
  },
};
