"""Reusable note blocks: header blocks, vitals tables, medication lists, signatures."""
import pools as P
from phi import M, digits


def pick(r, *xs):
    return r.choice(xs)


def key(r, k, caps):
    return k.upper() if caps else k


def kv_lines(c, fields, caps=None, align=None):
    r = c.r
    caps = r.random() < 0.25 if caps is None else caps
    align = r.random() < 0.4 if align is None else align
    rows = []
    for f in fields:
        kv = field(c, f)
        if kv:
            rows.append(kv)
    width = max(len(k) for k, _ in rows) + 1 if rows else 0
    sep = r.choice([": ", ": ", " - ", ":  "])
    out = []
    for k, v in rows:
        k = k.upper() if caps else k
        if align:
            out.append(f"{(k + ':').ljust(width + 1)} {v}")
        else:
            out.append(f"{k}{sep}{v}")
    return "\n".join(out)


def field(c, f):
    r, L = c.r, c.loc
    if f == "name":
        return (r.choice(["Patient", "Name", "Pt name", "Patient name", "Pt"]),
                c.P(r.choice(["full", "LAST_FIRST", "last_first", "full_mid", "FULL_CAPS"])))
    if f == "dob":
        v = c.DOB()
        if r.random() < 0.4:
            v += f" ({M('AGE', c.age)}{r.choice(['y', ' yrs', 'yo', ''])})"
        return (r.choice(["DOB", "D.O.B", "Date of birth", "Born"]), v)
    if f == "agesex":
        return (r.choice(["Age/Sex", "Age/Gender", "Age / sex"]), f"{M('AGE', c.age)}/{c.pt.sex}")
    if f == "mrn":
        return (r.choice(["MRN", "Hosp no", "Hospital No", "MR#", "Unit No", "Chart #", "RTX"] if c.code in ("UK", "IE")
                         else ["MRN", "MR#", "Chart #", "Med Rec No", "MRN"]), M("MRN", L.mrn()))
    if f == "acct":
        return (r.choice(["Acct", "Account #", "Encounter #", "CSN", "FIN", "Attendance no", "Visit #", "ED episode", "Episode no"]),
                M("ACCOUNT", L.account()))
    if f == "hp":
        return (r.choice(L.healthplan_label()), M("HEALTHPLAN", L.healthplan()))
    if f == "ssn":
        return (r.choice(L.ssn_label()), M("SSN", L.ssn()))
    if f == "addr":
        return (r.choice(["Address", "Addr", "Home address", "Residence"]), L.address_lines())
    if f == "phone":
        return (r.choice(["Tel", "Phone", "Home ph", "Mobile", "Cell", "Contact no"]), c.PH())
    if f == "email":
        return (r.choice(["Email", "E-mail"]), M("EMAIL", L.email(c.pt)))
    if f == "nok":
        n = c.nok
        return (r.choice(["NOK", "Next of kin", "Emergency contact", "EC"]),
                f"{c.F(n, r.choice(['full', 'last_first', 'full']))} ({n.rel}) {c.PH()}")
    if f == "gp":
        d = c.staff("physician", "gp")
        if c.code in ("UK", "IE"):
            return ("GP", f"Dr {M('DOCTOR', d.first[0] + ' ' + d.last if r.random() < 0.4 else d.last)}, {M('HOSPITAL', c.gp_practice())}"
                    + (f", tel {c.PH(False)}" if r.random() < 0.5 else ""))
        return (r.choice(["PCP", "Primary care", "Family doctor"]),
                f"{c.S(d, 'physician', r.choice(['dr_full', 'full_cred', 'dr_last']))} ({M('HOSPITAL', c.gp_practice())})")
    if f == "arrival":
        return (r.choice(["Arrival", "Arrived", "Time of arrival", "Registered", "Date/time seen"]),
                f"{c.D()} {c.T()}")
    if f == "mode":
        if r.random() < 0.5:
            svc = pick(r, f"{c.town} Fire & EMS", f"{c.town} County EMS", "Northshire Ambulance Service",
                       f"{c.town} Ambulance", f"{c.town} Paramedic Services")
            return ("Mode of arrival", f"ambulance ({M('ORGANIZATION', svc)})")
        return ("Mode of arrival", r.choice(["walk-in", "private vehicle", "self-presented", "brought by police", "taxi", "carried in by father"]))
    if f == "site":
        return (r.choice(["Facility", "Site", "Dept", "Location"]), c.H("full"))
    if f == "room":
        return (r.choice(["Loc", "Location", "Area", "Placed"]), c.room())
    if f == "attending":
        return (r.choice(["Attending", "ED consultant", "Senior", "Physician", "Provider", "Treating clinician"]),
                c.S(c.staff("physician", "att"), "physician"))
    if f == "occupation":
        if c.age < 17:
            return ("School", c.org("school"))
        return (r.choice(["Occupation", "Occ", "Job"]), c.prof())
    if f == "lang":
        return ("Language", r.choice(["English", "English", "Polish - interpreter declined", "Portuguese (interpreter via phone)",
                                      "Somali, daughter interpreting", "French"]))
    if f == "country":
        return (r.choice(["Country of birth", "Nationality", "Home country"]), M("COUNTRY", c.country))
    if f == "employer":
        return (r.choice(["Employer", "Work"]), c.org("emp"))
    if f == "triage":
        return (r.choice(["Triage cat", "ESI", "CTAS", "MTS"]), r.choice(["2", "3", "ESI 3", "CTAS 2", "Orange", "Yellow (3)", "Cat 4"]))
    raise ValueError(f)


def header_line(c):
    r = c.r
    bits = [c.P(r.choice(["LAST_FIRST", "FULL_CAPS", "last_first", "full"])),
            f"{r.choice(['MRN', 'Hosp#', 'MR', 'Unit'])} {M('MRN', c.loc.mrn())}",
            f"DOB {c.DOB()}",
            f"{M('AGE', c.age)}{c.pt.sex}" if r.random() < 0.5 else f"{M('AGE', c.age)} {r.choice(['yo', 'y'])} {c.pt.sex}",
            f"{r.choice(['ED', 'Enc', 'Visit'])} {c.D()} {c.T()}"]
    if r.random() < 0.5:
        bits.insert(3, f"{r.choice(['Acct', 'CSN', 'FIN'])} {M('ACCOUNT', c.loc.account())}")
    return r.choice([" | ", "  ", " / ", " | "]).join(bits)


def vitals_table(c, rows=None, initials=True):
    r = c.r
    rows = rows or r.randint(2, 5)
    head = "Time   BP       HR   RR  SpO2     T     GCS  Pain" + ("  By" if initials else "")
    lines = [r.choice(["VITALS", "Obs", "Vital signs:", "OBSERVATIONS", "Vitals trend"]), head]
    nurses = [c.staff("nurse", f"vit{i}") for i in range(2)]
    sbp, hr = r.randint(88, 178), r.randint(52, 138)
    acc = 0
    for i in range(rows):
        t = c.T(acc)
        acc += r.randint(10, 45)
        sbp += r.randint(-12, 10)
        hr += r.randint(-10, 6)
        dbp = max(40, sbp - r.randint(30, 70))
        sat = r.randint(88, 100)
        temp = round(r.uniform(35.6, 39.8), 1)
        gcs = r.choice([15, 15, 15, 14, 13, 12, 9])
        pain = f"{r.randint(0, 10)}/10"
        line = f"{t:<6} {sbp}/{dbp:<4} {hr:<4} {r.randint(12, 32):<3} {sat}% {r.choice(['RA', 'NC', 'NRB', '2L']):<3} {temp:<5} {gcs:<4} {pain}"
        if initials:
            n = r.choice(nurses)
            ini = (n.first[0] + n.last[0])
            line += "  " + M("DOCTOR", ini if r.random() < 0.7 else ini.lower())
        lines.append(line)
    return "\n".join(lines)


def vitals_inline(c):
    r = c.r
    parts = [f"BP {r.randint(90, 190)}/{r.randint(50, 110)}", f"HR {r.randint(48, 140)}", f"RR {r.randint(10, 34)}",
             f"SpO2 {r.randint(86, 100)}% {r.choice(['RA', 'on 2L', 'on NRB'])}", f"T {round(r.uniform(35.5, 40.1), 1)}",
             f"GCS {r.choice(['15', '14 (E4V4M6)', '13', '15/15', '9 (E2V2M5)'])}", f"BM {round(r.uniform(3.1, 21.0), 1)}",
             f"NEWS2 {r.randint(0, 9)}", f"pain {r.randint(0, 10)}/10", f"CRT {r.choice(['<2s', '3s'])}"]
    r.shuffle(parts)
    return r.choice([", ", "  ", " / ", "; "]).join(parts[:r.randint(4, 8)])


def labs_line(c):
    r = c.r
    parts = [f"Hb {r.randint(78, 165)}", f"WCC {round(r.uniform(3, 22), 1)}", f"Na {r.randint(124, 146)}",
             f"K {round(r.uniform(2.9, 6.4), 1)}", f"Cr {r.randint(48, 390)}", f"CRP {r.randint(1, 280)}",
             f"lactate {round(r.uniform(0.6, 8.5), 1)}", f"trop {r.randint(2, 900)} ng/L", f"pH {round(r.uniform(6.95, 7.48), 2)}",
             f"glucose {r.randint(3, 34)}", f"INR {round(r.uniform(0.9, 6.1), 1)}", f"paracetamol level {r.randint(5, 320)} mg/L",
             f"salicylate <{r.randint(5, 30)}", f"EtOH {r.randint(0, 90)} mmol/L", f"CK {r.randint(80, 24000)}",
             f"BHB {round(r.uniform(0.1, 6.9), 1)}", f"HCO3 {r.randint(6, 30)}"]
    r.shuffle(parts)
    return ", ".join(parts[:r.randint(4, 9)])


def med_block(c, pharmacy=True):
    r = c.r
    meds = r.sample(P.HOME_MEDS, r.randint(1, 5))
    alg = r.sample(P.ALLERGIES, r.randint(1, 2))
    style = r.random()
    lines = [r.choice(["MEDICATIONS:", "Meds:", "Current medications", "DHx:", "Home meds"])]
    for m in meds:
        lines.append(r.choice(["- ", "* ", "  ", ""]) + m)
    lines.append(f"{r.choice(['Allergies', 'ALLERGIES', 'Allergy', 'Drug allergies'])}: {', '.join(alg)}")
    if pharmacy and r.random() < 0.6:
        lines.append(f"{r.choice(['Pharmacy', 'Preferred pharmacy', 'Community pharmacy'])}: {M('HOSPITAL', c.pharmacy())}, {c.PH(False)}")
    if style < 0.3:
        lines.append(f"Med rec completed by pharmacist {c.S(c.staff('pharm', 'pharm'), 'pharm', r.choice(['full', 'full_cred']))}.")
    return "\n".join(lines)


def signature(c, who=None, role="physician", scribe=None):
    r = c.r
    who = who or c.staff("physician", "att")
    scribe = r.random() < 0.35 if scribe is None else scribe
    L = c.loc
    lines = []
    if scribe:
        s = c.staff("other", "scribe")
        lines.append(r.choice([
            f"Scribe attestation: I, {M('DOCTOR', s.first + ' ' + s.last)}, am scribing for and in the presence of {c.S(who, role, 'dr_full')}.",
            f"Documented by scribe {M('DOCTOR', s.first + ' ' + s.last)} for Dr {M('DOCTOR', who.last)}.",
            f"scribed by {M('DOCTOR', s.first[0] + '. ' + s.last)} ({M('USERNAME', L.username(s))})"]))
    style = r.random()
    if style < 0.35:
        lines.append(f"Electronically signed by {c.S(who, role, 'full_cred')} on {c.D()} at {c.T(r.randint(60, 300))}")
    elif style < 0.6:
        lic = L.license_doc()
        lines.append(f"{c.S(who, role, r.choice(['dr_full', 'LAST_FIRST_cred', 'full_cred']))}\n{lic[0]} {M('LICENSE', lic[1])}"
                     f"  {r.choice(['Bleep', 'Pager', 'Pgr', 'Vocera'])} {M('PHONE', L.pager())}")
    elif style < 0.8:
        lines.append(f"Signed: {c.S(who, role)}   Date: {c.D()}   Time: {c.T(r.randint(30, 240))}")
        if r.random() < 0.6:
            lines.append(f"User: {M('USERNAME', L.username(who))}  Workstation IP {M('IPADDR', L.ip())}")
    else:
        lines.append(f"-- {c.S(who, role, 'full')} / {M('USERNAME', L.username(who))} / {c.D()} {c.T(r.randint(30, 240))}")
    if r.random() < 0.25:
        tr = c.staff("other", "transcr")
        lines.append(f"D: {c.D()}  T: {c.D(c.ddelta(r.randint(0, 2)))}  DD/{M('DOCTOR', (tr.first[0] + tr.last[0]).lower())}")
    return "\n".join(lines)


def neg_line(c):
    return c.r.choice(P.EPONYM_NEG)
