/** Web push (issue 7 item 7): the permission modal, and the start-up that sets the token up with the backend. */
export { startPush } from './start';
export { NotificationPrompt } from './NotificationPrompt';
