export { pollInbox } from './imap-poller.ts'
export { inboxRoutes } from './inbox.routes.ts'
export { importMail, trimInboundLog } from './inbox.service.ts'
export { inboundMails } from './inbox.table.ts'
