/** A keyboard shortcut: its keys, pressed together, and the translation key of what it does. */
export interface Shortcut {
  keys: readonly string[];
  action: string;
}

/** The shell's keys (src/app/shell: useGlobalShortcuts, the skip link, dialogs, the side menu), listed by `?` and the help. */
export const SHELL_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Ctrl', 'K'], action: 'shell.shortcuts.palette' },
  { keys: ['?'], action: 'shell.shortcuts.help' },
  { keys: ['Tab'], action: 'shell.shortcuts.skip' },
  { keys: ['Esc'], action: 'shell.shortcuts.close' },
  { keys: ['Enter'], action: 'shell.shortcuts.menuGroup' },
];

/** Keys the kit's widgets answer (DataGrid/rowNavigation.ts, ImageViewer), listed by the help. */
export const WIDGET_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['↑'], action: 'help.shortcuts.gridPrevious' },
  { keys: ['↓'], action: 'help.shortcuts.gridNext' },
  { keys: ['Home'], action: 'help.shortcuts.gridFirst' },
  { keys: ['End'], action: 'help.shortcuts.gridLast' },
  { keys: ['←'], action: 'help.shortcuts.imagePrevious' },
  { keys: ['→'], action: 'help.shortcuts.imageNext' },
  { keys: ['+'], action: 'help.shortcuts.imageZoomIn' },
  { keys: ['-'], action: 'help.shortcuts.imageZoomOut' },
];
