/**
 * The notifications feature's public entry: no other feature uses anything of it. The app loads its
 * screens (components/notification-settings-page.tsx, components/notifications-page.tsx) by path, lazily.
 */
export {}
