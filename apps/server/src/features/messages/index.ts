export { composeForApplicant } from './compose.ts'
export { messagesRoutes } from './messages.routes.ts'
export { createMessage, findMessages, processOutbox } from './messages.service.ts'
export { messages } from './messages.table.ts'
