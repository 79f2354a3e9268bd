// Hemvakt's service worker: shows a Web Push message as a system notification and, on a click, focuses
// the app (opening its inbox) or opens it. It has no fetch handler, so it never caches or serves pages.
/* global self */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The server sends JSON ({ title, body, tag, url }); anything else shows as plain text. */
function readMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Hemvakt', {
      body: message.body || '',
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url || '/main-view' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/main-view', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      open.postMessage({ type: 'hemvakt:open-notifications' });
      return open.focus();
    }),
  );
});
