import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import clsx from "clsx";
import { emptyFields, type Budget, type Enquiry, type EnquiryFields } from "../lib/enquiry";
import { formatEventDate } from "../lib/format";
import { readSavedDetails } from "../lib/enquiry-notes";
import { fieldOrder, fieldRules, invalidFields, minFillMs, normaliseField, suspectNote, type FieldName } from "../lib/validation";
import { availabilityOf, dayIn } from "../lib/availability";
import { chooseDate } from "../lib/visit-choices";
import { fill } from "../lib/localize";
import { toast } from "../lib/toast-store";
import type { BookingPreset } from "../hooks/useBooking";
import { budgets, currency, extraFieldCopy, fieldCopy, honeypotLabel, tooLongHint } from "../content/enquiry";
import { availabilityCopy, bookedDays, studioTimeZone } from "../content/availability";
import { locale } from "../content/load";
import { programs } from "../content/programs";
import "./EnquiryForm.css";

export type ValidEnquiry = Omit<Enquiry, "source">;

export interface ValidMeta {
  /** The hidden honeypot was filled: a bot (send nothing). */
  bot: boolean;
  /** The submit event's timeStamp. */
  submittedAt: number;
}

/** The mobile number's field and those before it; the event date comes right after them. */
const beforeDate = fieldOrder.slice(0, fieldOrder.indexOf("number") + 1);
const afterDate = fieldOrder.slice(beforeDate.length);

export interface EnquiryFormProps {
  /** The email hint differs between the two popups (spec section 5). */
  emailHint: string;
  /** Toast for a submit with a missing or invalid field. */
  invalidToast: { message: string; duration: number };
  submitLabel: string;
  /** A valid submit. A form sent sooner after it opened than a person could is marked `suspect`
   *  and sent all the same. The fields are cleared once this returns. */
  onValid: (enquiry: ValidEnquiry, meta: ValidMeta) => void;
  /** Preselects a budget, an occasion (a program's id) or a date; pass a new object each time it should apply. */
  preset?: BookingPreset | null;
  /** Fills empty fields with what this browser typed in an earlier form (the lead popup). */
  prefill?: boolean;
  /** Whether the form is on screen (its dialog open); the fill time counts from then. */
  active?: boolean;
  className?: string;
}

const noExtras = { date: "", occasion: "" };
// Made once: the same elements on every keystroke's render, which React then skips.
const occasionOptions = [
  <option key="" value="">
    {extraFieldCopy.occasion.placeholder}
  </option>,
  ...programs.map((p) => (
    <option key={p.id} value={p.occasion}>
      {p.occasion}
    </option>
  )),
];

/**
 * The enquiry form of both popups: six labelled fields cleaned as they are typed, the browser's
 * constraints on each input, and our own check of every rule on submit (noValidate, so the
 * spec's toast, the focus move and the hint are the same in every browser).
 */
export function EnquiryForm({ emailHint, invalidToast, submitLabel, onValid, preset, prefill, active = true, className }: EnquiryFormProps) {
  const id = useId();
  const [values, setValues] = useState<EnquiryFields>(emptyFields);
  const [extras, setExtras] = useState(noExtras);
  // Today, for the date input's min: read in an effect, never in render (pages prerender).
  const [today, setToday] = useState("");
  const [dateFlagged, setDateFlagged] = useState(false);
  const dateField = useRef<HTMLInputElement>(null);
  const [flagged, setFlagged] = useState<ReadonlySet<FieldName>>(new Set());
  const fields = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  // Set by a valid submit and cleared by the next edit: a double click or a second Enter sends once.
  const sent = useRef(false);
  const openedAt = useRef(0);

  useEffect(() => {
    if (active) openedAt.current = Date.now();
  }, [active]);

  // The studio's today: a visitor abroad late in the evening may already be on its next day.
  useEffect(() => setToday(dayIn(studioTimeZone, new Date())), []);

  useEffect(() => {
    const saved = prefill ? readSavedDetails() : null;
    if (!saved) return;
    setValues((v) => ({ name: v.name || saved.name, email: v.email || saved.email, number: v.number || saved.number, pin: v.pin || saved.pin, city: v.city || saved.city, budget: v.budget || (budgets.includes(saved.budget) ? saved.budget : "") }));
    setExtras((x) => ({ date: x.date || (saved.date ?? ""), occasion: x.occasion || (saved.occasion ?? "") }));
  }, [prefill, preset]);

  useEffect(() => {
    const budget = preset?.budget;
    if (budget) setValues((v) => ({ ...v, budget }));
    const date = preset?.date;
    if (date) {
      setExtras((x) => ({ ...x, date }));
      // A day already past, from the date check (which knows no today), is named at once.
      if (date < dayIn(studioTimeZone, new Date())) setDateFlagged(true);
      else chooseDate(date, locale);
    }
    const occasion = programs.find((p) => p.id === preset?.occasion)?.occasion;
    if (occasion) setExtras((x) => ({ ...x, occasion }));
  }, [preset]);

  const dateInPast = extras.date !== "" && today !== "" && extras.date < today;
  const availability = availabilityOf(extras.date, bookedDays, today);

  function change(name: FieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      sent.current = false;
      const value = normaliseField(name, event.target.value);
      setValues((v) => ({ ...v, [name]: value }));
    };
  }

  function flagIfInvalid(name: FieldName) {
    if (values[name] !== "" && !fieldRules[name].isValid(values[name])) setFlagged((f) => new Set(f).add(name));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent.current) return;
    const invalid = invalidFields(values);
    // In the order the form shows them: the date comes after the mobile number.
    const first = invalid.find((f) => beforeDate.includes(f)) ?? (dateInPast ? "date" : invalid[0]);
    if (first) {
      toast(invalidToast.message, { duration: invalidToast.duration, kind: "error" });
      setFlagged(new Set(invalid));
      setDateFlagged(dateInPast);
      // The field to fix, in the middle of the screen (a phone's dialog scrolls), with its hint.
      const el = first === "date" ? dateField.current : fields.current[first];
      el?.scrollIntoView({ block: "center" });
      el?.focus({ preventScroll: true });
      return;
    }
    sent.current = true;
    const bot = (honeypot.current?.value ?? "") !== "";
    const enquiry: ValidEnquiry = { ...values, name: values.name.trim(), city: values.city.trim(), budget: values.budget as Budget };
    // The optional details travel only when given.
    if (extras.date) enquiry.date = extras.date;
    if (extras.occasion) enquiry.occasion = extras.occasion;
    // Faster than a person types: a bot, or a phone's autofill. Sent all the same, marked.
    const fillMs = Date.now() - openedAt.current;
    if (fillMs < minFillMs) enquiry.suspect = suspectNote(fillMs);
    onValid(enquiry, { bot, submittedAt: event.timeStamp });
    setValues(emptyFields);
    setExtras(noExtras);
    setFlagged(new Set());
    setDateFlagged(false);
    if (honeypot.current) honeypot.current.value = "";
  }

  function field(name: FieldName) {
    const rule = fieldRules[name];
    const copy = fieldCopy[name];
    const inputId = `${id}-${name}`;
    const hintId = `${inputId}-hint`;
    // Too long shows at once, while typing: the visitor sees why before sending.
    const tooLong = rule.maxChars !== undefined && values[name].trim().length > rule.maxChars;
    const showHint = (flagged.has(name) || tooLong) && !rule.isValid(values[name]);
    const common = {
      id: inputId,
      name,
      required: true,
      value: values[name],
      onChange: change(name),
      onBlur: () => flagIfInvalid(name),
      "aria-invalid": showHint || undefined,
      "aria-describedby": showHint ? hintId : undefined,
      autoComplete: rule.attrs.autoComplete,
    };
    return (
      <div className={clsx("enquiry__field", `enquiry__field--${name}`)} key={name}>
        <label className="enquiry__label" htmlFor={inputId}>
          {copy.label}
        </label>
        {name === "budget" ? (
          <select
            {...common}
            ref={(el) => {
              fields.current[name] = el;
            }}
            className={clsx("enquiry__input enquiry__select", values.budget === "" && "enquiry__select--empty")}
          >
            <option value="">{copy.placeholder}</option>
            {budgets.map((b) => (
              <option key={b} value={b}>
                {currency}
                {b}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            ref={(el) => {
              fields.current[name] = el;
            }}
            className="enquiry__input"
            type={rule.attrs.type}
            inputMode={rule.attrs.inputMode}
            minLength={rule.attrs.minLength}
            maxLength={rule.attrs.maxLength}
            pattern={rule.attrs.pattern}
            autoCapitalize={rule.attrs.autoCapitalize}
            autoCorrect={name === "email" ? "off" : undefined}
            spellCheck={name === "email" ? false : undefined}
            placeholder={copy.placeholder}
          />
        )}
        {showHint && (
          <p id={hintId} className="enquiry__hint">
            {tooLong ? tooLongHint(rule.maxChars!) : name === "email" ? emailHint : copy.hint}
          </p>
        )}
      </div>
    );
  }

  function changeExtra(name: keyof typeof noExtras) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      sent.current = false;
      const value = event.target.value;
      setExtras((x) => ({ ...x, [name]: value }));
      if (name === "date") chooseDate(value, locale);
    };
  }

  const dateId = `${id}-date`;
  const showDateHint = dateFlagged && dateInPast;
  // The same elements while the six fields are typed in: React skips these on every keystroke.
  const dateFieldElement = useMemo(
    () => (
      <div className="enquiry__field enquiry__field--date">
        <label className="enquiry__label" htmlFor={dateId}>
          {extraFieldCopy.date.label}
        </label>
        <input
          ref={dateField}
          id={dateId}
          name="date"
          type="date"
          className="enquiry__input"
          min={today || undefined}
          value={extras.date}
          onChange={changeExtra("date")}
          onBlur={() => setDateFlagged(dateInPast)}
          aria-invalid={showDateHint || undefined}
          aria-describedby={showDateHint ? `${dateId}-hint` : availability ? `${dateId}-availability` : undefined}
        />
        {showDateHint && (
          <p id={`${dateId}-hint`} className="enquiry__hint">
            {extraFieldCopy.date.hint}
          </p>
        )}
        {/* Said at once, never in the way: a booked day can still be sent. A live region that is
            there before the answer, so the first answer is read out too. */}
        <p id={`${dateId}-availability`} className={clsx("enquiry__availability", availability && `enquiry__availability--${availability}`)} aria-live="polite">
          {availability && fill(availabilityCopy[availability], { date: formatEventDate(extras.date, locale) })}
        </p>
      </div>
    ),
    // The handlers inside only set state and read refs, so these are all they depend on.
    [extras.date, today, dateInPast, showDateHint, availability, dateId],
  );
  const occasionField = useMemo(
    () => (
        <div className="enquiry__field enquiry__field--occasion">
          <label className="enquiry__label" htmlFor={`${id}-occasion`}>
            {extraFieldCopy.occasion.label}
          </label>
          <select
            id={`${id}-occasion`}
            name="occasion"
            className={clsx("enquiry__input enquiry__select", extras.occasion === "" && "enquiry__select--empty")}
            value={extras.occasion}
            onChange={changeExtra("occasion")}
          >
            {occasionOptions}
          </select>
        </div>
    ),
    [extras.occasion, id],
  );
  return (
    <form className={clsx("enquiry", className)} noValidate onSubmit={handleSubmit}>
      <div className="enquiry__grid">
        {beforeDate.map(field)}
        {dateFieldElement}
        {afterDate.map(field)}
        {occasionField}
      </div>
      {/* A field people never see: bots that fill every input reveal themselves here. */}
      <div className="enquiry__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{honeypotLabel}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button button--primary enquiry__submit">
        {submitLabel}
      </button>
    </form>
  );
}
