/**
 * The customer-service feature's public entry (spec §3 Customer service entry, §5, §7; ACCEPTANCE D31, D47–D53,
 * C70, C71): opening customer service (the menu's SERVICE and REFERRAL entries), the chat entry with its unread
 * badge, and the start-up that keeps the entries and the chat widget's user in step with the session.
 */
export { openCustomerService } from './open-service';
export { ChatEntry, startCustomerService } from './first-screen-entry';
export { unreadBadge } from './rules/chat-route';
export { openChat } from './open-chat';
