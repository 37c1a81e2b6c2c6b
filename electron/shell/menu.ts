// The native menu as data: main.ts hands the result to Menu.buildFromTemplate unchanged.
// Labels come from the renderer's catalog (shell.setMenuLabels), so the menu speaks the language the
// window shows; accelerators are shown but not registered, because the renderer handles every key.
import { COMMANDS, type CommandId, type MenuId, type MenuLabelId } from '../../protocol/bridge.ts';
import { MENU_LABELS_EN } from '../../protocol/menu-labels.ts';

/** The subset of Electron's MenuItemConstructorOptions we use (kept structural: no 'electron' import here). */
export interface MenuItemSpec {
  id?: string;
  label?: string;
  role?:
    | 'cut'
    | 'copy'
    | 'paste'
    | 'selectAll'
    | 'quit'
    | 'zoomIn'
    | 'zoomOut'
    | 'resetZoom'
    | 'togglefullscreen'
    | 'about'
    | 'appMenu';
  type?: 'separator' | 'submenu';
  accelerator?: string;
  registerAccelerator?: boolean;
  submenu?: MenuItemSpec[];
  click?: () => void;
}

type RoleItem = { role: NonNullable<MenuItemSpec['role']>; label: MenuRoleLabelKey };
type MenuRoleLabelKey = Extract<MenuLabelId, `menu.${string}`>;

/** Standard editing and window roles placed after the commands of each menu. */
const ROLE_ITEMS: Record<MenuId, RoleItem[]> = {
  file: [{ role: 'quit', label: 'menu.quit' }],
  edit: [
    { role: 'cut', label: 'menu.cut' },
    { role: 'copy', label: 'menu.copy' },
    { role: 'paste', label: 'menu.paste' },
    { role: 'selectAll', label: 'menu.selectAll' },
  ],
  view: [
    { role: 'zoomIn', label: 'menu.zoomIn' },
    { role: 'zoomOut', label: 'menu.zoomOut' },
    { role: 'resetZoom', label: 'menu.resetZoom' },
    { role: 'togglefullscreen', label: 'menu.fullscreen' },
  ],
  help: [{ role: 'about', label: 'menu.about' }],
};

const MENU_ORDER: readonly MenuId[] = ['file', 'edit', 'view', 'help'];

/** English labels, used until the renderer has sent its own (the first few hundred milliseconds). */
export const FALLBACK_MENU_LABELS: Record<MenuLabelId, string> = MENU_LABELS_EN;

/** Groups of commands within one menu are separated where the command family changes (deck.* | data.*). */
function commandItems(
  menu: MenuId,
  labels: Record<MenuLabelId, string>,
  run: (command: CommandId) => void,
): MenuItemSpec[] {
  const items: MenuItemSpec[] = [];
  let family = '';
  for (const command of COMMANDS.filter((c) => c.menu === menu)) {
    const commandFamily = command.id.split('.')[0];
    if (family && commandFamily !== family) items.push({ type: 'separator' });
    family = commandFamily;
    items.push({
      id: command.id,
      label: labels[`command.${command.id}`],
      accelerator: command.accelerator,
      registerAccelerator: false,
      click: () => run(command.id),
    });
  }
  return items;
}

/** macOS puts the application menu (About, Hide, Quit) first; elsewhere Quit lives in File. */
export function menuTemplate(
  labels: Record<MenuLabelId, string>,
  run: (command: CommandId) => void,
  platform: string = 'linux',
): MenuItemSpec[] {
  const menus = MENU_ORDER.map((menu): MenuItemSpec => {
    const commands = commandItems(menu, labels, run);
    const roles: MenuItemSpec[] = ROLE_ITEMS[menu].map(({ role, label }) => ({ role, label: labels[label] }));
    const submenu =
      commands.length && roles.length
        ? [...commands, { type: 'separator' as const }, ...roles]
        : [...commands, ...roles];
    return { id: menu, label: labels[`menu.${menu}`], submenu };
  });
  return platform === 'darwin' ? [{ role: 'appMenu' }, ...menus] : menus;
}
