/** The notification kinds (notificationKey) the app knows (spec 000 section 3 and the message contract). */
export const NOTIFICATION_KINDS = {
  reviewPendingSerie: 'Ticket.ReviewPendingSerie',
  reviewPendingWarehouse: 'Ticket.ReviewPendingWarehouse',
  reviewScheduled: 'Ticket.ReviewScheduled',
  surveySend: 'Survey.Send',
  roleChanged: 'User.RoleChanged',
  moveToOnSite: 'Ticket.MoveToOnSite',
  moveToScheduled: 'Ticket.MoveToScheduled',
  permissionsCopied: 'User.PermissionsCopied',
  escalation: 'Ticket.Escalation',
  notice: 'Admin.Notice',
  changeApprovalPending: 'Change.ApprovalPending',
  changeApprovalDecided: 'Change.ApprovalDecided',
  reportGenerated: 'Report.Generated',
  reportFailed: 'Report.Failed',
  reportCancelled: 'Report.Cancelled',
  exportReady: 'Export.Ready',
} as const;

/** The kinds about a change (its id in the message's ** markers): opening one opens the change, receiving one refreshes it. */
export const CHANGE_KINDS: readonly string[] = [NOTIFICATION_KINDS.changeApprovalPending, NOTIFICATION_KINDS.changeApprovalDecided];

/** The kinds telling that a report generated in the background finished (its id in the message's first ** markers). */
export const REPORT_KINDS: readonly string[] = [NOTIFICATION_KINDS.reportGenerated, NOTIFICATION_KINDS.reportFailed, NOTIFICATION_KINDS.reportCancelled];
