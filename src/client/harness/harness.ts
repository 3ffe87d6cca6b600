import { DEV_BOT_TOKEN, type InvoiceCloseStatus, type LocalInvoice } from '@contract/local-bot-api';
import { encodeStartParam, type START_PARAM_KEYS, type StartParams } from '@contract/start-params';
import { type HarnessUser, signInitData } from './init-data';
import { closeLocalInvoice, findLocalInvoice, localBotApiRoot } from './local-bot-api-client';
import { TelegramClient, type TelegramEvent } from './telegram-client';
import {
  HARNESS_THEMES,
  HARNESS_VIEWPORTS,
  type HarnessTheme,
  type HarnessViewport,
  keyboardOf,
} from './themes';
import './harness.css';

const query = new URLSearchParams(window.location.search);
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const frame = byId<HTMLIFrameElement>('app-frame');
const phone = byId<HTMLDivElement>('phone');
const backButton = byId<HTMLButtonElement>('tg-back');
const settingsButton = byId<HTMLButtonElement>('tg-settings');
const telegramHeader = backButton.parentElement as HTMLElement;
const mainButton = byId<HTMLButtonElement>('tg-main-button');
const popup = byId<HTMLDivElement>('tg-popup');
const invoice = byId<HTMLDivElement>('tg-invoice');
const invoiceDetails = byId<HTMLParagraphElement>('tg-invoice-details');
const paymentNote = byId<HTMLParagraphElement>('payment-note');
const keyboard = byId<HTMLDivElement>('tg-keyboard');
const log = byId<HTMLOListElement>('event-log');
const inputs = {
  appUrl: byId<HTMLInputElement>('app-url'),
  botToken: byId<HTMLInputElement>('bot-token'),
  userId: byId<HTMLInputElement>('user-id'),
  userLanguage: byId<HTMLInputElement>('user-language'),
  platform: byId<HTMLSelectElement>('platform'),
  theme: byId<HTMLSelectElement>('theme'),
  viewport: byId<HTMLSelectElement>('viewport'),
  keyboard: byId<HTMLInputElement>('keyboard'),
  startParam: byId<HTMLInputElement>('start-param'),
};
const startParamInputs = [...document.querySelectorAll<HTMLInputElement>('[data-start-param]')];

for (const name of Object.keys(HARNESS_VIEWPORTS)) inputs.viewport.add(new Option(name, name));
inputs.appUrl.value = query.get('app') ?? `${window.location.origin}/`;
inputs.botToken.value = query.get('botToken') ?? DEV_BOT_TOKEN;
inputs.userId.value = query.get('userId') ?? '777000001';
inputs.userLanguage.value = query.get('lang') ?? 'en';
inputs.platform.value = query.get('platform') ?? 'ios';
inputs.theme.value = query.get('theme') ?? 'light';
inputs.viewport.value = query.get('viewport') ?? 'iPhone 15';
inputs.keyboard.checked = query.get('keyboard') === '1';
for (const input of startParamInputs) input.value = query.get(input.dataset.startParam ?? '') ?? '';
inputs.startParam.value = query.get('startParam') ?? '';

const currentTheme = () => HARNESS_THEMES[inputs.theme.value as HarnessTheme];
const botApiRoot = localBotApiRoot(query);

/** The Telegram user the app is opened for; Telegram's payment form pays as the same user. */
const currentUser = (): HarnessUser => ({
  id: Number(inputs.userId.value) || 777000001,
  first_name: 'Harness',
  last_name: 'User',
  username: 'harness_user',
  language_code: inputs.userLanguage.value || 'en',
});

/** The phone's web view, less what an open keyboard covers (which also covers the safe area). */
function currentViewport() {
  const phoneViewport = HARNESS_VIEWPORTS[inputs.viewport.value as HarnessViewport];
  if (!inputs.keyboard.checked) return phoneViewport;
  const { height } = keyboardOf(inputs.platform.value);
  return { ...phoneViewport, height: phoneViewport.height - height, safeBottom: 0 };
}

/** Encodes the start parameter fields into the single `startapp` value. */
function syncStartParam() {
  const params: StartParams = {};
  for (const input of startParamInputs) {
    const key = input.dataset.startParam as (typeof START_PARAM_KEYS)[number];
    if (input.value.trim()) params[key] = input.value.trim();
  }
  inputs.startParam.value = Object.keys(params).length > 0 ? encodeStartParam(params) : '';
}
for (const input of startParamInputs) input.addEventListener('input', syncStartParam);
if (!inputs.startParam.value && startParamInputs.some((input) => input.value)) syncStartParam();

function logCall(call: TelegramEvent) {
  const item = document.createElement('li');
  item.dataset.event = call.eventType;
  item.textContent =
    call.eventData === undefined
      ? call.eventType
      : `${call.eventType} ${JSON.stringify(call.eventData)}`;
  log.append(item);
}

function applyViewport() {
  const { width, height } = HARNESS_VIEWPORTS[inputs.viewport.value as HarnessViewport];
  const { height: keyboardHeight, isOverlay } = keyboardOf(inputs.platform.value);
  const isKeyboardOpen = inputs.keyboard.checked;
  phone.style.width = `${width}px`;
  frame.style.height = `${isKeyboardOpen && !isOverlay ? height - keyboardHeight : height}px`;
  keyboard.hidden = !isKeyboardOpen;
  keyboard.style.height = `${keyboardHeight}px`;
  keyboard.toggleAttribute('data-overlay', isOverlay);
}

const invoiceButtons = [...invoice.querySelectorAll<HTMLButtonElement>('[data-invoice-status]')];
/** The open invoice, once the local Bot API was asked whether it made it. */
let openedInvoice: { slug: string; local: Promise<LocalInvoice | null> } | null = null;

/** Shows Telegram's payment form; an invoice of the local Bot API shows what it charges. */
function openInvoice(slug: string) {
  const local = findLocalInvoice(botApiRoot, slug);
  openedInvoice = { slug, local };
  byId('tg-invoice-slug').textContent = slug;
  invoiceDetails.textContent = '';
  delete invoice.dataset.local;
  invoice.dataset.slug = slug;
  for (const button of invoiceButtons) button.disabled = false;
  invoice.hidden = false;
  void local.then((found) => {
    if (!found || openedInvoice?.slug !== slug) return;
    const every = found.subscriptionPeriod
      ? ` every ${Math.round(found.subscriptionPeriod / 86_400)} days`
      : '';
    invoiceDetails.textContent = `${found.title}: ${found.totalAmount} ${found.currency === 'XTR' ? '⭐' : found.currency}${every}`;
    invoice.dataset.local = 'true';
  });
}

/**
 * Closes the form as the tester chose. An invoice of the local Bot API is closed through it, so
 * "paid" reaches the bot's webhook, and the app hears what Telegram would then say; any other
 * invoice gets the chosen status as it is.
 */
async function closeInvoice(status: InvoiceCloseStatus) {
  if (!openedInvoice) return;
  const { slug, local } = openedInvoice;
  for (const button of invoiceButtons) button.disabled = true;
  let closed: { status: InvoiceCloseStatus; detail?: string } = { status };
  if (await local) {
    paymentNote.textContent = `Local Bot API: closing invoice ${slug} as ${status}…`;
    closed = await closeLocalInvoice(botApiRoot, slug, status, currentUser());
    paymentNote.textContent = `Local Bot API: invoice ${slug} ${closed.status}${closed.detail ? ` (${closed.detail})` : ''}`;
  }
  if (openedInvoice?.slug === slug) {
    openedInvoice = null;
    invoice.hidden = true;
  }
  telegram.send('invoice_closed', { slug, status: closed.status });
}

const telegram = new TelegramClient(frame, {
  onCall: logCall,
  onBackButton: (isVisible) => {
    backButton.hidden = !isVisible;
  },
  onMainButton: ({ isVisible, text, isEnabled, isLoading }) => {
    mainButton.hidden = !isVisible;
    mainButton.textContent = isLoading ? `${text} …` : text;
    mainButton.disabled = !isEnabled;
  },
  onPopup: ({ title, message, buttons }) => {
    popup.replaceChildren();
    if (title) popup.append(Object.assign(document.createElement('h2'), { textContent: title }));
    popup.append(Object.assign(document.createElement('p'), { textContent: message }));
    for (const button of buttons.length ? buttons : [{ id: '', type: 'close' }]) {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = button.text ?? button.type;
      element.dataset.popupButton = button.id;
      element.addEventListener('click', () => {
        popup.hidden = true;
        telegram.send('popup_closed', button.id ? { button_id: button.id } : {});
      });
      popup.append(element);
    }
    popup.hidden = false;
  },
  onInvoice: openInvoice,
  onSettingsButton: (isVisible) => {
    settingsButton.hidden = !isVisible;
  },
  onHeaderColor: (color) => {
    telegramHeader.style.background = color;
    const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
    // Telegram picks the title's colour to read on the header; so does the harness.
    const isLight = 0.299 * (red ?? 0) + 0.587 * (green ?? 0) + 0.114 * (blue ?? 0) > 150;
    telegramHeader.toggleAttribute('data-light', isLight);
  },
  onClosingConfirmation: (isOn) => {
    phone.toggleAttribute('data-confirms-closing', isOn);
  },
  onClose: () => {
    frame.src = 'about:blank';
  },
  theme: currentTheme,
  viewport: currentViewport,
});

backButton.addEventListener('click', () => telegram.send('back_button_pressed'));
settingsButton.addEventListener('click', () => telegram.send('settings_button_pressed'));
mainButton.addEventListener('click', () => telegram.send('main_button_pressed'));
for (const button of invoiceButtons) {
  button.addEventListener(
    'click',
    () => void closeInvoice(button.dataset.invoiceStatus as InvoiceCloseStatus),
  );
}
inputs.theme.addEventListener('change', () => {
  document.body.dataset.theme = inputs.theme.value;
  telegram.sendTheme();
});
for (const input of [inputs.viewport, inputs.keyboard]) {
  input.addEventListener('change', () => {
    applyViewport();
    telegram.sendViewport();
  });
}

/** Opens the app like Telegram does: launch parameters in the URL hash, init data signed. */
async function launch() {
  const initData = await signInitData(
    {
      user: currentUser(),
      authDate: new Date(),
      ...(inputs.startParam.value ? { startParam: inputs.startParam.value } : {}),
    },
    inputs.botToken.value,
  );
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: inputs.platform.value,
    tgWebAppThemeParams: JSON.stringify(currentTheme()),
    ...(inputs.startParam.value ? { tgWebAppStartParam: inputs.startParam.value } : {}),
  });
  log.replaceChildren();
  backButton.hidden = true;
  settingsButton.hidden = true;
  telegramHeader.style.background = '';
  telegramHeader.removeAttribute('data-light');
  phone.removeAttribute('data-confirms-closing');
  mainButton.hidden = true;
  popup.hidden = true;
  invoice.hidden = true;
  openedInvoice = null;
  paymentNote.textContent = '';
  document.body.dataset.theme = inputs.theme.value;
  applyViewport();
  const url = new URL(inputs.appUrl.value);
  url.hash = hash.toString();
  frame.src = url.toString();
}

byId('launch').addEventListener('click', () => void launch());
void launch();
