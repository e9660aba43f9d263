/**
 * The query keys of interviews. An applicant's bookings sit under the applicant (an applicant
 * write refreshes them); the invitation templates under the templates' filtered lists (a template
 * write makes them stale).
 */
export const interviewKeys = {
  timeslots: ['timeslots'] as const,
  range: (first: string, last: string) => [...interviewKeys.timeslots, 'range', first, last] as const,
  free: (days: number, locationId: number | null) =>
    [...interviewKeys.timeslots, 'free', days, locationId] as const,
  allBookings: ['applicants', 'bookings'] as const,
  bookings: (applicantId: number) => [...interviewKeys.allBookings, applicantId] as const,
  invitationTemplates: (group: string | null) => ['message-templates', 'filter', 'einladung', group] as const,
  locations: ['locations'] as const,
}
