'use client';

/**
 * The recharts part of ./chart-panel.tsx, loaded as a chunk of its own: a line or bar chart of the panel's rows, one
 * colour and dash pattern per series, values on the bars when asked (the e2e compares them with the table).
 */
import { useFormatter } from 'next-intl';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartPanelProps } from './chart-panel';

/** Distinct in colour and in dash pattern, so series stay apart without colour too. */
const COLORS = ['var(--color-primary-700)', '#b45309', '#047857', '#be123c'];
const DASHES = [undefined, '6 3', '2 3', '8 3 2 3'];

export function Chart({
  kind,
  series,
  rows,
  valueLabels,
}: Pick<ChartPanelProps, 'series' | 'rows'> & { kind: 'line' | 'bar'; valueLabels: boolean }) {
  const format = useFormatter();
  const data = rows.map((r) => ({ label: r.label, ...r.values }));
  const axisTick = { fontSize: 12, fill: 'currentColor' };
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'line' ? (
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axisTick} />
          <Tooltip formatter={(value) => format.number(Number(value))} />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={COLORS[i % COLORS.length]}
              strokeDasharray={DASHES[i % DASHES.length]}
              strokeWidth={2}
              dot={rows.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="label" tick={axisTick} interval={rows.length > 12 ? 'preserveStartEnd' : 0} />
          <YAxis allowDecimals={false} tick={axisTick} />
          <Tooltip formatter={(value) => format.number(Number(value))} />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[i % COLORS.length]} isAnimationActive={false}>
              {valueLabels ? <LabelList dataKey={s.key} position="top" fontSize={12} fill="currentColor" /> : null}
            </Bar>
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
