import { z } from 'zod';

/** A message kept in the outbox, as the development mail list shows it. */
export const DevMailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type DevMailMessage = z.infer<typeof DevMailMessageSchema>;

export const DevMailListResponseSchema = z.object({ data: z.array(DevMailMessageSchema) });
export type DevMailListResponse = z.infer<typeof DevMailListResponseSchema>;
