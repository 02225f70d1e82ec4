import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageFrame } from '../../../.storybook/pageFrame';
import { loadAdminStrings } from '../../../src/admin/i18n';
import type { AdminVendor } from '../../../src/api/contract/adminVendors';
import { GameDialog } from './GameDialog';
import { VendorDialog } from './VendorDialog';

/** The back office's game vendors (/admin/vendors): the vendor and game forms on fixtures. */

const house: AdminVendor = {
  code: 'LUMEN',
  names: { en: 'Lumen Studio', 'zh-CN': '流明工作室' },
  category: 'RNG',
  gameType: 'RNG',
  logoUrl: '/media/games/vendor-lumen-aurum.svg',
  enabled: true,
  freePlay: true,
  vassalageLobby: false,
  unknownRollback: 'OK',
  sorting: 10,
  launchUrlTemplate: null,
  house: true,
  games: 30,
  createdAt: '2026-11-27T00:00:00.000Z',
};
const save = fn(async () => {});
const rotate = fn();

const meta = {
  title: 'Admin/Vendors',
  decorators: [pageFrame({ padded: true })],
  loaders: [
    async ({ globals }) => {
      await loadAdminStrings('en');
      if (typeof globals.locale === 'string') await loadAdminStrings(globals.locale);
      return {};
    },
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** Adding a vendor: the fields are checked before anything is sent (the template must carry {token}). */
export const AddVendor: Story = {
  render: () => <VendorDialog vendor={null} onSave={save} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    save.mockClear();
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vendor code' }), 'acme_live');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name (English)' }), 'Acme Live');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name (Chinese)' }), '艾克米真人');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'LIVE');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Logo URL' }), 'https://cdn.acme.example/logo.png');
    const template = dialog.getByRole('textbox', { name: /Launch URL template/ });
    await userEvent.type(template, 'https://live.acme.example/?g={{gameCode}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The template must carry {token}')).toBeVisible();
    await expect(save).not.toHaveBeenCalled();
    await userEvent.type(template, '&t={{token}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({
          code: 'ACME_LIVE',
          category: 'LIVE',
          secret: null,
          launchUrlTemplate: 'https://live.acme.example/?g={gameCode}&t={token}',
        }),
      ),
    );
  },
};

/** A house vendor: its category, template and secret are the studio's; no rotate button. */
export const EditHouseVendor: Story = {
  render: () => <VendorDialog vendor={house} onSave={save} onRotate={rotate} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Category' })).toHaveAttribute('readonly');
    await expect(dialog.queryByRole('textbox', { name: /Launch URL template/ })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Rotate secret' })).toBeNull();
  },
};

/** Adding a game: the minimum bet is money, saved in minor units. */
export const AddGame: Story = {
  render: () => (
    <GameDialog
      vendorName="Acme Live"
      game={null}
      house={false}
      currency={{ symbol: '¥', digits: 2 }}
      onSave={save}
      onClose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    save.mockClear();
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Game code' }), 'speed-baccarat');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name (English)' }), 'Speed Baccarat');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name (Chinese)' }), '极速百家乐');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Icon URL' }), 'ftp://x');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter an amount above zero')).toBeVisible();
    await expect(dialog.getByText('An https:// URL or a /media/ path')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Minimum bet' }), '12.5');
    const icon = dialog.getByRole('textbox', { name: 'Icon URL' });
    await userEvent.clear(icon);
    await userEvent.type(icon, '/media/acme/baccarat.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'speed-baccarat', minBet: 1250, classify: null }),
      ),
    );
  },
};
