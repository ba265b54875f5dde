"""One function per genre. Each returns the marked note text (PHI wrapped by compose.P)."""
from compose import P


def header(c, hospname=None, kind="hospitals", fax=None, email=None, url=None):
    r = c.r
    h = hospname or r.choice(c.L[kind])
    lines = [P("HOSPITAL", h) if not c.terse or r.random() < 0.7 else P("HOSPITAL", h)]
    if r.random() < 0.75:
        lines.append(c.addr(landmark=False))
    contact = [f"Tel: {c.ph()}"]
    if fax or (fax is None and r.random() < 0.35):
        contact.append(f"Fax: {c.fx()}")
    if email or (email is None and r.random() < 0.35):
        contact.append(f"Email: {c.em(hospname=h)}")
    if url or (url is None and r.random() < 0.15):
        contact.append(f"Web: {c.url(h)}")
    lines.append("  ".join(contact) if c.layout != "table" else " | ".join(contact))
    return "\n".join(lines), h


def demo(c, pt, a, extra=(), relation=True, occupation=True, ids=True, address=True, phone=True, dob=None):
    """Patient demographics block; returns (text, relative person)."""
    r = c.r
    S = c.sexw(pt)
    relp = c.kin(pt)
    pairs = [("Name", c.nm(pt, "PATIENT", r.choice(["full", "formal", "formal", "tfull"])))]
    if r.random() < 0.5:
        pairs.append(("Age/Sex", f"{P('AGE', a)}/{S}" if r.random() < 0.5 else f"{P('AGE', a)} yrs/{S}"))
    else:
        pairs.append(("Age", c.age(a, S, r.choice(["yrs", "years", "Y", "yr"]))))
        pairs.append(("Sex", "Male" if S == "M" else "Female"))
    if dob or (dob is None and r.random() < 0.3):
        pairs.append(("DOB", c.dt(c.d0.replace(year=c.d0.year - a - 1, day=min(c.d0.day, 28)), r.choice([c.dstyle, "dmy/", "dMonY"]))))
    if relation:
        if c.code in ("IN", "PK"):
            pairs.append((c.relslash(pt, relp), c.nm(relp, "FAMILY", r.choice(["full", "full", "tfull"]))))
        else:
            pairs.append(("NOK", f"{c.nm(relp, 'FAMILY', r.choice(['full', 'taddr', 'full']))} ({c.relw(pt, relp)}) {c.ph()}"))
    if address:
        pairs.append(("Address", c.addr()))
    if phone:
        pairs.append(("Mobile" if r.random() < 0.5 else "Contact", c.ph()))
    if occupation:
        pairs.append(("Occupation", c.pprof(pt)))
    if ids:
        pairs.append(tuple(c.mrn().split(": ", 1)))
        if r.random() < 0.6:
            pairs.append(tuple(c.ssn().split(": ", 1)))
        if r.random() < 0.5:
            pairs.append(tuple(c.hpl().split(": ", 1)))
    pairs.extend(extra)
    return c.fields(pairs), relp


def sign(c, kind="dr", role_word=None, with_lic=True, date=True):
    r = c.r
    s, p = c.staff(kind)
    cred = r.choice(["MBBS", "MBBS, MD", "MBChB", "MD", "MBBS, MS", "MBBS (Hons)", "FWACS", "MMed", "DCH", ""])
    parts = [f"{r.choice(['Signed', 'Sd/-', 'Signature', 'Seen by', 'Dictated by'])}: {s}" + (f", {cred}" if cred and kind in ("dr", "prof") else "")]
    if role_word:
        parts[0] += f" ({role_word})"
    if with_lic:
        parts.append(c.lic())
    if date:
        parts.append(f"Date: {c.dt()} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}")
    return ("  " if c.layout == "inline" else "\n").join(parts), p


def pick_layout_title(c, *titles):
    t = c.r.choice(titles)
    return t.upper() if c.r.random() < 0.6 else t


# ================================================================ genres
def opd_case_sheet(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(1, 89)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c)
    out.append(h)
    out.append(pick_layout_title(c, "Out-Patient Case Sheet", "OPD Card", "OPD Ticket", "General OPD Record"))
    d, relp = demo(c, pt, a, extra=[tuple(c.acct("OPD No.").split(": ", 1)), ("Date", f"{c.dt()} {r.randint(8, 16)}:{r.choice(['05', '20', '40'])}")])
    out.append(d)
    comp = r.choice(["fever with chills", "cough with expectoration", "pain abdomen", "giddiness", "burning micturition",
                     "swelling of both feet", "loose stools", "breathlessness on exertion", "joint pains", "headache"])
    dur = f"{r.randint(2, 20)} {r.choice(['days', 'weeks'])}"
    if c.terse:
        out.append(f"c/o {comp} x {dur}. h/o dm x {r.randint(2, 20)} yrs. {c.misc_neg(1)}")
    else:
        nar = (f"{c.nm(pt, 'PATIENT', r.choice(['taddr', 'given', 'full']))}, a {c.age(a, S, r.choice(['yo', 'years', 'yrs']))} "
               f"{c.pprof(pt)} from {c.town()}, presents with {comp} for {dur}. ")
        nar += r.choice([
            f"Known hypertensive since {c.dt(c.days(-r.randint(400, 4000)), 'y')}, on irregular treatment. ",
            f"Previously admitted at {c.hosp()} in {c.dt(c.days(-r.randint(60, 900)), r.choice(['my', 'my3']))} for similar complaints. ",
            f"Symptoms began around {P('DATE', r.choice(c.L['holidays']))}. ",
            f"Last seen here on {c.dt(c.days(-r.randint(20, 200)), r.choice(['wk', c.dstyle]))}. "])
        if pt.nick:
            nar += f'Goes by "{P("PATIENT", pt.nick)}" at home. '
        nar += f"Works at {c.emp()}. Accompanied by {('his' if pt.sex == 'M' else 'her')} {c.relw(pt, relp)} {c.nm(relp, 'FAMILY', 'given')}."
        out.append(nar)
    out.append(f"O/E: {c.vitals()}. {c.misc_neg(1)}")
    out.append(f"Ix: {c.labs(r.randint(3, 5))}")
    out.append(f"Impression: {r.choice(['acute febrile illness', 'LRTI', 'APD', 'UTI', 'uncontrolled T2DM', 'CCF', 'AGE with mild dehydration'])} (ICD-10 {r.choice(['A09', 'J18.9', 'K29.7', 'N39.0', 'E11.9', 'I50.9', 'R50.9'])})")
    out.append("Rx:\n" + "\n".join(f"{i + 1}. {x}" for i, x in enumerate(c.drugs(r.randint(2, 5)))))
    out.append(f"{c.misc_neg(2)} Review on {c.dt(c.days(r.choice([7, 10, 14, 30])))} or SOS.")
    s, _ = sign(c)
    out.append(s)
    return "\n".join(out)


def admission_note(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(14, 89)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c)
    out.append(h)
    out.append(pick_layout_title(c, "Admission Note", "IPD Admission Record", "Admission Sheet", "Clerking Note"))
    cons, consp = c.staff("dr")
    d, relp = demo(c, pt, a, extra=[tuple(c.acct(r.choice(["IPD No.", "Adm. No.", "IP No."])).split(": ", 1)),
                                   ("Ward/Bed", f"{c.ward()}, {c.bed()}"),
                                   ("DOA", f"{c.dt()} at {r.randint(0, 23):02d}:{r.randint(0, 59):02d} hrs"),
                                   ("Consultant", cons)])
    out.append(d)
    rta = r.random() < 0.3
    nar = []
    who = c.nm(pt, "PATIENT", r.choice(["taddr", "full", "given"]))
    if rta:
        nar.append(f"{who}, {c.age(a, S, r.choice(['yo', 'aged', 'years']))} {c.pprof(pt)}, was brought at {r.randint(0, 23):02d}:{r.randint(10, 59)} hrs by {r.choice(['108 ambulance', 'ambulance', 'private vehicle', 'police'])} {c.veh()} after a road traffic accident near {c.town()}.")
        nar.append(f"The {r.choice(['motorcycle', 'tricycle', 'car', 'bus'])} involved, reg. no. {c.veh()}, was {r.choice(['driven by a neighbour', 'hit from behind', 'overturned'])}. GCS on arrival 13/15.")
    else:
        nar.append(f"{who}, a {c.age(a, S, r.choice(['yo', 'years', 'yrs']))} resident of {c.town()}, admitted with {r.choice(['high-grade fever x 5 days', 'acute breathlessness', 'hematemesis x 2 episodes', 'altered sensorium since morning', 'left-sided weakness', 'severe anaemia', 'DKA'])}.")
    if pt.nick:
        nar.append(f'Family call {"him" if pt.sex == "M" else "her"} {P("PATIENT", pt.nick)}.')
    nar.append(f"History given by {('his' if pt.sex == 'M' else 'her')} {c.relw(pt, relp)}, {c.nm(relp, 'FAMILY', r.choice(['full', 'taddr', 'given']))}, who is a {c.prof()} at {c.emp()}.")
    nar.append(f"Past: {r.choice(['T2DM since', 'treated for TB in', 'hysterectomy in', 'CVA in', 'hypertension since'])} {c.dt(c.days(-r.randint(365, 6000)), r.choice(['y', 'my']))}. {c.misc_neg(1)}")
    if r.random() < 0.3:
        nar.append(f"Returned from {c.world()} {r.randint(2, 6)} weeks ago.")
    out.append((" " if c.layout == "narrative" else "\n").join(nar))
    out.append(f"Vitals: {c.vitals()}")
    out.append(f"Labs: {c.labs(r.randint(4, 6))}")
    out.append("Plan:\n- " + "\n- ".join(c.drugs(r.randint(2, 4)) + [c.misc_neg(1)]))
    out.append(f"Consent for admission and procedures signed by {c.nm(relp, 'FAMILY', 'full')} ({c.relw(pt, relp)}); contact {c.ph()}.")
    nurse, _ = c.staff("nurse")
    out.append(f"Received in ward by {nurse} at {r.randint(0, 23):02d}:{r.randint(10, 59)}.")
    s, _ = sign(c, role_word=r.choice(["admitting MO", "registrar", "house officer", None]))
    out.append(s)
    return "\n".join(out)


def discharge_card(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(2, 89, old=0.35)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, email=r.random() < 0.5)
    out.append(h)
    out.append(pick_layout_title(c, "Discharge Summary", "Discharge Card", "Discharge Slip", "Discharge Certificate"))
    stay = r.randint(2, 21)
    cons, _ = c.staff("prof" if r.random() < 0.3 else "dr")
    d, relp = demo(c, pt, a, extra=[tuple(c.acct(r.choice(["IPD No.", "Adm. No.", "Bill No."])).split(": ", 1)),
                                   ("DOA", c.dt()), ("DOD", c.dt(c.days(stay))),
                                   ("Ward", f"{c.ward()} / {c.bed()}"), ("Unit Head", cons)],
                      phone=r.random() < 0.6)
    out.append(d)
    dx = r.choice(["Community acquired pneumonia (J18.9)", "Acute MI, inferior wall (I21.9)", "Dengue fever without warning signs (A90)",
                   "Enteric fever (A01.0)", "Severe falciparum malaria (B50.9)", "Complete heart block (I44.2)",
                   "Acute pyelonephritis (N10)", "Decompensated CLD (K74.6)", "Stroke, ischaemic (I63.9)"])
    out.append(f"Final diagnosis: {dx}")
    course = [f"{c.nm(pt, 'PATIENT', r.choice(['taddr', 'full', 'given', 'init']))} was admitted on {c.dt(style=r.choice([c.dstyle, 'wkfull', 'ord']))} and treated with IV antibiotics."]
    course.append(f"On {c.dt(c.days(r.randint(1, max(1, stay - 1))), r.choice(['wk', 'dm', 'dMon']))} {r.choice(['fever settled', 'repeat ECG improved', 'platelets recovered', 'oxygen weaned off'])}. {c.misc_neg(1)}")
    if "heart block" in dx or r.random() < 0.2:
        course.append(f"{r.choice(['Permanent pacemaker', 'Dual-chamber pacemaker', 'Loop recorder', 'Insulin pump'])} implanted, serial no. {c.dev()}; model details in device card.")
    course.append(f"Counselled {('his' if pt.sex == 'M' else 'her')} {c.relw(pt, relp)} {c.nm(relp, 'FAMILY', r.choice(['given', 'full', 'taddr']))} about warning signs.")
    out.append("Course in hospital: " + " ".join(course))
    out.append("Discharge medications:\n" + "\n".join(f"  {x}" for x in c.drugs(r.randint(3, 6))))
    out.append(f"Follow-up: {r.choice(['Medicine OPD', 'Cardiology clinic', 'review clinic'])} at {c.hosp(r.choice(['clinics', 'hospitals']))} on {c.dt(c.days(stay + r.choice([7, 14, 28])))}. Bring this card. {c.misc_neg(1)}")
    out.append(f"Helpline: {c.ph()}  Email: {c.em(hospname=hname)}")
    s, sp = sign(c)
    out.append(s)
    if r.random() < 0.6:
        up = c.person()
        out.append(f"Printed by {c.user(up)} on {c.dt(c.days(stay), r.choice(['iso', c.dstyle]))} {r.randint(8, 20)}:{r.randint(10, 59)}")
    return "\n".join(out)


def operation_note(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(5, 89, old=0.25)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, fax=False, email=False, url=False)
    out.append(h)
    out.append(pick_layout_title(c, "Operation Note", "Operative Record", "OT Notes", "Surgical Procedure Note"))
    sur, surp = c.staff(r.choice(["dr", "prof"]))
    asst, _ = c.staff("dr")
    ana, _ = c.staff("dr")
    scrub, _ = c.staff("nurse")
    proc = r.choice([("Open reduction and internal fixation, left femur", "S72.0", "plate"),
                     ("Lower segment caesarean section", "O82", None), ("Laparoscopic cholecystectomy", "K80.2", None),
                     ("Emergency laparotomy, perforation closure", "K27.5", None), ("Total knee replacement, right", "M17.1", "prosthesis"),
                     ("Lichtenstein mesh hernioplasty", "K40.9", "mesh"), ("Open appendicectomy", "K35.8", None),
                     ("Permanent pacemaker insertion", "I44.2", "pacemaker"), ("Debridement and K-wire fixation", "S62.3", "wire")])
    pairs = [("Patient", c.nm(pt, "PATIENT", r.choice(["full", "formal", "tfull"]))), ("Age/Sex", c.age(a, S, r.choice(["slash", "YS", "yrs"]))),
             tuple(c.mrn().split(": ", 1)), tuple(c.acct(r.choice(["IP No.", "IPD No."])).split(": ", 1)),
             ("Date of surgery", c.dt()), ("OT", f"{r.choice(['OT No.', 'Theatre', 'OT'])} {P('LOCATION_OTHER', str(r.randint(1, 8)))}"),
             ("Surgeon", sur), ("Assistant", asst), ("Anaesthetist", ana), ("Scrub nurse", scrub)]
    out.append(c.fields(pairs))
    out.append(f"Procedure: {proc[0]} (ICD-10 {proc[1]})")
    out.append(f"Anaesthesia: {r.choice(['spinal', 'GA with ETT', 'regional block', 'LA with sedation'])}. Incision at {r.randint(7, 22):02d}:{r.randint(10, 59)} hrs, closure {r.randint(1, 3)} h {r.randint(5, 55)} min later. {c.misc_neg(1)}")
    fnd = {"plate": "Findings: comminuted fracture, no neurovascular injury.", "prosthesis": "Findings: tricompartmental OA, ACL deficient.",
           "mesh": "Findings: indirect sac, contents reducible.", "pacemaker": "Findings: R-wave 9 mV, threshold 0.6 V.",
           "wire": "Findings: displaced fracture, extensor tendon intact."}.get(proc[2]) or {
        "O82": "Findings: live baby, clear liquor, placenta fundal.", "K80.2": "Findings: distended GB with multiple calculi.",
        "K27.5": "Findings: 2 cm prepyloric perforation, 500 mL bilious fluid.", "K35.8": "Findings: gangrenous appendix, no pus."}[proc[1]]
    out.append(fnd)
    if proc[2] or r.random() < 0.3:
        out.append(f"Implant: {r.choice(['DCP 8-hole', 'polypropylene mesh 15x15 cm', 'cemented prosthesis', 'single-chamber PPM', 'K-wires 1.6 mm'])}, serial {c.dev()}, lot recorded in implant register.")
    out.append(f"EBL {r.randint(50, 900)} mL. Drain: {r.choice(['none', '14 Fr', 'Romovac 16'])}. Foley catheter in situ. Specimen sent: {c.idn(r.choice(['Histo No.', 'Specimen No.']))}.")
    out.append("Post-op orders:\n" + "\n".join("- " + x for x in c.drugs(r.randint(2, 4)) + ["Nil by mouth x 6 hrs", "Vitals q1h x 4"]))
    out.append(f"Shifted to {c.ward()}, {c.bed()}. Relatives ({c.nm(c.person(), 'FAMILY', 'full')}) informed at {r.randint(0, 23):02d}:{r.randint(10, 59)}.")
    s, _ = sign(c, role_word="operating surgeon")
    out.append(s.replace("Signed: ", "Signed: ", 1))
    return "\n".join(out)


def labour_ward_note(c):
    r = c.r
    pt = c.person("F")
    a = r.randint(16, 44)
    pt.age = a
    out = []
    h, hname = header(c, fax=False, url=False)
    out.append(h)
    out.append(pick_layout_title(c, "Labour Room Record", "Labour Ward Note", "Delivery Notes", "Partograph Summary"))
    hus = c.kin(pt, "M")
    lmp = c.days(-r.randint(260, 290))
    pairs = [("Name", c.nm(pt, "PATIENT", r.choice(["full", "formal", "tfull"]))),
             ("Age", c.age(a, "F", r.choice(["yrs", "years", "Y"]))),
             ("W/o" if c.code in ("IN", "PK") else "Husband", c.nm(hus, "FAMILY", r.choice(["full", "full", "tfull"]))),
             ("Husband's occupation", c.prof()), ("Address", c.addr()), ("Phone", c.ph()), tuple(c.mrn().split(": ", 1)),
             ("LMP", c.dt(lmp, r.choice([c.dstyle, "dMonY"]))), ("EDD", c.dt(lmp.__class__.fromordinal(lmp.toordinal() + 280), r.choice([c.dstyle, "dMonY"]))),
             ("Gravida/Para", (lambda g: f"G{g}P{r.randint(0, g - 1)}")(r.randint(1, 6))), ("GA", f"{r.randint(34, 41)} wks {r.randint(0, 6)} days"),
             ("ANC at", c.hosp("clinics")), ("ANC card", P("IDNUM", f"ANC/{r.randint(2018, 2025)}/{r.randint(100, 9999)}"))]
    if r.random() < 0.6:
        pairs.append(tuple(c.hpl().split(": ", 1)))
    out.append(c.fields(pairs))
    mw, _ = c.staff("mw")
    dr, _ = c.staff("dr")
    who = c.nm(pt, "PATIENT", r.choice(["taddr", "given", "full"]))
    txt = [f"{who} was admitted in active labour on {c.dt()} at {r.randint(0, 23):02d}:{r.randint(10, 59)} hrs, os {r.randint(3, 8)} cm."]
    txt.append(f"PMTCT: {r.choice(['HIV negative', 'on ART, VL suppressed', 'HIV status unknown, tested today - non-reactive'])}. {c.misc_neg(1)}")
    sexb = r.choice(["male", "female"])
    txt.append(f"Delivered a live {sexb} baby by {r.choice(['SVD', 'vacuum', 'LSCS'])} on {c.dt(c.days(r.choice([0, 0, 1])), r.choice([c.dstyle, 'wkfull', 'ord']))} at {r.randint(0, 23):02d}:{r.randint(10, 59)}; weight {r.randint(18, 41) / 10} kg, Apgar {r.randint(5, 9)} and {r.randint(7, 10)}.")
    txt.append(f"Oxytocin 10 IU IM given within 1 minute. EBL {r.randint(150, 900)} mL. Perineum {r.choice(['intact', '1st degree tear sutured', 'episiotomy repaired'])}.")
    txt.append(f"Delivery conducted by {mw}; supervised by {dr}.")
    if r.random() < 0.3:
        txt.append(f"Post-placental IUCD inserted, device no. {c.dev()}.")
    txt.append(f"Baby of {c.nm(pt, 'PATIENT', r.choice(['full', 'given']))} shifted to mother's side, {c.bed()}; birth notification {c.idn('No.')}.")
    txt.append(f"{r.choice(['Her', 'Patient'])} mother {c.nm(c.person('F'), 'FAMILY', r.choice(['full', 'given', 'taddr']))} stays as birth companion. {c.misc_neg(1)}")
    out.append(" ".join(txt) if c.layout == "narrative" else "\n".join(txt))
    out.append("Orders: " + "; ".join(c.drugs(2)))
    s, _ = sign(c, with_lic=r.random() < 0.5)
    out.append(s)
    return "\n".join(out)


def tb_hiv_followup_card(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(3, 89, old=0.2)
    pt.age = a
    S = c.sexw(pt)
    tb = r.random() < 0.5
    out = []
    h, hname = header(c, kind="clinics" if r.random() < 0.6 else "hospitals", fax=False, url=False)
    out.append(h)
    out.append(pick_layout_title(c, *(["TB Treatment Card", "DOTS Follow-up Card", "NTEP Treatment Card"] if tb else ["ART Follow-up Card", "HIV Care Card", "CCC Patient Card"])))
    sup = c.kin(pt)
    chw, _ = c.staff("chw")
    start = c.days(-r.randint(30, 400))
    pairs = [("Name", c.nm(pt, "PATIENT", r.choice(["full", "formal", "tfull"]))), ("Age/Sex", c.age(a, S, r.choice(["slash", "YS", "yrs"]))),
             ("Address", c.addr()), ("Phone", c.ph()),
             ("Reg. No.", P("IDNUM", f"{r.choice(['TB', 'NTP', 'DR'])}/{r.randint(2018, 2025)}/{r.randint(1, 999):03d}" if tb else f"{r.randint(10000, 99999)}-{r.randint(10000, 99999)}")),
             (r.choice(["Biometric ID", "Fingerprint ID", "Biometric enrolment"]), c.bio()),
             ("Treatment start", c.dt(start)), ("Regimen", r.choice(["2HRZE/4HR", "HRZE FDC 3 tabs", "TLD", "TDF/3TC/DTG", "AZT/3TC/NVP"])),
             ("Treatment supporter", f"{c.nm(sup, 'FAMILY', r.choice(['full', 'taddr']))} ({c.relw(pt, sup)}), {c.ph()}"),
             ("DOT provider" if tb else "Adherence counsellor", chw), ("Occupation", c.pprof(pt))]
    if r.random() < 0.5:
        pairs.append(tuple(c.ssn().split(": ", 1)))
    if r.random() < 0.4:
        pairs.append(tuple(c.hpl().split(": ", 1)))
    out.append(c.fields(pairs))
    out.append("Visit | Weight | Adherence | Findings | Next appt")
    d = start
    for i in range(r.randint(3, 5)):
        d = d.__class__.fromordinal(d.toordinal() + r.choice([14, 28, 30, 56]))
        nxt = d.__class__.fromordinal(d.toordinal() + 28)
        find = r.choice(["no complaints", "mild nausea", "cough improving", "missed 2 doses", "rash resolved",
                         f"CD4 {r.randint(50, 800)}", "sputum smear negative", f"VL {r.choice(['<50', 'TND', '1200'])}"])
        out.append(f"{c.dt(d, r.choice([c.dstyle, 'dm']))} | {r.randint(30, 80)}.{r.randint(0, 9)} kg | {r.choice(['good', 'fair', '>95%', 'poor'])} | {find} | {c.dt(nxt, r.choice([c.dstyle, 'dm']))}")
    if pt.nick:
        out.append(f'Known in the village as "{P("PATIENT", pt.nick)}".')
    out.append(f"Programme notes: on {'DOTS' if tb else 'ART'}; {c.misc_neg(2)}")
    k1 = r.choice([("wife" if pt.sex == "M" else "husband", "F" if pt.sex == "M" else "M"), ("mother", "F"), ("son", "M")])
    k2 = r.choice([("daughter", "F"), ("brother", "M"), ("sister", "F")])
    out.append(f"Contacts screened: {k1[0]} {c.nm(c.kin(pt, k1[1]), 'FAMILY', 'given')} and {k2[0]} {c.nm(c.kin(pt, k2[1]), 'FAMILY', 'given')}; IPT started for children under 5.")
    if r.random() < 0.5:
        out.append(f"Transferred in from {c.hosp()} on {c.dt(start, r.choice(['my', c.dstyle]))}; support group: {c.org()}.")
    s, _ = sign(c, kind=r.choice(["dr", "co", "nurse"]), with_lic=r.random() < 0.6)
    out.append(s)
    return "\n".join(out)


def referral_slip(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(0, 89)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, kind=r.choice(["clinics", "hospitals"]), fax=True)
    out.append(h)
    out.append(pick_layout_title(c, "Referral Slip", "Referral Letter", "Referral Form", "Inter-facility Referral"))
    to = r.choice(c.L["hospitals"])
    dr_to = c.person()
    out.append(c.fields([("Ref. No.", P("IDNUM", f"RF-{r.randint(2018, 2025)}-{r.randint(1000, 99999)}")), ("Date", c.dt()),
                         ("To", f"The Medical Officer, {P('HOSPITAL', to)}"), ("Fax", c.fx())]))
    if c.terse:
        out.append(f"dear dr {P('DOCTOR', dr_to.addr)}, ref {c.nm(pt, 'PATIENT', 'full')} {c.age(a, S, 'slash')} from {c.town()}; {c.mrn()}.")
    else:
        out.append(f"Dear Dr. {P('DOCTOR', dr_to.addr if r.random() < 0.6 else dr_to.full)},")
        out.append(f"Kindly see {c.nm(pt, 'PATIENT', r.choice(['tfull', 'full', 'taddr']))}, {c.age(a, S, r.choice(['yrs', 'aged', 'YS', 'words']))}, a {c.pprof(pt)} residing at {c.addr()}. ({c.mrn()}; {c.ssn()})")
    reasons = ['further management of suspected MDR-TB', 'CT brain not available here', 'ortho opinion for closed fracture',
               'dialysis', 'surgical evaluation of acute abdomen']
    if pt.sex == "F" and 16 <= a <= 45:
        reasons += ['obstructed labour, needs LSCS', 'severe pre-eclampsia']
    if a < 12:
        reasons = ['paediatric ICU care', 'severe acute malnutrition with complications', 'surgical evaluation of acute abdomen']
    out.append(f"Reason for referral: {r.choice(reasons)}.")
    out.append(f"Findings: {c.vitals()}. {c.labs(3)}.")
    out.append("Treatment given: " + "; ".join(c.drugs(r.randint(1, 3))) + f". {c.misc_neg(1)}")
    esc = c.kin(pt)
    out.append(f"Escorted by {('his' if pt.sex == 'M' else 'her')} {c.relw(pt, esc)} {c.nm(esc, 'FAMILY', r.choice(['full', 'taddr', 'given']))} (phone {c.ph()}) and {c.staff('nurse')[0]}.")
    if r.random() < 0.3:
        out.append(f"Transport: ambulance {c.veh()}, departed {r.randint(0, 23):02d}:{r.randint(10, 59)}.")
    if r.random() < 0.6:
        out.append(f"Submitted via e-referral portal {c.url(hname)} from workstation {c.ip()} by user {c.user(c.person())}.")
    s, sp = sign(c)
    out.append(s)
    out.append(f"Referring doctor contact: {c.ph()} / {c.em(sp)}")
    return "\n".join(out)


def death_summary(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(20, 89, old=0.5)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, email=False, url=False)
    out.append(h)
    out.append(pick_layout_title(c, "Death Summary", "Death Note", "Summary of Death", "Mortality Summary"))
    stay = r.randint(0, 12)
    d, relp = demo(c, pt, a, extra=[tuple(c.acct(r.choice(["IPD No.", "Adm. No."])).split(": ", 1)), ("DOA", c.dt()),
                                   ("Date of death", f"{c.dt(c.days(stay), r.choice([c.dstyle, 'wkfull']))}, {r.randint(0, 23):02d}:{r.randint(0, 59):02d} hrs"),
                                   ("Ward", c.ward())], phone=False)
    out.append(d)
    rta = r.random() < 0.3
    who = c.nm(pt, "PATIENT", r.choice(["taddr", "full", "init_sur"]))
    ev = [f"{who}, {c.age(a, S, r.choice(['yo', 'aged', 'words', 'years']))}, was admitted with {'polytrauma following RTA' if rta else r.choice(['septic shock', 'massive haemoptysis', 'acute MI', 'hypertensive emergency', 'severe pneumonia', 'advanced HIV disease with cryptococcal meningitis'])}."]
    if rta:
        ev.append(f"Per police, the victim was pillion on motorcycle {c.veh()}; the truck {c.veh()} did not stop.")
    ev.append(f"Despite {r.choice(['inotropes', 'ventilatory support', 'blood transfusion', 'IV antibiotics'])}, condition deteriorated on {c.dt(c.days(stay), r.choice(['weekday', 'wk', 'dMon']))}. CPR for {r.randint(10, 45)} minutes as per ACLS; declared dead at {r.randint(0, 23):02d}:{r.randint(10, 59)}. {c.misc_neg(1)}")
    out.append((" " if c.layout == "narrative" else "\n").join(ev))
    out.append(f"Cause of death:\nIa {r.choice(['Cardiorespiratory arrest due to septic shock (R57.2)', 'Haemorrhagic shock (R57.1)', 'Respiratory failure (J96.0)'])}\nIb {r.choice(['Lobar pneumonia (J18.1)', 'Polytrauma (T07)', 'Pulmonary TB (A15.0)', 'Acute MI (I21.9)'])}\nII {r.choice(['T2DM (E11.9)', 'CKD stage 4 (N18.4)', 'HIV disease (B20)', 'Hypertension (I10)'])}")
    rec = c.kin(pt)
    out.append(f"Death informed to {c.relw(pt, relp)} {c.nm(relp, 'FAMILY', r.choice(['full', 'taddr']))} at bedside. Body handed over to {c.nm(rec, 'FAMILY', 'full')} ({c.ssn()}) on {c.dt(c.days(stay + r.choice([0, 1])))}.")
    if r.random() < 0.35:
        out.append(f"Hearse vehicle no. {c.veh()}.")
    out.append(f"Death certificate serial {P('IDNUM', f'DC/{r.randint(2018, 2025)}/{r.randint(1000, 99999)}')}. {'MLC intimated to police.' if rta else 'Non-MLC.'}")
    s, _ = sign(c, role_word=r.choice(["MO on duty", "registrar", None]))
    out.append(s)
    return "\n".join(out)


def medicolegal_certificate(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(6, 89, old=0.15)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, email=False, url=False)
    out.append(h)
    out.append(pick_layout_title(c, *({"KE": ["P3 Form (Medical Examination Report)", "Police Medical Report"], "ZA": ["J88 Medico-legal Report", "Medico-legal Examination"]}.get(c.code, ["Medico-Legal Certificate", "Wound Certificate", "MLC Report", "Injury Report"]))))
    cop = c.person()
    relp = c.kin(pt)
    pairs = [("MLC No.", P("IDNUM", f"MLC/{r.randint(2018, 2025)}/{r.randint(10, 9999)}")),
             (r.choice(["FIR No.", "Police Case No.", "OB No.", "CAS No."]), P("IDNUM", f"{r.randint(10, 999)}/{r.randint(2018, 2025)}")),
             ("Police station", f"{P('CITY', r.choice(c.L['towns']))} {r.choice(['Police Station', 'PS', 'Police Post'])}"),
             ("Brought by", f"{r.choice(['HC', 'Constable', 'PC', 'Cpl.', 'Sgt'])} {c.nm(cop, 'FAMILY', r.choice(['full', 'taddr', 'init_sur']))} (No. {r.randint(100, 9999)})"),
             ("Name of injured", c.nm(pt, "PATIENT", r.choice(["full", "formal"]))),
             ("Age/Sex", f"{P('AGE', a)}/{S}"),
             ((c.relslash(pt, relp) if c.code in ("IN", "PK") else "Next of kin"), c.nm(relp, "FAMILY", "full")),
             ("Address", c.addr()), ("Occupation", c.pprof(pt)), ("ID proof", c.ssn().split(": ", 1)[1]),
             ("Date/time of examination", f"{c.dt()} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}")]
    if r.random() < 0.4:
        pairs.append(("Thumb impression ref.", c.bio()))
    out.append(c.fields(pairs))
    out.append(f"Identification marks: {r.choice(['mole on left cheek', 'scar over right knee', 'tattoo on right forearm', 'black mole behind left ear'])}; {r.choice(['healed scar on chin', 'burn scar left hand'])}. LTI of the injured taken.")
    hist = f"Alleged history of {r.choice(['road traffic accident', 'assault with blunt object', 'fall from height', 'dog bite', 'assault by known persons'])} on {c.dt(c.days(-r.choice([0, 0, 1])), r.choice([c.dstyle, 'wk']))} at about {r.randint(0, 23):02d}:{r.randint(0, 59):02d} hrs near {c.town()}"
    if r.random() < 0.6:
        hist += f", involving vehicle {c.veh()} driven by {c.nm(c.person(), 'FAMILY', 'full')} ({c.L['dl']} {P('LICENSE', f'{PO_lt(r)}{r.randint(10, 99)}-{r.randint(2010, 2024)}{r.randint(1000000, 9999999)}')})"
    out.append(hist + ", as stated by the " + r.choice(["injured", "police", "brother"]) + ".")
    inj = [f"{r.choice(['Lacerated wound', 'Abrasion', 'Contusion', 'Incised wound'])} {r.randint(1, 8)} x {r.randint(1, 4)} cm over {r.choice(['left parietal region', 'right forearm', 'chin', 'left knee', 'back of chest'])}, {r.choice(['fresh', 'reddish', 'bleeding on touch'])}" for _ in range(r.randint(2, 4))]
    out.append("Injuries:\n" + "\n".join(f"{i + 1}. {x}" for i, x in enumerate(inj)))
    out.append(f"Nature: {r.choice(['simple', 'grievous (pending X-ray)', 'dangerous to life'])}. Weapon: {r.choice(['blunt', 'sharp', 'vehicular'])}. Duration of injuries within 6 hours. {c.misc_neg(1)} Breath alcohol {r.choice(['not detected', 'smell present'])}.")
    out.append(f"Referred to {c.hosp()} for X-ray; admitted {c.ward()}, {c.bed()}.")
    s, _ = sign(c, role_word="Medical Officer")
    out.append(s)
    out.append(f"Witness: {c.nm(c.person(), 'FAMILY', 'full')}, {c.addr(country=False, landmark=False)}")
    return "\n".join(out)


def PO_lt(r):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))


def lab_report_cover(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(0, 89, old=0.3)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, kind="labs", url=True, email=True)
    out.append(h)
    out.append(pick_layout_title(c, "Laboratory Report", "Investigation Report", "Lab Report - Cover Sheet", "Pathology Report"))
    refd, _ = c.staff("dr")
    col = c.d0
    rep = c.days(r.choice([0, 1, 2, 3]))
    pairs = [("Patient", c.nm(pt, "PATIENT", r.choice(["full", "formal", "tfull"]))), ("Age/Sex", c.age(a, S, r.choice(["slash", "YS", "yrs", "Y"]))),
             ("Lab No.", P("IDNUM", f"{r.randint(18, 25)}{r.randint(100000, 999999)}")),
             ("Sample ID", P("IDNUM", f"{PO_lt(r)}-{r.randint(10000, 999999)}")),
             tuple(c.mrn().split(": ", 1)),
             ("Ref. by", f"{refd}, {P('HOSPITAL', r.choice(c.L['hospitals'] + c.L['clinics']))}"),
             ("Collected", f"{c.dt(col)} {r.randint(6, 11):02d}:{r.randint(0, 59):02d}"),
             ("Reported", f"{c.dt(rep, r.choice([c.dstyle, 'iso']))} {r.randint(12, 20):02d}:{r.randint(0, 59):02d}"),
             ("Phone", c.ph())]
    if r.random() < 0.4:
        pairs.append(tuple(c.hpl().split(": ", 1)))
    if r.random() < 0.3:
        pairs.append(("Biometric verification", c.bio()))
    if r.random() < 0.25:
        pairs.append(("Glucometer S/N", c.dev()))
    out.append(c.fields(pairs))
    out.append("Test | Result | Unit | Reference")
    for x in c.labs(r.randint(5, 8)).split(", "):
        parts = x.rsplit(" ", 1)
        out.append(f"{parts[0]} | {parts[-1]} | - | see range")
    out.append(f"Pt ID check: {P('PATIENT', pt.initials)} / {P('AGE', a)}{S} matched with requisition.")
    out.append(f"Comment: {r.choice(['Haemolysed sample, repeat advised.', 'Results phoned to ward at 14:20.', 'Critical value informed to treating doctor.', 'Kindly correlate clinically.'])} {c.misc_neg(1)}")
    tech, tp = c.staff("lab")
    path, _ = c.staff("dr")
    out.append(f"Performed by: {tech} (lab technologist)   Verified by: {path}, Pathologist")
    out.append(c.lic())
    out.append(f"Entered by user {c.user(tp)}; printed from {c.ip()} on {c.dt(rep, 'iso')} {r.randint(12, 20):02d}:{r.randint(10, 59)}")
    out.append(f"View online: {c.url(hname)}  |  Queries: {c.em(hospname=hname)}")
    return "\n".join(out)


def pharmacy_dispensing_record(c):
    r = c.r
    pt = c.person()
    a = c.pick_age(1, 89, old=0.3)
    pt.age = a
    S = c.sexw(pt)
    out = []
    h, hname = header(c, kind="pharmacies", fax=False, url=r.random() < 0.5)
    out.append(h)
    out.append(f"Pharmacy {c.lic()}")
    out.append(pick_layout_title(c, "Dispensing Record", "Pharmacy Dispensing Log", "Prescription Dispensing Slip", "Drug Issue Record"))
    presc, _ = c.staff("dr")
    pairs = [("Rx No.", P("IDNUM", f"RX{r.randint(100000, 9999999)}")), ("Date", c.dt()),
             ("Patient", c.nm(pt, "PATIENT", r.choice(["full", "formal", "tfull", "taddr"]))), ("Age", c.age(a, S, r.choice(["yrs", "slash", "Y"]))),
             ("Prescriber", f"{presc}, {P('HOSPITAL', r.choice(c.L['hospitals'] + c.L['clinics']))}"),
             ("Phone", c.ph()), tuple(c.acct(r.choice(["Receipt No.", "Invoice No.", "Bill No."])).split(": ", 1))]
    if r.random() < 0.6:
        pairs.append(("Claim/Member", c.hpl().split(": ", 1)[1]))
    out.append(c.fields(pairs))
    out.append("Item | Qty | Sig")
    for x in c.drugs(r.randint(3, 6)):
        out.append(f"{x} | {r.randint(6, 90)} | as directed")
    out.append(f"Counselling: Pt {P('PATIENT', pt.initials)} {r.choice(['counselled on dosing', 'understood instructions', 'advised to return unused tablets'])}. {c.misc_neg(2)}")
    if r.random() < 0.4:
        out.append(f"Glucometer issued, serial {c.dev()}; {r.randint(50, 100)} strips.")
    col = c.kin(pt)
    if r.random() < 0.55:
        out.append(f"Collected by {c.relw(pt, col)} {c.nm(col, 'FAMILY', r.choice(['full', 'taddr']))} ({c.ssn()}) on behalf of patient.")
    if r.random() < 0.35:
        out.append(f"Identity confirmed by fingerprint token {c.bio()}.")
    if r.random() < 0.3:
        out.append(f"Home delivery by rider, motorcycle {c.veh()}, to {c.addr(country=False)}.")
    ph, php = c.staff("pharm")
    out.append(f"Dispensed by: {ph}" + r.choice([", pharmacist", " (RPh)", ""]) + f"  [{c.lic('Pharmacist Reg. No.')}]")
    out.append(f"System user {c.user(php)} @ terminal {c.ip()}  {c.dt(style='iso')} {r.randint(8, 21):02d}:{r.randint(10, 59)}")
    if r.random() < 0.4:
        out.append(f"Refill reminders: {c.url(hname)} or {c.em(hospname=hname)}")
    return "\n".join(out)


GENRES = {
    "opd_case_sheet": opd_case_sheet,
    "admission_note": admission_note,
    "discharge_card": discharge_card,
    "operation_note": operation_note,
    "labour_ward_note": labour_ward_note,
    "tb_hiv_followup_card": tb_hiv_followup_card,
    "referral_slip": referral_slip,
    "death_summary": death_summary,
    "medicolegal_certificate": medicolegal_certificate,
    "lab_report_cover": lab_report_cover,
    "pharmacy_dispensing_record": pharmacy_dispensing_record,
}
