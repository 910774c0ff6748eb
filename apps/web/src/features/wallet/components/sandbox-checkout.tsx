// The sandbox provider's checkout page (/wallet/checkout/{order}?token=): the order (crystals, price,
// buyer) with Pay and Cancel, then the result and a way back to the wallet. It is dressed as a
// separate payment provider and marked as a test one, since paying here moves no real money.
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons';
import { formatCrystals } from '../../../lib/crystals';
import { useRouteLocale } from '../../../lib/locale-navigation';
import { checkoutQueryOptions, useAnswerCheckout } from '../api/checkout';
import { formatMoney } from '../money';
import classes from './sandbox-checkout.module.css';

interface CheckoutProps {
  orderId: number;
  token: string;
  /** The wallet tab, following this order. */
  walletPath: string;
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <div className={classes.testBar} role="note">
        {t('wallet.checkout.testMode')} · {t('wallet.checkout.testNote')}
      </div>
      <Container size={480} py={{ base: 24, sm: 56 }} px="md">
        <Group gap={10} mb="lg">
          <span className={classes.brandMark} aria-hidden="true">
            S
          </span>
          <Text fw={800} fz={20} c="#1b1f2a">
            {t('wallet.checkout.brand')}
          </Text>
        </Group>
        <div className={classes.card}>
          <Stack gap="md" p={{ base: 'lg', sm: 32 }}>
            {children}
          </Stack>
        </div>
      </Container>
    </div>
  );
}

function Outcome(props: { isPaid: boolean; title: string; text: string; walletPath: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" role="status">
      <span className={props.isPaid ? classes.paidIcon : classes.otherIcon}>
        {props.isPaid ? <CheckIcon size={28} /> : <WarningIcon size={28} />}
      </span>
      <Title order={1} fz={24} c="#1b1f2a">
        {props.title}
      </Title>
      <Text className={classes.muted}>{props.text}</Text>
      <Button component={Link} to={props.walletPath} color="indigo" mt="sm">
        {t('wallet.checkout.back')}
      </Button>
    </Stack>
  );
}

export function SandboxCheckout({ orderId, token, walletPath }: CheckoutProps) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const checkout = useQuery({ ...checkoutQueryOptions(orderId, token), enabled: token !== '' });
  const answer = useAnswerCheckout(orderId, token);
  const [action, setAction] = useState<'pay' | 'cancel' | null>(null);
  if (token === '' || checkout.isError)
    return (
      <Frame>
        <Outcome
          isPaid={false}
          title={t('wallet.checkout.invalidTitle')}
          text={t('wallet.checkout.invalidText')}
          walletPath={walletPath}
        />
      </Frame>
    );
  if (checkout.data === undefined)
    return (
      <Frame>
        <Loader mx="auto" color="indigo" aria-label={t('common.loading')} />
      </Frame>
    );
  const order = checkout.data;
  const crystals = formatCrystals(order.crystals, locale);
  const price = formatMoney(order.price, order.currency, locale);
  if (order.status === 'paid' || (answer.isSuccess && action === 'pay'))
    return (
      <Frame>
        <Outcome
          isPaid
          title={t('wallet.checkout.paidTitle')}
          text={t('wallet.checkout.paidText', { crystals, buyer: order.buyer })}
          walletPath={walletPath}
        />
      </Frame>
    );
  if (order.status === 'cancelled')
    return (
      <Frame>
        <Outcome
          isPaid={false}
          title={t('wallet.checkout.cancelledTitle')}
          text={t('wallet.checkout.cancelledText')}
          walletPath={walletPath}
        />
      </Frame>
    );
  const run = (next: 'pay' | 'cancel') => {
    setAction(next);
    answer.mutate(next);
  };
  return (
    <Frame>
      <Stack gap={2}>
        <Text fz="sm" className={classes.muted}>
          {t('wallet.checkout.merchant')}
        </Text>
        <Title order={1} fz={34} c="#1b1f2a" data-testid="checkout-price">
          {price}
        </Title>
      </Stack>
      <dl style={{ margin: 0 }} aria-label={t('wallet.checkout.title')}>
        <div className={classes.row}>
          <dt>{t('wallet.checkout.item')}</dt>
          <dd>{t('wallet.checkout.itemCrystals', { crystals })}</dd>
        </div>
        <div className={classes.row}>
          <dt>{t('wallet.checkout.order')}</dt>
          <dd>#{String(order.id)}</dd>
        </div>
        <div className={classes.row}>
          <dt>{t('wallet.checkout.buyer')}</dt>
          <dd>{order.buyer}</dd>
        </div>
      </dl>
      <Button
        size="md"
        color="indigo"
        fullWidth
        loading={answer.isPending && action === 'pay'}
        disabled={answer.isPending}
        onClick={() => run('pay')}
      >
        {t('wallet.checkout.pay', { price })}
      </Button>
      <Button
        variant="subtle"
        color="gray"
        className={classes.cancel}
        fullWidth
        loading={answer.isPending && action === 'cancel'}
        disabled={answer.isPending}
        onClick={() => run('cancel')}
      >
        {t('wallet.checkout.cancel')}
      </Button>
    </Frame>
  );
}
