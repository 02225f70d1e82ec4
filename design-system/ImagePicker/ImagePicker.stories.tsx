import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

/** A 1×1 PNG as a File. */
const pngFile = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

function Stateful(props: Omit<ImagePickerProps, 'files'> & { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(props.initial ?? []);
  return (
    <ImagePicker
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ImagePicker',
  component: Stateful,
  args: {
    label: 'Pictures',
    max: 3,
    accept: 'image/png,image/jpeg',
    hint: 'PNG or JPG, up to 5 MB each',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the add tile; picking two files shows two previews, each with its remove button. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Add a picture/);
    await userEvent.upload(input, [pngFile('receipt.png'), pngFile('screen.png')]);
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt.png' }));
    await expect(canvas.queryByRole('img', { name: 'receipt.png' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'screen.png' })).toBeInTheDocument();
  },
};

/** Full: three pictures and no add tile. */
export const Full: Story = {
  args: { initial: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /Remove/ })).toHaveLength(3);
    await expect(canvas.queryByLabelText(/Add a picture/)).toBeNull();
  },
};

/** An error from the page's checks, announced. */
export const WithError: Story = {
  args: { initial: [pngFile('a.png')], error: 'Images must be PNG or JPG pictures.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('PNG or JPG');
  },
};
