export { notificationMails } from './notification-mails.table.ts'
export { runNotificationMailJob } from './notifications.mail.ts'
export {
  followersOfMany,
  type KnownFollowers,
  notifyApplicationReceived,
  notifyFollowers,
  notifyNewApplicant,
  notifyNoteAdded,
  notifyNoteEdited,
  notifyRatingAdded,
  notifyStatusChange,
  type Recipient,
} from './notifications.notify.ts'
export { notificationsRoutes } from './notifications.routes.ts'
export { notifyReceipt } from './notifications.service.ts'
export { notifications } from './notifications.table.ts'
