import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './chart-card.module.css';
import { CsvButton, type CsvExport } from './csv-button';

export interface ChartCardProps<Row> {
  title: string;
  /** A line under the title: units, the period, how the figure is computed. */
  description?: string;
  /** The chart's data, offered as CSV (issue 5: every chart). */
  csv: CsvExport<Row>;
  children: ReactNode;
}

/** A titled panel around a chart or table, with its data as CSV; its charts read on a dark page too. */
export function ChartCard<Row>({ title, description, csv, children }: ChartCardProps<Row>) {
  return (
    <Paper withBorder p="md" component="figure" m={0} className={classes.chart}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            ) : null}
          </div>
          <CsvButton data={csv} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
