/** /reports, where "my reports" lists the reports generated in the background and says how each ended. */
export const MY_REPORTS_PATH = '/reports';
