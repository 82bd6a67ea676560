import { describe, expect, it, vi } from 'vitest';
import { type Feedback, feedback, publishFeedback, useFeedback } from './feedback';

describe('feedback', () => {
  it('is one object before and after antd App arrives, and an early call is made exactly once', async () => {
    const before = useFeedback();
    const confirm = vi.fn(() => 'handle');
    before.modal.confirm({ title: 'early' });
    publishFeedback({ modal: { confirm }, message: {}, notification: {} } as unknown as Feedback);
    await Promise.resolve();
    expect(useFeedback()).toBe(before);
    expect(feedback()).toBe(before);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith({ title: 'early' });
    expect(before.modal.confirm({ title: 'late' })).toBe('handle');
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
