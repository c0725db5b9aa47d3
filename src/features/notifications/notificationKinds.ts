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
} as const;
