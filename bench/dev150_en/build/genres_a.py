"""Genres A: psychiatric intake, crisis line log, substance-use counselling, SW discharge planning, home health."""
import pools as P


def header_kv(c, title, extra=()):
    """Key: value header block with a random subset of identifiers."""
    r, m = c.r, c.m
    rows = [("Patient", c.pt_full()), ("DOB", c.dob()), ("MRN", c.mrn())]
    opt = [("Acct #", c.acct()), ("Insurance ID", c.hplan()), ("Address", c.addr()), ("Phone", c.phone()),
           ("Facility", c.hosp_m()), ("Date of service", c.fdate())]
    r.shuffle(opt)
    rows += opt[:r.randint(3, 6)] + list(extra)
    w = max(len(k) for k, _ in rows) + 2
    sep = r.choice([": ", ":\t", " - "])
    lines = [title.upper() if r.random() < 0.5 else title, "=" * len(title) if r.random() < 0.5 else ""]
    for k, v in rows:
        lines.append(f"{k}{sep}{v}" if sep != ": " or r.random() < 0.5 else f"{(k + ':').ljust(w)}{v}")
    return "\n".join(x for x in lines if x is not None) + "\n"


def signature(c, s=None, lic=True):
    r = c.r
    s = s or c.ch(c.staff)
    out = r.choice(["Electronically signed by ", "Signed: ", "-- ", "Clinician: ", "Completed by "]) + c.staff_ref(s)
    out += f" on {c.fdate()} {r.randint(7, 20)}:{r.randint(0, 59):02d}" if r.random() < 0.7 else ""
    if lic and r.random() < 0.6:
        out += "\n" + r.choice(["NPI ", "Licence # ", "Lic. ", "College reg. no. "]) + c.license(r.choice(["npi", "state", "college"]))
    if r.random() < 0.4:
        out += "\nPager " + c.pager() if r.random() < 0.5 else "\nDirect line " + c.phone()
    return out + "\n"


def lookalikes(c, k=3):
    r = c.r
    bits = r.sample(P.LABS, 2) + r.sample(P.SCORES, 2) + [r.choice(P.EPONYMS), r.choice(P.DRUGS)]
    r.shuffle(bits)
    return ", ".join(bits[:k + 1])


def psych_intake(c):
    r, m = c.r, c.m
    pt, s1, s2 = c.pt, c.staff[0], c.staff[1]
    f1, f2 = c.fam[0], c.fam[1]
    out = header_kv(c, r.choice(["Psychiatric Intake Assessment", "Adult Psychiatric Intake", "Mental Health Intake Evaluation"]),
                    [("Referred by", c.staff_ref(s2)), ("Unit", c.m("HOSPITAL", c.ch(P.UNITS_WARD)) + ", " + c.room())])
    out += "\nIDENTIFYING DATA\n"
    out += (f"{c.pt_ref()} is a {c.age_expr(adj=True)} {r.choice(['single', 'divorced', 'married', 'widowed'])} "
            f"{'woman' if pt.sex == 'F' else 'man'} born in {c.country_m()}, living in {c.m('CITY', c.city)}, "
            f"who works as a {c.prof()} at {c.org('emp')}. Brought to {c.hosp_m()} by {c.fam_ref(f1)} on {c.date()} "
            f"at {r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['am', 'pm'])}.\n")
    out += "\nHISTORY OF PRESENT ILLNESS\n"
    out += (f"Per {c.fam_ref(f1, rel=False)}, symptoms began around {c.date(c.d_off(-90, -20), ['month_year', 'long', 'md', 'mon_day'])} "
            f"after {r.choice(['losing the job', 'a breakup', 'the death of a parent', 'an eviction notice'])}. "
            f"Sleep 2-3 hours/night for {r.randint(2, 6)} weeks. {c.pt_ref()} endorses passive SI, denies plan. "
            f"{lookalikes(c)}. Last admission was to {c.other_hosp()} {c.drange(-700, -400)}.\n")
    out += "\nPAST PSYCHIATRIC HISTORY\n"
    out += (f"- First contact with services at age {c.m('AGE', str(r.randint(12, 25)))}\n"
            f"- Outpatient psychiatrist: Dr. {m('DOCTOR', s2.last)} at {c.other_hosp()} (tel {c.phone()}, fax {c.fax()})\n"
            f"- Trials: {r.choice(P.DRUGS)}; {r.choice(P.DRUGS)}\n"
            f"- Suicide attempt {c.date(c.d_off(-2000, -400), ['year', 'month_year'])} by overdose\n")
    out += "\nSOCIAL HISTORY\n"
    out += (f"Lives at {c.addr()} with {c.fam_ref(f2)} ({c.m('AGE', str(r.randint(8, 80)))}). "
            f"{f2.rel.capitalize()} is a {c.prof()}. Attends {c.org('church')}. Completed grade 11 at {c.org('school')}. "
            f"Substances: {r.choice(P.SUBSTANCES)} daily, {r.choice(P.SUBSTANCES)} occasionally. Legal: probation, case no. {c.idnum()}.\n")
    out += "\nFAMILY HISTORY\n"
    out += (f"Mother with {r.choice(P.DX)}; father died at {c.m('AGE', str(r.randint(40, 80)))} of MI. "
            f"Maternal uncle with {r.choice(P.EPONYMS)}.\n")
    out += "\nMENTAL STATUS EXAM\n"
    out += (f"Dishevelled, psychomotor slowing, speech soft. Mood \"{r.choice(['empty', 'numb', 'on edge', 'fine'])}\"; "
            f"affect constricted. TP linear. No AH/VH. Insight partial. Oriented x3. {r.choice(P.SCORES)}.\n")
    out += "\nDIAGNOSIS\n" + f"1. {r.choice(P.DX)}\n2. {r.choice(P.DX)}\n"
    out += (f"\nPLAN\nAdmit voluntarily to {c.m('HOSPITAL', c.ch(P.UNITS_WARD))}. Start {r.choice(P.DRUGS)}. "
            f"Collateral from {c.fam_ref(f1)} at {c.phone()}. Family meeting {c.date(c.d_off(1, 5), ['wd_short', 'wd_long', 'md'])} 14:00. "
            f"Labs ordered, order #{c.idnum()}.\n\n")
    out += signature(c, s1)
    return out


def crisis_line(c):
    r, m = c.r, c.m
    pt = c.pt
    worker = c.staff[0]
    st_h, st_m = r.randint(0, 23), r.randint(0, 59)
    hs = ("her", "she") if c.fam[0].sex == "F" else ("his", "he")
    lines = [f"{r.choice(['CRISIS LINE CALL LOG', 'Crisis & Distress Line - Contact Record', '988 Call Record'])}",
             f"Call ID: {c.acct()}   Line: {r.choice(['988', 'Distress Line', 'Youth Text'])}   Operator: {c.username(worker)}",
             f"Date: {c.fdate()}   Start {st_h:02d}:{st_m:02d}   Duration {r.randint(6, 70)} min",
             f"Inbound number: {c.phone()}   Routed via {c.ip()}",
             ""]
    t = [st_h, st_m]
    def ts():
        t[1] += r.randint(1, 6)
        if t[1] > 59:
            t[0] = (t[0] + 1) % 24; t[1] -= 60
        return f"[{t[0]:02d}:{t[1]:02d}]"
    cw = m("DOCTOR", worker.first)
    dia = [
        f"{ts()} {cw}: crisis line, this is {cw}, are you safe to talk right now?",
        f"{ts()} caller: i guess. my name's {m('PATIENT', pt.first)}. i'm sitting in my car outside {c.landmark()}",
        f"{ts()} {cw}: thanks for calling {m('PATIENT', pt.first)}. how old are you, if you don't mind me asking?",
        f"{ts()} caller: {c.m('AGE', str(c.age))}. i turned {c.m('AGE', str(c.age))} on {c.date(c.d_off(-30, -1), ['mon_day', 'long', 'day_month'])} and nobody called",
        f"{ts()} {cw}: that sounds really lonely. are you having thoughts of killing yourself tonight?",
        f"{ts()} caller: yeah. i've got my {r.choice(['dad', 'brother', 'ex'])}'s pills. like {r.randint(20, 60)} of them",
        f"{ts()} {cw}: is there anyone with you? anyone you'd want me to call?",
        f"{ts()} caller: my {c.fam[0].rel} {m('FAMILY', c.fam[0].first)}, {hs[0]} number is {c.phone()}. {hs[1]} works nights at {c.org('emp')}",
        f"{ts()} {cw}: can you tell me where the car is, street or plate, in case we get cut off?",
        f"{ts()} caller: it's a {r.choice(P.CAR_MAKES)}, plate {c.plate()}. by the corner of {m('STREET', r.choice(P.STREETS) + ' ' + r.choice(['Street', 'Avenue', 'Road']))} in {m('CITY', c.city)}",
        f"{ts()} {cw}: ok. I'm going to stay on with you. have you spoken to anyone at {c.hosp_m()} before?",
        f"{ts()} caller: dr {m('DOCTOR', c.staff[1].last)} saw me there in {c.date(c.d_off(-400, -60), ['month_year', 'year'])}",
    ]
    lines += dia[:r.randint(9, len(dia))]
    lines += ["",
              f"RISK: C-SSRS {r.choice(['high', 'moderate'])}; means in hand; intent {r.choice(['present', 'ambivalent'])}; protective: {m('FAMILY', c.fam[0].first)}, pet dog.",
              f"ACTION: warm transfer to mobile crisis ({c.staff_ref(c.staff[2])}), dispatch ref {c.idnum()}. "
              f"Police welfare check requested at {c.addr()}.",
              f"Follow-up call scheduled {c.date(c.d_off(1, 3), ['wd_short', 'wd_long', 'us'])} 10:00. Caller email for resources: {c.email()}",
              f"Supervisor consulted: {c.staff_ref(c.staff[3])} (ext. {m('PHONE', str(r.randint(2000, 2999)))})",
              ""]
    return "\n".join(lines)


def sud_counselling(c):
    r, m = c.r, c.m
    pt, s = c.pt, c.staff[0]
    sub = r.choice(P.SUBSTANCES)
    out = f"{r.choice(['SUBSTANCE USE COUNSELLING - INDIVIDUAL SESSION', 'OTP Counselling Progress Note', 'Addictions Counselling Note (DAP)'])}\n"
    out += (f"Client: {c.pt_full()} | DOB {c.dob()} | Chart {c.mrn()} | Program {c.hosp_m()}\n"
            f"Dosing biometric ID: {c.bioid()} | Medicaid/plan {c.hplan()} | Session {c.date()} {r.randint(8, 17)}:{r.choice(['00', '15', '30', '45'])}"
            f" ({r.choice([45, 50, 60])} min)\n"
            f"Counsellor: {c.staff_ref(s)}\n\n")
    out += "D: "
    out += (f"{c.pt_ref()} ({c.age_expr(sex=False)}) reports {r.randint(0, 40)} days since last {sub} use; last use {c.date(c.d_off(-40, -1), ['md', 'mon_day', 'wd_short', 'us'])}. "
            f"Current dose {r.choice(P.DRUGS)}. UDS {c.date(c.d_off(-7, 0), ['md', 'us_short'])}: positive for {r.choice(P.SUBSTANCES)}, "
            f"neg fentanyl; specimen {c.idnum()}. {r.choice(P.SCORES)}; {r.choice(P.SCORES)}. "
            f"Says \"my {c.fam[0].rel} {m('FAMILY', c.fam[0].first)} keeps asking if i'm using\". Working {r.randint(10, 40)} h/wk as a {c.prof()} "
            f"at {c.org('emp')}; supervisor {m('FAMILY', c.fam[2].first + ' ' + c.fam[2].last)} aware of treatment.\n")
    out += (f"A: Ambivalent but engaged; stage of change = preparation. Cravings 6/10 evenings. Triggers: payday, "
            f"driving past {c.landmark()}, contact with {c.fam_ref(c.fam[1])}. Risk of overdose moderate; carries naloxone kit.\n")
    out += (f"P: 1) Continue weekly counselling; next {c.date(c.d_off(5, 9), ['wd_long', 'wd_short', 'abbr'])}. "
            f"2) Take-home doses on hold until {c.date(c.d_off(14, 40), ['us', 'long', 'md'])}. 3) Referral to {c.org('agency')} "
            f"({c.url()}). 4) Court letter to PO {m('FAMILY', c.fam[2].last)}, {c.m('ORGANIZATION', r.choice(['County Probation', 'Adult Probation Services']))}, fax {c.fax()}.\n")
    if r.random() < 0.6:
        out += (f"\nMedication reconciliation\n  {'Drug':<40}{'Prescriber':<22}Pharmacy\n")
        for _ in range(r.randint(2, 4)):
            st = c.ch(c.staff)
            dg = r.choice(P.DRUGS)
            out += f"  {dg}" + " " * max(2, 40 - len(dg)) + m("DOCTOR", st.last) + " " * max(1, 22 - len(st.last)) + m("HOSPITAL", r.choice(P.PHARMACIES)) + "\n"
    out += "\n" + signature(c, s)
    return out


def sw_discharge(c):
    r, m = c.r, c.m
    pt, sw = c.pt, c.staff[0]
    f1, f2 = c.fam[0], c.fam[1]
    out = header_kv(c, r.choice(["Social Work Discharge Planning Note", "SW Discharge Plan", "Discharge Planning - Social Work"]),
                    [("Admit date", c.date(c.d_off(-25, -3), ['us', 'iso', 'long'])), ("Expected DC", c.date(c.d_off(1, 6), ['us', 'md', 'long']))])
    out += (f"\n{c.pt_ref()}, {c.age_expr()}, admitted to {c.m('HOSPITAL', c.ch(P.UNITS_WARD))} ({c.room()}, {c.bed()}) with {r.choice(P.DX + P.REHAB_DX)}. "
            f"Met with patient and {c.fam_ref(f1)} today at bedside; {f1.rel} joined by phone ({c.phone()}).\n\n")
    out += "Living situation: "
    x = r.random()
    if x < 0.4:
        out += f"Previously homeless, staying at {c.org('agency')}, {c.other_addr()}. Bed held until {c.date(c.d_off(2, 10), ['md', 'mon_day', 'us'])}.\n"
    else:
        out += f"Lives in a {r.choice(['second-floor walk-up', 'bungalow', 'mobile home', 'seniors apartment'])} at {c.addr()}; landlord {m('FAMILY', c.fam[2].first + ' ' + c.fam[2].last)}.\n"
    out += (f"Income: {r.choice(['SSI', 'ODSP', 'disability benefits', 'CPP-D', 'SSDI'])}; previously employed as a {c.prof()}. "
            f"SSN/SIN on file {c.ssn()}. Coverage: {c.insurer()} #{c.hplan()}.\n\n")
    out += "Discharge plan:\n"
    items = [
        f"Follow-up with {c.staff_ref(c.staff[1])} at {c.other_hosp()} on {c.date(c.d_off(3, 14), ['wd_long', 'long', 'us'])} at 10:30",
        f"Home care referral sent to {c.m('ORGANIZATION', r.choice(['Helping Hands Home Care', 'Northern Home Health Partners', 'Bayside Visiting Nurses']))}, fax {c.fax()}, ref {c.idnum()}",
        f"Meds to {c.m('HOSPITAL', r.choice(P.PHARMACIES))} ({c.phone()}); blister packs weekly",
        f"Transport by {c.fam_ref(f2)} ({r.choice(P.CAR_MAKES)})",
        f"ID replacement: birth certificate request for {c.country_m()} consulate",
        f"Food bank registration at {c.org('agency')}",
        f"Patient portal activated: user {c.username(pt)}, {c.url()}",
        f"Outstanding: {lookalikes(c, 2)}",
    ]
    r.shuffle(items)
    for i, it in enumerate(items[:r.randint(5, 8)], 1):
        out += f"  {i}. {it}\n"
    out += (f"\nBarriers: limited phone minutes; {f1.rel} works as a {c.prof()} and cannot visit weekdays. "
            f"Patient would like to be home before {c.holiday()}.\n\n")
    out += signature(c, sw)
    return out


def home_health(c):
    r, m = c.r, c.m
    pt, rn = c.pt, c.person_staff(rehab=True)
    rn.cred = r.choice(["RN", "RN, BSN", "LPN", "RN, CHPN"])
    c.staff[0] = rn
    lay = r.random() < 0.5
    out = f"{c.hosp_m()}\n{r.choice(['SKILLED NURSING VISIT NOTE (OASIS-E)', 'Home Health Visit - Start of Care (OASIS)', 'HH Recertification Visit'])}\n"
    rows = [("M0020 Patient ID", c.mrn()), ("M0030 SOC date", c.date(c.d_off(-50, -1), ['us', 'iso'])),
            ("M0040 Name", c.pt_full()), ("M0050 State", m("STATE", c.st_abbr)), ("M0060 ZIP", m("ZIP", c.postal())),
            ("M0063 Medicare #", c.hplan()), ("M0064 SSN", c.ssn()), ("M0066 Birth date", c.dob()),
            ("M0069 Gender", "Female" if pt.sex == "F" else "Male"), ("M0090 Date assessment completed", c.date(None, ['us', 'us_short'])),
            ("Episode/Acct", c.acct())]
    for k, v in rows:
        out += (f"| {k} | {v} |\n" if lay else f"{k:<34}{v}\n")
    vh = r.randint(8, 15)
    out += (f"\nVisit {c.fdate()} {vh}:{r.choice(['05', '20', '40'])}-{vh + 1}:{r.choice(['10', '35', '50'])}. "
            f"Address {c.addr()}. Gate code on file; dog in yard. Emergency contact {c.fam_ref(c.fam[0])} {c.phone()}.\n")
    out += (f"\nPt is {c.age_expr()} with {r.choice(P.REHAB_DX)} and {r.choice(P.DX)}. Vitals: BP {r.randint(100, 170)}/{r.randint(60, 98)}, "
            f"HR {r.randint(55, 110)}, RR {r.randint(12, 24)}, T 36.{r.randint(4, 9)}, SpO2 {r.randint(88, 99)}% RA, wt {r.randint(45, 130)} kg. "
            f"{r.choice(P.LABS)}. Lives with {c.fam_ref(c.fam[1])}, a retired {c.prof()}. "
            f"{c.pt_ref()} uses a {r.choice(P.DEVICE_KINDS)} (serial {c.device()}) and {r.choice(P.DEVICE_MODELS)}.\n")
    out += (f"\nM1033 Risk for hospitalization: history of falls ({c.date(c.d_off(-60, -5), ['md', 'mon_day'])}), 4+ meds, "
            f"ED visit to {c.other_hosp()} {c.date(c.d_off(-90, -10), ['us', 'md'])}.\n"
            f"M1242 Pain frequency: daily. M1800 Grooming: 2. M1860 Ambulation: 3. {r.choice(P.SCORES)}.\n"
            f"Teaching: {r.choice(P.DRUGS)} and {r.choice(P.DRUGS)}; pillbox filled for week of {c.date(c.d_off(0, 6), ['md', 'mon_day', 'us'])}.\n")
    out += (f"\nCoordination: called Dr. {m('DOCTOR', c.staff[1].last)} office {c.phone()} re: edema; orders faxed to {c.fax()}. "
            f"Aide supervisory visit with {c.staff_ref(c.staff[2], cred=False)}, HHA. Next SN visit {c.date(c.d_off(2, 7), ['wd_short', 'wd_long', 'md'])}. "
            f"Telemonitor hub {c.device()} reporting from {c.ip()}.\n\n")
    out += signature(c, rn)
    return out


GENRES = {
    "psychiatric_intake": psych_intake,
    "crisis_line_log": crisis_line,
    "substance_use_counselling": sud_counselling,
    "sw_discharge_planning": sw_discharge,
    "home_health_visit": home_health,
}
