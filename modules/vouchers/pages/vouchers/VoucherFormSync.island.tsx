import { useEffect, useRef } from 'react';
import { formatMoney } from '../../../../src/lib/format';

export interface CoursePrice {
  cents: number;
  /** 'Precio que se aplicará: 20,00 € por hora (ESO 2026/27).' */
  noHours: string;
  /** The same with the amount, its hours and amount as the tokens __HOURS__ and __AMOUNT__. */
  withHours: string;
}

export interface VoucherFormSyncProps {
  /** Each student's course: choosing a student proposes it. */
  studentCourses: Record<string, number | null>;
  subjectsByCourse: Record<string, { id: number; name: string }[]>;
  /** Creating only: the price each course would take today (null: none set). */
  prices?: Record<string, CoursePrice | null>;
  noPrice: string;
  chooseSubject: string;
}

/**
 * Keeps the voucher form's course, subject and price in step as the user chooses, without a
 * round trip: a student proposes their course, a course lists its subjects and shows its price
 * and the amount for the hours typed. Without JavaScript the server does the same on submit.
 */
export function VoucherFormSync({
  studentCourses,
  subjectsByCourse,
  prices,
  noPrice,
  chooseSubject,
}: VoucherFormSyncProps) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const field = <T extends Element>(name: string) => form.querySelector<T>(`[name="${name}"]`);
    const student = field<HTMLSelectElement>('studentId');
    const course = field<HTMLSelectElement>('courseId');
    const subject = field<HTMLSelectElement>('subjectId');
    const hours = field<HTMLInputElement>('hours');
    const priceNote = form.querySelector<HTMLElement>('[data-voucher-price]');

    const showPrice = () => {
      if (!prices || !priceNote || !course) return;
      const price = course.value ? prices[course.value] : undefined;
      const h = Number(hours?.value);
      priceNote.hidden = !course.value;
      priceNote.className = price ? 'voucher-price' : 'field-error';
      if (!price) priceNote.textContent = noPrice;
      else if (Number.isInteger(h) && h > 0)
        priceNote.textContent = price.withHours
          .replace('__HOURS__', String(h))
          .replace('__AMOUNT__', formatMoney(h * price.cents));
      else priceNote.textContent = price.noHours;
    };
    const listSubjects = () => {
      if (!course || !subject) return;
      const keep = subject.value;
      const offered = subjectsByCourse[course.value] ?? [];
      subject.replaceChildren(new Option(chooseSubject, ''), ...offered.map((s) => new Option(s.name, String(s.id))));
      subject.value = offered.some((s) => String(s.id) === keep) ? keep : '';
    };
    const onStudent = () => {
      const proposed = student ? studentCourses[student.value] : null;
      if (course && proposed) {
        course.value = String(proposed);
        onCourse();
      }
    };
    const onCourse = () => {
      listSubjects();
      showPrice();
    };
    student?.addEventListener('change', onStudent);
    course?.addEventListener('change', onCourse);
    hours?.addEventListener('input', showPrice);
    return () => {
      student?.removeEventListener('change', onStudent);
      course?.removeEventListener('change', onCourse);
      hours?.removeEventListener('input', showPrice);
    };
  }, [studentCourses, subjectsByCourse, prices, noPrice, chooseSubject]);
  return <span ref={marker} hidden />;
}
