import { useState } from 'react';
import { formatDuration, formatNumber } from '../../src/lib/format';

export interface SliderProps {
  /** The input's id: the field's label points at it. */
  id: string;
  name: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** How the value reads beside the slider, in the page's words: '{value} €' → '1,5 €'. */
  outputTemplate?: string;
  /** The value is a number of hours, read as every duration is: 2,5 → '2 h 30 min' (formatDuration). */
  inHours?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

const shown = ({ outputTemplate = '{value}', inHours }: SliderProps, value: number) =>
  outputTemplate.replace('{value}', inHours ? formatDuration(value * 60) : formatNumber(value));

/**
 * A number on a scale: a native range input (it posts its value without JavaScript too), with
 * the value written beside it, updated as it moves once hydrated. Uncontrolled, so the
 * unsaved-changes guard sees a change against the value the page came with.
 */
export function Slider(props: SliderProps) {
  const { id, name, min, max, step, value, describedBy, invalid } = props;
  const [current, setCurrent] = useState(value);
  const text = shown(props, current);
  return (
    <span className="slider">
      <input
        id={id}
        name={name}
        type="range"
        className="slider-input"
        min={min}
        max={max}
        step={step}
        defaultValue={value}
        aria-valuetext={text}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onInput={(event) => setCurrent(Number(event.currentTarget.value))}
      />
      <output htmlFor={id} className="slider-output">
        {text}
      </output>
    </span>
  );
}
