import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const paragraphs = style({ display: 'grid', gap: vars.space.md });

export const paragraph = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });

export const agree = style({ flex: '1 1 auto' });
