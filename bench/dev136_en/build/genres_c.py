"""Genres: oncology discharge summary, urgent GP referral, record-access audit, psychosocial assessment."""
import datetime as dt

import pools as PL
import neg
import narr
from blocks import (pname, dname, age_piece, address, demo_block, fbc, chem, vitals, meds,
                    problems, signature, cc_block, transcription, header, full, initials, MEDS)
from phi import Doc, P, fmt_date


REASONS = [
    ("Neutropenic sepsis", "D70.1", "rigors and T 38.9", "Sepsis 6 completed within 1 h; piperacillin-tazobactam started.",
     "Counts recovered; afebrile > 48 h off antibiotics."),
    ("Febrile neutropenia, source unknown", "R50.8", "T 38.4 at home", "IV antibiotics per neutropenic sepsis policy.",
     "Switched to oral co-amoxiclav and ciprofloxacin once afebrile."),
    ("Tumour lysis syndrome (laboratory)", "E88.3", "oliguria and cramps", "IV fluids and rasburicase given; K and urate 6-hourly.",
     "Creatinine back to baseline."),
    ("Hypercalcaemia of malignancy", "E83.5", "confusion and vomiting", "IV fluids 4 L/24 h, pamidronate 90 mg.",
     "Calcium normalised after pamidronate."),
    ("Metastatic spinal cord compression", "G95.2", "new leg weakness", "Dexamethasone 16 mg started; MRI whole spine same day.",
     "Mobilising with frame after 20 Gy/5# to T10-L2; physio and OT input."),
    ("Pulmonary embolism", "I26.9", "pleuritic chest pain", "CTPA confirmed segmental PE; treatment-dose enoxaparin commenced.",
     "Switched to apixaban; SpO2 stable on room air."),
    ("Immunotherapy-related colitis G3", "K52.1", "diarrhoea x8/day", "IV methylprednisolone 2 mg/kg; flexi-sig confirmed colitis.",
     "Symptoms improved; oral prednisolone weaning over 6 weeks."),
    ("Elective admission for induction chemotherapy", "Z51.1", "no acute complaint (elective)",
     "Induction given via Hickman; TLS prophylaxis with allopurinol.", "Count recovery day 24; discharged with prophylaxis."),
]


def g_discharge(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    adm = ctx.d_before(3, 21)
    header(ctx, d, r.choice(["DISCHARGE SUMMARY", "Oncology Discharge Summary", "Inpatient Discharge Letter"]),
           dept=r.choice(["Medical Oncology", "Haematology", "Cancer Services"]))
    demo_block(ctx, d)
    ward = r.choice(PL.WARDS)
    d.line("Ward: {w}   Bed: {b}   Encounter: {e}", w=P(ward, "HOSPITAL"), b=P(str(r.randint(1, 30)), "LOCATION_OTHER"),
           e=P(ctx.account(), "ACCOUNT"))
    d.line("Admitted: {a}   Discharged: {dd}   Consultant: {c}", a=ctx.date(adm, r.choice(["dmy", "dmon", "dash"])),
           dd=ctx.date(style=r.choice(["dmy", "dmon", "dash"])), c=dname(ctx, ctx.cons, "dr_last"))
    d.line("Admission source: " + r.choice(["ED", "Acute Oncology Unit via triage line", "direct from clinic", "elective"]))
    d.line()
    rs = r.choice(REASONS)
    d.line("Principal diagnosis: " + rs[0] + " - " + rs[1])
    d.line("Underlying: " + dz[0] + "; " + r.choice(ctx.det[4]))
    d.line()
    d.line("History / course:")
    d.add(age_piece(ctx, style=r.choice(["year-old", "yo", "words"])))
    d.f(" " + ("man" if ctx.sex == "M" else "woman") + " on " + dz[1] + " (C" + str(r.randint(1, 6)) + "D1 {c1}) " +
        "presented on day " + str(r.randint(7, 14)) + " with " + rs[2] + ". ",
        c1=ctx.date(adm - dt.timedelta(days=r.randint(7, 14)), r.choice(["dm", "dmy", "dmon_short"])))
    d.add(rs[3] + " ")
    d.f("Blood cultures ({s}) " + r.choice(["no growth at 48 h. ", "grew E. coli, sensitive to co-amoxiclav. ",
                                             "grew CoNS from Hickman lumen only. "]), s=P(ctx.idnum("spec"), "IDNUM"))
    if r.random() < 0.4:
        d.f("Transferred to ICU {dt}-{dt2} for vasopressor support. ", dt=ctx.date(adm + dt.timedelta(days=1), "dm"),
            dt2=ctx.date(adm + dt.timedelta(days=3), "dm"))
    d.add(neg.sentences(ctx, 2, [neg.EPONYM, neg.NUMERIC, neg.WORDS]) + "\n")
    d.f("Reviewed by {x} ({sp}) on {dt}. ", x=dname(ctx, None, "dr_last"),
        sp=r.choice(["Microbiology", "Palliative Care", "Neurosurgery", "Cardiology", "Renal"]),
        dt=ctx.date(adm + dt.timedelta(days=r.randint(1, 3)), r.choice(["dm", "weekday", "dmon_short"])))
    d.add(rs[4] + "\n")
    d.line()
    d.line("Results on discharge:")
    fbc(ctx, d)
    chem(ctx, d)
    d.line()
    meds(ctx, d, r.randint(4, 9), "Discharge medications:")
    d.line("Changes: " + r.choice(["new - enoxaparin (6 months), stop aspirin.", "co-amoxiclav to complete 7 days total.",
                                   "dexamethasone wean per chart.", "nil."]))
    d.line("Allergies: " + r.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)", "chlorhexidine (anaphylaxis)"]))
    d.line()
    d.line("Follow-up:")
    d.line("- {x} clinic {dt} at {h}", x=dname(ctx, ctx.cons, "dr_last"), dt=ctx.date(ctx.d_after(5, 21), r.choice(["dmy", "wd_dth", "dmon_short"])),
           h=P(r.choice([ctx.hosp, ctx.hosp2]), "HOSPITAL"))
    d.line("- Next cycle " + r.choice(["deferred 1 week", "with 20% dose reduction", "as planned", "to be decided in clinic"]) + ".")
    d.line("- GP: please " + r.choice(["check FBC and U&E in 1 week.", "review wound.", "continue LMWH and check platelets.",
                                       "monitor BMs on steroids."]))
    rel, fam = narr.family_contact(ctx, d)
    d.line("Discharged to: " + r.choice(["usual residence", "home with " + rel, "{ch}", "respite at {ch}"]) + ".",
           ch=P(r.choice(PL.CARE_HOMES), "HOSPITAL"))
    if r.random() < 0.4:
        d.line("Patient information: {u}", u=P(ctx.url("chemo-info"), "URL"))
    d.line()
    d.line("Completed by: {x}, " + r.choice(["FY2", "SHO", "RMO", "Registrar", "Intern"]) + ", bleep {b}",
           x=dname(ctx, None, "dr_full"), b=P(ctx.bleep(), "PHONE"))
    d.line("Sent electronically to {g}, {pr} on {dt}", g=dname(ctx, ctx.gp, "dr_init"), pr=P(ctx.gpprac, "HOSPITAL"),
           dt=ctx.date(style="dmy"))
    return d


def g_referral(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    title = {"UK": "URGENT SUSPECTED CANCER REFERRAL (2WW)", "IE": "RAPID ACCESS CLINIC - GP REFERRAL",
             "AU": "URGENT SPECIALIST REFERRAL"}[ctx.c]
    d.line(title)
    d.line("From: {g}", g=dname(ctx, ctx.gp, "dr_full"))
    d.line("      {pr}, {a}", pr=P(ctx.gpprac, "HOSPITAL"), a=address(ctx))
    d.line("      Tel {t}  Fax {f}", t=P(ctx.phone(False), "PHONE"), f=P(ctx.phone(False), "FAX"))
    d.line("      Email {e}", e=P(ctx.email(ctx.gp), "EMAIL"))
    if ctx.c == "AU":
        d.line("      Provider no. {l}", l=P(f"{ctx.digits(6)}{ctx.letters(1)}{ctx.letters(1)}", "LICENSE"))
    else:
        k, n = ctx.license("med")
        d.line(f"      {k} " + "{l}", l=P(n, "LICENSE"))
    d.line("To: " + r.choice(["Haematology", "Breast", "Lower GI", "Lung", "Urology", "Head & Neck"]) +
           " team, {h}", h=P(ctx.hosp, "HOSPITAL"))
    if ctx.c == "UK":
        d.line("UBRN: {u}", u=P(ctx.idnum("ref"), "IDNUM"))
    d.line("Date of referral: {dt}", dt=ctx.date(style=r.choice(["dmy", "dmon", "dth"])))
    d.line()
    d.line("PATIENT DETAILS")
    nl, nid = ctx.natid()
    d.line("Name: {n}   Title: " + ctx.ptitle, n=pname(ctx, "full"))
    d.line("DOB: {dob}   Age: {a}   Gender: " + ("male" if ctx.sex == "M" else "female"),
           dob=ctx.date(ctx.dob, "dmy"), a=P(str(ctx.age), "AGE"))
    d.line(nl + ": {h}", h=P(nid, "HEALTHPLAN"))
    d.line("Address: {a}", a=address(ctx))
    d.line("Home: {h}   Mobile: {m}", h=P(ctx.phone(False), "PHONE"), m=P(ctx.phone(True), "PHONE"))
    if r.random() < 0.5:
        d.line("Email: {e} (consents to email contact)", e=P(ctx.email(ctx.pt), "EMAIL"))
    if r.random() < 0.35:
        lang = r.choice(["Polish", "Arabic", "Mandarin", "Vietnamese", "Portuguese", "Somali", "Tagalog"])
        d.line(f"Interpreter required: yes ({lang})")
    if ctx.c == "AU" and r.random() < 0.5:
        ins, num = ctx.insurance()
        d.line("Private health: {i} member {n}", i=P(ins, "ORGANIZATION"), n=P(num, "HEALTHPLAN"))
    d.line("Availability: patient away {a}-{b}; " + r.choice(["otherwise available.", "can attend at short notice."]),
           a=ctx.date(ctx.d_after(3, 6), r.choice(["dm", "dmon_short"])), b=ctx.date(ctx.d_after(8, 14), r.choice(["dm", "dmon_short"])))
    d.line("Patient informed this is an urgent referral to exclude cancer: Yes")
    d.line()
    d.line("REASON FOR REFERRAL")
    d.line("[x] " + dz[2][0].upper() + dz[2][1:])
    d.line("[ ] " + r.choice(["Unexplained weight loss", "Persistent hoarseness", "Rectal bleeding", "Splenomegaly"]))
    d.line()
    d.line("HISTORY")
    d.f("{n} is a " + ("" if r.random() < 0.5 else "pleasant ") + "{a} " + r.choice(["year old ", "yo "]) +
        r.choice(["retired ", "", "self-employed "]) + "{p} ", n=pname(ctx, r.choice(["title", "first", "full"])),
        a=P(str(ctx.age), "AGE"), p=P(r.choice(PL.PROFESSIONS), "PROFESSION"))
    d.f("who presented on {dt} with " + dz[2] + " over " + r.choice(["6 weeks", "3 months", "2 weeks"]) + ". ",
        dt=ctx.date(ctx.d_before(1, 20), r.choice(["dm", "dmy", "weekday", "dth"])))
    d.add(neg.sentences(ctx, 2, [neg.NUMERIC[15:], neg.WORDS]) + " ")
    if r.random() < 0.5:
        rel, p, nm = narr.rel_piece(ctx, "first")
        d.f(f"Attended with {rel} " + "{n}, who is worried as " + r.choice(["their father", "a close friend", "her sister"]) +
            " had " + r.choice(["leukaemia", "lymphoma", "bowel cancer"]) + ". ", n=nm)
    d.add("\n")
    d.line("Family history: " + r.choice(["mother - breast cancer aged {a}.", "nil relevant.", "brother - myeloma, died aged {a}."]),
           a=P(str(r.randint(38, 80)), "AGE"))
    d.line()
    d.line("INVESTIGATIONS")
    d.f("Bloods {dt} ({lab}): ", dt=ctx.date(ctx.d_before(1, 14), r.choice(["dmy", "dm"])),
        lab=P(r.choice(PL.LABS), "ORGANIZATION") if r.random() < 0.5 else P(ctx.gpprac, "HOSPITAL"))
    fbc(ctx, d, ", ")
    chem(ctx, d)
    d.line("Imaging: " + r.choice(["CXR {dt} - right hilar fullness.", "USS abdomen {dt} - splenomegaly 17 cm.",
                                    "not yet performed.", "mammogram {dt} at {h} - M5 lesion." if ctx.sex == "F" else
                                    "CT chest {dt} at {h} - mediastinal nodes."]),
           dt=ctx.date(ctx.d_before(1, 20), r.choice(["dmy", "dm"])), h=P(ctx.hosp2, "HOSPITAL"))
    d.line()
    problems(ctx, d, r.randint(2, 5), "PAST MEDICAL HISTORY", cancer=False)
    meds(ctx, d, r.randint(2, 6), "CURRENT MEDICATION")
    d.line("Allergies: " + r.choice(["none known", "penicillin", "sulfonamides", "latex"]))
    d.line()
    d.line("Signed: {g}  " + r.choice(["GP Principal", "Salaried GP", "GP Registrar"]), g=dname(ctx, ctx.gp, "dr_init"))
    if r.random() < 0.4:
        d.line("Sent via e-referral from {ip} by user {u}", ip=P(ctx.ip(), "IPADDR"), u=P(ctx.username(ctx.gp), "USERNAME"))
    return d


def g_audit(ctx):
    r, d = ctx.r, Doc()
    d.line("{h}", h=P(ctx.hosp, "HOSPITAL"))
    d.line(r.choice(["INFORMATION GOVERNANCE - PATIENT RECORD ACCESS AUDIT", "Privacy Office - EMR Access Audit Report",
                     "Data Protection: Record Access Review"]))
    d.line("Case ref: {c}    Requested: {dt}    Investigator: {x}", c=P(ctx.idnum("ref"), "IDNUM"),
           dt=ctx.date(style=r.choice(["dmy", "dmon", "iso"])), x=dname(ctx, None, "full"))
    start = ctx.d_before(20, 90)
    end = ctx.d_before(2, 19)
    d.line("Patient: {n}   " + ctx.mrn_label() + ": {m}   DOB: {dob}", n=pname(ctx, r.choice(["CAPS", "caps"])),
           m=P(ctx.mrn(), "MRN"), dob=ctx.date(ctx.dob, "dmy"))
    d.line("Audit period: {a} to {b}", a=ctx.date(start, "dmy"), b=ctx.date(end, "dmy"))
    d.line("Trigger: " + r.choice(["patient request (concern that a neighbour working at the hospital viewed results)",
                                   "VIP/staff-patient flag", "routine oncology sample audit", "break-glass alert"]))
    d.line()
    d.line("Timestamp            User        Name                 Role                 Workstation      Action")
    users = [ctx.staff() for _ in range(r.randint(3, 6))]
    roles = ["Consultant", "Staff Nurse", "Pharmacist", "Ward Clerk", "Radiographer", "Registrar", "Admin Officer",
             "Physio", "Phlebotomist", "Medical Secretary"]
    uroles = [r.choice(roles) for _ in users]
    unames = [ctx.username(u) for u in users]
    uips = [ctx.ip() for _ in users]
    for _ in range(r.randint(6, 12)):
        i = r.randrange(len(users))
        day = start + dt.timedelta(days=r.randint(0, (end - start).days))
        ts = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
        row = ["{dd} " + ts + "  ", "{u}", "  ", "{n}", "  " + uroles[i] + "  ", "{ip}", "  " +
               r.choice(["VIEW results", "VIEW notes", "PRINT letter", "EDIT obs", "VIEW demographics", "BREAK-GLASS"])]
        d.line("".join(row), dd=ctx.date(day, r.choice(["iso", "dmy"])), u=P(unames[i], "USERNAME"),
               n=P(full(users[i]), "DOCTOR"), ip=P(uips[i], "IPADDR"))
    d.line()
    d.line("Findings:")
    k = r.randrange(len(users))
    rel = r.choice(["sister-in-law", "neighbour", "ex-partner", "cousin", "former colleague"])
    d.line("1. User {u} ({n}, " + uroles[k] + ") accessed the record on {dt} with no care relationship.",
           u=P(unames[k], "USERNAME"), n=P(full(users[k]), "DOCTOR"), dt=ctx.date(start + dt.timedelta(days=r.randint(0, 10)),
                                                                                  r.choice(["dmy", "dth", "wd_comma"])))
    d.line("2. Staff member confirmed at interview on {dt} that the patient is " + ("his" if users[k].sex == "M" else "her") +
           f" {rel}.", dt=ctx.date(ctx.d_after(0, 10), r.choice(["dmy", "dmon"])))
    d.line("3. All other accesses by the " + r.choice(["haematology", "oncology", "day unit"]) + " team were appropriate.")
    if r.random() < 0.5:
        d.line("4. Remote access session from {ip} (VPN) by {u} - on-call, appropriate.", ip=P(ctx.ip(), "IPADDR"),
               u=P(ctx.username(ctx.staff()), "USERNAME"))
    d.line(neg.sentences(ctx, 1, [neg.WORDS]))
    d.line()
    d.line("Outcome: " + r.choice(["referred to HR under disciplinary policy.", "education and warning letter.",
                                   "reported to the " + {"UK": "ICO", "IE": "Data Protection Commission", "AU": "OAIC"}[ctx.c] + "."]))
    d.line("Patient informed by letter to {a} on {dt}.", a=address(ctx), dt=ctx.date(ctx.d_after(3, 20), "dmy"))
    d.line("Contact: {e}  Tel {p}", e=P(ctx.email(generic=r.choice(["privacy", "ig.team", "dpo"])), "EMAIL"),
           p=P(ctx.ext_phone(), "PHONE"))
    d.line("Report prepared by {x}, " + r.choice(["IG Lead", "Privacy Officer", "Data Protection Officer"]),
           x=dname(ctx, None, "full"))
    return d


def g_psych(ctx):
    r, d = ctx.r, Doc()
    dz = narr.pick_disease(ctx)
    d.line("{h}", h=P(ctx.hosp, "HOSPITAL"))
    d.line(r.choice(["Oncology Social Work - Psychosocial Assessment", "Cancer Support Services: Holistic Needs Assessment",
                     "Psychosocial & Financial Assessment (Haematology)"]))
    d.line("Date: {dt}   Referred by: {x}", dt=ctx.date(style=r.choice(["dmy", "dmon", "wd_comma"])),
           x=dname(ctx, None, r.choice(["full_cred", "dr_last"])))
    d.line("Client: {n}, {a}, " + ctx.mrn_label() + " {m}", n=pname(ctx, "full"), a=age_piece(ctx, style=r.choice(["y", "sex", "yrs"])),
           m=P(ctx.mrn(), "MRN"))
    d.line("Address: {a}", a=address(ctx))
    d.line("Diagnosis: " + dz[0] + " (diagnosed {dt}); on " + dz[1] + ".", dt=ctx.date(ctx.d_before(20, 200), r.choice(["monthy", "dmy", "mon_y"])))
    d.line()
    d.line("Household / supports:")
    narr.social(ctx, d, "", with_job=False)
    if r.random() < 0.6:
        kid = ctx.person()
        d.line("Youngest child {k} ({a}) attends {s}; school aware, " + r.choice(["counsellor involved.", "teacher {t} supportive."]),
               k=pname(ctx, "first", "FAMILY", kid), a=P(str(r.randint(5, 17)), "AGE"),
               s=P(r.choice(narr.SCHOOLS[ctx.c]), "ORGANIZATION"), t=["Mr " if r.random() < 0.5 else "Ms ", P(ctx.person().last, "FAMILY")])
    d.line()
    d.line("Employment / finances:")
    prof, emp = narr.job(ctx)
    d.line(("Employed as " + narr.art(prof) + "{p} by {e} since {y}; ") if emp else "Self-employed {p} since {y}; " + r.choice(["on sick leave since {dt}.", "reduced hours from {dt}.",
                                                                                 "contract ended {dt}."]),
           p=P(prof, "PROFESSION"), e=P(emp, "ORGANIZATION") if emp else None, y=ctx.date(ctx.d_before(800, 9000), "year"),
           dt=ctx.date(ctx.d_before(10, 120), r.choice(["dmy", "dm", "monthy"])))
    if r.random() < 0.5:
        d.line("Line manager {m} has been supportive; OH referral made.", m=pname(ctx, "full", "FAMILY", ctx.person()))
    k, v = ctx.ssn()
    benefits = {"UK": "PIP and ESA applications started", "IE": "Illness Benefit and Medical Card review started",
                "AU": "Centrelink JobSeeker (medical exemption) claim lodged"}[ctx.c]
    d.line(benefits + "; " + k + " {s} recorded on form.", s=P(v, "SSN"))
    if r.random() < 0.5:
        ins, num = ctx.insurance()
        d.line("Income protection / health cover: {i}, policy {n}.", i=P(ins, "ORGANIZATION"), n=P(num, "HEALTHPLAN"))
    d.line("Grant application to {o} for " + r.choice(["heating costs.", "travel costs.", "a washing machine.", "childcare."]),
           o=P(r.choice(narr.SUPPORT[ctx.c]), "ORGANIZATION"))
    d.line()
    d.line("Transport:")
    d.line(r.choice([{"UK": "Blue Badge application supported; ", "IE": "Disabled Parking Permit application supported; ",
                      "AU": "Accessible parking permit application supported; "}[ctx.c], "Hospital parking concession; "]) +
           "vehicle {v}. " + r.choice(["Travels 60 km each way.", "Neighbour {n} sometimes drives.", "Uses community transport."]),
           v=P(ctx.vehicle(), "VEHICLE"), n=pname(ctx, "first", "FAMILY", ctx.person()))
    d.line()
    d.line("Emotional wellbeing:")
    d.line(r.choice(["Distress thermometer 7/10. ", "DT 4/10. ", "PHQ-9 score 12. ", "HADS A 11 / D 8. "]) +
           neg.sentences(ctx, 2, [neg.WORDS]))
    d.line("Anniversary of " + r.choice(["husband's", "wife's", "son's", "mother's"]) + " death on {dt} is difficult.",
           dt=ctx.date(ctx.d_after(5, 60), r.choice(["dmon_short", "dth", "month"])) if r.random() < 0.7 else
           P(r.choice(PL.HOLIDAYS[ctx.c]), "DATE"))
    d.line()
    d.line("Plan:")
    d.line("1. Referred to {o} (self-referral info: {u}).", o=P(r.choice(narr.SUPPORT[ctx.c]), "ORGANIZATION"),
           u=P(ctx.url(r.choice(["support", "counselling", "wellbeing"])), "URL"))
    d.line("2. Review {dt} by phone ({p}).", dt=ctx.date(ctx.d_after(7, 30), r.choice(["dmy", "wd_dth", "dm"])),
           p=P(ctx.phone(), "PHONE"))
    d.line("3. Copy to CNS {c} and GP {g}.", c=dname(ctx, None, "full"), g=dname(ctx, ctx.gp, "dr_last"))
    d.line()
    sw = ctx.staff()
    d.line("{x}, " + r.choice(["Senior Social Worker", "Oncology Social Worker", "Cancer Support Worker"]) + "  {e}",
           x=dname(ctx, sw, "full"), e=P(ctx.email(sw), "EMAIL"))
    if r.random() < 0.5:
        k2 = {"UK": ("SWE reg", f"SW{ctx.digits(6)}"), "IE": ("CORU reg", f"SW{ctx.digits(6)}"),
              "AU": ("AASW member", ctx.digits(6))}[ctx.c]
        d.line(k2[0] + " {l}", l=P(k2[1], "LICENSE"))
    return d
