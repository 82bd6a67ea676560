import { type HeldPermission, visibleScreens } from '@backdesk/domain';

/** The screens of the product: name (the spec's route name), path and title key. */
export type Screen = {
  name: string;
  path: string;
  titleKey: string;
  group?: 'manageCenter';
  hidden?: boolean;
};

export const screens = {
  dashboard: { name: 'dashboard', path: '/dashboard', titleKey: 'routes.dashboard' },
  user: { name: 'user', path: '/manageCenter/user', titleKey: 'routes.user', group: 'manageCenter' },
  team: { name: 'team', path: '/manageCenter/team', titleKey: 'routes.team', group: 'manageCenter' },
  role: { name: 'role', path: '/manageCenter/role', titleKey: 'routes.role', group: 'manageCenter' },
} as const satisfies Record<string, Screen>;

/** Screens in the menu that the held codes make visible. */
export function menuScreens(btns: readonly HeldPermission[]): Screen[] {
  const visible = visibleScreens(btns);
  return Object.values(screens).filter((s: Screen) => !s.hidden && visible.has(s.name));
}
