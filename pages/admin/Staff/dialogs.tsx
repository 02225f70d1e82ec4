import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Box, Stack } from '../../../design-system/Layout';
import { PasswordField } from '../../../design-system/PasswordField';
import { Select } from '../../../design-system/Select';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { staffAccountKeys, staffAccountsApi } from '../../../src/admin/staffAccountsApi';
import { STAFF_ROLES, type StaffRole } from '../../../src/api/contract/accounts';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_USERNAME_PATTERN,
  type StaffAccount,
} from '../../../src/api/contract/adminStaff';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import {
  type BrandChoice,
  BrandPicker,
  defaultBrands,
  useBrandOptions,
  useBrandsCheck,
  useBrandsError,
} from './brands';

/** The role picker's options, in the table's order, by their translated names. */
function useRoleOptions() {
  const { t } = useTranslation(ADMIN_NS);
  return STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
}

/**
 * Create: username, role, brands (every brand, or a limited admin's own, unless changed), and a typed
 * password or (left empty) a generated one shown next.
 */
export function CreateStaffDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (username: string, password?: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const roles = useRoleOptions();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [password, setPassword] = useState('');
  const options = useBrandOptions();
  const brandsCheck = useBrandsCheck();
  const brandsError = useBrandsError();
  /** Undefined until the admin changes it: the default of the brands they may give. */
  const [picked, setPicked] = useState<BrandChoice | undefined>();
  const brands = picked !== undefined ? picked : options.data ? defaultBrands(options.data) : null;
  const [errors, setErrors] = useState<{ username?: string; password?: string; brands?: string; form?: string }>({});
  const create = useMutation({
    mutationFn: () =>
      staffAccountsApi.create({ username: username.trim(), role, brands, password: password || undefined }),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });
      toast.success(t('staff.created', { name: res.staff.username }), { id: 'staff-created' });
      onCreated(res.staff.username, res.generatedPassword);
    },
    onError: (err) =>
      setErrors(
        err instanceof ApiError && err.code === 'staff.username_taken'
          ? { username: errorMessage(err) }
          : brandsError(err)
            ? { brands: brandsError(err) }
            : { form: errorMessage(err) },
      ),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!STAFF_USERNAME_PATTERN.test(username.trim())) next.username = t('staff.usernameRule');
    if (password && (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX)) {
      next.password = t('staff.passwordRule', { min: STAFF_PASSWORD_MIN, max: STAFF_PASSWORD_MAX });
    }
    next.brands = brandsCheck(brands);
    if (!next.brands) delete next.brands;
    setErrors(next);
    if (Object.keys(next).length === 0) create.mutate();
  };
  const busy = create.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('staff.createTitle')}
      description={t('staff.createLead')}
      dismissible={!busy}
      size="form"
      footer={
        <>
          <Button variant="secondary" disabled={busy} onPress={onClose}>
            {t('queue.cancel')}
          </Button>
          <Button type="submit" form="staff-create-form" loading={busy} disabled={!options.data}>
            {t('staff.create')}
          </Button>
        </>
      }
    >
      <form id="staff-create-form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TextField
            label={t('staff.username')}
            hint={t('staff.usernameRule')}
            value={username}
            autoComplete="off"
            error={errors.username}
            onChange={setUsername}
          />
          <Select label={t('staff.role')} options={roles} value={role} onChange={(v) => setRole(v as StaffRole)} />
          {options.data ? (
            <BrandPicker
              options={options.data}
              value={brands}
              error={errors.brands}
              onChange={(next) => {
                setPicked(next);
                setErrors(({ brands: _, ...rest }) => rest);
              }}
            />
          ) : (
            <Box as="p" role={options.isError ? 'alert' : 'status'}>
              <Text tone="muted" size="sm">
                {options.isError ? errorMessage(options.error) : t('staff.brandsLoading')}
              </Text>
            </Box>
          )}
          <PasswordField
            label={t('staff.initialPassword')}
            hint={t('staff.initialPasswordHint', { min: STAFF_PASSWORD_MIN })}
            optional
            value={password}
            autoComplete="new-password"
            error={errors.password ?? errors.form}
            onChange={setPassword}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

/** Change a role: the picker, then Save (the server refuses yourself and the last admin). */
export function RoleDialog({ member, onClose }: { member: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const roles = useRoleOptions();
  const [role, setRole] = useState<StaffRole>(member.role);
  const save = useMutation({
    mutationFn: () => staffAccountsApi.update(member.id, { role }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffAccountKeys.all });
      toast.success(t('staff.roleChanged', { name: member.username }), { id: 'staff-role' });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t('staff.roleTitle', { name: member.username })}
      description={t('staff.roleLead')}
      size="form"
      footer={
        <>
          <Button variant="secondary" disabled={save.isPending} onPress={onClose}>
            {t('queue.cancel')}
          </Button>
          <Button loading={save.isPending} disabled={role === member.role} onPress={() => save.mutate()}>
            {t('staff.save')}
          </Button>
        </>
      }
    >
      <Select
        label={t('staff.role')}
        options={roles}
        value={role}
        error={save.isError ? errorMessage(save.error) : undefined}
        onChange={(v) => setRole(v as StaffRole)}
      />
    </Dialog>
  );
}
