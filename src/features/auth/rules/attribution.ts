/** Stored attribution (spec §3 reg_info) as the register payload needs it; the tracking feature keeps it. */
export { REG_INFO_KEY, attributionDomain, parseRegInfo, readRegInfo, type StoredAttribution } from '../../tracking';
