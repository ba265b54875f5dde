"""Eleven genres of US/Canadian hospital records mixing prose with exported tables.
Each genre function takes an rng and returns (marked_text, layout)."""
from compose import (P, Person, pt_ref, dr_ref, staff_ref, username, age_phrase, words, rand_date, dob_for,
                     fmt_date, D, plus, address, addr_marked, phone, pager, email, url, ip, mrn, ssn, healthplan,
                     account, license_, device_sn, vehicle, bioid, idnum)
import negs
from pools import (HOSPITALS, CLINICS, DIALYSIS_CENTRES, PHARMACIES, CARE_HOMES, WARDS, LABS, ORGANIZATIONS,
                   INSURERS, PROFESSIONS, CITIES, RELATIONS_F, RELATIONS_M, COUNTRIES, DEVICE_MODELS)


# ------------------------------------------------------------------ shared context
def context(rng):
    c = {}
    c["pt"] = Person(rng)
    c["age"] = rng.choice([rng.randint(19, 60), rng.randint(55, 89), rng.randint(60, 96), rng.randint(89, 103)])
    c["ref"] = rand_date(rng)
    c["dob"] = dob_for(rng, c["age"], c["ref"])
    c["canada"] = rng.random() < 0.45
    c["hosp"] = rng.choice(HOSPITALS)
    c["att"] = Person(rng)
    c["mrn"] = mrn(rng)
    c["room"] = str(rng.randint(101, 999)) + rng.choice(["", "", "", "A", "B"])
    c["bed"] = str(rng.randint(1, 28))
    c["ward"] = rng.choice(WARDS)
    return c


def fam(rng):
    f = Person(rng)
    rel = rng.choice(RELATIONS_F if f.sex == "F" else RELATIONS_M)
    return f, rel


def fam_ref(rng, f):
    return P("FAMILY", f.form(rng, rng.choice(["given", "given", "full", "full"])))


def sexword(p):
    return "F" if p.sex == "F" else "M"


def pt_header(rng, c, style=None):
    p = c["pt"]
    style = style or rng.choice(["form", "pipe", "inline"])
    name = P("PATIENT", p.form(rng, rng.choice(["LASTFIRST", "lastfirst", "CAPS", "fullmi"])))
    dob = D(rng, c["dob"], rng.choice(["mdY0", "mdY", "iso", "DMONY"]))
    a = P("AGE", c["age"])
    if style == "form":
        return (f"Patient: {name}\nMRN: {P('MRN', c['mrn'])}\nDOB: {dob}   Age: {a}   Sex: {sexword(p)}\n")
    if style == "pipe":
        return f"PT: {name} | MRN {P('MRN', c['mrn'])} | DOB {dob} | {a}{sexword(p)}\n"
    return f"{name}  (MRN {P('MRN', c['mrn'])}, DOB {dob}, {a} y {sexword(p)})\n"


def export_footer(rng, c, who=None):
    who = who or Person(rng)
    d = D(rng, c["ref"], rng.choice(["iso", "mdY0", "mdY"]))
    parts = [f"Exported {d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} by user {P('USERNAME', username(rng, who))}"]
    if rng.random() < 0.6:
        parts.append(f"workstation {P('IPADDR', ip(rng))}")
    return " from ".join(parts) + "\n"


def lower_initials(rng, s):
    return P("DOCTOR", s.initials() if rng.random() < 0.6 else s.initials().lower())


# ------------------------------------------------------------------ 1. ICU / step-down flowsheet
def icu_flowsheet(rng):
    c = context(rng)
    p = c["pt"]
    unit_kind = rng.choice(["MICU", "SICU", "CVICU", "Step-down", "PCU", "Neuro ICU"])
    n1, n2 = Person(rng), Person(rng)
    out = [f"{rng.choice(['FLOWSHEET EXPORT', 'ICU FLOWSHEET (CSV)', 'Vitals/I&O flowsheet export', 'STEP-DOWN FLOWSHEET'])}\n"]
    out.append(f"{P('HOSPITAL', c['hosp'])} - {unit_kind} - {P('HOSPITAL', c['ward'])} - Bed {P('LOCATION_OTHER', c['bed'])}\n")
    out.append(pt_header(rng, c))
    out.append(f"Attending: {dr_ref(rng, c['att'])}   Pager {P('PHONE', pager(rng))}\n\n")
    day = plus(c["ref"], rng.randint(0, 3))
    row_date = rng.choice(["iso", "md", "mdY0", "none"])
    hdr = "time,HR,BP,MAP,RR,SpO2,Temp_C,IV_in_mL,PO_in_mL,UO_mL,RASS,RN"
    if row_date != "none":
        hdr = "date," + hdr
    out.append(hdr + "\n")
    n = rng.randint(18, 24) if rng.random() < 0.25 else rng.randint(6, 12)
    h = rng.choice([0, 6, 7, 19]) - 1
    for i in range(n):
        hr, bp, rr, sp, t = negs.vitals(rng)
        sbp, dbp = map(int, bp.split("/"))
        mp = (sbp + 2 * dbp) // 3
        h = (h + rng.choice([1, 1, 2])) % 24
        nurse = n1 if i < n / 2 else n2
        ini = P("DOCTOR", nurse.initials() if rng.random() < 0.8 else nurse.initials().lower())
        row = (f"{h:02d}:00,{hr},{bp},{mp},{rr},{sp},{t},{rng.choice([0, 25, 50, 75, 100, 125])},"
               f"{rng.choice([0, 0, 120, 240])},{rng.randint(0, 180)},{rng.choice([-2, -1, 0, 0, 1])},{ini}")
        if row_date != "none":
            row = D(rng, day, row_date) + "," + row
        out.append(row + "\n")
    out.append("\n")
    f, rel = fam(rng)
    nrs = rng.choice([n1, n2])
    note = [f"Nursing note {rng.randint(0, 23):02d}{rng.choice(['00', '15', '30', '45'])}: "]
    note.append(f"{pt_ref(rng, p)} is a {age_phrase(rng, c['age'], sexword(p))} day {rng.randint(1, 9)} of admission for "
                f"{rng.choice(['septic shock', 'NSTEMI', 'DKA', 'COPD exacerbation', 'GI bleed', 'post-op monitoring'])}. ")
    note.append(negs.vitals_line(rng) + ". " + negs.score(rng) + ". " + negs.eponym(rng) + " ")
    note.append(f"Infusions: {negs.med_line(rng)}. {negs.misc_numbers(rng)}. ")
    note.append(f"{rel.capitalize()} {fam_ref(rng, f)} at bedside, updated on plan; contact {P('PHONE', phone(rng))}. ")
    if rng.random() < 0.5:
        note.append(f"Pt asking for {P('FAMILY', Person(rng).given)} from church. ")
    note.append(negs.wordneg(rng) + "\n")
    out.extend(note)
    out.append(f"-- {staff_ref(rng, nrs, rng.choice(['RN', 'BSN, RN']))}\n")
    c["ref"] = day
    out.append(export_footer(rng, c, nrs))
    return "".join(out), "csv+narrative"


# ------------------------------------------------------------------ 2. lab result export
def lab_export(rng):
    c = context(rng)
    p = c["pt"]
    layout = rng.choice(["csv", "pipe"])
    lab = rng.choice([c["hosp"], rng.choice(LABS)])
    out = [f"{P('HOSPITAL', lab)} {rng.choice(['LABORATORY REPORT', 'Lab Results Export', 'CUMULATIVE RESULTS'])}\n"]
    out.append(pt_header(rng, c, rng.choice(["form", "pipe"])))
    out.append(f"Acct: {P('ACCOUNT', account(rng))}   Loc: {P('HOSPITAL', c['ward'])} Rm {P('LOCATION_OTHER', c['room'])}\n")
    if rng.random() < 0.5:
        out.append(f"Insurance: {P('ORGANIZATION', rng.choice(INSURERS))}  Member ID {P('HEALTHPLAN', healthplan(rng))}\n")
    out.append(f"Ordering: {dr_ref(rng, c['att'], ['last_first', 'drdot', 'full_md'])}  NPI {P('LICENSE', license_(rng, 'NPI'))}\n")
    coll = plus(c["ref"], 1)
    out.append(f"Accession: {P('IDNUM', idnum(rng, 'acc'))}   Collected: {D(rng, coll, rng.choice(['mdY0', 'iso', 'DMONYtight']))} "
               f"{rng.randint(3, 9):02d}:{rng.randint(0, 59):02d}   Received: {D(rng, coll, 'md')} {rng.randint(6, 11):02d}:{rng.randint(0, 59):02d}\n\n")
    rows = negs.lab_rows(rng)
    if layout == "csv":
        out.append("test,result,units,ref_range,flag\n")
        for r in rows:
            out.append(",".join(r) + "\n")
    else:
        out.append("| Test | Result | Units | Reference | Flag |\n|---|---|---|---|---|\n")
        for r in rows:
            out.append("| " + " | ".join(x if x else " " for x in r) + " |\n")
    if rng.random() < 0.5:
        prev = plus(c["ref"], -rng.randint(20, 400))
        out.append(f"\nPrevious Cr {negs.fmt_val(rng, 0.6, 3.0, 2)} on {D(rng, prev, rng.choice(['mdY', 'Mon_d', 'md']))}; trend reviewed.\n")
    tech = Person(rng)
    crit = rng.random() < 0.5
    out.append("\n")
    if crit:
        out.append(f"CRITICAL VALUE called to {staff_ref(rng, Person(rng), 'RN')} at {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d} "
                   f"by {P('DOCTOR', tech.form(rng, rng.choice(['g_dot_s', 'full', 'initdot'])))}, read back verified.\n")
    out.append(f"Verified by {P('USERNAME', username(rng, tech))}. Lab director: {dr_ref(rng, Person(rng), ['drdot', 'full_md'])}. "
               f"Client services {P('PHONE', phone(rng))}, fax {P('FAX', phone(rng))}.\n")
    if rng.random() < 0.4:
        out.append(f"Specimen {P('IDNUM', idnum(rng, 'spec'))} retained 7 days.\n")
    return "".join(out), layout + "+form"


# ------------------------------------------------------------------ 3. MAR export
def mar_export(rng):
    c = context(rng)
    p = c["pt"]
    out = [f"MEDICATION ADMINISTRATION RECORD - {P('HOSPITAL', c['hosp'])}\n"]
    out.append(pt_header(rng, c))
    out.append(f"Room {P('LOCATION_OTHER', c['room'])}  Allergies: {rng.choice(['NKDA', 'penicillin (rash)', 'sulfa', 'codeine (nausea)', 'latex'])}  "
               f"Wt {negs.fmt_val(rng, 45, 140, 1)} kg\n")
    if rng.random() < 0.6:
        out.append(f"Wristband biometric ID: {P('BIOID', bioid(rng))}\n")
    ph = Person(rng)
    out.append(f"Profile verified by {staff_ref(rng, ph, 'PharmD')}\n\n")
    layout = rng.choice(["csv", "pipe"])
    cols = ["admin_date", "time", "medication", "dose", "route", "freq", "status", "given_by", "scan_user"]
    nurses = [Person(rng) for _ in range(rng.randint(2, 3))]
    out.append((",".join(cols) if layout == "csv" else "| " + " | ".join(cols) + " |") + "\n")
    d0 = c["ref"]
    n = rng.randint(6, 12)
    for i in range(n):
        d = plus(d0, i // 4)
        nm, dose, route, sig = negs.med_tuple(rng)
        status = rng.choice(["Given", "Given", "Given", "Held - HR 52", "Refused", "Given late", "Held - NPO"])
        nu = rng.choice(nurses)
        gb = P("DOCTOR", nu.form(rng, rng.choice(["g_dot_s", "gs_tight", "init", "full"])))
        cells = [D(rng, d, rng.choice(["mdY0", "iso"]) if i == 0 else "mdY0"), f"{rng.choice([6, 8, 9, 12, 14, 17, 21, 22]):02d}:00",
                 nm, dose, route, sig, status, gb, P("USERNAME", username(rng, nu))]
        if layout == "csv":
            cells = [f'"{x}"' if "," in x and "\ue000" not in x else x for x in cells]
            out.append(",".join(cells) + "\n")
        else:
            out.append("| " + " | ".join(cells) + " |\n")
    out.append(f"\nHeld dose note: {negs.wordneg(rng)} HR rechecked, {negs.vitals_line(rng)}.\n")
    if rng.random() < 0.5:
        out.append(f"Discharge Rx sent to {P('HOSPITAL', rng.choice(PHARMACIES))}, {P('PHONE', phone(rng))}.\n")
    out.append(export_footer(rng, c))
    return "".join(out), layout + "+form"


# ------------------------------------------------------------------ 4. dialysis and transfusion logs
def dialysis_log(rng):
    c = context(rng)
    p = c["pt"]
    centre = rng.choice(DIALYSIS_CENTRES)
    out = [f"HEMODIALYSIS TREATMENT LOG\n{P('HOSPITAL', centre)}, {addr_marked(rng, c['canada'])}\n"]
    out.append(pt_header(rng, c, "pipe"))
    d = c["ref"]
    out.append(f"Tx date: {D(rng, d, rng.choice(['wd_md', 'mdY0', 'wd_long']))}   Chair {P('LOCATION_OTHER', str(rng.randint(1, 24)))}   "
               f"Machine {rng.choice(DEVICE_MODELS['dialysis'])} SN {P('DEVICE', device_sn(rng))}\n")
    out.append(f"Nephrologist: {dr_ref(rng, c['att'])}   Access: {rng.choice(['L AVF', 'R AVG', 'R IJ tunneled catheter'])}\n")
    out.append(f"Pre wt {negs.fmt_val(rng, 55, 120, 1)} kg, EDW {negs.fmt_val(rng, 55, 118, 1)} kg, UF goal {negs.fmt_val(rng, 0.5, 4.0, 1)} L, "
               f"{negs.misc_numbers(rng)}, heparin bolus {rng.choice([1000, 2000, 2500])} units\n\n")
    out.append("time,BP,HR,Qb,Qd,VP,AP,UF_mL,tech\n")
    t1, t2 = Person(rng), Person(rng)
    for i in range(rng.randint(5, 9)):
        hr, bp, rr, sp, t = negs.vitals(rng)
        tech = rng.choice([t1, t2])
        out.append(f"{7 + i // 2:02d}:{30 * (i % 2):02d},{bp},{hr},{rng.choice([300, 350, 400])},{rng.choice([500, 600, 800])},"
                   f"{rng.randint(110, 220)},{-rng.randint(120, 240)},{i * rng.randint(200, 450)},{lower_initials(rng, tech)}\n")
    out.append(f"\nPost: {negs.vitals_line(rng)}. {negs.misc_numbers(rng)}. ")
    if rng.random() < 0.5:
        f, rel = fam(rng)
        out.append(f"Ride home with {rel} {fam_ref(rng, f)}; ")
    if rng.random() < 0.4:
        out.append(f"transport van plate {P('VEHICLE', vehicle(rng))}. ")
    nxt = plus(d, 2)
    out.append(f"Next tx {D(rng, nxt, rng.choice(['wd_md', 'md', 'Mon_d']))}. {negs.wordneg(rng)}\n")
    out.append(f"Signed: {staff_ref(rng, t1, rng.choice(['RN', 'CNA']))}; charge {staff_ref(rng, Person(rng), 'RN')}\n")
    return "".join(out), "csv+form"


def transfusion_log(rng):
    c = context(rng)
    p = c["pt"]
    out = [f"TRANSFUSION ADMINISTRATION RECORD - {P('HOSPITAL', c['hosp'])} Blood Bank\n"]
    out.append(pt_header(rng, c, rng.choice(["form", "inline"])))
    out.append(f"Loc: {P('HOSPITAL', c['ward'])}, room {P('LOCATION_OTHER', c['room'])} bed {P('LOCATION_OTHER', c['bed'])}\n")
    out.append(f"ABO/Rh {rng.choice(['O POS', 'A NEG', 'B POS', 'AB POS', 'O NEG'])}; antibody screen negative\n")
    out.append(f"Crossmatch specimen {P('IDNUM', idnum(rng, 'spec'))} drawn {D(rng, c['ref'], rng.choice(['mdY0', 'iso']))} 04:10\n")
    if rng.random() < 0.6:
        out.append(f"Bedside palm-vein scan ID {P('BIOID', bioid(rng))} matched\n")
    n_units = rng.randint(1, 3)
    v1, v2 = Person(rng), Person(rng)
    out.append("\nunit_number|product|volume_mL|start|end|verified_1|verified_2\n")
    for _ in range(n_units):
        out.append(f"{P('IDNUM', idnum(rng, 'din'))}|{rng.choice(['PRBC', 'FFP', 'Plt apheresis', 'Cryo'])}|{rng.randint(180, 350)}|"
                   f"{rng.randint(8, 15):02d}:{rng.randint(0, 59):02d}|{rng.randint(15, 20):02d}:{rng.randint(0, 59):02d}|"
                   f"{P('DOCTOR', v1.form(rng, rng.choice(['g_dot_s', 'full', 'init'])))}|{P('DOCTOR', v2.form(rng, rng.choice(['g_dot_s', 'full', 'init'])))}\n")
    out.append("\ncheck,T,HR,BP,RR,SpO2\n")
    for lab in ["pre", "15 min", "end", "1 h post"]:
        hr, bp, rr, sp, t = negs.vitals(rng)
        out.append(f"{lab},{t},{hr},{bp},{rr},{sp}\n")
    out.append(f"\nIndication: Hgb {negs.fmt_val(rng, 5.8, 7.4, 1)} g/dL. No reaction. {negs.wordneg(rng)}\n")
    wf, wrel = fam(rng)
    out.append(f"Consent signed {D(rng, plus(c['ref'], -1), rng.choice(['mdY', 'Mon_d']))}, witnessed by {P('FAMILY', wf.form(rng, 'full'))} ({wrel}).\n")
    out.append(f"Ordered by {dr_ref(rng, c['att'])}.\n")
    return "".join(out), "pipe+csv+form"


def dialysis_transfusion_log(rng):
    if rng.random() < 0.55:
        t, l = dialysis_log(rng)
        return t, l, "dialysis"
    t, l = transfusion_log(rng)
    return t, l, "transfusion"


# ------------------------------------------------------------------ 5. bed board / census export
def bed_board(rng):
    c = context(rng)
    hosp = c["hosp"]
    ward = c["ward"]
    layout = rng.choice(["csv", "pipe"])
    d = c["ref"]
    out = [f"{P('HOSPITAL', hosp)} bed board - {P('HOSPITAL', ward)} - census {D(rng, d, rng.choice(['mdY0', 'wd_long', 'iso']))} 06:00\n"]
    cols = ["room", "bed", "patient", "age_sex", "attending", "admit", "dx", "iso", "code", "dc_plan"]
    out.append((",".join(cols) if layout == "csv" else "|".join(cols)) + "\n")
    sep = "," if layout == "csv" else "|"
    atts = [Person(rng) for _ in range(3)]
    for i in range(rng.randint(6, 12)):
        p = Person(rng)
        age = rng.randint(19, 99)
        room = str(rng.randint(301, 348)) + rng.choice(["", "A", "B"])
        bed = str(rng.choice([1, 2])) if rng.random() < 0.6 else rng.choice(["W", "D"])
        nm = p.form(rng, rng.choice(["LASTFIRST", "lastfirst", "CAPS", "gs_tight"]))
        if "," in nm and layout == "csv":
            nm = nm.replace(", ", " ")
            if rng.random() < 0.5:
                nm = p.surname.upper() + " " + p.given[0]
        a = rng.choice(atts)
        att = P("DOCTOR", a.surname if rng.random() < 0.7 else a.surname.upper())
        adm = plus(d, -rng.randint(0, 12))
        dx = rng.choice(["CHF exac", "PNA", "sepsis UTI", "AKI on CKD", "COPD", "cellulitis", "NSTEMI r/o", "hip fx s/p ORIF",
                         "GI bleed", "DKA", "syncope", "afib RVR", "Crohn flare", "Parkinson fall"])
        cells = [P("LOCATION_OTHER", room), P("LOCATION_OTHER", bed), P("PATIENT", nm), f"{P('AGE', age)}{p.sex}",
                 att, D(rng, adm, "md"), dx, rng.choice(["", "contact", "droplet", "C diff"]), rng.choice(["Full", "DNR", "DNR/DNI"]),
                 rng.choice(["home", "home w/ VNA", "SNF", "rehab", "TBD", f"{P('HOSPITAL', rng.choice(CARE_HOMES))}"])]
        out.append(sep.join(cells) + "\n")
    cn = Person(rng)
    out.append(f"\nCharge RN: {P('DOCTOR', cn.form(rng, rng.choice(['full', 'given_init'])))} pager {P('PHONE', pager(rng))}; "
               f"bed mgmt {P('PHONE', phone(rng, ext=rng.random() < 0.5))}\n")
    out.append(f"Pending admits: {rng.randint(0, 5)} from ED, {rng.randint(0, 3)} transfers. {negs.wordneg(rng)}\n")
    out.append(export_footer(rng, c, cn))
    return "".join(out), layout


# ------------------------------------------------------------------ 6. discharge summary
def discharge_summary(rng):
    c = context(rng)
    p = c["pt"]
    adm = c["ref"]
    los = rng.randint(2, 14)
    dc = plus(adm, los)
    sub, obj, pos = p.pron()
    f, rel = fam(rng)
    pcp = Person(rng)
    cons = Person(rng)
    prof = rng.choice(PROFESSIONS)
    org = rng.choice(ORGANIZATIONS)
    out = [f"{P('HOSPITAL', c['hosp'])}\nDISCHARGE SUMMARY\n\n"]
    out.append(pt_header(rng, c, "form"))
    out.append(f"Account: {P('ACCOUNT', account(rng))}\n")
    out.append(f"Admitted: {D(rng, adm)}   Discharged: {D(rng, dc)}\n")
    out.append(f"Attending: {dr_ref(rng, c['att'], ['drfull', 'full_md', 'last_first'])}\nPCP: {dr_ref(rng, pcp, ['drdot', 'full_md'])}, "
               f"{P('HOSPITAL', rng.choice(CLINICS))}\n\n")
    dx = [negs.icd(rng) for _ in range(3)]
    out.append(f"DIAGNOSES\n1. {dx[0][1]} ({dx[0][0]})\n2. {dx[1][1]}\n3. {dx[2][1]} ({dx[2][0]})\n\n")
    out.append("HOSPITAL COURSE\n")
    out.append(f"{pt_ref(rng, p, ['title', 'full', 'given_init'])} is a {age_phrase(rng, c['age'], sexword(p))} "
               f"{rng.choice(['with HFrEF', 'with ESRD on HD', 'with COPD', 'with T2DM', 'with Parkinson disease', 'with prior CVA'])} "
               f"who presented on {D(rng, adm, rng.choice(['Mdy_long', 'wd_long', 'md']))} with "
               f"{rng.choice(['dyspnea', 'fever and confusion', 'chest pain', 'a fall at home', 'melena'])}. ")
    out.append(f"On arrival {negs.vitals_line(rng)}. {negs.eponym(rng)} ")
    out.append(f"{sub.capitalize()} was seen by {dr_ref(rng, cons)} of cardiology on {D(rng, plus(adm, 1), rng.choice(['wd_md', 'md', 'Mon_d']))}; "
               f"echo {D(rng, plus(adm, 2), 'md')} showed {negs.misc_numbers(rng)}. ")
    out.append(f"{negs.score(rng)}. Diuresed with {negs.med_line(rng)} from {D(rng, plus(adm, 1), 'md')}-{D(rng, plus(adm, 3), 'md')}. "
               f"{negs.wordneg(rng)}\n")
    if rng.random() < 0.6:
        out.append("\nBy problem:\n")
        probs = rng.sample(["Volume overload", "AKI", "Atrial fibrillation", "Delirium", "Hyperglycemia", "Anemia",
                            "Pneumonia", "Hypokalemia", "Pressure injury", "Goals of care"], rng.randint(2, 4))
        for pr in probs:
            out.append(f"# {pr}: {negs.misc_numbers(rng)}; {negs.med_line(rng)} started {D(rng, plus(adm, rng.randint(0, los)), rng.choice(['md', 'Mon_d', 'wd_md']))}. "
                       f"{negs.eponym(rng)} {negs.wordneg(rng)}\n")
            if pr == "Goals of care":
                g2, r2 = fam(rng)
                out.append(f"  Family meeting {D(rng, plus(adm, 2), rng.choice(['wd_md', 'md']))} with {r2} {P('FAMILY', g2.form(rng, 'full'))} "
                           f"and {P('FAMILY', Person(rng).form(rng, 'given'))} (friend); palliative care {dr_ref(rng, Person(rng), ['drdot', 'full_md'])} present.\n")
    if rng.random() < 0.5:
        days = [plus(adm, k) for k in sorted(rng.sample(range(0, los + 1), min(4, los + 1)))]
        out.append("\n| Lab | " + " | ".join(D(rng, x, rng.choice(['md', 'md', 'Mon_d'])) for x in days) + " |\n")
        out.append("|---" * (len(days) + 1) + "|\n")
        for name, unit, lo, hi, dec in rng.sample(negs.LABS, rng.randint(5, 9)):
            out.append(f"| {name} | " + " | ".join(negs.fmt_val(rng, lo, hi, dec) for _ in days) + " |\n")
        out.append("\n")
    labs = negs.lab_rows(rng, 6)
    out.append("Discharge labs: " + ", ".join(f"{n} {v}" for n, v, _, _, _ in labs) + ".\n\n")
    out.append("SOCIAL HISTORY\n")
    out.append(f"Lives {rng.choice(['with', 'near'])} {pos} {rel} {fam_ref(rng, f)} at {addr_marked(rng, c['canada'])}. "
               f"Works as a {P('PROFESSION', prof)} at {P('ORGANIZATION', org)}. ")
    if rng.random() < 0.5:
        out.append(f"Emigrated from {P('COUNTRY', rng.choice(COUNTRIES))} in {D(rng, plus(adm, -rng.randint(2000, 12000)), 'Y')}. ")
    out.append(f"Former smoker, quit {D(rng, plus(adm, -rng.randint(400, 9000)), rng.choice(['Y', 'monY']))}.\n\n")
    out.append("DISCHARGE MEDICATIONS\n")
    for _ in range(rng.randint(4, 8)):
        out.append(f"- {negs.med_line(rng)}\n")
    out.append(f"\nFOLLOW-UP\n{dr_ref(rng, pcp, ['dr', 'drdot'])} on {D(rng, plus(dc, 7), rng.choice(['wd_long', 'wd_md', 'MonDY']))}, "
               f"{P('PHONE', phone(rng))}. Cardiology clinic at {P('HOSPITAL', rng.choice(CLINICS))}, fax {P('FAX', phone(rng))}.\n")
    out.append(f"Emergency contact: {P('FAMILY', f.form(rng, 'full'))} ({rel}) {P('PHONE', phone(rng))}.\n")
    if rng.random() < 0.5:
        out.append(f"Patient portal: {P('URL', url(rng))}; pt email {P('EMAIL', email(rng, p))}.\n")
    if rng.random() < 0.4:
        out.append(f"Insurance {P('ORGANIZATION', rng.choice(INSURERS))}, policy {P('HEALTHPLAN', healthplan(rng))}; SSN on file {P('SSN', ssn(rng))}.\n")
    dd = Person(rng)
    out.append(f"\nElectronically signed by {dr_ref(rng, c['att'], ['full_md'])} on {D(rng, plus(dc, rng.randint(0, 2)), 'mdY0')} 16:{rng.randint(10, 59)}\n")
    out.append(f"{lower_initials(rng, c['att']) if rng.random() < 0.5 else P('DOCTOR', c['att'].initials().lower())}/{P('DOCTOR', dd.initials().lower())}  "
               f"D: {D(rng, dc, 'md')}  T: {D(rng, plus(dc, 1), 'md')}\n")
    return "".join(out), "narrative+form"


# ------------------------------------------------------------------ 7. ED note
def ed_note(rng):
    c = context(rng)
    p = c["pt"]
    sub, obj, pos = p.pron()
    d = c["ref"]
    f, rel = fam(rng)
    scribe = Person(rng)
    nurse = Person(rng)
    out = [f"{P('HOSPITAL', c['hosp'])} EMERGENCY DEPARTMENT\n"]
    out.append(f"Arrival: {D(rng, d, rng.choice(['mdY0', 'wd_long', 'iso']))} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}  "
               f"Mode: {rng.choice(['EMS', 'walk-in', 'private vehicle', 'police'])}  Bed: {P('LOCATION_OTHER', rng.choice(['Hall ' + str(rng.randint(1, 12)), 'Trauma ' + str(rng.randint(1, 3)), str(rng.randint(1, 40))]))}\n")
    out.append(pt_header(rng, c, rng.choice(["pipe", "inline"])))
    out.append(f"Visit #: {P('ACCOUNT', account(rng))}  Triage: ESI {rng.randint(1, 4)}  Triage RN: {staff_ref(rng, nurse, 'RN')}\n")
    if rng.random() < 0.35:
        out.append(f"Address: {addr_marked(rng, c['canada'])}  Home phone {P('PHONE', phone(rng))}\n")
    if rng.random() < 0.3:
        out.append(f"SSN: {P('SSN', ssn(rng))}   Health card: {P('HEALTHPLAN', healthplan(rng))}\n")
    out.append("\nHPI: ")
    scen = rng.choice(["mvc", "fall", "cp", "travel", "work"])
    if scen == "mvc":
        out.append(f"{age_phrase(rng, c['age'], sexword(p))} restrained driver in MVC on the highway, "
                   f"{pos} vehicle (plate {P('VEHICLE', vehicle(rng))}) struck at ~40 mph. Airbags deployed. ")
    elif scen == "fall":
        out.append(f"{age_phrase(rng, c['age'], sexword(p))} from {P('HOSPITAL', rng.choice(CARE_HOMES))} with unwitnessed fall at {rng.randint(1, 5)} am. ")
    elif scen == "cp":
        out.append(f"{age_phrase(rng, c['age'], sexword(p))} with substernal chest pain x {rng.randint(1, 6)} h. ")
    elif scen == "travel":
        back = plus(d, -rng.randint(2, 12))
        out.append(f"{age_phrase(rng, c['age'], sexword(p))} returned from {P('COUNTRY', rng.choice(COUNTRIES))} on {D(rng, back, rng.choice(['wd_md', 'Mon_d', 'md']))} with fever. ")
    else:
        out.append(f"{age_phrase(rng, c['age'], sexword(p))} {P('PROFESSION', rng.choice(PROFESSIONS))} injured at work at {P('ORGANIZATION', rng.choice(ORGANIZATIONS))}; "
                   f"supervisor {P('FAMILY', Person(rng).form(rng, 'full'))} drove {obj} in. ")
    out.append(f"{pt_ref(rng, p, ['given', 'title'])} reports {rng.choice(['no LOC', 'mild nausea', 'pain 7/10', 'SOB on exertion'])}. "
               f"Accompanied by {rel} {fam_ref(rng, f)}. {negs.wordneg(rng)}\n")
    if rng.random() < 0.3:
        out.append(f"Security note: pt's car, plate {P('VEHICLE', vehicle(rng))}, left in ambulance bay; keys with {rel}.\n")
    out.append(f"PMH: {negs.icd(rng)[1]}, {negs.icd(rng)[1]}. {negs.eponym(rng)}\n")
    out.append(f"Home meds: {negs.med_line(rng)}; {negs.med_line(rng)}.\n")
    out.append(f"Exam: {negs.vitals_line(rng)}. {negs.score(rng)}. {negs.eponym(rng)}\n")
    labs = negs.lab_rows(rng, rng.randint(5, 9))
    out.append("Labs: " + "; ".join(f"{n} {v}{(' ' + u) if u else ''}" for n, v, u, _, _ in labs) + "\n")
    out.append(f"ECG: {rng.choice(['NSR', 'AF with RVR', 'sinus tach'])}, {negs.misc_numbers(rng)}.\n")
    out.append(f"MDM/Plan: {negs.med_line(rng)}. {negs.wordneg(rng)} Dispo: {rng.choice(['admit to medicine', 'discharge home', 'admit step-down', 'transfer'])}")
    if rng.random() < 0.4:
        out.append(f" to {P('HOSPITAL', rng.choice(HOSPITALS))}")
    out.append(".\n")
    out.append(f"\nScribe: {P('DOCTOR', scribe.form(rng, rng.choice(['full', 'given_init'])))} for {dr_ref(rng, c['att'], ['drdot', 'full_md', 'dr'])}. "
               f"Provider pager {P('PHONE', pager(rng))}.\n")
    if rng.random() < 0.5:
        out.append(f"I, {P('DOCTOR', c['att'].given + ' ' + c['att'].surname)}, personally performed the services described.\n")
    return "".join(out), "form+narrative"


# ------------------------------------------------------------------ 8. operative note
def operative_note(rng):
    c = context(rng)
    p = c["pt"]
    d = c["ref"]
    surg, asst, anes, crna = Person(rng), Person(rng), Person(rng), Person(rng)
    proc = rng.choice([
        ("laparoscopic cholecystectomy", None), ("right total hip arthroplasty", "femoral stem"),
        ("dual-chamber pacemaker implantation", "pacemaker generator"), ("open reduction internal fixation, left distal radius", "volar plate"),
        ("laparoscopic appendectomy", None), ("left total knee arthroplasty", "tibial component"),
        ("AV fistula creation, left arm", None), ("ICD generator change", "ICD generator"), ("spinal cord stimulator placement", "IPG")])
    out = [f"OPERATIVE REPORT\n{P('HOSPITAL', c['hosp'])} - Main OR, Room {P('LOCATION_OTHER', str(rng.randint(1, 18)))}\n\n"]
    out.append(pt_header(rng, c, rng.choice(["form", "pipe"])))
    out.append(f"Date of surgery: {D(rng, d, rng.choice(['Mdy_long', 'mdY0', 'DMONY', 'wd_long']))}\n")
    out.append(f"Surgeon: {dr_ref(rng, surg, ['full_md', 'drfull'])}\nAssistant: {dr_ref(rng, asst, ['full_md', 'full'])}"
               f"{rng.choice([', PA-C', '', ' (resident)'])}\n")
    out.append(f"Anesthesia: {rng.choice(['general ETT', 'spinal', 'MAC'])}; {dr_ref(rng, anes, ['drdot', 'dr'])} / {P('DOCTOR', crna.form(rng, 'full'))}, CRNA\n")
    out.append(f"Preoperative diagnosis: {negs.icd(rng)[1]}\nProcedure: {proc[0]}\n{negs.score(rng)}. {rng.choice(['ASA II', 'ASA III', 'ASA IV'])}.\n\n")
    out.append("Description: ")
    out.append(f"{pt_ref(rng, p, ['title', 'given', 'full'])} was identified in the holding area, site marked, consent confirmed. "
               f"Time-out performed. Cefazolin 2 g IV given. {negs.eponym(rng)} ")
    out.append(f"{rng.choice(['Supine', 'Lateral decubitus', 'Supine with arm board'])} positioning, pressure points padded. "
               f"{negs.misc_numbers(rng)}. {negs.wordneg(rng)}\n")
    if proc[1]:
        out.append(f"Implant: {proc[1]}, per implant log, serial no. {P('DEVICE', device_sn(rng))}")
        if rng.random() < 0.5:
            out.append(f"; second component SN {P('DEVICE', device_sn(rng))}")
        out.append(".\n")
    out.append(f"EBL {rng.randint(5, 600)} mL. Fluids {rng.randint(500, 2500)} mL LR. UOP {rng.randint(50, 700)} mL. {negs.med_line(rng)} in PACU.\n")
    out.append(f"Specimen: {rng.choice(['gallbladder', 'appendix', 'femoral head', 'none'])} to pathology, requisition {P('IDNUM', idnum(rng, 'req'))}.\n")
    if rng.random() < 0.5:
        f, rel = fam(rng)
        out.append(f"Findings discussed with {pos_word(p)} {rel} {fam_ref(rng, f)} in the waiting room; callback {P('PHONE', phone(rng))}.\n")
    out.append(f"\n{dr_ref(rng, surg, ['full_md'])}  DEA {P('LICENSE', license_(rng, 'DEA'))}\n")
    out.append(f"{P('DOCTOR', surg.initials().lower())}/{P('DOCTOR', Person(rng).initials().lower())}  D: {D(rng, d, 'mdY0')}  T: {D(rng, plus(d, 1), 'mdY0')}  Job {P('IDNUM', idnum(rng, 'case'))}\n")
    return "".join(out), "narrative+form"


def pos_word(p):
    return p.pron()[2]


# ------------------------------------------------------------------ 9. clinic letter
def clinic_letter(rng):
    c = context(rng)
    p = c["pt"]
    clinic = rng.choice(CLINICS)
    spec = Person(rng)
    ref_dr = Person(rng)
    d = c["ref"]
    sub, obj, pos = p.pron()
    out = [f"{P('HOSPITAL', clinic)}\n{addr_marked(rng, c['canada'], one_line=rng.random() < 0.5)}\n"]
    out.append(f"Tel {P('PHONE', phone(rng, ext=rng.random() < 0.3))}  Fax {P('FAX', phone(rng))}\n")
    if rng.random() < 0.7:
        out.append(f"{P('URL', url(rng))}\n")
    out.append(f"\n{D(rng, d, rng.choice(['Mdy_long', 'dMonY', 'MonDY']))}\n\n")
    out.append(f"{dr_ref(rng, ref_dr, ['drfull', 'drdot'])}\n{P('HOSPITAL', rng.choice(CLINICS))}\n{addr_marked(rng, c['canada'])}\n\n")
    out.append(f"Re: {P('PATIENT', p.form(rng, rng.choice(['full', 'fullmi', 'CAPS'])))}, DOB {D(rng, c['dob'], rng.choice(['mdY0', 'Mdy_long', 'iso']))}, "
               f"{rng.choice(['health card', 'OHIP', 'member ID', 'MRN'])} ")
    hc_is_mrn = False
    out.append(f"{P('HEALTHPLAN', healthplan(rng))}\n\n")
    out.append(f"Dear Dr {P('DOCTOR', ref_dr.surname)},\n\n")
    out.append(f"Thank you for referring {pt_ref(rng, p, ['title', 'full'])}, a {age_phrase(rng, c['age'], sexword(p))} "
               f"{P('PROFESSION', rng.choice(PROFESSIONS))}, whom I saw in clinic on {D(rng, plus(d, -rng.randint(1, 9)), rng.choice(['wd_long', 'Mdy_long', 'md']))}. ")
    out.append(f"{sub.capitalize()} attended with {pos} {(f := fam(rng))[1]} {fam_ref(rng, f[0])}. ")
    out.append(f"{negs.eponym(rng)} {negs.score(rng)}. Today {negs.vitals_line(rng)}. ")
    out.append(f"Recent labs: " + ", ".join(f"{n} {v}" for n, v, _, _, _ in negs.lab_rows(rng, 5)) + ". ")
    if rng.random() < 0.5:
        out.append(f"{sub.capitalize()} is off work from {P('ORGANIZATION', rng.choice(ORGANIZATIONS))} until {D(rng, plus(d, 30), rng.choice(['monY', 'Mdy_long']))}. ")
    if rng.random() < 0.4:
        out.append(f"{sub.capitalize()} will spend {P('DATE', rng.choice(['Christmas', 'Thanksgiving', 'Easter', 'Canada Day', 'the Fourth of July']).replace('the ', ''))} with family in {P('CITY', rng.choice(CITIES))}. ")
    out.append("\n\nPlan:\n")
    for _ in range(rng.randint(2, 4)):
        out.append(f"- {negs.med_line(rng)}\n")
    out.append(f"- {negs.wordneg(rng)}\n- Review in {rng.randint(2, 12)} weeks; booked {D(rng, plus(d, rng.randint(14, 80)), rng.choice(['wd_md', 'wd_long', 'MonDY']))}.\n\n")
    if rng.random() < 0.5:
        out.append(f"Results are available to {obj} at {P('URL', url(rng))}. ")
    out.append(f"Please contact me at {P('EMAIL', email(rng, spec))} with questions.\n\nYours sincerely,\n\n")
    out.append(f"{dr_ref(rng, spec, ['full_md'])}\n{rng.choice(['Consultant', 'Attending physician', 'Staff Endocrinologist', 'Cardiologist'])}\n")
    if rng.random() < 0.25:
        out.append(f"Accessible parking permit renewed for vehicle {P('VEHICLE', vehicle(rng))}.\n")
    out.append(f"CPSO/licence {P('LICENSE', license_(rng, 'lic'))}\n")
    out.append(f"cc: {P('PATIENT', p.form(rng, 'full'))}; {P('HOSPITAL', rng.choice(PHARMACIES))}\n")
    out.append(f"{P('DOCTOR', spec.initials())}/{P('DOCTOR', Person(rng).initials().lower())}\n")
    return "".join(out), "letter"


# ------------------------------------------------------------------ 10. telemetry event log
def telemetry_log(rng):
    c = context(rng)
    p = c["pt"]
    d = c["ref"]
    box = device_sn(rng)
    out = [f"TELEMETRY EVENT LOG - central station {P('IPADDR', ip(rng))} - {P('HOSPITAL', c['hosp'])}\n"]
    out.append(pt_header(rng, c, rng.choice(["pipe", "inline"])))
    out.append(f"Unit {P('HOSPITAL', c['ward'])} Rm {P('LOCATION_OTHER', c['room'])}  Transmitter {rng.choice(DEVICE_MODELS['tele'])} SN {P('DEVICE', box)}\n")
    out.append(f"Monitoring since {D(rng, plus(d, -1), rng.choice(['wd_md', 'mdY0', 'md']))}; order by {dr_ref(rng, c['att'])}\n\n")
    techs = [Person(rng) for _ in range(2)]
    rns = [Person(rng) for _ in range(2)]
    out.append("timestamp,event,HR,rhythm,duration_s,ack_user,notified\n")
    for i in range(rng.randint(6, 12)):
        t = techs[i % 2]
        day = plus(d, i // 5)
        ev = rng.choice(["VT run", "Pause", "AF RVR", "Brady", "Lead off", "SVT", "PVC couplet", "Artifact", "ST change"])
        hr = rng.randint(30, 190)
        notif = rng.choice(["", f"RN {P('DOCTOR', rng.choice(rns).given)}", P("DOCTOR", rng.choice(rns).form(rng, 'g_dot_s')), "MD paged"])
        out.append(f"{D(rng, day, rng.choice(['iso', 'mdY0']) if i == 0 else 'iso')} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d},"
                   f"{ev},{hr},{rng.choice(['SR', 'AF', 'VT', 'SB', 'ST'])},{rng.randint(1, 45)},{P('USERNAME', username(rng, t))},{notif}\n")
    out.append(f"\nTech summary: {pt_ref(rng, p, ['given', 'title', 'lastfirst'])} had {rng.randint(1, 6)} runs of NSVT, longest {rng.randint(4, 14)} beats. "
               f"{negs.misc_numbers(rng)}. K {negs.fmt_val(rng, 3.0, 4.2, 1)}, Mg {negs.fmt_val(rng, 1.4, 2.1, 1)} - repletion per protocol. "
               f"{negs.wordneg(rng)}\n")
    out.append(f"Reviewed by {P('DOCTOR', techs[0].form(rng, 'full'))}, CCT; escalated to {dr_ref(rng, c['att'], ['dr', 'drdot'])} pager {P('PHONE', pager(rng))}.\n")
    return "".join(out), "csv+form"


# ------------------------------------------------------------------ 11. home-monitoring upload
def home_monitoring(rng):
    c = context(rng)
    p = c["pt"]
    d = c["ref"]
    kind = rng.choice(["glucose", "bp", "both"])
    nurse = Person(rng)
    out = [f"REMOTE PATIENT MONITORING UPLOAD - {P('HOSPITAL', rng.choice(CLINICS))}\n"]
    out.append(pt_header(rng, c, rng.choice(["form", "pipe"])))
    out.append(f"Portal account {P('USERNAME', username(rng, p))} ({P('EMAIL', email(rng, p))})  gateway {P('IPADDR', ip(rng))}\n")
    if rng.random() < 0.5:
        out.append(f"Upload site: {P('URL', url(rng))}\n")
    sns = {}
    if kind in ("glucose", "both"):
        sns["glucose"] = device_sn(rng)
        out.append(f"Meter: {rng.choice(DEVICE_MODELS['glucose'])} serial {P('DEVICE', sns['glucose'])}\n")
    if kind in ("bp", "both"):
        sns["bp"] = device_sn(rng)
        out.append(f"BP cuff: {rng.choice(DEVICE_MODELS['bp'])} serial {P('DEVICE', sns['bp'])}\n")
    out.append("\nreading_time,type,value,unit,context,device_sn\n")
    for i in range(rng.randint(6, 12)):
        day = plus(d, i // 2)
        k = "glucose" if kind == "glucose" else ("bp" if kind == "bp" else rng.choice(["glucose", "bp"]))
        if k == "glucose":
            val, unit, ctxw = str(rng.randint(58, 342)), "mg/dL", rng.choice(["fasting", "pre-meal", "2h post", "bedtime"])
        else:
            hr, bp, rr, sp, t = negs.vitals(rng)
            val, unit, ctxw = bp, "mmHg", f"HR {hr}"
        out.append(f"{D(rng, day, rng.choice(['iso', 'mdY0']) if i == 0 else 'iso')} {rng.randint(5, 22):02d}:{rng.randint(0, 59):02d},{k},{val},{unit},{ctxw},{P('DEVICE', sns[k])}\n")
    out.append(f"\nRN review: {rng.randint(2, 5)} readings out of range. ")
    if rng.random() < 0.6:
        f, rel = fam(rng)
        out.append(f"Spoke with {rel} {fam_ref(rng, f)}, who helps with readings. ")
    out.append(f"Current regimen: {negs.med_line(rng)}. HbA1c {negs.fmt_val(rng, 6.0, 11.5, 1)}%. {negs.wordneg(rng)} ")
    out.append(f"Next call {D(rng, plus(d, 7), rng.choice(['wd_md', 'Mon_d', 'wday']))}.\n")
    out.append(f"-- {staff_ref(rng, nurse, 'RN')}, RPM line {P('PHONE', phone(rng, ext=True))}\n")
    return "".join(out), "csv+form"


GENRES = {
    "icu_flowsheet": icu_flowsheet,
    "lab_export": lab_export,
    "mar_export": mar_export,
    "dialysis_transfusion_log": dialysis_transfusion_log,
    "bed_board": bed_board,
    "discharge_summary": discharge_summary,
    "ed_note": ed_note,
    "operative_note": operative_note,
    "clinic_letter": clinic_letter,
    "telemetry_log": telemetry_log,
    "home_monitoring": home_monitoring,
}
