import { z } from 'zod';
import { FINE_MAX, fineRule, requiredText } from '../rules/settings';
import { withRule } from './zodRules';

/** PUT /api/settings (spec 3 §5 "Settings": all required). */
export const settingsBody = z.object({
  title: z.string({ error: 'validation.required' }).max(255).superRefine(withRule(requiredText)),
  description: z.string({ error: 'validation.required' }).max(5000).superRefine(withRule(requiredText)),
  fine: z.number({ error: 'validation.required' }).superRefine(withRule(fineRule)).min(0).max(FINE_MAX),
});
export type SettingsBody = z.infer<typeof settingsBody>;

export const generalInfo = z.object({ title: z.string(), description: z.string() });
