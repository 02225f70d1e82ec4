import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Dialog } from '../../design-system/Dialog';
import { FormAlert } from '../../design-system/Form';
import { IconPicker } from '../../design-system/IconPicker';
import { accountsApi } from '../../src/api/accounts';
import type { Avatar, MemberInfo } from '../../src/api/contract/accounts';
import { ApiError, errorKey } from '../../src/api/errors';
import { avatarOptions } from '../../src/app/avatars';
import { memberInfoKey } from '../../src/app/useAuth';

/** The member centre's head-icon picker: the icons as a radio group, saved to the account. */
export function AvatarDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Avatar | null;
}) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Avatar | ''>(current ?? '');
  const save = useMutation({
    mutationFn: (avatar: Avatar) => accountsApi.setAvatar(avatar),
    onSuccess: (info: MemberInfo) => {
      queryClient.setQueryData(memberInfoKey, info);
      onOpenChange(false);
    },
  });
  const close = (next: boolean) => {
    if (!next) {
      save.reset();
      setPicked(current ?? '');
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="form"
      title={t('member.avatar.title')}
      dismissible={!save.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={() => close(false)} disabled={save.isPending}>
            {t('member.avatar.cancel')}
          </Button>
          <Button
            loading={save.isPending}
            disabled={picked === '' || picked === current}
            onPress={() => picked !== '' && save.mutate(picked)}
          >
            {t('member.avatar.save')}
          </Button>
        </>
      }
    >
      <IconPicker
        label={t('member.avatar.label')}
        options={avatarOptions.map(({ value, Icon }) => ({
          value,
          label: t(`member.avatar.names.${value}`),
          icon: <Icon />,
        }))}
        value={picked}
        onChange={setPicked}
        disabled={save.isPending}
      />
      {save.isError ? (
        <FormAlert message={errorKey(save.error instanceof ApiError ? save.error.code : 'unknown')} />
      ) : null}
    </Dialog>
  );
}
