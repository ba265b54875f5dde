"""Genres 1-6: discharge summary, progress note, ED note, radiology report,
operative note, nursing shift note with flowsheet."""

import datetime as dt

import clinical as C
import pools as P
from common import m, Hospital
from parts import (art, cap, cc_entry, esign, lab_inline, lab_table, letterhead, med_list, pad,
                   patient_id_lines, plain, profession_phrase, role_title, staff_legend, temp, vitals_line,
                   ward_ref, mrn_ref)

SPECIALTIES = ["Cardiology", "Respiratory", "Gastroenterology", "Infectious Diseases", "Renal", "Neurology",
               "Geriatrics", "Endocrinology", "General Surgery", "Orthopaedics", "Haematology", "Palliative Care"]
ORGANISMS = ["E. coli", "Klebsiella pneumoniae", "Staph aureus (MSSA)", "Strep pneumoniae", "Enterococcus faecalis",
             "no growth at 48 h", "Pseudomonas aeruginosa", "coagulase-negative staph (contaminant)"]


def _kin(ctx, p, k=None):
    return [ctx.relative(p) for _ in range(k or ctx.r.randint(1, 2))]


def _travel(ctx):
    return m("COUNTRY", ctx.pick(P.COUNTRIES))


# ---------------------------------------------------------------------------
def discharge_summary(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    att = ctx.staff("consultant", prof=ctx.chance(0.15))
    res = ctx.staff("resident")
    cons = ctx.staff("consultant")
    gp = ctx.staff("gp")
    typist = ctx.staff("typist")
    prac = Hospital(ctx, kind="practice")
    fam = _kin(ctx, p)
    los = r.randint(2, 14)
    adm, dis = ctx.days(-los), ctx.today
    dx = r.sample(C.PROBLEMS, 3)
    dx[1] = ctx.clin("dx", [dx[1]])
    o = []
    o.append(letterhead(ctx, hosp) if ctx.chance(0.55) else hosp.nm())
    o.append("")
    o.append(r.choice(["DISCHARGE SUMMARY", "Discharge Summary", "INPATIENT DISCHARGE SUMMARY",
                       "Transfer of Care - Discharge Letter"]))
    flds = ["name", "dob", "mrn"] + (["acct"] if ctx.chance(0.5) else []) + (["sex"] if ctx.chance(0.4) else [])
    flds += (["ssn"] if ctx.chance(0.15) else []) + (["hp"] if ctx.chance(0.25) else [])
    o.append(patient_id_lines(ctx, p, flds))
    o.append("Admission date: %s    Discharge date: %s    LOS: %d days" % (ctx.D(adm), ctx.D(dis), los))
    o.append("Ward: %s" % ward_ref(ctx))
    lead = "Attending" if ctx.loc in ("US", "CA") else "Consultant"
    o.append("%s: %s    Team: %s" % (lead, att.titled_full(), ctx.pick(["General Medicine", "Gen Med B", "Acute Medicine",
                                                                           "Hospitalist Service", "Medical Unit 2"])))
    gpl = "GP: %s, %s" % (gp.titled_full(), prac.nm())
    if ctx.chance(0.5):
        gpl += "  Tel %s" % m("PHONE", prac.phone)
    o.append(gpl)
    o.append("")
    o.append("Principal diagnosis: %s" % dx[0])
    o.append("Secondary diagnoses: %s" % "; ".join(dx[1:]))
    o.append("Past history: %s" % ", ".join(r.sample(C.HISTORY, 3)))
    o.append("Allergies: %s" % ctx.pick(C.ALLERGIES))
    if ctx.chance(0.5):
        sx = ctx.pick("FM")
        sib = ctx.relative(p, sex=sx, rel="brother" if sx == "M" else "sister")
        o.append("Family history: %s died at %s (%s); %s %s (%s) has %s." % (
            ctx.pick(["father", "mother"]), m("AGE", str(r.randint(48, 93))), ctx.pick(["MI", "stroke", "bowel cancer", "COPD"]),
            sib.rel, sib.first(), m("AGE", str(max(5, p.age + r.randint(-30, 10)))), ctx.pick(["type 2 diabetes", "hypertension", "AF", "breast cancer"])))
    o.append("")
    o.append("HISTORY OF PRESENTATION")
    age = ctx.age_phrase(p.age, p.sex, words=ctx.chance(0.12), bare=True)
    nm = r.choice([p.titled(), p.titled(), p.full()])
    pres = ctx.D(adm, r.choice(["wk", "wklong", "partial", "long", "num"]))
    prof = profession_phrase(ctx, age=p.age)
    o.append("%s is %s %s %s who presented on %s with %s. %s" % (
        nm, art(age), age, prof, pres, ctx.pick(C.SYMPTOMS),
        r.choice(["Symptoms began %s." % ctx.D(adm - dt.timedelta(days=r.randint(1, 5)), "weekday"),
                  "Onset was 3 days prior.", "No recent travel.",
                  "Recently returned from %s." % _travel(ctx), "Brought in by %s %s." % (fam[0].rel, fam[0].first()),
                  "Unwell since %s." % m("DATE", ctx.pick(P.HOLIDAYS[ctx.loc]))])))
    o.append("On admission: %s; %s." % (vitals_line(ctx, sick=ctx.chance(0.5)), ctx.clin("sign", C.EXAM_SIGNS + C.SCORES)))
    o.append("")
    o.append("HOSPITAL COURSE")
    course = []
    d1 = adm + dt.timedelta(days=1)
    course.append("Commenced on IV %s and fluids. Blood cultures (collected %s, accession %s) grew %s." % (
        ctx.pick(["ceftriaxone", "piperacillin-tazobactam", "co-amoxiclav", "vancomycin"]), ctx.D(adm, "partial"),
        m("IDNUM", ctx.specimen()), ctx.pick(ORGANISMS)))
    course.append("%s input from %s on %s, who recommended %s." % (
        ctx.pick(SPECIALTIES), cons.titled_full() if ctx.chance(0.5) else cons.titled(), ctx.D(d1, r.choice(["wk", "partial", "daymon"])),
        ctx.pick(["a repeat echo", "switching to oral therapy", "outpatient endoscopy", "MRI in 6 weeks",
                  "increasing the furosemide", "holding the anticoagulant for 48 h"])))
    course.append(ctx.pick(["Foley catheter removed on day 3 with successful TWOC.", "Remained afebrile from day 2.",
                            "Echo: LVEF 35%, moderate MR.", "%s on admission, improving to %s." % (
                                ctx.pick(C.SCORES), ctx.pick(C.SCORES)),
                            "Delirium screen (4AT) positive on admission; resolved with non-pharmacological measures."]))
    if ctx.chance(0.6):
        course.append("Physiotherapy: %s. OT home visit on %s with %s %s present." % (
            ctx.pick(C.MOBILITY), ctx.D(dis - dt.timedelta(days=1), r.choice(["weekday", "partial", "wk"])),
            fam[0].rel, fam[0].first()))
    if ctx.chance(0.5):
        course.append("Plan discussed with %s %s by phone (%s)." % (fam[-1].rel, fam[-1].full(), m("PHONE", ctx.phone("mobile"))))
    if ctx.chance(0.3):
        course.append("%s asked that %s be told the diagnosis first; %s agreed." % (
            p.first(), fam[0].first(), p.first()))
    if ctx.chance(0.6):
        a0 = adm + dt.timedelta(days=r.randint(0, 1))
        a1 = a0 + dt.timedelta(days=r.randint(2, 6))
        course.insert(1, "IV antibiotics %s-%s, then oral to complete 7 days." % (ctx.D(a0, "partial"), ctx.D(a1, "partial")))
    if p.nick and ctx.chance(0.6):
        course.append("Known to staff as %s; engaged well with therapy." % p.nickname())
    o.extend("- " + c for c in course)
    o.append("")
    o.append("Discharge bloods: %s" % lab_inline(ctx))
    o.append("")
    o.append("DISCHARGE MEDICATIONS")
    meds, _ = med_list(ctx, r.randint(4, 8))
    for i, ml in enumerate(meds):
        tag = ctx.pick(["", "", "", " (NEW)", " (dose changed)", " (unchanged)"])
        o.append("%d. %s%s" % (i + 1, ml, tag))
    if ctx.chance(0.4):
        o.append("STOPPED: %s (%s)" % (ctx.pick(["naproxen", "diclofenac", "gliclazide", "amlodipine", "tramadol"]),
                                       ctx.pick(["AKI", "hypoglycaemia", "falls risk", "ankle oedema"])))
    o.append("")
    o.append("FOLLOW-UP")
    fu = ctx.days(r.randint(7, 42))
    o.append("- %s to repeat U&E and FBC in 1 week." % gp.titled())
    o.append("- Clinic with %s on %s at %s, %s (%s)." % (
        att.titled(), ctx.D(fu, r.choice(["long", "wklong", "num", "abbr"])), ctx.tm(r.randint(8, 16)),
        ctx.pick(["Outpatients", "the Medical Day Unit", "the Heart Failure Clinic", "the Fracture Clinic"]),
        m("PHONE", ctx.phone("land", place=hosp.addr, ext=True))))
    if ctx.chance(0.6):
        o.append("- Histology %s pending - %s to follow up." % (m("IDNUM", ctx.specimen()), res.titled()))
    if ctx.chance(0.3):
        o.append("- Community nursing via %s for wound care from %s." % (
            m("ORGANIZATION", ctx.pick(P.AGENCIES)), ctx.D(dis + dt.timedelta(days=1), "weekday")))
    o.append("")
    o.append(esign(ctx, res, dis))
    if ctx.chance(0.6):
        o.append("Dictated by: %s  DD: %s  DT: %s" % (res.gi(), ctx.D(dis, "num"), ctx.D(dis + dt.timedelta(days=r.randint(0, 1)), "num")))
        o.append("%s/%s  Job #%s" % (res.ini(), typist.ini(lower=True), m("IDNUM", ctx._d(6))))
    if ctx.chance(0.7):
        o.append("cc: %s" % cc_entry(ctx, gp, prac))
    return "\n".join(o)


# ---------------------------------------------------------------------------
def progress_note(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    res = ctx.staff("resident")
    att = ctx.staff("consultant")
    cons = ctx.staff("consultant")
    ph = ctx.staff("pharmacist")
    fam = ctx.relative(p)
    hd = r.randint(2, 9)
    d = ctx.today
    o = []
    o.append("%s - %s" % (hosp.nm(), ctx.pick(["Medicine Progress Note", "Daily Progress Note", "Ward Round Note",
                                               "PROGRESS NOTE", "Hospitalist Progress Note"])))
    o.append("Date: %s %s    Hospital day %d" % (ctx.D(d, r.choice(["num", "wk", "wklong", "iso"])), ctx.tm(r.randint(7, 11)), hd))
    o.append(patient_id_lines(ctx, p, ["name", "mrn"] + (["agesex"] if ctx.chance(0.5) else [])))
    o.append("Location: %s" % ward_ref(ctx))
    o.append("")
    o.append("S: %s %s. Overnight %s. %s" % (
        r.choice([p.first(), "Pt", p.titled()]),
        ctx.pick(["reports breathing is easier", "c/o ongoing nausea, tolerating sips", "slept poorly, pain 6/10 overnight",
                  "feels 'much better today'", "denies chest pain or palpitations", "reports loose stools x3"]),
        ctx.pick(["febrile to 38.4, blood cultures sent", "uneventful", "required PRN oxycodone x2",
                  "brief episode of AF with RVR, settled with metoprolol 5 mg IV", "new confusion at 0300, 4AT 5"]),
        r.choice(["%s %s at bedside, asking about discharge." % (cap(fam.rel), fam.first()),
                  "Spoke to %s (%s) this morning." % (fam.full(), fam.rel), "No family present.",
                  "%s %s phoned the ward overnight." % (cap(fam.rel), fam.first())])))
    o.append("")
    o.append("O: Vitals: %s" % vitals_line(ctx, sick=ctx.chance(0.3)))
    o.append("   I/O: %d/%d mL (24 h)   Weight %.1f kg (admission %.1f kg)" % (
        r.randint(900, 2600), r.randint(700, 3200), r.uniform(48, 120), r.uniform(48, 120)))
    o.append("   Exam: %s; %s; %s." % (ctx.pick(["alert, oriented x3", "drowsy but rousable", "comfortable at rest"]),
                                      ctx.pick(["bibasal crackles", "chest clear", "scattered wheeze", "reduced air entry R base"]),
                                      ctx.clin("sign", C.EXAM_SIGNS)))
    o.append("")
    o.append("Labs:")
    dates = [d - dt.timedelta(days=2), d - dt.timedelta(days=1), d]
    o.append(lab_table(ctx, dates, r.randint(2, 4)))
    o.append("")
    o.append("Micro: Blood cx %s x2 - %s. Urine cx %s (specimen %s): %s." % (
        ctx.D(dates[0], "partial"), ctx.pick(["NGTD", "no growth to date", "GPC in clusters in 1/2 bottles"]),
        ctx.D(dates[1], "partial"), m("IDNUM", ctx.specimen()), ctx.pick(["E. coli >10^5 CFU/mL, sensitivities pending",
                                                                         "mixed growth", "no significant growth"])))
    o.append("Imaging: CXR %s - %s" % (ctx.D(dates[1], r.choice(["partial", "wk"])),
                                      ctx.pick(["improving L basal consolidation", "small bilateral effusions",
                                                "no acute change", "pulmonary venous congestion"])))
    o.append("")
    short = ctx.age_phrase(p.age, p.sex, kind="short")
    o.append("A/P: %s with %s, day %d of treatment." % (short, ctx.clin("dx", C.PROBLEMS), hd))
    plans = [
        "Continue %s; d/w %s (%s) - %s." % (ctx.pick(["ceftriaxone", "pip-tazo", "IV fluids", "furosemide 40 mg IV BD"]),
                                            cons.titled(), ctx.pick(SPECIALTIES),
                                            ctx.pick(["agree with current plan", "switch to PO at 48 h afebrile",
                                                      "echo booked", "no role for anticoagulation"])),
        "Pharmacy (%s) to dose vancomycin; trough before 4th dose." % ph.first(),
        "K %.1f - replace with KCl 20 mmol PO, recheck in AM." % r.uniform(3.0, 3.4),
        "VTE: enoxaparin 40 mg SC daily. Lines: PIV day 3.",
        "Mobility: %s; physio review." % ctx.pick(C.MOBILITY),
        "Glycaemic control: %s." % ctx.pick(["BSL 6-11, continue basal bolus", "hypo 3.4 at 0200 - reduce glargine by 2 units"]),
        "Code status: %s (discussed with %s %s on %s)." % (ctx.pick(["full code", "DNACPR", "DNR/DNI"]), fam.rel,
                                                           fam.first(), ctx.D(dates[0], r.choice(["partial", "wk", "weekday"]))),
    ]
    r.shuffle(plans)
    for i, pl in enumerate(plans[:r.randint(4, 6)]):
        o.append("%d. %s" % (i + 1, pl))
    o.append("Dispo: anticipate discharge %s if %s." % (
        ctx.D(d + dt.timedelta(days=r.randint(1, 3)), r.choice(["weekday", "wk", "partial"])),
        ctx.pick(["afebrile and tolerating PO", "Na >130", "mobilising safely", "cleared by physio"])))
    o.append("")
    pg = r.choice(["pager", "pgr", "bleep", "p."])
    o.append("%s, %s  (%s %s)" % (res.full(), res.cred, pg, m("PHONE", res.pager)))
    if ctx.chance(0.6):
        o.append("Seen and examined with %s; agree with the above. %s" % (att.titled(), r.choice(["-- " + att.ini(), att.gi(), ""])))
    return "\n".join(o).rstrip()


# ---------------------------------------------------------------------------
TRIAGE = {"US": ("ESI", ["2", "3", "3", "4"]), "CA": ("CTAS", ["2", "3", "3", "4"]), "UK": ("MTS", ["orange", "yellow", "green"]),
          "AU": ("ATS", ["2", "3", "3", "4"]), "NZ": ("ATS", ["2", "3", "4"]), "IN": ("Triage", ["red", "yellow", "green"]),
          "ZA": ("SATS", ["orange", "yellow", "green"])}


def ed_note(ctx):
    r = ctx.r
    peds = ctx.chance(0.12)
    p = ctx.patient(age=r.randint(2, 15) if peds else None)
    hosp = Hospital(ctx)
    att = ctx.staff("consultant")
    res = ctx.staff("resident")
    tri = ctx.staff("nurse")
    reg = ctx.staff("registrar")
    gp = ctx.staff("gp")
    if peds:
        prel = r.choice(["mother", "father", "mother"])
        fam = ctx.relative(p, sex="F" if prel == "mother" else "M", rel=prel, same_surname=ctx.chance(0.7))
    else:
        fam = ctx.relative(p)
    arr = ctx.today
    t0h = r.randint(0, 22)
    o = []
    o.append("%s - %s" % (hosp.nm(), ctx.pick(["Emergency Department", "Emergency Department Record", "ED Physician Note",
                                               "Emergency Medicine Note", "Casualty / Emergency"])))
    flds = ["name", "dob", "mrn"] + (["acct"] if ctx.chance(0.6) else [])
    if not peds and ctx.chance(0.35):
        flds.append("ssn")
    if ctx.chance(0.35):
        flds.append("hp")
    o.append(patient_id_lines(ctx, p, flds))
    mode = r.random()
    para = None
    if mode < 0.45:
        para = ctx.staff("paramedic")
        arrival = "Ambulance (%s; crew %s)" % (m("ORGANIZATION", ctx.pick(P.AMBULANCE[ctx.loc])), para.full())
    elif mode < 0.8:
        arrival = "Walk-in, accompanied by %s %s" % (fam.rel, fam.first())
    else:
        arrival = "Private car"
    o.append("Arrival: %s %s    Mode: %s" % (ctx.D(arr, r.choice(["num", "dash", "iso"])), ctx.tm(t0h), arrival))
    scale, cats = TRIAGE[ctx.loc]
    o.append("Triage: %s %s by %s, %s    Location: %s %s" % (
        scale, ctx.pick(cats), tri.full(), tri.cred, ctx.pick(["Cubicle", "Resus", "Fast Track", "Bed", "Majors"]),
        m("LOCATION_OTHER", str(r.randint(1, 24)))))
    if not peds and ctx.chance(0.3):
        o.append("ID checked: driver's licence %s" % m("LICENSE", ctx.drivers_licence()))
    o.append("")
    o.append("HPI:")
    mvc = (not peds) and ctx.chance(0.3)
    if peds:
        age = ctx.age_phrase(p.age, p.sex)
        o.append("%s is %s %s brought in by %s %s (%s) with %s. Attends %s; no sick contacts at home." % (
            p.first(), art(age), age, fam.rel, fam.full(), m("PHONE", ctx.phone("mobile")),
            ctx.pick(["fever and a barking cough", "vomiting and diarrhoea for 2 days", "a fall from monkey bars",
                      "a rash and fever", "wheeze not responding to salbutamol"]),
            m("ORGANIZATION", ctx.pick(P.SCHOOLS[ctx.loc]))))
        o.append("%s says %s 'hasn't been himself since %s'." % (cap(fam.rel), p.first(), ctx.D(arr - dt.timedelta(days=1), "weekday"))
                 if p.sex == "M" else "%s says %s 'has been off her food since %s'." % (cap(fam.rel), p.first(),
                                                                                      ctx.D(arr - dt.timedelta(days=2), "weekday")))
    elif mvc:
        short = ctx.age_phrase(p.age, p.sex, kind="short")
        officer = ctx.person("FAMILY")
        o.append("%s, restrained driver in a low-speed MVC at approx %s. Vehicle (%s %s) struck from behind at lights on %s. "
                 "Airbags deployed. Self-extricated. %s." % (
                     short, ctx.tm(t0h), ctx.pick(["reg", "plate", "rego", "licence plate"]), m("VEHICLE", ctx.plate()),
                     m("STREET", "%s %s" % (ctx.pick(P.STREET_STEMS), ctx.pick(P.STREET_SUFFIX[ctx.loc]))),
                     ctx.pick(["C/o neck pain and L chest wall pain", "Denies LOC; c/o headache", "Only complaint is R wrist pain"])))
        o.append(("Police attended (%s %s, case no. %s). %s" % (
            ctx.dot(r.choice(["Constable", "Officer", "Sgt", "Const"])), officer.last(), m("IDNUM", ctx.pick([
                "CAS %d/%02d/%d" % (r.randint(1, 999), arr.month, arr.year), "%d-%s" % (arr.year, ctx._d(6)),
                "P%s" % ctx._d(8)])),
            r.choice(["VIN %s recorded for insurer." % m("VEHICLE", ctx.vin()), "Other driver uninjured.", ""]))).rstrip())
    else:
        age = ctx.age_phrase(p.age, p.sex, words=ctx.chance(0.1))
        o.append("%s %s presenting with %s since %s. %s" % (
            cap(art(age)), age, ctx.pick(C.SYMPTOMS), ctx.D(arr - dt.timedelta(days=r.randint(0, 4)),
                                                              r.choice(["weekday", "wk", "partial", "daymon"])),
            ctx.pick(["Took paracetamol at home with little effect.", "Similar episode in %s." % ctx.D(
                arr - dt.timedelta(days=r.randint(60, 700)), r.choice(["my", "y", "mon"])),
                      "No recent travel.", "Returned from %s %s." % (_travel(ctx), ctx.D(arr - dt.timedelta(days=r.randint(3, 20)),
                                                                                     r.choice(["daymon", "weekday", "partial"]))),
                      "Symptoms started at work (%s)." % m("ORGANIZATION", ctx.pick(P.EMPLOYERS[ctx.loc]))])))
        o.append("Collateral from %s %s: %s" % (fam.rel, fam.full(), ctx.pick([
            "more confused than usual over the last 2 days.", "has not been eating.", "found on the floor this morning.",
            "'he keeps saying his chest feels tight'.", "no seizure activity witnessed."])))
    o.append("")
    pmh = r.sample(C.HISTORY, r.randint(1, 4))
    pmh[0] = ctx.clin("dx", [pmh[0]]) if not peds else pmh[0]
    o.append("PMH: %s" % ", ".join(pmh) if not peds else "PMH: %s" % ctx.pick(
        ["nil", "asthma", "eczema", "born at 32 weeks, NICU stay", "febrile convulsion age %s" % m("AGE", "2")]))
    meds, _ = med_list(ctx, r.randint(1, 4))
    o.append("Meds: %s" % "; ".join(meds))
    o.append("Allergies: %s" % ctx.pick(C.ALLERGIES))
    if not peds:
        o.append("Social: lives %s in %s; %s. %s" % (
            ctx.pick(["alone", "with %s %s" % (fam.rel, fam.first()), "with family", "in a care facility"]),
            m("CITY", p.addr.city or p.addr.suburb), profession_phrase(ctx, employer=False, age=p.age),
            ctx.pick(["Smoker 20/day.", "Ex-smoker.", "Alcohol 30 units/week.", "Denies drugs.", "Drinks socially."])))
    o.append("")
    o.append("Exam: %s" % vitals_line(ctx, sick=ctx.chance(0.4)))
    o.append("  %s. %s. %s." % (ctx.clin("sign", C.SCORES), ctx.pick(C.EXAM_SIGNS), ctx.pick(C.EXAM_SIGNS)))
    o.append("")
    o.append("ED course:")
    steps = [
        "Seen by %s." % res.titled(),
        "Bloods: %s." % lab_inline(ctx, 4),
        "ECG: sinus rhythm, no acute ST change.",
        "%s requested (accession %s)." % (ctx.pick(["CT head", "CTPA", "CXR", "XR wrist", "US abdomen"]), m("IDNUM", ctx.accession())),
        "D/w %s (%s registrar on call, %s %s): %s." % (
            reg.titled(), ctx.pick(SPECIALTIES), ctx.pick(["pager", "bleep", "ext"]), m("PHONE", reg.pager),
            ctx.pick(["accept for admission", "will review in ED", "suggest outpatient follow-up", "advise CT first"])),
        "Reviewed by %s, who agrees with plan." % att.titled(),
    ]
    chosen = steps[:2] + sorted(r.sample(steps[2:], r.randint(2, 4)), key=steps.index)
    mins = sorted(r.sample(range(10, 300), len(chosen)))
    for st, mn in zip(chosen, mins):
        tt = t0h * 60 + mn
        o.append("%s %s" % (ctx.tm((tt // 60) % 24, tt % 60), st))
    o.append("")
    if ctx.chance(0.55):
        o.append("Disposition: admitted under %s to %s." % (att.titled(), ward_ref(ctx, with_bed=ctx.chance(0.5))))
    else:
        o.append("Disposition: discharged home with %s %s. Advised to see %s at %s within 48 h; return if worse." % (
            fam.rel, fam.first(), gp.titled(), m("HOSPITAL", ctx.pick(P.PRACTICES[ctx.loc]))))
    if ctx.chance(0.5):
        scribe = ctx.staff("scribe")
        o.append("Scribed by %s for %s." % (scribe.full(), att.titled_full()))
        o.append("I, %s, personally performed the services described and agree with the documentation. -- %s" % (
            att.full(), att.ini()))
    else:
        o.append(esign(ctx, res, arr))
    return "\n".join(o)


# ---------------------------------------------------------------------------
def radiology_report(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    rad = ctx.staff("radiologist")
    ref = ctx.staff(ctx.pick(["consultant", "registrar", "resident", "gp"]))
    typist = ctx.staff("typist")
    exam, mod, findings, impression = ctx.pick(C.IMAGING)
    d = ctx.today
    o = []
    o.append("%s\n%s" % (hosp.nm(), ctx.pick(["Department of Radiology", "Medical Imaging Department", "Diagnostic Imaging",
                                              "RADIOLOGY REPORT"])))
    o.append(patient_id_lines(ctx, p, ["name", "mrn", "dob"] + (["sex"] if ctx.chance(0.3) else [])))
    if ctx.chance(0.4):
        o.append("Age: %s" % ctx.age_phrase(p.age, p.sex, kind="short"))
    o.append("Exam: %s" % exam)
    o.append("Accession: %s    Order #: %s" % (m("IDNUM", ctx.accession()), m("IDNUM", ctx.order_no())))
    o.append("Exam date: %s %s    Patient location: %s" % (ctx.D(d, r.choice(["num", "dash", "iso", "abbr"])), ctx.tm(),
                                                         r.choice(["ED", "Outpatient", ward_ref(ctx, with_bed=False)])))
    rl = "Referring: %s" % (ref.titled_full() if ref.role.get("dr") else ref.full())
    if ctx.chance(0.5):
        rl += " (%s %s)" % (ctx.pick(["pager", "ph", "ext"]), m("PHONE", ref.pager))
    if ref.role["name"] == "gp":
        rl += ", %s" % m("HOSPITAL", ctx.pick(P.PRACTICES[ctx.loc]))
    o.append(rl)
    o.append("")
    short = ctx.age_phrase(p.age, p.sex, kind=r.choice(["short", "narr"]))
    o.append("CLINICAL HISTORY: %s, %s. %s" % (short, ctx.pick(C.SYMPTOMS), ctx.pick(
        ["?PE, Wells score 4.5.", "?fracture.", "?acute pathology.", "Rule out obstruction.", "Known %s." % ctx.pick(C.HISTORY)])))
    o.append("Background: %s." % ctx.clin("dx", C.HISTORY))
    if ctx.chance(0.3) or (ctx.ep and ctx.ep[3] == "sign"):
        o.append("Referrer notes: %s." % ctx.clin("sign", C.EXAM_SIGNS + C.SCORES))
    o.append("TECHNIQUE: %s" % ctx.pick([
        "Axial images acquired with coronal and sagittal reformats.", "Standard protocol; 80 mL Omnipaque 350 IV.",
        "Multiplanar multisequence imaging.", "Frontal and lateral projections.", "Greyscale and colour Doppler imaging."]))
    if ctx.chance(0.7):
        prior = d - dt.timedelta(days=r.randint(30, 1500))
        if ctx.chance(0.3):
            o.append("COMPARISON: %s from %s dated %s." % (mod, m("HOSPITAL", ctx.pick(P.HOSPITALS[ctx.loc])),
                                                         ctx.D(prior, r.choice(["num", "my", "abbr"]))))
        else:
            o.append("COMPARISON: %s %s." % (mod, ctx.D(prior, r.choice(["num", "short", "long", "dash"]))))
    else:
        o.append("COMPARISON: None available.")
    o.append("")
    o.append("FINDINGS:")
    for f in r.sample(findings, min(len(findings), r.randint(3, 5))):
        o.append(f)
    if ctx.chance(0.2):
        o.append("Cardiac device in situ (serial %s), MR-conditional; programmed to MRI mode by %s." % (
            m("DEVICE", ctx.device_id()), ctx.staff("tech").full()))
    o.append("")
    o.append("IMPRESSION:")
    for i, im in enumerate(impression):
        o.append("%d. %s" % (i + 1, im))
    o.append("")
    if ctx.chance(0.5):
        o.append("Findings communicated to %s by telephone at %s on %s; read-back confirmed." % (
            ref.titled() if ref.role.get("dr") else ref.full(), ctx.tm(), ctx.D(d, r.choice(["partial", "num", "wk"]))))
    if ctx.chance(0.25):
        o.append("Images reviewed on the %s (IP %s)." % (
            ctx.pick(["reporting workstation", "home reporting station", "PACS viewer"]), m("IPADDR", ctx.ip())))
    o.append("Reported by: %s" % rad.with_cred())
    o.append("%s: %s %s" % (ctx.pick(["Verified", "Signed", "Finalised"]), ctx.D(d, r.choice(["num", "dash"])), ctx.tm()))
    if ctx.chance(0.5):
        o.append("%s/%s" % (rad.ini(), typist.ini(lower=True)))
    return "\n".join(o)


# ---------------------------------------------------------------------------
def operative_note(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    surg = ctx.staff("surgeon", prof=ctx.chance(0.15))
    asst = ctx.staff("registrar")
    anae = ctx.staff("anaesthetist")
    scrub = ctx.staff("nurse")
    circ = ctx.staff("nurse")
    fam = ctx.relative(p)
    name, steps, implants, specimens = ctx.pick(C.PROCEDURES)
    if "caesarean" in name:
        p.sex = "F"
    d = ctx.today
    o = []
    o.append("%s\n%s" % (hosp.nm(), ctx.pick(["OPERATION NOTE", "Operative Report", "OPERATIVE NOTE", "Brief Op Note / Operation Record"])))
    o.append(patient_id_lines(ctx, p, ["name", "mrn", "dob"] + (["acct"] if ctx.chance(0.4) else [])))
    o.append("Date of operation: %s    %s %s" % (ctx.D(d, r.choice(["num", "long", "dash", "wklong"])),
                                                ctx.pick(["Theatre", "OR", "Theatre", "Operating Room"]),
                                                m("LOCATION_OTHER", str(r.randint(1, 14)))))
    o.append("Surgeon: %s, %s" % (surg.titled_full(), surg.cred))
    o.append("Assistant: %s%s" % (asst.titled_full(), ctx.pick(["", "; medical student %s" % ctx.staff("scribe").gsi()])))
    o.append("Anaesthetist: %s    Anaesthesia: %s" % (anae.titled_full(), ctx.pick(["GA with ETT", "GA + LMA", "spinal", "regional block + sedation", "local"])))
    o.append("Scrub: %s    Circulating: %s" % (scrub.full(), circ.gsi() if ctx.chance(0.4) else circ.full()))
    o.append("")
    o.append("Procedure: %s" % name)
    age = ctx.age_phrase(p.age, p.sex)
    indic = ctx.clin("dx", C.PROBLEMS)
    if "caesarean" in name:
        indic = "G%dP%d at %d+%d weeks, %s" % (r.randint(1, 4), r.randint(0, 3), r.randint(36, 41), r.randint(0, 6),
                                              ctx.pick(["failure to progress", "breech presentation", "previous LSCS x2", "pathological CTG"]))
    o.append("Indication: %s %s with %s. %s" % (cap(art(age)), age, indic, ctx.pick([
        "Consented by %s on %s." % (surg.titled(), ctx.D(d - dt.timedelta(days=r.randint(1, 30)), r.choice(["partial", "num", "abbr"]))),
        "Listed urgently on %s." % ctx.D(d - dt.timedelta(days=1), "weekday"),
        "Risks including bleeding, infection and DVT discussed with patient and %s %s." % (fam.rel, fam.first())])))
    if "caesarean" in name:
        p.sex = "F"
    if ctx.chance(0.4) or (ctx.ep and ctx.ep[3] == "sign"):
        o.append("Pre-operative assessment: %s; %s." % (ctx.pick(["ASA II", "ASA III", "ASA I"]), ctx.clin("sign", C.EXAM_SIGNS + C.SCORES)))
    o.append("")
    o.append("Procedure details:")
    for s in steps:
        o.append("- " + s)
    if implants:
        o.append("")
        o.append("Implants:")
        for desc, kind in implants:
            ref = "%s%s" % (ctx._L(2), ctx._d(5))
            lbl = "LOT" if kind == "lot" else r.choice(["SN", "Serial"])
            o.append("- %s  REF %s  %s %s" % (desc, ref, lbl, m("DEVICE", ctx.device_id(kind))))
    o.append("")
    if specimens:
        for s in specimens:
            o.append("Specimen: %s to histology, specimen no. %s." % (s, m("IDNUM", ctx.specimen())))
    o.append("EBL: %s. Complications: %s. Counts correct x2 (%s/%s)." % (
        "minimal" if "Phaco" in name else "%d mL" % r.choice([20, 50, 100, 150, 300, 650]), ctx.pick(["none", "nil", "none apparent"]), scrub.ini(), circ.ini()))
    o.append("")
    o.append("Post-op plan:")
    o.append("- To %s via PACU." % ward_ref(ctx, with_bed=ctx.chance(0.4)))
    o.append("- %s; %s; %s." % (ctx.pick(["Foley catheter to remain until POD 1", "Drain to be removed POD 2", "Sling for comfort",
                                           "Weight-bear as tolerated", "Eye shield overnight"]),
                                  ctx.pick(["enoxaparin 40 mg SC from 6 h post-op", "TEDs and early mobilisation", "no VTE chemoprophylaxis"]),
                                  ctx.pick(["cefazolin 2 g IV x2 further doses", "regular paracetamol", "PCA as per APS"])))
    o.append("- Follow-up: %s clinic on %s." % (surg.titled(), ctx.D(d + dt.timedelta(days=r.randint(10, 42)), r.choice(["num", "long", "abbr"]))))
    if ctx.chance(0.6):
        o.append("- %s %s updated by phone at %s (%s)." % (cap(fam.rel), fam.full(), ctx.tm(), m("PHONE", ctx.phone("mobile"))))
    o.append("")
    o.append(esign(ctx, surg, d))
    return "\n".join(o)


# ---------------------------------------------------------------------------
def nursing_flowsheet(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    nurses = [ctx.staff("nurse") for _ in range(r.randint(2, 3))]
    hca = ctx.staff("nurse")
    hca.cred = ctx.pick(["HCA", "PCA", "AIN", "CNA", "nursing assistant"])
    res = ctx.staff("resident")
    physio = ctx.staff("physio")
    cons = ctx.staff("consultant")
    fam = ctx.relative(p)
    night = ctx.staff("nurse")
    day = ctx.today
    day_shift = ctx.chance(0.6)
    o = []
    o.append("%s - %s" % (hosp.nm(), ctx.pick(["NURSING SHIFT NOTE", "Nursing Progress Note", "Shift Report & Observations Flowsheet"])))
    o.append("%s shift %s  %s" % ("Day" if day_shift else "Night", ctx.D(day, r.choice(["num", "wk", "wklong", "dash"])),
                                  "0700-1930" if day_shift else "1900-0730"))
    o.append("%s    %s" % (ward_ref(ctx), patient_id_lines(ctx, p, ["name", "mrn"], name_form=r.choice(["lastfirst", "caps", "full", "gsi"]))))
    o.append("Age %s    Allergies: %s    Consultant: %s" % (m("AGE", str(p.age)), ctx.pick(C.ALLERGIES), cons.titled()))
    o.append("Dx: %s    Risk assessments: %s" % (ctx.clin("dx", C.PROBLEMS), ctx.clin("sign", [
        "Braden score 14", "Waterlow score 18", "Morse Fall Scale 55", "Norton scale 12", "MUST 2", "4AT 2", "NEWS2 3"])))
    if p.nick and ctx.chance(0.7):
        o.append("Prefers to be called %s." % p.nickname())
    o.append("")
    o.append("OBSERVATIONS")
    hdr = "Time  | T    | HR  | BP      | RR | SpO2      | Pain | AVPU | Init"
    o.append(hdr)
    hours = list(range(8, 20, 2)) if day_shift else [20, 22, 0, 2, 4, 6]
    window = list(range(7, 20)) if day_shift else [19, 20, 21, 22, 23, 0, 1, 2, 3, 4, 5, 6, 7]
    extra = r.sample(window, r.randint(2, 5))
    rows = sorted(set(hours + extra), key=lambda h: (h - (7 if day_shift else 19)) % 24)
    staff_all = nurses + [hca]
    for h in rows:
        who = ctx.pick(staff_all)
        sbp = r.randint(95, 165)
        ini = who.ini(lower=ctx.chance(0.08))
        o.append("%s  | %s | %-3d | %-7s | %-2d | %-9s | %-4s | %-4s | %s" % (
            "%02d%02d" % (h, r.choice([0, 0, 5, 10, 15, 30, 45])), "%-4s" % temp(ctx, ctx.chance(0.15)), r.randint(58, 118),
            "%d/%d" % (sbp, r.randint(50, min(100, sbp - 30))), r.randint(12, 26), "%d%% %s" % (r.randint(89, 100), ctx.pick(["RA", "2L", "NP", "RA"])),
            ctx.pick(C.PAIN), ctx.pick(["A", "A", "A", "V"]), ini))
    o.append("")
    o.append("FLUID BALANCE")
    o.append("Time  | Intake            | Output           | Init")
    for h in sorted(r.sample(rows, min(len(rows), r.randint(3, 5))), key=lambda h: (h - (7 if day_shift else 19)) % 24):
        who = ctx.pick(staff_all)
        o.append("%02d00  | %-17s | %-16s | %s" % (h, ctx.pick(["PO 200 mL", "IV NaCl 125 mL", "PO 150 mL tea", "NG feed 240 mL", "IV abx 100 mL"]),
                                                ctx.pick(["PU 300 mL", "catheter 80 mL", "vomit 100 mL", "drain 20 mL", "nil"]), who.ini()))
    o.append("")
    o.append("NOTES")
    n1, n2 = nurses[0], nurses[1]
    ev = [
        "%s %s medications given as charted. %s c/o %s. -- %s" % (
            "0815" if day_shift else "2015", "Morning" if day_shift else "Evening", p.first() if ctx.chance(0.6) else "Pt", ctx.pick(["nausea", "back pain 5/10", "poor sleep", "no complaints"]), n1.ini()),
        "%s Reviewed by %s (%s %s) re %s; plan: %s. -- %s" % (
            "1030" if day_shift else "2330", res.titled(), ctx.pick(["pager", "bleep", "pgr"]), m("PHONE", res.pager),
            ctx.pick(["tachycardia", "low UO", "new confusion", "BP 92/50"]), ctx.pick(["250 mL bolus", "bloods + ECG", "hold antihypertensives", "increase obs to 1-hrly"]), n1.ini()),
        "%s %s %s visited; updated on plan with pt's consent. Contact no. %s. -- %s" % (
            "1300" if day_shift else "2000", cap(fam.rel), fam.first(), m("PHONE", ctx.phone("mobile")), n2.ini()),
        "%s Physio (%s) mobilised pt %s. -- %s" % ("1500" if day_shift else "0600", physio.full(), ctx.pick(["20 m with frame", "to chair", "on the spot only"]), n2.ini()),
        "%s %s -- %s" % ("1600" if day_shift else "0300", ctx.pick(C.NURSING_EVENTS), ctx.pick(staff_all).ini()),
        "%s %s -- %s" % ("1700" if day_shift else "0400", ctx.pick(C.NURSING_EVENTS), ctx.pick(staff_all).ini()),
    ]
    if ctx.chance(0.4):
        ev.append("%s Pt's %s says '%s gets muddled at night' -- falls bundle in place. -- %s" % (
            "1800" if day_shift else "0500", fam.rel, p.first_lower() if ctx.chance(0.3) else p.first(), n1.ini()))
    if ctx.chance(0.3):
        ev.append("%s Discharge planning: %s, %s, to liaise re %s. -- %s" % (
            "1400" if day_shift else "0630", ctx.staff("sw").full(), "SW", ctx.pick(["home care package", "respite at %s" % m("HOSPITAL", ctx.pick(P.CARE_HOMES[ctx.loc]))]), n2.ini()))
    ev.sort(key=lambda e: (int(e[:2]) - (7 if day_shift else 19)) % 24 * 100 + int(e[2:4]))
    for e in ev:
        o.append(e)
    o.append("%s Handover given to %s, %s%s. -- %s" % ("1915" if day_shift else "0715", night.full(), night.cred,
                                                      "" if ctx.chance(0.5) else " at bedside", n1.ini()))
    if ctx.chance(0.3):
        lab, val = ctx.nurse_license()
        o.append("Shift co-ordinator: %s (%s %s)" % (n1.full(), lab, m("LICENSE", val)))
    o.append("")
    o.append("Staff on this record:")
    o.append(staff_legend(ctx, staff_all, cols=ctx.chance(0.5)))
    return "\n".join(o)
