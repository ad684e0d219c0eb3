import { createHostBridge, type ButtonView, type HostState } from './bridge';
import { mountChats } from './chats-view';
import { createCloudStore, createDeviceStore, createKeychainStore } from './cloud-storage';
import { DEMO_GROUP } from './demo-chats';
import { PALETTES, VIEWPORTS, type ThemeName, type ViewportName } from './palettes';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
let iframe = byId<HTMLIFrameElement>('app');
const userSelect = byId<HTMLSelectElement>('user');
const themeSelect = byId<HTMLSelectElement>('theme');
const viewportSelect = byId<HTMLSelectElement>('viewport');

const config = (await (await fetch('/__tg-host/config')).json()) as {
  appUrl: string;
  users: { id: number; firstName: string; username: string | null }[];
  newUserIdsFrom: number;
};
const appOrigin = new URL(config.appUrl).origin;
byId<HTMLAnchorElement>('app-link').href = config.appUrl;
byId<HTMLAnchorElement>('app-link').textContent = config.appUrl;
for (const user of config.users)
  userSelect.add(new Option(`${user.firstName} (${user.id})`, String(user.id)));
for (const [name, viewport] of Object.entries(VIEWPORTS))
  viewportSelect.add(new Option(viewport.label, name));

const theme = () => PALETTES[themeSelect.value as ThemeName];
const viewport = () => VIEWPORTS[viewportSelect.value as ViewportName];
// The user of the app in the frame, not the one just picked: until the new launch replaces the frame, the
// previous app may still write, and its writes belong to its own user.
const launchedUser = () => Number(iframe.dataset.user ?? userSelect.value);
const storage = createCloudStore(launchedUser);
const keychain = createKeychainStore(launchedUser);
const deviceStore = createDeviceStore(launchedUser);
const secureUnsupported = byId<HTMLInputElement>('secure-unsupported');
// `?secureStorage=unsupported` starts the host as Telegram Desktop, so a reload keeps the choice.
secureUnsupported.checked = new URLSearchParams(location.search).get('secureStorage') === 'unsupported';

function send(eventType: string, eventData?: unknown) {
  iframe.contentWindow?.postMessage(JSON.stringify({ eventType, eventData }), appOrigin);
}

const bridge = createHostBridge({
  send,
  storage,
  secureStorage: keychain,
  isSecureStorageSupported: () => !secureUnsupported.checked,
  deviceStorage: deviceStore,
  theme,
  viewport: () => ({ width: viewport().width, height: viewport().height }),
  async shareContact() {
    if (byId<HTMLSelectElement>('contact-answer').value !== 'allow') return null;
    const answer = await fetch(`/__tg-host/contact?user=${launchedUser()}`);
    return ((await answer.json()) as { contact: string }).contact;
  },
  async allowWriteAccess() {
    return byId<HTMLSelectElement>('write-access-answer').value === 'allow';
  },
  onChange: render,
});

function renderButton(element: HTMLButtonElement, view: ButtonView) {
  element.hidden = !view.isVisible;
  element.textContent = view.text;
  element.disabled = !view.isActive;
  element.setAttribute('aria-busy', String(view.isProgressVisible));
  element.classList.toggle('is-loading', view.isProgressVisible);
  element.style.background = view.color ?? '';
  element.style.color = view.textColor ?? '';
}

function renderList(id: string, items: string[]) {
  const list = byId<HTMLUListElement>(id);
  list.replaceChildren(
    ...items.map((item) => Object.assign(document.createElement('li'), { textContent: item })),
  );
}

function render(state: HostState) {
  byId('back').hidden = !state.isBackVisible;
  byId('settings').hidden = !state.isSettingsVisible;
  renderButton(byId('main-button'), state.mainButton);
  renderButton(byId('secondary-button'), state.secondaryButton);
  byId('bar').hidden = !state.mainButton.isVisible && !state.secondaryButton.isVisible;
  byId('app-state').textContent = state.isReady ? 'Ready' : 'Loading';
  byId('closing').textContent = state.needsClosingConfirmation ? 'on' : 'off';
  renderList('haptics', state.haptics);
  renderList('links', state.links);
  renderList('log', state.log.slice(-40));
  renderList('cloud', storage.keys());
  renderList('secure', keychain.keys());
  byId('qr-scanner').hidden = !state.qrScanner;
  byId('qr-scanner-text').textContent = state.qrScanner?.text ?? '';
  if (state.inlineQuery) {
    chats.typeInlineQuery(state.inlineQuery.query);
    bridge.clearInlineQuery();
  }
  byId('share-dialog').hidden = !state.shareRequest;
  byId('share-id').textContent = state.shareRequest?.preparedMessageId ?? '';
  const popup = byId('popup');
  popup.hidden = !state.popup;
  if (state.popup) {
    byId('popup-title').textContent = state.popup.title;
    byId('popup-message').textContent = state.popup.message;
    byId('popup-buttons').replaceChildren(
      ...state.popup.buttons.map((button) => {
        const element = Object.assign(document.createElement('button'), {
          type: 'button',
          textContent: button.text,
        });
        element.addEventListener('click', () => bridge.closePopup(button.id));
        return element;
      }),
    );
  }
}

byId('qr-scan').addEventListener('click', () => bridge.scanQr(byId<HTMLInputElement>('qr-text').value));
byId('qr-close').addEventListener('click', () => bridge.closeQrScanner());
byId('share-send').addEventListener('click', () => {
  const prepared = bridge.state.shareRequest?.preparedMessageId;
  if (!prepared) return;
  // Sent to the chat shown in the Chats panel, as the user picks a chat in Telegram's dialog.
  void chats.sendPrepared(prepared).then(
    () => bridge.answerShare(true),
    () => bridge.answerShare(false),
  );
});
byId('share-close').addEventListener('click', () => bridge.answerShare(false));

window.addEventListener('message', (event) => {
  if (event.source !== iframe.contentWindow || event.origin !== appOrigin) return;
  let message: { eventType?: string; eventData?: unknown };
  try {
    message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
  } catch {
    return;
  }
  if (!message?.eventType) return;
  // The app a launch is replacing may still say it is ready: that is not the new launch's readiness.
  if (isReplaced && message.eventType === 'web_app_ready') return;
  const params = typeof message.eventData === 'string' ? JSON.parse(message.eventData) : message.eventData;
  void bridge.handle(message.eventType, (params ?? {}) as Record<string, unknown>);
});

let launches = 0;
let lastAsked = 0;
/** A launch is asked and its frame is not there yet: the app in the frame is on its way out. */
let isReplaced = false;

async function launch() {
  // Launches overlap (the page's first one and a user switch right after): only the last one asked frames.
  const asked = ++lastAsked;
  // The host shows the launch at once (App state: Loading), before it has the launch's init data, so whoever
  // waits for Ready waits for the new app, not for the one it replaces.
  isReplaced = true;
  bridge.reset();
  try {
    await frameLaunch(asked);
  } finally {
    if (asked === lastAsked) isReplaced = false;
  }
  // The Chats panel shows what the user now launched sees.
  if (asked === lastAsked) void chats.refresh();
}

async function frameLaunch(asked: number) {
  const query = new URLSearchParams({
    user: userSelect.value,
    startParam: byId<HTMLInputElement>('start-param').value,
  });
  if (byId<HTMLInputElement>('tampered').checked) query.set('tampered', '1');
  const { initData } = (await (await fetch(`/__tg-host/launch?${query}`)).json()) as { initData: string };
  if (asked !== lastAsked) return;
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '9.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(theme()),
  });
  const startParam = byId<HTMLInputElement>('start-param').value;
  if (startParam) hash.set('tgWebAppStartParam', startParam);
  bridge.reset();
  // A new query string makes a new navigation, so the app reads the new hash instead of its saved launch.
  const url = new URL(config.appUrl);
  url.searchParams.set('tgHostLaunch', String(++launches));
  url.hash = hash.toString();
  // A new frame element per launch: the previous app is gone at once, and a late message from it no longer
  // comes from this frame's window, so it cannot mark the new launch ready. The frame names the launch's user
  // (the app may rewrite its own URL at once), so a test can wait for that user's app.
  const frame = iframe.cloneNode(false) as HTMLIFrameElement;
  frame.dataset.user = userSelect.value;
  frame.src = url.toString();
  iframe.replaceWith(frame);
  iframe = frame;
}

function applyViewport() {
  iframe.style.width = `${viewport().width}px`;
  iframe.style.height = `${viewport().height - 120}px`;
  send('viewport_changed', {
    width: viewport().width,
    height: viewport().height - 120,
    is_expanded: true,
    is_state_stable: true,
  });
}

function applyTheme() {
  document.body.dataset.theme = themeSelect.value;
  for (const [key, value] of Object.entries(theme())) document.body.style.setProperty(`--tg-${key}`, value);
  send('theme_changed', { theme_params: theme() });
}

byId('back').addEventListener('click', () => bridge.press('back'));
byId('settings').addEventListener('click', () => bridge.press('settings'));
byId('main-button').addEventListener('click', () => bridge.press('main'));
byId('secondary-button').addEventListener('click', () => bridge.press('secondary'));
byId('relaunch').addEventListener('click', () => void launch());
userSelect.addEventListener('change', () => void launch());
byId('new-user').addEventListener('click', () => {
  // A Telegram account the wallet has never seen (see findUser on the server).
  const id = config.newUserIdsFrom + Math.floor(Math.random() * 10_000_000);
  userSelect.add(new Option(`New user (${id})`, String(id)));
  userSelect.value = String(id);
  void launch();
  void chats.join(DEMO_GROUP.id, id);
});
themeSelect.addEventListener('change', applyTheme);
viewportSelect.addEventListener('change', applyViewport);
byId('clear-cloud').addEventListener('click', () => {
  storage.keys().forEach((key) => storage.remove(key));
  render(bridge.state);
});
byId('clear-secure').addEventListener('click', () => {
  keychain.clear();
  render(bridge.state);
});

const chats = mountChats({
  user: launchedUser,
  launchWith(startParam) {
    byId<HTMLInputElement>('start-param').value = startParam;
    void launch();
  },
  openedLink(url) {
    bridge.state.links = [...bridge.state.links, url];
    render(bridge.state);
  },
});

applyTheme();
applyViewport();
await launch();
