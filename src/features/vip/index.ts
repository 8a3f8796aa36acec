/** VIP: the member's card with label, rank, progress and benefits (spec §3 Member info, §4 VIP progress). */
export { VipCard } from './VipCard';
export { progressPercent, showVipBenefit } from './rules';
import './vip.css';
