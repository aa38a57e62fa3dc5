/** The thin bar at the top: shown when a navigation takes longer than 200 ms, for up to 5 s. */
const THROTTLE_MS = 200;
const DURATION_MS = 5000;

export function startProgressOnNavigation() {
  const bar = document.querySelector<HTMLElement>('.progress');
  if (!bar) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      bar.style.setProperty('--progress-duration', `${DURATION_MS}ms`);
      bar.classList.add('progress-active');
    }, THROTTLE_MS);
    document.body.classList.add('leaving');
  };
  const stop = () => {
    clearTimeout(timer);
    bar.classList.remove('progress-active');
    document.body.classList.remove('leaving');
  };
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (link.target && link.target !== '_self') return;
    if (link.origin !== location.origin || link.hasAttribute('download') || link.getAttribute('href')?.startsWith('#'))
      return;
    start();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) start();
  });
  // Coming back through the history cache must not leave the page faded out.
  window.addEventListener('pageshow', stop);
}
