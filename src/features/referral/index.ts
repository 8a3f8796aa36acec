/** Referral: the member's invite link (/m/inviteFriends) and the agent's downline registration (/m/agentRegister). */
export { ReferralLinkCard } from './ReferralLinkCard';
export { AgentRegisterForm } from './AgentRegisterForm';
export { copyText } from './copy-text';
export * from './rules';
import './referral.css';
