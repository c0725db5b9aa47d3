/**
 * The generated-report type of each report screen (catalog.yaml getGeneratedReportTypes, ids assumed): a screen asks
 * the service to generate its own report in the background.
 */
export const GENERATED_TYPE_OF = {
  incidentReportsOpen: 1,
  incidentReportsHistorical: 2,
  expenseReport: 3,
  recidivists: 4,
  remoteWork: 5,
  mayorIncident: 6,
  exportTicketsReport: 7,
} as const;

/** A generated report's statuses: requested and in progress may still be cancelled. */
export const RUNNING_STATUSES: ReadonlySet<number> = new Set([1, 2]);

/** A generated report's status once its file is ready (and sent to the user's e-mail). */
export const GENERATED_STATUS = 3;
