import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusProgress } from '../../design-system/BonusProgress';
import { Button } from '../../design-system/Button';
import { FormDialog } from '../../design-system/FormDialog';
import { Stack } from '../../design-system/Layout';
import { SectionHeader } from '../../design-system/SectionHeader';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { TextField } from '../../design-system/TextField';
import { toast } from '../../design-system/Toast';
import { bonusApi, bonusKeys } from '../../src/api/bonus';
import { PROMO_CODE_MAX } from '../../src/api/contract/bonus.constants';
import { ApiError } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import * as css from './MemberHome.css';

const CODE = /^[A-Za-z0-9_-]+$/;

/**
 * The member centre's bonuses (docs/bonuses.md): each active grant's wagering progress, live (every
 * bet moves it: the live channel refetches it), and a promotion-code entry.
 */
export function MyBonuses() {
  const { t } = useTranslation('wallet');
  const messageOf = useErrorMessage();
  const queryClient = useQueryClient();
  const grants = useQuery({ queryKey: bonusKeys.grants, queryFn: bonusApi.grants });
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: (value: string) => bonusApi.redeem(value),
    onSuccess: () => {
      setOpen(false);
      setCode('');
      toast.success(t('bonus.redeemed'));
      void queryClient.invalidateQueries({ queryKey: bonusKeys.grants });
      void queryClient.invalidateQueries({ queryKey: walletKey });
    },
  });
  const submit = () => {
    const value = code.trim();
    if (!value) return setFieldError(t('bonus.codeRequired'));
    if (value.length > PROMO_CODE_MAX || !CODE.test(value)) return setFieldError(t('bonus.codeFormat'));
    setFieldError(null);
    return redeem.mutateAsync(value);
  };
  const error = redeem.error;
  const active = grants.data?.active ?? [];
  return (
    <section aria-labelledby="my-bonuses" className={css.bonuses}>
      <SectionHeader
        id="my-bonuses"
        title={t('bonus.title')}
        level={2}
        size="sub"
        actions={
          <Button size="sm" variant="secondary" icon={<Ticket aria-hidden />} onPress={() => setOpen(true)}>
            {t('bonus.redeem')}
          </Button>
        }
      />
      {grants.data ? (
        active.length > 0 ? (
          <Stack gap="sm">
            {active.map((g) => (
              <BonusProgress
                key={g.id}
                grant={g}
                currencySymbol={grants.data.currencySymbol}
                digits={grants.data.minorUnitDigits}
              />
            ))}
          </Stack>
        ) : (
          <p className={css.account}>{t('bonus.none')}</p>
        )
      ) : grants.isError ? (
        <p className={css.account}>{messageOf(grants.error)}</p>
      ) : (
        <SkeletonGroup>
          <Skeleton shape="rect" aspectRatio="4 / 1" />
        </SkeletonGroup>
      )}
      <FormDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setFieldError(null);
            redeem.reset();
          }
        }}
        title={t('bonus.redeemTitle')}
        description={t('bonus.redeemDescription')}
        submitLabel={t('bonus.redeemSubmit')}
        busy={redeem.isPending}
        onSubmit={submit}
        error={error && !(error instanceof ApiError && error.code === 'request.invalid') ? messageOf(error) : undefined}
      >
        <TextField
          label={t('bonus.code')}
          value={code}
          onChange={(v) => setCode(v.toUpperCase())}
          maxLength={PROMO_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          error={
            fieldError ??
            (error instanceof ApiError && error.code === 'request.invalid' ? t('bonus.codeFormat') : undefined)
          }
        />
      </FormDialog>
    </section>
  );
}
