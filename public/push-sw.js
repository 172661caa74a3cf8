/*
 * Push in the app's service worker (imported by the workbox worker): shows what the server's
 * firebase channel sends (FCM HTTP v1 `notification` title and body, the event in `data`) and
 * opens the app on a click. Nothing here caches anything.
 */
self.addEventListener('push', (event) => {
  if (!event.data) return;
  let payload;
  try {
    payload = event.data.json();
  } catch {
    payload = { notification: { title: event.data.text() } };
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || 'Farol';
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      // An open, visible app already shows the event as a toast (from its live socket).
      if (windows.some((client) => client.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(title, {
        body: notification.body || '',
        icon: notification.icon || '/favicon.svg',
        tag: data.eventId ? `event-${data.eventId}` : undefined,
        data,
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const deviceId = Number(event.notification.data && event.notification.data.deviceId);
  const target = deviceId > 0 ? `/devices/${deviceId}` : '/home';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) {
        open.navigate(target);
        return open.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
