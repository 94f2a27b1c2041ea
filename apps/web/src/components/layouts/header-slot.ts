import { createContext, type ReactNode } from 'react';

/**
 * What the signed-in user's header shows beside the logo (search, upgrade, notifications, help).
 * The app layer provides it, since shared layouts never import features.
 */
export const UserHeaderSlotContext = createContext<ReactNode>(null);
