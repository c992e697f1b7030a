/** Action state shared by main (writes) and post (reads). */
export const STATE_JOB_IDS = 'job-ids';
export const STATE_FINALIZED = 'finalized';
