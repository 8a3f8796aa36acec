/**
 * The fault console's script (served as /__qa/console.js): each form calls one QA route of this backend and shows
 * the answer as a list. Every value from the server goes into the page as text (textContent), never as markup; the
 * outcome of each call is announced in the status region.
 */

/** @param {string} id */
const byId = (id) => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`#${id} is missing`);
  return node;
};

/**
 * An element with an optional class and text.
 * @param {string} tag
 * @param {string} [className]
 * @param {string} [text]
 */
function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const statusNode = byId('status');

/**
 * Says what happened in the live region (polite), marked as an error or not.
 * @param {string} message
 * @param {boolean} [isError]
 */
function announce(message, isError = false) {
  statusNode.classList.toggle('error', isError);
  if (statusNode.textContent === message) {
    // The same words again: empty the region first, so screen readers announce the repeat.
    statusNode.textContent = '';
    requestAnimationFrame(() => (statusNode.textContent = message));
  } else {
    statusNode.textContent = message;
  }
}

/**
 * Calls a QA route and answers its envelope's value; a failed call throws with the server's reason.
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function api(method, path, body) {
  /** @type {RequestInit} */
  const init = { method, headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new Error(`${method} ${path} got no answer (is the backend running?)`);
  }
  const text = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered HTTP ${response.status}, not JSON`);
  }
  if (!response.ok || !envelope || envelope.success !== true) {
    const reason = [envelope?.errorCode, envelope?.message].filter(Boolean).join(': ');
    throw new Error(`${method} ${path} answered HTTP ${response.status}${reason ? ` (${reason})` : ''}`);
  }
  return envelope.value;
}

/**
 * Runs a call for a form or button: announces its result, or its error.
 * @param {() => Promise<string>} task
 */
async function run(task) {
  try {
    announce(await task());
  } catch (error) {
    announce(`Error: ${error instanceof Error ? error.message : String(error)}`, true);
  }
}

/**
 * "No requests", "1 request", "3 requests".
 * @param {number} count
 * @param {string} one
 * @param {string} many
 */
const counted = (count, one, many) => (count === 0 ? `No ${many}` : `${count} ${count === 1 ? one : many}`);

/** @param {number | null | undefined} ms */
const clock = (ms) => (typeof ms === 'number' ? new Date(ms).toLocaleTimeString() : '');

/**
 * One entry of a list: a title line, a line of facts, and the whole record as JSON behind a disclosure.
 * @param {{ title: string, facts?: (string | false | null | undefined)[], record?: unknown, label?: string }} entry
 */
function entryItem({ title, facts = [], record, label = title }) {
  const item = element('li', 'item');
  item.append(element('p', 'item-title', title));
  const line = facts.filter(Boolean).join(' · ');
  if (line) item.append(element('p', 'item-facts', line));
  if (record !== undefined) {
    const details = element('details');
    const summary = element('summary', '', 'Details');
    summary.setAttribute('aria-label', `Details of ${label}`);
    details.append(summary, element('pre', '', typeof record === 'string' ? record : JSON.stringify(record, null, 2)));
    item.append(details);
  }
  return item;
}

/**
 * Replaces a list's entries and its count line.
 * @template T
 * @param {string} name the list's id prefix (`${name}-list`, `${name}-count`)
 * @param {T[]} records
 * @param {(record: T) => HTMLElement} render
 * @param {string} countText
 */
function showList(name, records, render, countText) {
  byId(`${name}-list`).replaceChildren(...records.map(render));
  byId(`${name}-count`).textContent = countText;
}

/**
 * The form's fields as POST /__qa/faults takes them (server/qa/faults.ts FaultSpec); empty fields are left out.
 * @param {HTMLFormElement} form
 */
function faultSpec(form) {
  const data = new FormData(form);
  /** @param {string} name */
  const text = (name) => String(data.get(name) ?? '').trim();
  /** @type {Record<string, unknown>} */
  const match = { path: text('path') };
  if (text('method')) match.method = text('method');
  if (text('merchant')) match.merchant = text('merchant');
  /** @type {Record<string, unknown>} */
  const spec = { match };
  for (const name of ['status', 'delayMs', 'times', 'probability', 'seed', 'retryAfter']) {
    if (text(name) !== '') spec[name] = Number(text(name));
  }
  for (const name of ['errorCode', 'message', 'redirect']) if (text(name)) spec[name] = text(name);
  if (data.get('drop')) spec.drop = true;
  if (data.get('hang')) spec.hang = true;
  if (text('value')) {
    try {
      spec.value = JSON.parse(text('value'));
    } catch {
      throw new Error('Value is not valid JSON');
    }
  }
  return spec;
}

/**
 * An active fault, with a button that removes it alone.
 * @param {any} fault
 */
function faultItem(fault) {
  const item = faultEntry(fault);
  const remove = element('button', 'danger', 'Remove');
  remove.type = 'button';
  remove.setAttribute('aria-label', `Remove fault #${fault.id}`);
  remove.addEventListener(
    'click',
    () =>
      void run(async () => {
        await api('DELETE', `/__qa/faults/${fault.id}`);
        return `Fault #${fault.id} removed. ${await loadFaults()}.`;
      }),
  );
  item.append(remove);
  return item;
}

/** @param {any} fault */
function faultEntry(fault) {
  const target = `${fault.match.method ?? 'Any method'} ${fault.match.path}${fault.match.merchant ? ` (${fault.match.merchant})` : ''}`;
  return entryItem({
    title: `#${fault.id} ${target}`,
    label: `fault ${fault.id}`,
    facts: [
      fault.drop && 'drops the connection',
      fault.hang && 'hangs',
      fault.redirect && `redirects to ${fault.redirect}`,
      fault.status !== undefined && `HTTP ${fault.status}`,
      fault.errorCode && `error ${fault.errorCode}`,
      fault.message && `“${fault.message}”`,
      fault.value !== undefined && 'canned value',
      fault.delayMs && `after ${fault.delayMs} ms`,
      fault.retryAfter !== undefined && `Retry-After ${fault.retryAfter}`,
      fault.probability !== undefined && `${Math.round(fault.probability * 100)}% of requests`,
      fault.seed !== undefined && `seed ${fault.seed}`,
      fault.remaining === null ? 'until cleared' : `${fault.remaining} left`,
      counted(fault.hits, 'hit', 'hits'),
    ],
    record: fault,
  });
}

async function loadFaults() {
  /** @type {any[]} */
  const faults = await api('GET', '/__qa/faults');
  const text = counted(faults.length, 'active fault', 'active faults');
  showList('fault', faults, faultItem, `${text}.`);
  return text;
}

/** @param {any} entry */
function requestItem(entry) {
  const state = entry.status ?? (entry.clientAborted ? 'aborted' : 'pending');
  return entryItem({
    title: `#${entry.id} ${entry.method} ${entry.url}`,
    label: `request ${entry.id}`,
    facts: [
      String(state),
      entry.tEnd !== null && `${entry.tEnd - entry.tStart} ms`,
      entry.merchant,
      entry.fault !== null && `fault #${entry.fault}`,
      clock(entry.tStart),
    ],
    record: entry,
  });
}

/** @param {any} event */
function eventItem(event) {
  return entryItem({
    title: event.eventName,
    label: `event ${event.eventId}`,
    facts: [event.merchant, event.source, event.memberId && `member ${event.memberId}`, clock(event.receivedAt)],
    record: event,
  });
}

/** @param {any} beacon */
function beaconItem(beacon) {
  return entryItem({
    title: `${beacon.merchant} ${beacon.contentType}`,
    label: `beacon at ${clock(beacon.receivedAt)}`,
    facts: [clock(beacon.receivedAt)],
    record: beacon.value,
  });
}

/** @param {any} message */
function outboxItem(message) {
  return entryItem({
    title: `${message.channel === 'sms' ? 'SMS' : 'E-mail'} to ${message.recipient}: ${message.code}`,
    label: `message ${message.id}`,
    facts: [message.purpose, message.merchant, message.used ? 'used' : 'not used', clock(message.createdAt)],
    record: message,
  });
}

/** @param {any} token */
function pushTokenItem(token) {
  return entryItem({
    title: token.registrationToken,
    label: `token of ${token.memberId ?? 'no member'}`,
    facts: [
      token.merchant,
      token.memberId ? `member ${token.memberId}` : 'no member',
      token.subscribed ? 'subscribed' : 'unsubscribed',
      token.topics.length > 0 && `topics ${token.topics.join(', ')}`,
    ],
    record: token,
  });
}

/** @param {any} device */
function pushDeviceItem(device) {
  return entryItem({
    title: device.token,
    label: `device ${device.fid}`,
    facts: [device.projectId, `sender ${device.senderId}`, device.replacedBy && 'replaced', clock(device.createdAt)],
    record: device,
  });
}

/**
 * Wires a form's submit (the button or Enter in a field) to a call.
 * @param {string} id
 * @param {(form: HTMLFormElement) => Promise<string>} task
 */
function onSubmit(id, task) {
  const form = /** @type {HTMLFormElement} */ (byId(id));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.setAttribute('aria-busy', 'true');
    void run(() => task(form)).finally(() => form.removeAttribute('aria-busy'));
  });
}

/**
 * @param {string} id
 * @param {() => Promise<string>} task
 */
function onClick(id, task) {
  byId(id).addEventListener('click', () => void run(task));
}

/** @param {Record<string, string>} params */
function query(params) {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * @param {HTMLFormElement} form
 * @param {string} name
 */
const field = (form, name) => String(new FormData(form).get(name) ?? '').trim();

onSubmit('fault-form', async (form) => {
  const fault = await api('POST', '/__qa/faults', faultSpec(form));
  const active = await loadFaults();
  return `Fault #${fault.id} added for ${fault.match.path}. ${active}.`;
});
onSubmit('faults-form', async () => `${await loadFaults()}.`);
onClick('faults-clear', async () => {
  await api('DELETE', '/__qa/faults');
  await loadFaults();
  return 'All faults cleared.';
});

onSubmit('requests-form', async (form) => {
  const path = field(form, 'path');
  /** @type {any[]} */
  const entries = await api('GET', `/__qa/requests${query({ path, limit: field(form, 'limit') })}`);
  const text = `${counted(entries.length, 'request', 'requests')}${path ? ` for ${path}` : ''}`;
  showList('request', entries.slice().reverse(), requestItem, entries.length > 0 ? `${text}, newest first.` : `${text}.`);
  return `${text}.`;
});
onClick('requests-clear', async () => {
  await api('DELETE', '/__qa/requests');
  showList('request', [], requestItem, 'No requests.');
  return 'Request log cleared.';
});

onSubmit('events-form', async (form) => {
  const eventName = field(form, 'eventName');
  /** @type {any[]} */
  const events = await api('GET', `/__qa/events${query({ eventName })}`);
  const text = `${counted(events.length, 'event', 'events')}${eventName ? ` named ${eventName}` : ''}`;
  showList('event', events.slice().reverse(), eventItem, events.length > 0 ? `${text}, newest first.` : `${text}.`);
  return `${text}.`;
});
onClick('events-clear', async () => {
  await api('DELETE', '/__qa/events');
  showList('event', [], eventItem, 'No events.');
  return 'Events cleared.';
});

onSubmit('beacons-form', async () => {
  /** @type {any[]} */
  const beacons = await api('GET', '/__qa/beacons');
  const text = counted(beacons.length, 'beacon', 'beacons');
  showList('beacon', beacons.slice().reverse(), beaconItem, beacons.length > 0 ? `${text}, newest first.` : `${text}.`);
  return `${text}.`;
});

onSubmit('outbox-form', async () => {
  /** @type {any[]} */
  const messages = await api('GET', '/__qa/outbox');
  const text = counted(messages.length, 'message', 'messages');
  showList('outbox', messages.slice().reverse(), outboxItem, messages.length > 0 ? `${text}, newest first.` : `${text}.`);
  return `${text} in the outbox.`;
});

onSubmit('push-form', async (form) => {
  const merchant = field(form, 'merchant');
  const { tokens, devices } = await api('GET', `/__qa/push/registrations${query({ merchant })}`);
  const tokenText = counted(tokens.length, 'token', 'tokens');
  const deviceText = counted(devices.length, 'emulated device', 'emulated devices');
  showList('push-token', tokens, pushTokenItem, `${tokenText}${merchant ? ` for ${merchant}` : ''}.`);
  showList('push-device', devices, pushDeviceItem, `${deviceText}.`);
  return `${tokenText}${merchant ? ` for ${merchant}` : ''}, ${deviceText.toLowerCase()}.`;
});

// Reset: the button only opens the confirm step; the store is re-seeded when that is confirmed.
const resetStart = byId('reset-start');
const resetConfirm = /** @type {HTMLFormElement} */ (byId('reset-confirm'));
/** @param {boolean} open */
function setConfirmOpen(open) {
  resetConfirm.hidden = !open;
  resetStart.setAttribute('aria-expanded', String(open));
}
resetStart.addEventListener('click', () => {
  setConfirmOpen(true);
  byId('reset-confirm-title').focus();
});
byId('reset-cancel').addEventListener('click', () => {
  setConfirmOpen(false);
  resetStart.focus();
  announce('Reset cancelled.');
});
onSubmit('reset-confirm', async () => {
  await api('POST', '/__qa/reset', {});
  setConfirmOpen(false);
  resetStart.focus();
  for (const name of ['request', 'event', 'beacon', 'outbox', 'push-token', 'push-device'])
    showList(name, [], () => element('li'), '');
  await loadFaults();
  return 'Store re-seeded; the request log and faults are cleared.';
});

void run(async () => `Ready. ${await loadFaults()}.`);
