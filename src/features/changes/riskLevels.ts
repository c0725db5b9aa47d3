import type { RiskLevel } from '../../api/tags/process';

/** The risk levels a change is rated with (process.yaml RiskLevel), low to high. */
export const RISK_LEVELS: readonly RiskLevel[] = ['Low', 'Medium', 'High'];
