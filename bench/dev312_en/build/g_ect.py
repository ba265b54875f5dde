"""Genres: ECT referral and consent record; ECT treatment session record."""
import persona as Q
import blocks as B
from core import Doc, pick, chance, rint, D, fdate, add_days, age_seg, R, hhmm, rtime, WDAYS, WD3, wkday


def legal(d, k, when):
    c = k.c
    if c == "UK":
        if chance(0.6):
            d.ln("Legal status: informal. Capacity to consent to ECT assessed and present (see capacity record).")
            d.ln("Form T4 completed by {T}{N} (approved clinician) on {W}.", T="Dr ", N=(k.psych.name("last"), "DOCTOR"), W=D(when, c))
        else:
            d.ln("Legal status: detained under s.3 {A}. Lacks capacity to consent to ECT.", A=B.term(k, "act"))
            d.ln("s.62 urgent treatment not invoked. SOAD visit requested via CQC on {W}; Form T6 to be placed with the drug chart.", W=D(when, c))
    elif c == "IE":
        if chance(0.6):
            d.ln("Status: voluntary patient under the Mental Health Act 2001. Consenting.")
        else:
            d.ln("Status: involuntary patient (admission order). Unable to consent. Treatment under s.59(1)(b) requires approval by the treating consultant and a second consultant psychiatrist.")
            d.ln("Second consultant: {T}{N}, review arranged for {W}.", T="Dr ", N=(k.sod.full(), "DOCTOR"), W=D(when, c, "wk"))
    elif c == "US":
        d.ln("Legal status: {S}.", S=pick(["voluntary inpatient", "outpatient, voluntary", "involuntary hold; patient retains capacity and consents"]))
        d.ln("Written informed consent obtained per hospital ECT policy and the {A}.", A=B.term(k, "act"))
    elif c == "CA":
        if chance(0.6):
            d.ln("Capacity: capable with respect to ECT under the {A}. Informed consent given.", A=B.term(k, "act"))
        else:
            f = k.nok
            d.ln("Capacity: found incapable with respect to ECT; Form 33 issued and rights advice given on {W}.", W=D(when, c))
            d.ln("Substitute decision-maker: {R} {F}, tel {P}, consented after full discussion.", R=f.role, F=(f.full(), "FAMILY"), P=(f.phone, "PHONE"))
    else:
        if chance(0.55):
            d.ln("Status: voluntary (not on an order). Informed consent under the {A}.", A=B.term(k, "act"))
        else:
            d.ln("Status: inpatient Temporary Treatment Order. Lacks capacity; application made to the Mental Health Tribunal for an ECT order.")
            d.ln("Tribunal hearing {W}, application ref {R}.", W=D(when, c, pick(["long", "num"])), R=(Q.idnum(pick(["MHT", "ECT"])), "IDNUM"))


def referral_consent(k):
    d = Doc()
    c = k.c
    B.letterhead(d, k, dept=pick(["Department of Psychiatry - ECT Service", "ECT Suite", "Neuromodulation Service",
                                  "Electroconvulsive Therapy Clinic", "Interventional Psychiatry"]))
    d.ln(pick(["ECT REFERRAL AND CONSENT RECORD", "Referral for Electroconvulsive Therapy / Consent", "ECT REFERRAL FORM AND CONSENT",
               "Electroconvulsive Therapy - Referral & Consent Checklist"]))
    d.ln("=" * rint(30, 48))
    B.banner(d, k, addr=chance(0.7))
    ref_date = k.d0
    d.ln("Date of referral: {D}", D=D(ref_date, c, pick(["num", "long", "wk"])))
    place = pick(["inpatient", "outpatient", "inpatient"])
    if place == "inpatient":
        d.ln("Location: {W}, {H}{B}", W=(k.ward, "HOSPITAL"), H=(k.hosp, "HOSPITAL"),
             B=["  (bed ", (str(rint(1, 22)), "LOCATION_OTHER"), ")"] if chance(0.5) else "")
    else:
        d.ln("Referred from: {T} (care coordinator {N})", T=(k.team, "HOSPITAL"), N=(k.nurse2.full(), "DOCTOR"))
    d.ln("Referring clinician: {X}, {R}", X=Q.dr(k.psych, c), R=B.term(k, "cons"))
    d.ln("{G}: {X}, {S}", G=B.cap(B.term(k, "gp")), X=Q.dr(k.gp, c, "full"), S=(k.practice, "HOSPITAL"))
    d.ln()
    d.ln("1. INDICATION")
    d.ln("Diagnosis: {X}", X=B.diagnosis(k))
    hist = []
    if chance(0.7):
        prev = add_days(k.d0, -rint(400, 4000))
        d.ln("Previous ECT: course of {N} treatments in {Y} at {H}, {R}.", N=str(rint(6, 14)),
             Y=(fdate(prev, c, pick(["year", "month"])), "DATE"), H=(k.hosp2, "HOSPITAL"),
             R=pick(["good response (MADRS 38 -> 9)", "partial response, transient post-ictal confusion",
                     "full remission sustained for 18 months", "remission; relapsed 6/12 after stopping lithium"]))
    else:
        d.ln("No previous ECT. Failed adequate trials of {A}.", A=pick(["sertraline, venlafaxine and mirtazapine augmentation",
                                                                         "escitalopram, bupropion and lithium augmentation",
                                                                         "three antidepressants including an MAOI", "quetiapine augmentation and nortriptyline"]))
    d.ln("Current presentation: {X}", X=pick([
        "poor oral intake for 10 days, weight loss 6 kg, nihilistic delusions, psychomotor retardation.",
        "persistent suicidal ideation with plans, not eating or drinking adequately, stuporous at times (Bush-Francis 18).",
        "severe depression with guilt delusions; refusing medication; fluid intake < 1 L/day.",
        "catatonic features (mutism, posturing) partially responsive to lorazepam 8 mg/day.",
        "treatment-resistant depression, MADRS 41, unable to work or care for self."]))
    d.ln("Rating scales at referral: {S}", S=B.scales_line(k))
    d.ln()
    d.ln("2. MEDICATION")
    for m in B.meds(k):
        d.ln("- {M}", M=m)
    d.ln("Advice: {A}", A=pick(["hold lorazepam the night before treatment (or give flumazenil if needed)",
                                "lithium level before first treatment; consider halving dose during course",
                                "omit lamotrigine on treatment mornings", "continue all medicines with a sip of water at 06:00"]))
    d.ln()
    d.ln("3. PHYSICAL WORK-UP")
    d.ln("Obs: {V}", V=B.vitals(k))
    d.ln("ECG: {E}", E=pick(["sinus rhythm 72 bpm, QTc 428 ms", "SR, normal axis, QTc 441 ms", "AF rate-controlled 84 bpm; cardiology aware",
                             "sinus bradycardia 54, PR 180 ms, QTc 410 ms"]))
    d.ln("Bloods: Na {N} mmol/L, K {K}, eGFR {E}, Hb {H} g/L, HbA1c {A} mmol/mol{L}", N=str(rint(131, 145)), K="%.1f" % R.uniform(3.5, 5.1),
         E=pick([">90", "76", "64", "58"]), H=str(rint(108, 158)), A=str(rint(34, 62)),
         L=", lithium 0.%d mmol/L" % rint(40, 95) if chance(0.4) else "")
    d.ln("Dentition: {X}. ASA {A}. Mallampati {M}.", X=pick(["own teeth, two crowns", "upper denture (remove before treatment)", "loose lower incisor noted",
                                                            "good"]), A=pick(["I", "II", "II", "III"]), M=str(rint(1, 3)))
    pre = wkday(add_days(ref_date, rint(1, 5)))
    d.ln("{A} pre-assessment: {W} with {X}.", A=B.cap(B.term(k, "anaesthesia")), W=D(pre, c, pick(["wk", "num", "wkdm"])), X=Q.dr(k.anaes, c))
    if chance(0.35):
        if chance(0.4):
            d.ln("Pacemaker/ICD: none.")
        else:
            d.ln("Cardiac device: {M} {T}, serial {S}; cardiac physiology to check before and after the course.",
                 M=pick(["Medtronic Azure", "Abbott Assurity", "Boston Scientific Accolade", "Biotronik Enitra"]),
                 T=pick(["pacemaker", "dual-chamber pacemaker", "ICD"]), S=(Q.device_serial("other"), "DEVICE"))
    d.ln()
    d.ln("4. CONSENT DISCUSSION")
    info = add_days(ref_date, rint(0, 3))
    leaflet = ["Information leaflet given on ", D(info, c)]
    if chance(0.5):
        leaflet += [" and online version sent (", (Q.url(pick(["ect/leaflet", "patient-info/ect.pdf", "ect-guide"])), "URL"), ")"]
    d.ln("{X}.", X=leaflet)
    d.ln("Discussed: nature of ECT, {P}, frequency ({F}), likely number of treatments (6-12), benefits, alternatives (medication change, rTMS, esketamine), and risks:",
         P=pick(B.PLACEMENT), F=pick(["twice weekly", "three times a week", "twice weekly"]))
    d.ln("  - anaesthetic risk (approx. 1 death per 50,000-100,000 treatments)")
    d.ln("  - headache, myalgia, nausea; dental injury")
    d.ln("  - transient confusion; anterograde and retrograde memory effects, occasionally persistent")
    d.ln("  - right to withdraw consent at any time")
    sched = pick([(0, 3), (1, 4), (0, 2, 4)])
    d.ln("Proposed schedule: {S} mornings, first treatment {F}.", S=B_join_days(sched),
         F=D(Q.next_day_in(add_days(max(pre, info), 1), sched), c, pick(["wk", "num", "wkshort"])))
    if chance(0.6):
        f = k.nok
        d.ln("Family involvement: {R} {N} present for discussion{P}.", R=f.role, N=(f.name(pick(["first", "full"])), "FAMILY"),
             P=[" (tel ", (f.phone, "PHONE"), ")"] if chance(0.6) else "")
    if chance(0.35):
        d.ln("Independent advocate: {N} ({O}) attended.", N=(Q.Person(c).full(), "FAMILY"), O=(pick(Q.P.ADVOCACY), "ORGANIZATION"))
    d.ln()
    d.ln("5. LEGAL STATUS / AUTHORITY")
    legal(d, k, add_days(info, 1))
    d.ln()
    d.ln("6. SOCIAL")
    lw = pick(["lives alone", "lives with ", "lives with ", "lives in supported accommodation"])
    if lw == "lives with ":
        d.ln("{X}{R} {N}{F}. {H} works as {J}.", X=lw.capitalize(), R=k.nok.role, N=(k.nok.first, "FAMILY"), H=k.he.capitalize(),
             F=[" (", pick(["", "retired "]), (k.nok.prof, "PROFESSION"), ")"] if chance(0.5) else "",
             J=[k.a_prof, (k.prof, "PROFESSION")])
    elif chance(0.4) and k.age >= 60:
        d.ln("{X}. Retired {J}; volunteers at {E}.", X=lw.capitalize(), J=(k.prof, "PROFESSION"), E=(k.employer, "ORGANIZATION"))
    else:
        d.ln("{X}; previously employed as {J} at {E}.", X=lw.capitalize(), J=[k.a_prof, (k.prof, "PROFESSION")], E=(k.employer, "ORGANIZATION"))
    if chance(0.45):
        d.ln("Born in {C}; moved to {T} in {Y}.{X}", C=B.place_born(k), T=(k.town, "CITY"), Y=(str(k.dob.year + rint(5, max(6, k.age - 2))), "DATE"),
             X=pick(["", " Fluent in English.", " Interpreter not required.", " Speaks English and " + pick(["Polish", "Urdu", "Irish", "French", "Tagalog"]) + "."]))
    if k.nick and chance(0.8):
        d.ln("Prefers to be called {N}.", N=(k.nick, "PATIENT"))
    if chance(0.5):
        rel = pick(["mother", "father", "maternal aunt", "brother", "sister"])
        d.ln("Family history: {R} {X} aged {A}.", R=rel, X=pick(["had ECT for postnatal depression", "died by suicide", "treated for bipolar disorder",
                                                                "had a good response to ECT"]), A=(str(rint(24, 70)), "AGE"))
    d.ln("Transport on treatment days: {T}", T=pick(["ward escort", "hospital transport", "family to drive; not to drive for 24 h after treatment",
                                                    "taxi arranged by clinic"]))
    d.ln()
    d.ln("7. SIGNATURES")
    d.ln("Patient: {N}   Date: {D}", N=(k.pt.full(), "PATIENT") if chance(0.7) else "unable to sign", D=D(info, c, "num"))
    d.ln("Clinician obtaining consent: {N}   Date: {D}", N=(k.psych.full(), "DOCTOR"), D=D(info, c, "num"))
    d.ln("Witness: {N}, {R}", N=(k.nurse.full(), "DOCTOR"), R=pick(["ECT Nurse", "ECT Lead Nurse", "RN", "Staff Nurse"]))
    if chance(0.4):
        lab, val = Q.licence(c)
        d.ln("{L}: {V}", L=lab, V=(val, "LICENSE"))
    if chance(0.3):
        d.ln()
        d.ln("Form reference {R}; scanned to record by {U}.", R=(Q.idnum(pick(["CF", "ECT"])), "IDNUM"), U=(Q.username(k.nurse2.first, k.nurse2.last), "USERNAME"))
    return d


def B_join_days(sched):
    full = chance(0.6)
    names = [WDAYS[i] if full else WD3[i] for i in sched]
    segs = []
    for i, n in enumerate(names):
        if i:
            segs.append(" and " if i == len(names) - 1 else ", ")
        segs.append((n, "DATE"))
    return segs


def session_record(k):
    d = Doc()
    c = k.c
    n_total = pick([6, 8, 10, 12, 12, 14])
    cur = rint(1, n_total)
    dates, pattern = Q.course_dates(k.d0, cur + 1, c)
    today = dates[cur - 1]
    nxt = dates[cur]
    dev, pw, setting = B.ect_params(k, cur)
    variant = pick(["form", "form", "table"])
    d.ln("{H} - ECT Suite", H=(k.hosp, "HOSPITAL"))
    d.ln(pick(["ECT TREATMENT RECORD", "ECT Session Record", "Electroconvulsive Therapy - Treatment Record Sheet"]))
    B.banner(d, k, style=pick(["pipe", "compact", "caps"]))
    if variant == "form":
        d.ln("Treatment no.: {N} of {T} (course {C})", N=str(cur), T=str(n_total), C=str(rint(1, 3)))
        d.ln("Date: {D}    Arrived: {A}    Stimulus: {S}", D=D(today, c, pick(["wk", "num", "wkshort", "med"])),
             A=hhmm(*rtime(7, 9)), S=hhmm(rint(8, 10), rint(0, 59)))
        if chance(0.6):
            r, v = B.room(pick(["room", "bay"]))
            d.ln("From: {W}   Treatment {R} {V}", W=(k.ward, "HOSPITAL"), R=r, V=(v, "LOCATION_OTHER"))
        else:
            d.ln("Outpatient; escorted by {R} {N}", R=k.nok.role, N=(k.nok.name("first"), "FAMILY"))
        d.ln()
        d.ln("PRE-TREATMENT CHECKS")
        d.ln("[x] Nil by mouth since {T}   [x] Consent valid ({F})   [x] Bladder emptied", T=pick(["00:00", "midnight", "22:00", "06:00 (clear fluids)"]),
             F=pick({"UK": ["T4", "T6", "T4 in date"], "IE": ["written consent", "s.59 forms"], "US": ["written consent", "court order on file"],
                     "CA": ["written consent", "SDM consent"], "AU": ["written consent", "tribunal ECT order"]}[c]))
        d.ln("[x] Jewellery/dentures removed   [x] ID band checked   [x] Obs: {V}", V=B.vitals(k, temp=False))
        d.ln("Patient report since last treatment: {X}", X=pick([
            "mild headache, settled with paracetamol", "no complaints; sleeping better", "reports word-finding difficulty",
            "muscle aches for a day", "some forgetfulness for recent conversations", "nil new"]))
        d.ln()
        d.ln("STIMULUS")
        d.ln("Device: {D} (serial {S})", D=dev, S=(Q.device_serial("ect"), "DEVICE")) if chance(0.7) else d.ln("Device: {D}", D=dev)
        d.ln("Placement: {P}   Pulse width: {W}   Dose: {S}", P=pick(B.PLACEMENT), W=pw, S=setting)
        if cur == 1:
            d.ln("Titration: ST at stimulus {X}; treatment dose {M}x ST.", X=str(rint(1, 4)), M=pick(["6", "2.5", "1.5"]))
        d.ln()
        d.ln("SEIZURE")
        d.ln("Motor (cuff) {M} s   EEG {E} s   PSI {P}%   Max sustained power {W} uV2", M=str(rint(14, 45)), E=str(rint(22, 80)),
             P=str(rint(60, 97)), W=str(rint(4000, 28000)))
        if chance(0.3):
            d.ln("Inadequate seizure at first stimulation; restimulated at {S} after {N} s.", S=setting, N=str(rint(30, 60)))
        d.ln()
        d.ln("ANAESTHETIC")
        ind, mr, extra = B.anaesthetic_drugs(k)
        d.ln("{I}; {M}{E}", I=ind, M=mr, E=("; " + "; ".join(extra)) if extra else "")
        d.ln("Airway: bite block, bag-mask with hyperventilation; SpO2 lowest {S}%", S=str(rint(91, 99)))
        d.ln()
        d.ln("RECOVERY")
        r, v = B.room(pick(["bay", "cubicle", "bed"]))
        d.ln("Recovery {R} {V}; time to reorientation {T} min; Aldrete {A}/10 at discharge from recovery.", R=r, V=(v, "LOCATION_OTHER"),
             T=str(rint(4, 45)), A=str(rint(8, 10)))
        d.ln("Post-ictal: {X}", X=pick(["calm", "brief agitation, midazolam 2 mg IV given", "settled", "confused for 20 min, settled without medication"]))
        d.ln()
        d.ln("TEAM")
        d.ln("Psychiatrist: {X}", X=Q.dr(k.psych2 if chance(0.5) else k.junior, c))
        d.ln("{A}: {X}", A=B.term(k, "anaes").split()[-1], X=Q.dr(k.anaes, c))
        d.ln("ECT nurse: {N}{C}", N=(k.nurse.full(), "DOCTOR"), C=pick(B.NURSE_CRED[c] + ["", " (lead)"]))
        if chance(0.5):
            d.ln("{O}: {N}", O=B.term(k, "odp"), N=(k.odp.full(), "DOCTOR"))
        d.ln()
        d.ln("Plan: next treatment {N}; {T}.", N=D(nxt, c, pick(["wk", "wkshort", "num", "wkdm"])), T=pick(["same dose", "increase to %s" % pick(["60%", "70%", "1.5x"]),
                                                                                                         "review cognition before", "consider switch to BT if no response after 6"]))
        if chance(0.55):
            d.ln("Entered by: {U} at {T}", U=(Q.username(k.nurse.first, k.nurse.last), "USERNAME"), T=hhmm(rint(10, 12), rint(0, 59)))
    else:
        d.ln("Course commenced {S}; electrode placement {P}; device {D}.", S=D(dates[0], c, "long"), P=pick(B.PLACEMENT), D=dev)
        if chance(0.5):
            d.ln("Device serial no. {S}", S=(Q.device_serial("ect"), "DEVICE"))
        d.ln()
        d.ln("{H}", H="No. | Date       | Dose        | PW     | EEG s | Motor s | Agent      | Notes")
        d.ln("-" * 78)
        dstyle = pick(["num", "num2", "dm", "dmon"])
        thy = "Thymatron" in dev
        base = rint(10, 40) if thy else rint(60, 250)
        for i in range(cur):
            dd = dates[i]
            base = min(base + pick([0, 0, 5, 10]) * (1 if thy else 5), 100 if thy else 504)
            dose = ("%d%%" % base) if thy else ("%d mC" % base)
            d.ln("{N} | {D} | {X} | {W} | {E}    | {M}      | {A} | {T}", N=str(i + 1).rjust(2), D=D(dd, c, dstyle),
                 X=dose.ljust(11), W=pw, E=str(rint(20, 75)), M=str(rint(12, 45)), A=pick(["propofol", "methohex", "etomidate", "ketamine"]).ljust(10),
                 T=pick(["", "headache", "good", "re-stim", "confused 30 min", "BP 182/96 -> labetalol", "", "MADRS %d" % rint(6, 40)]))
        d.ln()
        d.ln("Summary after treatment {N}: {S}", N=str(cur), S=pick(["improving mood and oral intake", "minimal change so far",
                                                                        "marked improvement; MADRS now 12", "subjective memory complaints; switch to twice weekly"]))
        d.ln("Next: {D}", D=D(nxt, c, pick(["wk", "num"])))
        d.ln("Reviewed by {X} and {N}, ECT nurse.", X=Q.dr(k.psych, c), N=(k.nurse.full(), "DOCTOR"))
    return d
