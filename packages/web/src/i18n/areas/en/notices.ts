/** Task notifications (the bell's popover) and presence: English texts. */
export const noticesEn = {
  notices: {
    title: 'Task notifications',
    markAllRead: 'Mark all read',
    none: 'No unread notifications',
    loadFailed: 'The notifications could not be loaded',
    retry: 'Try again',
    entryLabel: '{{name}}: {{count}} unread',
    messageCentre: 'Open the message centre',
  },
  presence: {
    alsoOpen: 'Also viewing',
    alsoViewing: 'Also viewing: {{names}}',
  },
};
