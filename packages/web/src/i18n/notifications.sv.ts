// Svenska texter för inkorgen och push på den här enheten (sprids in i sv.ts; samma nycklar som en).
export const notificationsErrorsSv = {
  NOTIFICATION_NOT_FOUND: 'Notisen hittades inte. Den kan ha tagits bort.',
} as const;

export const notificationsSv = {
  inbox: {
    title: 'Notiser',
    open: 'Notiser',
    openUnread_one: 'Notiser, {{count}} oläst',
    openUnread_other: 'Notiser, {{count}} olästa',
    unread: 'Oläst:',
    empty: 'Inga notiser',
    emptyText: 'Larm, larmändringar, scenbyten och problem med gatewayen från den senaste veckan visas här.',
    loadFailed: 'Notiserna kunde inte laddas',
    loadingMore: 'Laddar fler notiser…',
    remove: 'Ta bort notisen',
    removeFailed: 'Något gick fel, försök igen',
    removeAll: 'Ta bort alla',
    removeAllTitle: 'Ta bort alla notiser?',
    removeAllText: 'Alla notiser för det här hemmet tas bort. Det går inte att ångra.',
    removeAllConfirm: 'Ta bort alla',
  },
  pushDevice: {
    toggle: 'Pushnotiser på den här enheten',
    hint: 'Visar notiser på den här enheten även när Hemvakt är stängd. Webbläsaren frågar om ditt tillstånd.',
    unsupported:
      'Den här webbläsaren stöder inte pushnotiser. Prova en annan webbläsare eller Hemvakt-appen.',
    denied:
      'Notiser är blockerade för Hemvakt i den här webbläsaren. Tillåt dem i webbläsarens webbplatsinställningar och slå sedan på igen.',
  },
} as const;
