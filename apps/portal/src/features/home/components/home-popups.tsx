import { createMonitoringApi, quarterlyReportQueryOptions } from '@dossel/api-client';
import {
  DEFAULT_PROMO_CAMPAIGN,
  isPromoVisible,
  PromoPopup,
  QuarterlyReportPopup,
  useDosselClient,
} from '@dossel/portal-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';

import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { deviceKey } from '../../../lib/device-storage';
import { useSession } from '../../../lib/session/session-store';
import { useGatesSettled } from '../../../lib/session/welcome-store';
import { hasQuarterlyReport } from '../home-services';
import { lastClosedQuarter } from '../../../lib/quarters';

const campaign = { ...DEFAULT_PROMO_CAMPAIGN, ...env.promoCampaign };

/** Set once a user closed a quarter's popup for a customer: it announces each report once. */
const quarterlySeenKey = (userId: number, customerId: number, year: number, quarter: number) =>
  deviceKey(`quarterlySeen.${userId}.${customerId}.${year}-${quarter}`);

function RouterLink({ href, ...props }: ComponentPropsWithRef<'a'> & { href: string }) {
  return <Link to={href} {...props} />;
}

export interface HomePopupsProps {
  /** Today, as the popups' date rules see it; tests and stories pin it. */
  today?: Date;
}

/**
 * The home popups, one at a time once the gates are settled (spec sections 2 and 4): first the
 * promotional one inside its campaign window, then the quarterly report's when the current customer has
 * a report for the last closed quarter.
 */
export function HomePopups({ today = new Date() }: HomePopupsProps) {
  const client = useDosselClient();
  const user = useSession((state) => state.user);
  const customerId = useSession((state) => state.currentCustomer);
  const gatesSettled = useGatesSettled();
  const [promoClosed, setPromoClosed] = useState(false);
  const [quarterlyClosed, setQuarterlyClosed] = useState(false);

  const { year, quarter } = lastClosedQuarter(today);
  const monitoring = useMemo(() => ({ monitoring: createMonitoringApi(client.request) }), [client]);
  const report = useQuery({
    ...quarterlyReportQueryOptions(monitoring, { customer_id: customerId ?? 0, year, quarter }),
    enabled: customerId !== null && gatesSettled && hasQuarterlyReport(user, customerId),
  });

  if (!user || customerId === null || !gatesSettled) return null;

  const promoOpen =
    !promoClosed && isPromoVisible({ lastLogin: user.lastLogin, today, onHome: true, campaign });
  const seenKey = quarterlySeenKey(user.id, customerId, year, quarter);
  const quarterlyOpen =
    !promoOpen &&
    !quarterlyClosed &&
    (report.data?.totals.plots ?? 0) > 0 &&
    localStorage.getItem(seenKey) === null;

  return (
    <>
      <PromoPopup
        opened={promoOpen}
        // Closed on the next task: the quarterly popup opens as this one closes, and opened while the
        // closing Escape is still on its way to the window, it would take that key too and close at once.
        onClose={() => setTimeout(() => setPromoClosed(true))}
        productivityHref={paths.productivity.tabHref('productivityVision')}
        renderLink={RouterLink}
      />
      <QuarterlyReportPopup
        opened={quarterlyOpen}
        onClose={() => {
          localStorage.setItem(seenKey, new Date().toISOString());
          setQuarterlyClosed(true);
        }}
        quarter={quarter}
        year={year}
        downloadHref={paths.productivity.quarterlyReportHref(year, quarter)}
        renderLink={RouterLink}
      />
    </>
  );
}
