import { useState } from 'react';

export interface SliderProps {
  /** The input's id: the field's label points at it. */
  id: string;
  name: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** How the value reads beside the slider, in the page's words: '{value} h' → '1,5 h'. */
  outputTemplate: string;
  describedBy?: string;
  invalid?: boolean;
}

const numbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const shown = (template: string, value: number) => template.replace('{value}', numbers.format(value));

/**
 * A number on a scale: a native range input (it posts its value without JavaScript too), with
 * the value written beside it, updated as it moves once hydrated. Uncontrolled, so the
 * unsaved-changes guard sees a change against the value the page came with.
 */
export function Slider({ id, name, min, max, step, value, outputTemplate, describedBy, invalid }: SliderProps) {
  const [current, setCurrent] = useState(value);
  const text = shown(outputTemplate, current);
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
