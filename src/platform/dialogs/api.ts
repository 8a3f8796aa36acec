/**
 * The imperative dialog API of the app: one store, shown by the <DialogHost> mounted once at the root. Every function
 * can be called from anywhere (the error presenter, start-up, screens); identical alerts do not stack.
 */
import { msg } from '@lingui/core/macro';
import { shellMessages } from '../../i18n/messages';
import { createDialogStore, type LoaderOptions, type Text, type ToastOptions } from './store';
import { pageState } from '../../shared/page-runtime';

/** The page's dialog store, in the page runtime. */
export const dialogStore = pageState(createDialogStore);

export const dialogMessages = {
  cancel: msg({ id: 'cancel', message: 'Cancel' }),
  close: msg({ id: 'close', message: 'Close' }),
  domainUnavailableTitle: msg({ id: 'domain_unavailable_title', message: 'This domain is not available' }),
  domainUnavailableMessage: msg({
    id: 'domain_unavailable_msg',
    message: 'Please continue on one of our other addresses.',
  }),
};

const keyOf = (kind: string, text: Text) => `${kind}:${typeof text === 'string' ? text : text.id}`;

/** A way on that an alert may offer beside its confirm button, so that it is no dead end. */
export interface AlertOffer {
  label: Text;
  onChoose: () => void;
}

/** An alert titled 'Notice' with one confirm button (A32, B30), and the offer's button first when there is one. */
export async function showAlert(
  message: Text,
  { title = shellMessages.notice as Text, offer }: { title?: Text; offer?: AlertOffer } = {},
): Promise<void> {
  const ok = { id: 'ok', label: shellMessages.ok, primary: true };
  const action = await dialogStore().open({
    variant: 'alert',
    title,
    message,
    actions: offer ? [{ id: 'offer', label: offer.label }, ok] : [ok],
    dismissible: true,
    key: keyOf('alert', message),
  });
  if (action === 'offer') offer?.onChoose();
}

/** 'Confirmation' with Ok and Cancel; true when the member chose Ok (A33). */
export async function showConfirm(
  message: Text,
  {
    title = shellMessages.confirmation as Text,
    okLabel = shellMessages.ok as Text,
    cancelLabel = dialogMessages.cancel as Text,
  } = {},
): Promise<boolean> {
  const action = await dialogStore().open({
    variant: 'confirm',
    title,
    message,
    actions: [
      { id: 'cancel', label: cancelLabel },
      { id: 'ok', label: okLabel, primary: true },
    ],
    dismissible: true,
  });
  return action === 'ok';
}

/** The system notice dialog (status check, E42, E43). */
export async function showNotice(message: Text, { title = shellMessages.notice as Text } = {}): Promise<void> {
  await dialogStore().open({
    variant: 'notice',
    title,
    message,
    actions: [{ id: 'ok', label: shellMessages.ok, primary: true }],
    dismissible: true,
    key: keyOf('notice', message),
  });
}

/**
 * 'Network Error / CORS Errors', shown once however many calls failed (Q25). With onRetry it offers Retry, which
 * re-sends the failed call (A33); resolves true when Retry was chosen.
 */
export async function showNetworkNotice({ onRetry }: { onRetry?: () => void } = {}): Promise<boolean> {
  const action = await dialogStore().open({
    variant: 'network',
    title: shellMessages.notice,
    message: shellMessages.networkError,
    actions: onRetry
      ? [
          { id: 'close', label: dialogMessages.close },
          { id: 'retry', label: shellMessages.retry, primary: true },
        ]
      : [{ id: 'ok', label: shellMessages.ok, primary: true }],
    dismissible: true,
    key: 'network',
  });
  if (action !== 'retry') return false;
  onRetry?.();
  return true;
}

/**
 * The slide-up domain-not-available popup (E41): it lists the merchant's other domains and cannot be dismissed. With
 * onRetry it offers Retry, which checks the status again: the popup leaves, and comes back if the domain still is not
 * available.
 */
export async function showDomainUnavailable({ onRetry }: { onRetry?: () => void } = {}): Promise<void> {
  const action = await dialogStore().open({
    variant: 'domain',
    title: dialogMessages.domainUnavailableTitle,
    message: dialogMessages.domainUnavailableMessage,
    actions: onRetry ? [{ id: 'retry', label: shellMessages.retry, primary: true }] : [],
    dismissible: false,
    key: 'domain',
  });
  if (action === 'retry') onRetry?.();
}

/** A toast; error toasts close after 3 ticks of 1 s (B35). Returns a function that closes it early. */
export function showToast(message: Text, options?: ToastOptions): () => void {
  return dialogStore().toast(message, options);
}

/** 'Please wait...' until the returned function is called, at most 5 s (10 s with long) (A38). */
export function showLoader(options?: LoaderOptions): () => void {
  return dialogStore().loader(options);
}

/** Runs work under the loading indicator. */
export async function withLoader<T>(work: Promise<T>, options?: LoaderOptions): Promise<T> {
  const hide = showLoader(options);
  try {
    return await work;
  } finally {
    hide();
  }
}
