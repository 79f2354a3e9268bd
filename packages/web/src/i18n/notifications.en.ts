// English texts of the inbox and push on this device (spread into en.ts; sv has the same keys).
export const notificationsErrorsEn = {
  NOTIFICATION_NOT_FOUND: 'The notification was not found. It may have been removed.',
} as const;

export const notificationsEn = {
  inbox: {
    title: 'Notifications',
    open: 'Notifications',
    openUnread_one: 'Notifications, {{count}} unread',
    openUnread_other: 'Notifications, {{count}} unread',
    unread: 'Unread:',
    empty: 'No notifications',
    emptyText: 'Alarms, alarm changes, scene changes and gateway problems of the last week show up here.',
    loadFailed: 'The notifications could not be loaded',
    loadingMore: 'Loading more notifications…',
    remove: 'Remove notification',
    removeFailed: 'Something has failed please try that again',
    removeAll: 'Remove all',
    removeAllTitle: 'Remove all notifications?',
    removeAllText: 'All notifications of this home are removed. This cannot be undone.',
    removeAllConfirm: 'Remove all',
  },
  pushDevice: {
    toggle: 'Push notifications on this device',
    hint: 'Shows notifications on this device even when Hemvakt is closed. The browser asks for your permission.',
    unsupported: 'This browser does not support push notifications. Try another browser or the Hemvakt app.',
    denied:
      'Notifications are blocked for Hemvakt in this browser. Allow them in the browser’s site settings, then turn this on again.',
  },
} as const;
