import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import clsx from "clsx";
import { budgets, emptyFields, type Budget, type Enquiry, type EnquiryFields } from "../lib/enquiry";
import { localIsoDate } from "../lib/format";
import { readSavedDetails } from "../lib/enquiry-notes";
import { fieldOrder, fieldRules, invalidFields, minFillMs, normaliseField, type FieldName } from "../lib/validation";
import { toast } from "../lib/toast-store";
import { currency, extraFieldCopy, fieldCopy, honeypotLabel, tooLongHint } from "../content/enquiry";
import { programs } from "../content/programs";
import type { BookingPreset } from "../hooks/useBooking";
import "./EnquiryForm.css";

export type ValidEnquiry = Omit<Enquiry, "source">;

export interface EnquiryFormProps {
  /** The email hint differs between the two popups (spec section 5). */
  emailHint: string;
  /** Toast for a submit with a missing or invalid field. */
  invalidToast: { message: string; duration: number };
  submitLabel: string;
  /** A valid submit; `bot` is true when the hidden honeypot was filled, or the form was sent
   *  sooner after it opened than a person could (send nothing). */
  onValid: (enquiry: ValidEnquiry, meta: { bot: boolean }) => void;
  /** Preselects a budget or an occasion (a program's id); pass a new object each time it should apply. */
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

  useEffect(() => setToday(localIsoDate(new Date())), []);

  useEffect(() => {
    const saved = prefill ? readSavedDetails() : null;
    if (!saved) return;
    setValues((v) => ({ name: v.name || saved.name, email: v.email || saved.email, number: v.number || saved.number, pin: v.pin || saved.pin, city: v.city || saved.city, budget: v.budget || saved.budget }));
    setExtras((x) => ({ date: x.date || (saved.date ?? ""), occasion: x.occasion || (saved.occasion ?? "") }));
  }, [prefill, preset]);

  useEffect(() => {
    const budget = preset?.budget;
    if (budget) setValues((v) => ({ ...v, budget }));
    const occasion = programs.find((p) => p.id === preset?.occasion)?.occasion;
    if (occasion) setExtras((x) => ({ ...x, occasion }));
  }, [preset]);

  const dateInPast = extras.date !== "" && today !== "" && extras.date < today;

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
    const first = invalid[0];
    if (first || dateInPast) {
      toast(invalidToast.message, { duration: invalidToast.duration, kind: "error" });
      setFlagged(new Set(invalid));
      setDateFlagged(dateInPast);
      (first ? fields.current[first] : dateField.current)?.focus();
      return;
    }
    sent.current = true;
    const bot = (honeypot.current?.value ?? "") !== "" || Date.now() - openedAt.current < minFillMs;
    const enquiry: ValidEnquiry = { ...values, name: values.name.trim(), city: values.city.trim(), budget: values.budget as Budget };
    // The optional details travel only when given.
    if (extras.date) enquiry.date = extras.date;
    if (extras.occasion) enquiry.occasion = extras.occasion;
    setValues(emptyFields);
    setExtras(noExtras);
    setFlagged(new Set());
    setDateFlagged(false);
    if (honeypot.current) honeypot.current.value = "";
    onValid(enquiry, { bot });
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
    };
  }

  const dateId = `${id}-date`;
  const showDateHint = dateFlagged && dateInPast;
  // The same elements while the six fields are typed in: React skips these on every keystroke.
  const optionalFields = useMemo(
    () => (
      <>
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
            aria-describedby={showDateHint ? `${dateId}-hint` : undefined}
          />
          {showDateHint && (
            <p id={`${dateId}-hint`} className="enquiry__hint">
              {extraFieldCopy.date.hint}
            </p>
          )}
        </div>
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
      </>
    ),
    // The handlers inside only set state and read refs, so these are all they depend on.
    [extras, today, dateInPast, showDateHint, dateId, id],
  );
  return (
    <form className={clsx("enquiry", className)} noValidate onSubmit={handleSubmit}>
      <div className="enquiry__grid">
        {fieldOrder.map(field)}
        {optionalFields}
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
