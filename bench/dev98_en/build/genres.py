"""Thirteen outpatient genres.  Each function takes a Ctx and returns a marked raw note."""
import datetime as dt

from compose import P, D, ljust, rjust, fmt_date
from blocks import (pt_header, clinic_header, vitals, vit, labs, meds, icd_items, signature, word_use,
                    score, clock, clock12, EPONYMS)
import pools as PL


def rel_name(c, i=0, f=None):
    r = c.rng
    f = f or r.choice(["first", "gs", "gs", "full"])
    return f"{c.rels[i]} {c.fam[i].n(f)}"


def social(c):
    r = c.rng
    bits = []
    bits.append(r.choice([
        f"Works as a {P('PROFESSION', c.profession)} at {c.org('employer')}.",
        f"Employed by {c.org('employer')} ({P('PROFESSION', c.profession)}).",
        f"Occupation: {P('PROFESSION', c.profession)}.",
        f"Job: {P('PROFESSION', c.profession)}, {r.choice(['full time', 'part time', 'on leave', 'nights'])}.",
        f"Retired {P('PROFESSION', r.choice(['machinist', 'nurse aide', 'mail carrier', 'bookkeeper', 'bus mechanic']))}; formerly at {c.org('employer')}.",
    ]))
    bits.append(r.choice([f"Lives with {rel_name(c, 0)} in {P('CITY', c.city)}.",
                          f"Lives alone; {rel_name(c, 0)} checks in daily.",
                          f"{'Married to' if c.rels[0] in ('wife', 'husband') else 'Close to ' + c.rels[0]} {c.fam[0].n('gs')}, who is a {P('PROFESSION', r.choice(PL.PROFESSIONS))}.",
                          f"Lives with {c.rels[0]} and 2 children."]))
    bits.append(r.choice(["Never smoker. EtOH 2-3 drinks/wk.", "Former smoker, 20 pack-yr, quit.",
                          "Vapes daily. No illicit drugs.", "Tobacco: 1/2 ppd. AUDIT-C 3."]))
    if r.random() < 0.4:
        bits.append(f"Born in {P('COUNTRY', r.choice(PL.COUNTRIES))}; moved to {P('STATE', c.state)} in {D(c.past(800, 9000), 'y')}.")
    return " ".join(bits)


def fam_hx(c):
    r = c.rng
    items = []
    for i, rel in enumerate(r.sample(["Mother", "Father", "Sister", "Brother", "Maternal grandmother", "Paternal uncle"], 3)):
        dz = r.choice(["HTN", "T2DM", "MI", "breast ca", "CVA", "colon ca", "Parkinson's disease", "COPD", "CKD"])
        if r.random() < 0.5:
            items.append(f"{rel}: {dz}, died at {P('AGE', str(r.randint(48, 97)))}")
        else:
            items.append(f"{rel} ({P('AGE', str(r.randint(30, 96)))}): {dz}")
    return "FHx: " + "; ".join(items)


def ap(c, n=None):
    r = c.rng
    out = []
    for i, (code, desc) in enumerate(icd_items(r, n or r.randint(2, 5)), 1):
        plan = r.choice(["continue current regimen", "increase dose, recheck 4 wk", "labs ordered", "refer to specialist",
                         "lifestyle counseling provided", "stable, no change", word_use(r)])
        out.append(r.choice([f"{i}. {desc} ({code}) - {plan}", f"# {desc} [{code}]: {plan}",
                             f"{code} {desc.lower()}: {plan}"]))
    return "\n".join(out)


# ================================================================ 1 primary care visit
def primary_care_visit(c):
    r, pt = c.rng, c.pt
    L = []
    if r.random() < 0.6:
        L.append(clinic_header(c))
    L.append(pt_header(c))
    L.append(f"Provider: {c.doc.sig(r)}   Rooming {r.choice(['MA', 'CMA', 'LPN'])}: {c.staff[0].n(r.choice(['first', 'gs', 'first_init']))}   Exam room {c.room()}")
    L.append("")
    L.append("CHIEF COMPLAINT: " + r.choice(["f/u HTN and DM", "annual physical", "cough x10 days", "knee pain",
                                             "med refill, fatigue", "anxiety follow-up", "BP check"]))
    hpi = [f"{c.age_str()} with {r.choice(['T2DM', 'HTN', 'HLD', 'asthma', 'CKD 3a', 'hypothyroidism'])} here for follow-up.",
           f"Last seen {c.date(c.past(60, 200), r.choice(['us', 'my', 'md', 'abbr']))} by {c.docs[1].t(r)}.",
           r.choice([f"{pt.t(r)} reports good adherence.", f"Pt {pt.n('initials_dot')} reports good adherence.",
                     f"{pt.n('first_init')} brought home log.", f"{pt.t(r, 'last', dotted=False)} reports stress since {P('DATE', r.choice(PL.HOLIDAYS))}.", f"{pt.n('first')} states {c.he} has been checking BP at home.",
                     f"Accompanied by {rel_name(c, 0)}, who helps with meds."]),
           word_use(r, 2)]
    if r.random() < 0.4:
        hpi.append(f"Symptoms began around {D(c.past(5, 40), r.choice(['wd', 'mon_day', 'md']))}; missed work at {c.org('employer')} for {r.randint(2, 5)} days.")
    if r.random() < 0.3:
        hpi.append(f"Traveled to {P('COUNTRY', r.choice(PL.COUNTRIES))} from {D(c.past(30, 60), 'md')} to {D(c.past(5, 29), 'md')}.")
    L.append("HPI: " + " ".join(hpi))
    L.append("SOCIAL: " + social(c))
    L.append(fam_hx(c))
    L.append("")
    L.append(vitals(r))
    L.append("EXAM: " + r.choice(["Gen NAD.", "Alert, oriented x3."]) + " " + "; ".join(r.sample(EPONYMS, 2)) + ". " + score(r) + ".")
    L.append("")
    L.append(labs(c))
    L.append("")
    L.append("MEDICATIONS:\n" + meds(c))
    L.append("")
    L.append("ASSESSMENT/PLAN:\n" + ap(c))
    L.append(f"RTC {r.choice(['3 mo', '6 wk', '4-6 weeks'])}" + (f", next appt {c.date(c.future(20, 120), r.choice(['wd_md', 'us', 'wd_long']))} {clock12(r)}" if r.random() < 0.6 else "") + ".")
    L.append("")
    L.append(signature(c))
    return "\n".join(L)


# ================================================================ 2 urgent care
def urgent_care(c):
    r, pt = c.rng, c.pt
    uc = c.H("urgent")
    L = [f"{uc} - Urgent Care Provider Note", pt_header(c)]
    L.append(f"Arrival {clock(r, 8, 21)}  Room {c.room()}  Triage: {c.staff[0].sig(r, 'gs')}  Acuity 3")
    kind = r.choice(["mva", "work", "uri", "ankle", "lac"])
    if kind == "mva":
        hpi = (f"{c.age_str()} restrained driver in low-speed MVC on {c.date(c.visit, r.choice(['wd', 'wd_md', 'md']))} afternoon. "
               f"Vehicle ({r.choice(['sedan', 'pickup', 'SUV'])}, plate {c.plate()}) rear-ended at a light near {P('LOCATION_OTHER', r.choice(PL.LANDMARKS))}. "
               f"No LOC. GCS 15. Neck pain 6/10. Police report #{c.idnum('case')} per pt.")
    elif kind == "work":
        hpi = (f"{c.age_str()} {P('PROFESSION', c.profession)} injured at work at {c.org('employer')} today. "
               f"Supervisor {c.fam[1].n('gs')} drove pt here. Workers' comp claim {c.idnum('claim')}. "
               f"{r.choice(['Laceration L hand from box cutter.', 'Lifting strain low back.', 'Fell from step ladder, R wrist pain.'])}")
    elif kind == "uri":
        hpi = (f"{c.age_str()} with sore throat, fever, cough since {D(c.past(2, 6), 'wd')}. Family gathering over {P('DATE', r.choice(PL.HOLIDAYS))}. "
               f"Centor {r.randint(1, 4)}. Sick contacts: {rel_name(c, 0, 'first')} at home. {word_use(r)}")
    elif kind == "ankle":
        hpi = (f"{c.age_str()} inverted R ankle playing basketball at {P('ORGANIZATION', r.choice(PL.SCHOOLS))} gym. "
               f"Ottawa ankle rules positive. Unable to bear weight x4 steps.")
    else:
        hpi = (f"{c.age_str()} cut finger while cooking. Last Td {D(c.past(2000, 4000), r.choice(['y', 'my']))}. "
               f"Bleeding controlled with pressure. {word_use(r)}")
    L.append("HPI: " + hpi)
    L.append(vitals(r, r.randint(0, 2)))
    L.append("Exam: " + "; ".join(r.sample(EPONYMS, 2)) + ". " + r.choice(["Wells score 0.", "NEWS2 1.", "GCS 15.", "Pain 7/10."]) + " " + score(r) + ".")
    if r.random() < 0.5:
        L.append(labs(c, r.choice(["inline", "fixed"]), when=c.visit))
    if r.random() < 0.6:
        L.append(f"XR {r.choice(['R ankle 3V', 'C-spine', 'R wrist', 'chest 2V'])}: accession {c.idnum('acc')}, read by {c.docs[1].t(r)}: no acute fracture.")
    if r.random() < 0.5:
        L.append(f"Rapid strep/COVID/flu: neg/neg/neg ({clock(r)}, {c.staff[1].n('initials')}).")
    L.append("Dx: " + "; ".join(f"{d} {code}" for code, d in icd_items(r, r.randint(1, 2))))
    L.append("Rx: " + "; ".join(f"{d} {s}" for d, s in r.sample(PL.DRUGS, 2)))
    d1 = c.visit
    d2 = c.visit + dt.timedelta(days=r.randint(2, 6))
    L.append(f"Work note: excused {D(d1, 'md')}-{D(d2, 'md')}; may return {c.date(d2 + dt.timedelta(days=1), r.choice(['wd_md', 'us']))} with restrictions.")
    if r.random() < 0.5:
        L.append(f"Discussed with on-call {c.docs[1].t(r)} (pager {c.pager()}) at {clock(r)}.")
    L.append(f"F/u with PCP {c.docs[2].t(r)} at {c.clinic()} ({c.phone()}) in 3-5 days. Return precautions given; pt verbalized understanding.")
    L.append(signature(c, cc=False))
    return "\n".join(L)


# ================================================================ 3 chronic care flowsheet CSV
def flowsheet_csv(c):
    r, pt = c.rng, c.pt
    L = [f"# {c.clinic()} - Chronic Care Flowsheet export (CSV)",
         f"# patient={pt.n(r.choice(['LFc', 'lf', 'gs']))}; mrn={c.mrn()}; dob={c.date(c.dob, 'iso')}; program={r.choice(['DM/HTN', 'HTN', 'DM2', 'CHF'])}",
         f"# care manager: {c.staff[2].sig(r)}; PCP: {c.doc.t(r)}"]
    cols = ["row", "date", "time", "sbp", "dbp", "hr", "wt_kg", "glucose_mgdl", "a1c_pct", "staff", "comment"]
    L.append(",".join(cols))
    d = c.visit - dt.timedelta(days=r.randint(200, 400))
    style = r.choice(["iso", "us", "us1"])
    staff = c.staff[:3]
    for i in range(1, r.randint(12, 22)):
        d += dt.timedelta(days=r.randint(7, 35))
        v = vit(r)
        a1c = f"{r.uniform(5.8, 10.9):.1f}" if r.random() < 0.25 else ""
        s = r.choice(staff)
        ini = s.n(r.choice(["initials", "initials", "initials_lc", "initials3"]))
        com = ""
        x = r.random()
        if x < 0.12:
            com = f"\"call from {c.rels[0].replace('daughter', 'dtr')} {c.fam[0].n('first')}\""
        elif x < 0.22:
            com = f"\"seen by Dr {c.doc.n('last')}\""
        elif x < 0.3:
            com = f"\"{r.choice(['home cuff', 'clinic cuff', 'after walk', 'missed am dose'])}\""
        elif x < 0.36:
            com = f"\"next visit {D(d + dt.timedelta(days=30), 'md')}\""
        elif x < 0.42:
            com = f"\"{pt.n('first')} reports {r.choice(['dizziness', 'no sx', 'cramps'])}\""
        L.append(",".join([str(i), D(d, style), clock(r), str(v['sbp']), str(v['dbp']), str(v['hr']), str(v['wt']),
                           str(v['gluc']), a1c, ini, com]))
    L.append(f"# exported {c.date(c.visit, 'iso')} {clock(r)} by user {c.username(c.staff[2])} from host {c.ip()}")
    return "\n".join(L)


# ================================================================ 4 anticoagulation TSV
def anticoag_tsv(c):
    r, pt = c.rng, c.pt
    clinic = c.H("specialty") if r.random() < 0.5 else c.clinic()
    L = [f"{clinic}\tWarfarin Management Record",
         f"Patient\t{pt.n(r.choice(['LF', 'lf', 'full']))}\tMRN\t{c.mrn()}",
         f"DOB\t{c.date(c.dob, 'us')}\tAge\t{P('AGE', str(c.age))}",
         f"Indication\t{r.choice(['I48.91 Atrial fibrillation', 'I26.99 PE', 'I82.401 DVT RLE', 'Z95.2 mech AVR'])}\tTarget INR\t{r.choice(['2.0-3.0', '2.5-3.5'])}",
         f"CHA2DS2-VASc\t{r.randint(1, 7)}\tHAS-BLED\t{r.randint(0, 4)}",
         f"Managing clinician\t{c.staff[0].sig(r)}\tSupervising MD\t{c.doc.t(r)}",
         "",
         "\t".join(["#", "Date", "Time", "INR", "Weekly dose (mg)", "Change", "Next INR", "By", "Note"])]
    d = c.visit - dt.timedelta(days=r.randint(120, 300))
    wk = r.choice([25.0, 30.0, 32.5, 35.0, 37.5, 40.0])
    for i in range(1, r.randint(10, 18)):
        inr = round(r.uniform(1.4, 4.1), 1)
        ch = "none"
        if inr < 1.9:
            wk += 2.5
            ch = "+2.5 mg/wk"
        elif inr > 3.2:
            wk -= 2.5
            ch = "-2.5 mg/wk; hold x1"
        gap = r.randint(7, 28)
        nxt = d + dt.timedelta(days=gap)
        note = ""
        x = r.random()
        if x < 0.12:
            note = f"spoke w/ {c.rels[0]} {c.fam[0].n('first')}"
        elif x < 0.2:
            note = f"abx ({r.choice(['cephalexin', 'nitrofurantoin', 'amoxicillin'])}) from {c.H('urgent')}"
        elif x < 0.28:
            note = f"missed dose {D(d - dt.timedelta(days=2), 'wd')}"
        elif x < 0.34:
            note = "POC fingerstick, CoaguChek"
        elif x < 0.4:
            note = f"lvm {c.phone()}"
        by = r.choice(c.staff[:3]).n(r.choice(["initials", "initials_lc", "init_last"]))
        L.append("\t".join([str(i), D(d, r.choice(["us", "us_short"])), clock(r, 8, 16), f"{inr}", f"{wk:.1f}", ch,
                            D(nxt, r.choice(["md", "us_short"])), by, note]))
        d = nxt
    L.append("")
    L.append("Other meds: " + meds(c, r.randint(3, 6), "tele")[6:])
    L.append("Last visit vitals: " + vitals(r, r.randint(0, 3)) + ". " + r.choice(EPONYMS) + ".")
    L.append(labs(c, r.choice(["inline", "tab", "fixed"])))
    L.append(f"Pt instructed to call {c.phone()} with bleeding, falls or new meds. {word_use(r)}")
    return "\n".join(L)


# ================================================================ 5 medication list
def medication_list(c):
    r, pt = c.rng, c.pt
    ph = c.H("pharmacy")
    L = [r.choice(["MEDICATION LIST", "Current Medications (reconciled)", "ACTIVE MEDICATION PROFILE"]),
         pt_header(c, with_date=False),
         f"Printed {c.date()} {clock(r)} by {c.username(c.staff[0])}",
         f"Preferred pharmacy: {ph}, {c.address()}; ph {c.phone()}; fax {c.fax()}", ""]
    fmt = r.choice(["pipe", "fixed", "list"])
    items = r.sample(PL.DRUGS, r.randint(6, 12))
    if fmt == "pipe":
        L.append("| # | Medication | Sig | Prescriber | Last filled | Rx # |")
        L.append("|---|---|---|---|---|---|")
    elif fmt == "fixed":
        L.append(f"{'#':<4}{'MEDICATION':<26}{'SIG':<46}{'PRESCRIBER':<22}{'FILLED':<12}RX")
    for i, (d, sig) in enumerate(items, 1):
        doc = r.choice(c.docs)
        pres = doc.n(r.choice(["lf", "init_last", "last", "LFc"]))
        filled = D(c.past(3, 90), r.choice(["us", "us_short", "md", "iso"]))
        rx = c.idnum("rx")
        if fmt == "pipe":
            L.append(f"| {i} | {d} | {sig} | {pres} | {filled} | {rx} |")
        elif fmt == "fixed":
            L.append(f"{i:<4}{d:<26}{sig:<46}{ljust(pres, 22)}{ljust(filled, 12)}{rx}")
        else:
            L.append(f"{i}) {d} -- {sig}. Prescribed by {doc.t(r) if r.random() < 0.5 else pres}; last fill {filled}, Rx {rx}.")
    L.append("")
    L.append("Indications on file: " + ", ".join(f"{code} ({d})" for code, d in icd_items(r, r.randint(3, 6))))
    L.append(labs(c, r.choice(["inline", "csv"])))
    L.append("Allergies: " + r.choice(["NKDA", "PCN (hives)", "sulfa (rash); lisinopril (angioedema)", "codeine (nausea)"]))
    L.append("OTC/supplements: " + r.choice(["fish oil 1 g daily", "melatonin 3 mg qHS PRN", "none", "turmeric, MVI"]))
    L.append(f"Reconciled with {r.choice(['patient', rel_name(c, 0), 'pt and ' + rel_name(c, 1)])} by {c.staff[1].sig(r)} on {c.date()}.")
    if r.random() < 0.5:
        L.append(f"Pharmacist note ({c.staff[3].n('gs')}, PharmD): {r.choice(['duplicate PPI removed', 'adherence 86% by PDC', 'interaction warfarin/TMP-SMX flagged'])}. {word_use(r)}")
    if r.random() < 0.4:
        L.append(f"Prescriber DEA {c.dea()}; NPI {c.npi()}.")
    return "\n".join(L)


# ================================================================ 6 immunization record
def immunization(c):
    r, pt = c.rng, c.pt
    child = c.age < 18
    L = [r.choice(["IMMUNIZATION RECORD", "Vaccine Administration History", "Immunization History Report"]),
         f"{c.clinic()} | {c.address()}",
         f"Name: {pt.n(r.choice(['LF', 'full', 'lf']))}   DOB: {c.date(c.dob)}   Age: {P('AGE', str(c.age))} {r.choice(['y', 'yrs', 'years'])}",
         f"State registry ID: {c.idnum('reg')}   MRN: {c.mrn()}"]
    if child:
        L.append(f"Parent/guardian: {c.fam[0].n(r.choice(['gs', 'full', 'LF']))} ({r.choice(['mother', 'father', 'grandmother', 'legal guardian'])}), {c.phone()}")
        L.append(f"School: {c.org('school')}   Grade: {r.randint(1, 11)}")
    L.append("")
    fmt = r.choice(["pipe", "csv", "fixed"])
    hdr = ["#", "Vaccine", "Date given", "Dose", "Route", "Site", "Given by", "Location"]
    if fmt == "pipe":
        L.append("| " + " | ".join(hdr) + " |")
        L.append("|" + "---|" * len(hdr))
    elif fmt == "csv":
        L.append(",".join(x.lower().replace(" ", "_") for x in hdr))
    else:
        L.append(f"{'#':<4}{'VACCINE':<36}{'DATE':<13}{'DOSE':<8}{'RTE':<5}{'SITE':<15}{'BY':<8}LOCATION")
    d = c.dob + dt.timedelta(days=r.randint(30, 400)) if child else c.visit - dt.timedelta(days=r.randint(1500, 3000))
    for i in range(1, r.randint(7, 14)):
        d += dt.timedelta(days=r.randint(20, 300))
        if d > c.visit:
            d = c.visit
        vac = r.choice(PL.VACCINES_CHILD if child else PL.VACCINES_ADULT)
        dose = r.choice(["0.5 mL", "0.5 mL", "1 mL", "0.2 mL"])
        rte = r.choice(PL.ROUTES)
        site = r.choice(PL.SITES)
        by = r.choice(c.staff).n(r.choice(["initials", "initials", "initials_lc", "init_last_nodot"]))
        loc = r.choice([c.clinic(), c.H("pharmacy"), "outside record", c.H("primary")])
        ds = D(d, r.choice(["us", "us", "iso", "dmy"]))
        if fmt == "pipe":
            L.append(f"| {i} | {vac} | {ds} | {dose} | {rte} | {site} | {by} | {loc} |")
        elif fmt == "csv":
            v2 = f"\"{vac}\"" if "," in vac else vac
            L.append(",".join([str(i), v2, ds, dose, rte, site, by, loc]))
        else:
            L.append(f"{i:<4}{vac[:34]:<36}{ljust(ds, 13)}{dose:<8}{rte:<5}{site:<15}{ljust(by, 8)}{loc}")
    L.append("")
    L.append(f"Pre-screen: T {r.uniform(97.1, 99.4):.1f} F, HR {r.randint(60, 110)}, no acute illness, no prior anaphylaxis. " + meds(c, r.randint(2, 4), "tele"))
    L.append("Indications: " + "; ".join(f"{code} {d}" for code, d in icd_items(r, r.randint(1, 3))))
    L.append(f"VIS provided {c.date()}. Observed 15 min post-injection, no reaction. {word_use(r)}")
    nxt = c.future(28, 200)
    L.append(r.choice([f"Next due: {c.date(nxt, r.choice(['us', 'my', 'long']))}.", f"Due next dose on or after {D(nxt, 'abbr')}.",
                       f"Recall reminder set for {D(nxt, 'my')}."]))
    L.append(f"Record reviewed by {c.doc.sig(r)}; questions to {c.staff[1].n('gs')}, RN at {c.phone(ext=True)}.")
    return "\n".join(L)


# ================================================================ 7 problem list
def problem_list(c):
    r, pt = c.rng, c.pt
    L = [r.choice(["PROBLEM LIST", "Active Problems / Past History", "Problem List and Health Summary"]), pt_header(c, with_date=False),
         f"Last updated {c.date()} by {c.doc.n(r.choice(['LF', 'lf', 'gs']))}", ""]
    fmt = r.choice(["pipe", "fixed", "list"])
    items = icd_items(r, r.randint(5, 10))
    if fmt == "pipe":
        L += ["| # | Problem | ICD-10 | Onset | Status | Noted by |", "|---|---|---|---|---|---|"]
    elif fmt == "fixed":
        L.append(f"{'#':<4}{'PROBLEM':<46}{'ICD-10':<10}{'ONSET':<12}{'STATUS':<10}NOTED BY")
    for i, (code, desc) in enumerate(items, 1):
        on = D(c.past(60, 5000), r.choice(["y", "my_num", "us", "my_abbr"]))
        st = r.choice(["active", "active", "chronic", "resolved", "inactive"])
        nb = r.choice(c.docs).n(r.choice(["LFc", "init_last", "lf", "last"]))
        if fmt == "pipe":
            L.append(f"| {i} | {desc} | {code} | {on} | {st} | {nb} |")
        elif fmt == "fixed":
            L.append(f"{i:<4}{desc[:44]:<46}{code:<10}{ljust(on, 12)}{st:<10}{nb}")
        else:
            L.append(f"{i}. {desc} ({code}), onset {on}, {st}; noted by {nb}")
    L.append("")
    L.append("Recent vitals: " + vitals(r, r.randint(0, 3)))
    L.append(labs(c, r.choice(["inline", "pipe", "fixed"])))
    L.append(meds(c, r.randint(3, 7), "tele"))
    L.append("")
    L.append("SURGICAL HISTORY:")
    for _ in range(r.randint(1, 3)):
        L.append(f"- {r.choice(['lap chole', 'R TKA', 'appendectomy', 'C-section', 'CABG x3', 'cataract OS', 'ORIF L radius'])} "
                 f"{D(c.past(400, 9000), r.choice(['y', 'my', 'us']))}, {c.H('hospital')}" + (f", {c.docs[1].t(r)}" if r.random() < 0.4 else ""))
    L.append("")
    L.append(fam_hx(c))
    L.append("SOCIAL: " + social(c))
    L.append("Health maintenance: " + r.choice([f"colonoscopy {D(c.past(300, 3000), 'y')}", f"mammogram {D(c.past(30, 700), 'my_abbr')}",
                                                 f"DEXA {D(c.past(300, 1500), 'y')}"]) + f"; {score(r)}. {word_use(r)}")
    if r.random() < 0.5:
        L.append(f"Advance directive on file ({D(c.past(100, 2000), 'us')}); HCPOA: {rel_name(c, 0, 'gs')}, {c.phone()}.")
    return "\n".join(L)


# ================================================================ 8 prior authorization letter
def prior_auth(c):
    r, pt = c.rng, c.pt
    payer = c.org("payer")
    L = [clinic_header(c, name=c.clinic() if r.random() < 0.5 else c.H("specialty")), "", c.date(c.visit, r.choice(["long", "us", "abbr"])), "",
         f"To: {payer}, Pharmacy Prior Authorization Dept.", f"Fax: {c.fax()}",
         f"RE: {pt.n(r.choice(['full', 'gs', 'LF']))}   DOB {c.date(c.dob)}", f"Member ID: {c.member()}   Group: {c.group()}",
         f"PA case #: {c.idnum('case')}", ""]
    drug = r.choice(["semaglutide 1 mg SC weekly", "dupilumab 300 mg SC q2wk", "apixaban 5 mg BID", "tiotropium/olodaterol",
                     "CGM (continuous glucose monitor) and sensors", "adalimumab 40 mg SC q2wk", "empagliflozin 25 mg daily"])
    L.append(r.choice(["To Whom It May Concern:", "Dear Medical Reviewer:", "Dear Clinical Pharmacist,"]))
    L.append("")
    p = [f"I am writing on behalf of my patient, {pt.t(r, r.choice(['full', 'last']))}, a {c.age_str(r.choice(['year_old', 'words', 'yo']))}, "
         f"to request coverage of {drug}.",
         f"{pt.t(r)} has {r.choice(['T2DM with A1c above goal', 'moderate-to-severe atopic dermatitis', 'persistent AF', 'severe COPD with exacerbations'])} "
         f"despite adherence to prior therapy.",
         f"Prior trials: metformin from {D(c.past(700, 1500), r.choice(['my', 'my_num']))} to {D(c.past(300, 690), r.choice(['my', 'my_num']))} (GI intolerance); "
         f"{r.choice(PL.DRUG_NAMES)} {D(c.past(200, 299), 'us')}-{D(c.past(10, 199), 'us')} (inadequate response)."]
    L.append(" ".join(p))
    L.append("")
    L.append(labs(c, r.choice(["inline", "fixed"])))
    L.append("")
    L.append(f"{pt.n('first') if r.random() < 0.5 else pt.t(r)} works as a {P('PROFESSION', c.profession)} and missed {r.randint(3, 15)} days of work in the past quarter. "
             f"{score(r)}. {word_use(r)}")
    L.append(f"Please contact my office at {c.phone(ext=True)} or {c.email(c.doc)} with questions. "
             f"Peer-to-peer available {D(c.future(1, 5), 'wd')} {clock12(r)}.")
    L.append("")
    L.append(r.choice(["Sincerely,", "Respectfully,", "Thank you,"]))
    L.append(f"{c.doc.sig(r, 'full')}")
    L.append(f"NPI {c.npi()} | {P('STATE', c.st)} license {c.state_lic()}")
    if r.random() < 0.5:
        L.append(f"Prepared by {c.staff[2].n('gs')}, prior auth coordinator, {c.ext()}")
    L.append(f"Attachments: chart notes {D(c.past(30, 200), 'md')}, {D(c.past(1, 29), 'md')}; lab report {c.idnum('acc')}")
    return "\n".join(L)


# ================================================================ 9 home health visit
def home_health(c):
    r, pt = c.rng, c.pt
    ag = c.H("homehealth")
    nurse = c.staff[0]
    L = [f"{ag} - {r.choice(['Skilled Nursing Visit Note', 'SN Visit', 'Home Health Visit Record'])}",
         f"Visit date: {c.date(c.visit, r.choice(['wd_long', 'wd_us', 'us']))}  Time in {clock(r, 8, 12)}  Time out {clock(r, 12, 16)}",
         f"Patient: {pt.n(r.choice(['LF', 'gs', 'full', 'first_init']))}   {c.age_str(r.choice(['sexsp', 'slash', 'yo_nosp']))}   Episode/Acct {c.acct()}",
         f"Address: {c.address()}",
         f"Directions: {r.choice(['blue house', 'second trailer on left', 'brick duplex', 'green ranch house'])} past {P('LOCATION_OTHER', r.choice(PL.LANDMARKS))}; "
         f"{r.choice(['dog in yard', 'use side door', 'key with neighbor ' + c.fam[2].n('first')])}.",
         f"Primary caregiver: {rel_name(c, 0, r.choice(['gs', 'first']))} ({c.phone()})",
         f"Ordering MD: {c.doc.t(r)}, {c.clinic()}",
         ""]
    dx = icd_items(r, 3)
    L.append(f"Primary dx: {dx[0][0]} {dx[0][1]}; secondary: {dx[1][0]} {dx[1][1]}, {dx[2][0]} {dx[2][1]}")
    L.append("Homebound status: " + r.choice(["requires walker and assist of 1; taxing effort to leave home.",
                                               "bedbound most of day; leaves home only for MD appts."]))
    L.append(vitals(r, r.choice([1, 3])))
    L.append(f"Braden {r.randint(11, 20)}, Morse Fall Scale {r.choice([25, 35, 45, 55, 65])}, pain {r.randint(0, 8)}/10.")
    L.append(r.choice([f"Wound R heel stage 2, 2.1 x 1.4 x 0.2 cm, no tunneling. Dressing changed per orders.",
                       f"Foley catheter 16 Fr changed, draining clear yellow urine. Last change {D(c.past(25, 35), 'md')}.",
                       f"Fingerstick glucose {r.randint(80, 260)} mg/dL at {clock(r)}. Insulin teaching reinforced.",
                       f"Home O2 2 L NC via concentrator SN {c.device()}; SpO2 {r.randint(88, 97)}% at rest."]))
    L.append(f"Med reconciliation: {meds(c, r.randint(4, 8), 'tele', prescriber=False)[6:]}")
    L.append(f"{score(r)}. Fingerstick {r.randint(80, 260)} mg/dL at {clock(r)}.")
    L.append(" ".join([word_use(r), r.choice(EPONYMS) + "."]))
    L.append(f"Discussed with {c.rels[0]}; {c.fam[2].n('first')} (neighbor) also assists with meals from {c.org('community')}.")
    if r.random() < 0.5:
        L.append(f"Pt's {c.rels[1]} {c.fam[1].n('first')} drives {'her' if c.he == 'she' else 'him'} in {r.choice(['a gray minivan', 'a pickup'])}, plate {c.plate()}, for appointments.")
    if r.random() < 0.3:
        L.append(f"{c.fam[0].n('first')} plans to host family for {P('DATE', r.choice(PL.HOLIDAYS))}; fall risk reviewed.")
    L.append(f"Next visit {D(c.future(2, 9), r.choice(['wd', 'wd_md', 'md']))}. Call {ag} on-call line {c.phone()} with concerns.")
    L.append(f"{nurse.sig(r)}  {c.date(c.visit, 'us')} {clock(r)}")
    if r.random() < 0.5:
        L.append(f"Reviewed by clinical manager {c.staff[1].n('gs')}, {c.staff[1].cred}, {c.date(c.future(1, 3), 'md')}")
    return "\n".join(L)


# ================================================================ 10 telehealth
def telehealth(c):
    r, pt = c.rng, c.pt
    L = [f"TELEHEALTH VISIT - {c.clinic()}", pt_header(c)]
    L.append(f"Modality: {r.choice(['video', 'video, converted to audio-only', 'audio-only'])}. Platform session {c.acct()}; "
             f"patient login {c.username()} connected from {c.ip()} at {clock(r)}.")
    L.append(f"Join link sent to {c.email()}: {c.url()}")
    L.append(f"Patient location during visit: home in {P('CITY', c.city)}, {P('STATE', r.choice([c.st, c.state]))}. "
             f"Provider location: {r.choice(['clinic office', 'home office'])}, {P('CITY', r.choice(PL.CITIES))}. "
             f"Consent for telehealth obtained verbally. Backup number {c.phone()}.")
    if r.random() < 0.4:
        L.append(f"Interpreter: {c.staff[3].n('gs')}, {r.choice(['Spanish', 'Vietnamese', 'Somali', 'Nepali', 'Ukrainian'])}.")
    if r.random() < 0.5:
        L.append(f"Also present: {rel_name(c, 0)}.")
    L.append("")
    L.append(r.choice(["S: ", f"S: Pt {pt.n(r.choice(['initials_dot', 'initials']))}: ", f"S: {pt.t(r, dotted=False)} is a "]) + r.choice([f"{c.age_str()} f/u depression/anxiety. PHQ-9 {r.randint(2, 21)}, GAD-7 {r.randint(1, 17)}.",
                               f"{c.age_str()} with HTN reviewing home BP log: avg 138/86 over 2 wk.",
                               f"{c.age_str()} with URI sx x3 days, no dyspnea.",
                               f"{c.age_str()} med check, sertraline 50 mg daily, sleeping better."]) + " " + word_use(r, 2))
    if r.random() < 0.5:
        L.append(f"Stressors: {r.choice(['job loss at', 'conflict with supervisor at', 'long shifts at'])} {c.org('employer')}; "
                 f"{c.rels[1]} {c.fam[1].n('first')} recently moved in.")
    L.append(meds(c, r.randint(3, 6), "tele"))
    L.append("O: Well-appearing on video. Speech normal. No increased WOB. Self-reported " + vitals(r, 3) + ".")
    L.append("A/P:\n" + ap(c, r.randint(1, 3)))
    L.append(f"Return {c.date(c.future(14, 90), r.choice(['wd_md', 'us', 'long']))} (video). Portal: {c.url()}")
    t0, mins = r.randint(8, 16) * 60 + r.randint(0, 40), r.randint(12, 40)
    L.append(f"Total time {mins} min, {t0 // 60:02d}:{t0 % 60:02d}-{(t0 + mins) // 60:02d}:{(t0 + mins) % 60:02d}.")
    L.append(signature(c, cc=r.random() < 0.5))
    return "\n".join(L)


# ================================================================ 11 care coordination summary
def care_coord(c):
    r, pt = c.rng, c.pt
    cm = c.staff[2]
    L = [r.choice(["CARE COORDINATION SUMMARY", "Transitional Care / Care Coordination Note", "Complex Care Management Summary"]),
         pt_header(c),
         f"Care manager: {cm.sig(r)}  {c.phone(ext=True)}  {c.email(cm)}", ""]
    hosp = c.H("hospital")
    adm = c.past(10, 40)
    dis = adm + dt.timedelta(days=r.randint(2, 9))
    L.append(f"Recent admission: {hosp}, {D(adm, 'us')} to {D(dis, 'us')} for {r.choice(['CHF exacerbation', 'COPD exacerbation', 'sepsis, UTI source', 'hip fracture s/p ORIF'])}; "
             f"{r.choice(['unit', 'floor'])} {P('HOSPITAL', r.choice(PL.UNIT_NAMES))}, room {c.room()}, bed {P('LOCATION_OTHER', str(r.randint(1, 4)) if r.random() < 0.7 else r.choice('AB'))}. Discharged to "
             f"{r.choice([c.H('snf'), 'home with services'])}. Hospitalist {c.docs[1].t(r)}.")
    L.append(f"{pt.t(r)} is a {c.age_str(r.choice(['year_old', 'yo', 'words']))} " + r.choice(["with HFrEF and CKD 3a.", "with COPD on 2 L home O2.", "with T2DM and early dementia."]))
    L.append("")
    L.append("CARE TEAM:")
    team = [("PCP", c.doc, c.clinic()), ("Cardiology", c.docs[1], c.H("specialty")), ("Pharmacist", c.staff[3], c.H("pharmacy"))]
    fmt = r.choice(["pipe", "list"])
    if fmt == "pipe":
        L += ["| Role | Name | Site | Phone | Fax |", "|---|---|---|---|---|"]
    for role, per, site in team:
        if fmt == "pipe":
            L.append(f"| {role} | {per.sig(r)} | {site} | {c.phone()} | {c.fax()} |")
        else:
            L.append(f"- {role}: {per.sig(r)}, {site}; tel {c.phone()}, fax {c.fax()}")
    L.append(f"- Caregiver: {rel_name(c, 0, 'gs')}, cell {c.phone()}" + (f", {c.email(c.fam[0])}" if r.random() < 0.5 else ""))
    L.append(f"- Social work: {c.staff[1].n('gs')}, LCSW, {c.ext()}; hospital case manager {c.staff[3].n('first_init')} pager {c.pager()}")
    L.append("")
    L.append("BARRIERS: " + r.choice(["transportation", "cost of inhalers", "health literacy", "caregiver strain"]) + f"; {word_use(r, 2)}")
    L.append(f"Community resources: {c.org('community')} (meals), {c.org('community')} (rides); church support from {c.org('church')}.")
    L.append("")
    L.append("Active dx: " + "; ".join(f"{d} ({code})" for code, d in icd_items(r, r.randint(3, 5))))
    L.append(meds(c, r.randint(5, 9), r.choice(["numbered", "tele"])))
    L.append(labs(c, r.choice(["inline", "pipe"])))
    L.append("Last vitals: " + vitals(r))
    L.append("")
    L.append("TASKS:")
    L.append("\t".join(["#", "Task", "Owner", "Due", "Status"]))
    for i, task in enumerate(r.sample(["TCM call within 2 business days", "PCP f/u visit", "med reconciliation", "order scale for daily weights",
                                       "DME: shower chair", "cardiology f/u", "labs: BMP", "home health referral", "advance care planning"], r.randint(4, 7)), 1):
        own = r.choice([cm, c.staff[0], c.staff[1]]).n(r.choice(["initials", "initials_lc", "first"]))
        L.append("\t".join([str(i), task, own, D(c.future(1, 30), r.choice(["md", "us_short"])), r.choice(["open", "done", "pending"])]))
    L.append("")
    L.append(f"Referral {c.idnum('ref')} sent to {c.H('homehealth')} on {D(c.visit, 'md')}; fax confirmation {clock(r)}.")
    L.append(f"Next outreach {c.date(c.future(3, 14), r.choice(['wd_md', 'wd', 'mon_day']))}. " + score(r) + ".")
    L.append(f"{cm.n('gs')}, {cm.cred} | {c.date()} {clock(r)}")
    return "\n".join(L)


# ================================================================ 12 face sheet
def face_sheet(c):
    r, pt = c.rng, c.pt
    w = 24
    def row(k, v):
        return f"{k + ':':<{w}}{v}"
    payer1, payer2 = c.org("payer"), c.org("payer")
    L = [r.choice(["PATIENT REGISTRATION FACE SHEET", "FACE SHEET / DEMOGRAPHICS", "Registration Summary"]),
         f"{c.clinic()}  |  printed {c.date()} {clock(r)}  |  user {c.username(c.staff[0])}", "-" * 60,
         row("Patient", pt.n("LF")),
         row("Preferred name", pt.n("nick") if pt.nick else pt.n("first")),
         row("DOB / Age / Sex", f"{c.date(c.dob, 'us')} / {P('AGE', str(c.age))} / {c.sexl}"),
         row("MRN", c.mrn()), row("Account #", c.acct()), row("SSN", c.ssn()),
         row("Address", c.address()),
         row("Home phone", c.phone(ext=False)), row("Cell", c.phone(ext=False)), row("E-mail", c.email()),
         row("Country of birth", P("COUNTRY", r.choice(PL.COUNTRIES))),
         row("Language", r.choice(["English", "Spanish", "Vietnamese", "Amharic", "Tagalog", "Polish"])),
         row("Marital status", r.choice(["married", "single", "widowed", "divorced"])),
         row("Occupation", P("PROFESSION", c.profession)),
         row("Employer", c.org("employer") + ", " + P("CITY", r.choice(PL.CITIES)) + ", " + P("STATE", c.st)),
         row("Driver's license", c.dl() + " (" + P("STATE", c.st) + ")"),
         row("Patient portal", c.username() + " / " + c.url()),
         "-" * 60,
         row("Emergency contact", f"{c.fam[0].n('gs')} ({c.rels[0]})  {c.phone()}"),
         row("Guarantor", r.choice(["self", f"{c.fam[1].n('LF')} ({c.rels[1]})"])),
         "-" * 60,
         row("Primary insurance", payer1), row("  Member ID", c.member()), row("  Group #", c.group()),
         row("  Subscriber", r.choice([pt.n("LF"), c.fam[0].n("LF")])),
         row("  Effective", c.date(c.past(100, 1500), "us")),
         row("Secondary insurance", payer2 if r.random() < 0.6 else "none"),
         "-" * 60,
         row("PCP", c.doc.sig(r)), row("Referring", c.docs[1].t(r)),
         row("Preferred pharmacy", c.H("pharmacy") + ", " + c.phone()),
         row("Biometric check-in", c.bioid() + " (" + r.choice(["palm vein", "fingerprint", "face template"]) + ")"),
         ]
    if r.random() < 0.6:
        L.append(row("Parking permit", f"plate {c.plate()} ({P('STATE', c.st)})"))
    if r.random() < 0.3:
        L.append(row("Vehicle (accessible van)", f"VIN {c.vin()}"))
    L.append(row("Active dx codes", ", ".join(code for code, d in icd_items(r, r.randint(2, 5)))))
    L.append(row("Allergies", r.choice(["NKDA", "penicillin (hives)", "sulfa", "latex, iodine contrast"])))
    L.append(row("Registered by", f"{c.staff[0].n('gs')} on {c.date(c.past(0, 400), 'us')} {clock(r)}"))
    L.append(row("Last visit", f"{c.date(c.past(10, 300), 'us')} ({c.docs[2].n('lf')})"))
    return "\n".join(L)


# ================================================================ 13 device clinic report
def device_clinic(c):
    r, pt = c.rng, c.pt
    kind = r.choice(["pacemaker", "ICD", "CPAP", "CGM", "pacemaker"])
    L = [f"{c.H('specialty')} - {'Device Interrogation Report' if kind in ('pacemaker', 'ICD') else 'Device Download Report'}",
         pt_header(c), f"Referring: {c.docs[1].t(r)}; Reading physician: {c.doc.sig(r)}", ""]
    if kind in ("pacemaker", "ICD"):
        L.append(f"Device: {r.choice(['dual-chamber pacemaker', 'single-chamber ICD', 'CRT-D', 'leadless pacemaker'])}, model {r.choice(['Azure XT DR', 'Assurity MRI', 'Accolade MRI', 'Micra AV'])}, "
                 f"SN {c.device()}. Implanted {D(c.past(300, 3000), r.choice(['us', 'my', 'y']))} at {c.H('hospital')} by {c.docs[2].t(r)}.")
        L.append(f"RA lead SN {c.device()}; RV lead SN {c.device()}. Remote monitor SN {c.device()}.")
        L.append(f"Interrogation {c.date()} {clock(r)} ({r.choice(['in clinic', 'remote transmission'])}), room {c.room()}.")
        L.append("")
        L.append(f"{'Parameter':<22}{'RA':>8}{'RV':>8}")
        L.append(f"{'Impedance (ohm)':<22}{r.randint(380, 720):>8}{r.randint(400, 900):>8}")
        L.append(f"{'Sensing (mV)':<22}{r.uniform(1.5, 5):>8.1f}{r.uniform(6, 18):>8.1f}")
        L.append(f"{'Threshold V at 0.4ms':<22}{r.uniform(0.5, 1.5):>8.2f}{r.uniform(0.5, 1.5):>8.2f}")
        L.append(f"{'Pacing (%)':<22}{r.randint(1, 99):>8}{r.randint(1, 99):>8}")
        L.append(f"Battery {r.uniform(2.9, 3.1):.2f} V, longevity {r.randint(4, 11)} yr. Mode DDDR 60/130.")
        L.append("Episodes:")
        for i in range(r.randint(1, 5)):
            L.append(f"  {i + 1}. {D(c.past(2, 90), r.choice(['md', 'us']))} {clock(r, 0, 23)} {r.choice(['AT/AF', 'NSVT 6 beats', 'VHR', 'mode switch'])} "
                     f"{r.randint(5, 240)} s")
        L.append(f"CHA2DS2-VASc {r.randint(1, 6)}; on apixaban. {word_use(r)}")
    elif kind == "CPAP":
        L.append(f"Auto-CPAP SN {c.device()}, humidifier SN {c.device()}; DME {c.H('pharmacy')}.")
        L.append(f"Download {D(c.past(30, 31), 'md')}-{D(c.visit, 'md')}: usage >=4h {r.randint(40, 99)}% of nights, avg {r.uniform(3, 8):.1f} h, "
                 f"AHI {r.uniform(0.8, 12):.1f}, leak 95th pct {r.randint(8, 40)} L/min, pressure 95th {r.uniform(7, 14):.1f} cmH2O.")
        L.append(f"Epworth {r.randint(3, 16)}/24. STOP-BANG {r.randint(2, 7)}/8. Works nights as {P('PROFESSION', c.profession)}; {word_use(r)}")
    else:
        L.append(f"CGM transmitter ID {c.device()}; receiver SN {c.device()}; insulin pump SN {c.device()}.")
        L.append(f"14-day report {D(c.past(14, 14), 'md')}-{D(c.visit, 'md')}: TIR {r.randint(35, 85)}%, TBR {r.randint(0, 6)}%, GMI {r.uniform(6.3, 9.1):.1f}%, CV {r.randint(22, 42)}%.")
        L.append("\t".join(["Hour", "Median", "IQR"]))
        for h in range(0, 24, r.choice([3, 4, 6])):
            L.append("\t".join([f"{h:02d}:00", str(r.randint(90, 240)), f"{r.randint(70, 130)}-{r.randint(140, 280)}"]))
        L.append(f"Data shared to clinic account via {c.url()}; uploaded from {c.ip()}. {word_use(r)}")
    L.append(meds(c, r.randint(3, 6), "tele"))
    L.append("Dx: " + ", ".join(f"{code} {d}" for code, d in icd_items(r, r.randint(2, 4))))
    L.append("")
    L.append("Impression: " + r.choice(["normal device function", "appropriate function, AF burden 3%", "good adherence, residual AHI acceptable",
                                         "suboptimal TIR, adjust basal"]) + f". Next check {c.date(c.future(60, 180), r.choice(['my', 'us', 'mon_day']))}.")
    L.append(signature(c, cc=True))
    return "\n".join(L)


GENRES = [
    ("primary_care_visit", primary_care_visit),
    ("urgent_care_note", urgent_care),
    ("chronic_care_flowsheet_csv", flowsheet_csv),
    ("anticoagulation_flowsheet_tsv", anticoag_tsv),
    ("medication_list", medication_list),
    ("immunization_record", immunization),
    ("problem_list", problem_list),
    ("prior_authorization_letter", prior_auth),
    ("home_health_visit", home_health),
    ("telehealth_note", telehealth),
    ("care_coordination_summary", care_coord),
    ("registration_face_sheet", face_sheet),
    ("device_clinic_report", device_clinic),
]
