import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Checkbox } from '../../../design-system/Checkbox';
import { Dialog } from '../../../design-system/Dialog';
import { Box, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { FieldMessage } from '../../../design-system/TextField/FieldParts';
import * as fieldCss from '../../../design-system/TextField/FieldParts.css';
import { toast } from '../../../design-system/Toast';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffAccountKeys, staffAccountsApi } from '../../../src/admin/staffAccountsApi';
import type { StaffAccount, StaffBrandOptions } from '../../../src/api/contract/adminStaff';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import * as own from './Staff.css';

/** A staff account's brands as the API takes them: null is every brand, else a non-empty list. */
export type BrandChoice = string[] | null;

/**
 * The brands the signed-in admin may give (GET /api/admin/brands): every brand, or only their own.
 * Kept per admin, so another admin signing in on this tab never sees the previous one's.
 */
export function useBrandOptions() {
  const me = useStaff();
  return useQuery({ queryKey: [...staffAccountKeys.brands, me?.username ?? ''], queryFn: staffAccountsApi.brands });
}

/** What a new account gets unless the admin changes it: every brand, or all of a limited admin's own. */
export const defaultBrands = (options: StaffBrandOptions): BrandChoice =>
  options.everyBrand ? null : options.brands.map((b) => b.code);

/** Whether two choices are the same: both every brand, or the same codes in any order. */
const sameBrands = (a: BrandChoice, b: BrandChoice) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((c) => b.includes(c));

/** The message of a brand choice the form cannot send (none chosen), or undefined when it can. */
export function useBrandsCheck() {
  const { t } = useTranslation(ADMIN_NS);
  return (value: BrandChoice) => (value !== null && value.length === 0 ? t('staff.brandsRequired') : undefined);
}

/** The translated message of a failed save that concerns the brands, or undefined for another failure. */
export function useBrandsError() {
  const { t } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  return (err: unknown) => {
    if (!(err instanceof ApiError)) return undefined;
    if (err.fields.brands === 'unknownBrand') return t('staff.brandsUnknown');
    if (err.code === 'staff.brand_forbidden') return errorMessage(err);
    return undefined;
  };
}

/**
 * The brand checkboxes of a staff account: "All brands" (null) for an admin of every brand, then one
 * box a brand (hidden while "All brands" is ticked). A limited admin sees only their own brands.
 */
export function BrandPicker({
  options,
  value,
  error,
  onChange,
}: {
  options: StaffBrandOptions;
  value: BrandChoice;
  error?: string;
  onChange: (next: BrandChoice) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (code: string, on: boolean) => {
    const current = value ?? [];
    onChange(on ? [...current, code] : current.filter((c) => c !== code));
  };
  return (
    <fieldset className={own.group} aria-describedby={error ? errorId : hintId}>
      <legend className={own.legend}>{t('staff.brands')}</legend>
      {/* The boxes, one a line (each its own 44 px touch target). */}
      <Stack gap="none" minWidth={0}>
        {options.everyBrand ? (
          <Checkbox label={t('staff.allBrands')} checked={value === null} onChange={(on) => onChange(on ? null : [])} />
        ) : null}
        {value !== null
          ? options.brands.map((b) => (
              <Checkbox
                key={b.code}
                label={
                  <Text wrap="anywhere">
                    {b.name}{' '}
                    <Text tone="muted" size="sm" weight="regular">
                      ({b.code})
                    </Text>
                  </Text>
                }
                checked={value.includes(b.code)}
                aria-invalid={error ? true : undefined}
                onChange={(on) => toggle(b.code, on)}
              />
            ))
          : null}
      </Stack>
      {/* As the other fields: the hint under the control, the error in its place. */}
      <FieldMessage
        hint={t(options.everyBrand ? 'staff.brandsHint' : 'staff.brandsOwnHint')}
        error={error}
        hintId={hintId}
        errorId={errorId}
      />
    </fieldset>
  );
}

/** Change the brands of an account: the picker, then Save (the server keeps a limited admin to theirs). */
export function BrandsDialog({ member, onClose }: { member: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const brandsError = useBrandsError();
  const check = useBrandsCheck();
  const options = useBrandOptions();
  const initial: BrandChoice = member.brands?.length ? member.brands : null;
  const [value, setValue] = useState<BrandChoice>(initial);
  const [invalid, setInvalid] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: () => staffAccountsApi.update(member.id, { brands: value }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });
      toast.success(t('staff.brandsChanged', { name: member.username }), { id: 'staff-brands' });
      onClose();
    },
  });
  const unchanged = sameBrands(value, initial);
  const submit = () => {
    const problem = check(value);
    setInvalid(problem);
    if (!problem) save.mutate();
  };
  const error =
    invalid ??
    (save.isError ? (brandsError(save.error) ?? errorMessage(save.error)) : undefined) ??
    (options.isError ? errorMessage(options.error) : undefined);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t('staff.brandsTitle', { name: member.username })}
      description={t('staff.brandsLead')}
      size="form"
      footer={
        <>
          <Button variant="secondary" disabled={save.isPending} onPress={onClose}>
            {t('queue.cancel')}
          </Button>
          <Button loading={save.isPending} disabled={!options.data || unchanged} onPress={submit}>
            {t('staff.save')}
          </Button>
        </>
      }
    >
      {options.data ? (
        <BrandPicker
          options={options.data}
          value={value}
          error={error}
          onChange={(next) => {
            setValue(next);
            setInvalid(undefined);
          }}
        />
      ) : (
        <Box as="p" className={error ? fieldCss.errorMessage : undefined} role={error ? 'alert' : 'status'}>
          {error ?? (
            <Text tone="muted" size="sm">
              {t('staff.brandsLoading')}
            </Text>
          )}
        </Box>
      )}
    </Dialog>
  );
}
