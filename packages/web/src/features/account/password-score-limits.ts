// The minimum score without loading the scorer's dictionary (same value as the contract's
// MIN_PASSWORD_SCORE, which lives next to the dictionary; password-score-limits.test.ts checks it).
export const MIN_PASSWORD_SCORE = 3;
