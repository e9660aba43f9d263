export { notificationMails } from './notification-mails.table.ts'
export { runNotificationMailJob } from './notifications.mail.ts'
export {
  notifyApplicationReceived,
  notifyFollowers,
  notifyNewApplicant,
  notifyNoteAdded,
  notifyNoteEdited,
  notifyRatingAdded,
  notifyStatusChange,
} from './notifications.notify.ts'
export { notificationsRoutes } from './notifications.routes.ts'
export { notifyReceipt } from './notifications.service.ts'
export { notifications } from './notifications.table.ts'
