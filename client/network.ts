/** The offline/online badge. */
export function watchNetwork() {
  const badge = document.querySelector<HTMLElement>('.network-status');
  if (!badge) return;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const show = (online: boolean) => {
    clearTimeout(hide);
    // The Spanish texts come from the server's messages, on the badge itself.
    badge.textContent = (online ? badge.dataset.onlineText : badge.dataset.offlineText) ?? '';
    badge.dataset.state = online ? 'online' : 'offline';
    if (online) hide = setTimeout(() => (badge.dataset.state = ''), 3000);
  };
  window.addEventListener('offline', () => show(false));
  window.addEventListener('online', () => show(true));
  if (!navigator.onLine) show(false);
}
