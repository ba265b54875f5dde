"""Twelve genres of clinical writing from the ten settings. Each returns marked text."""
import phi
from phi import T
from compose import table, vis

MRN_LABELS = {
    "India": ["UHID", "UHID No.", "CR No.", "MRD No", "Reg. No."], "Pakistan": ["MR No.", "MR#", "Hospital No"],
    "Nigeria": ["Hosp. No.", "Folder No.", "Hospital No"], "Kenya": ["Patient No.", "OP/IP No.", "Reg No"],
    "Ghana": ["Folder No.", "Hosp No.", "Patient ID"], "South Africa": ["Hospital No.", "Folder no", "Patient no."],
    "Jamaica": ["Docket No.", "Hospital No.", "MRN"], "Malaysia": ["RN", "MRN", "No. Pendaftaran"],
    "Singapore": ["MRN", "HRN", "Case No."], "Philippines": ["Hospital No.", "HRN", "Patient No."],
}
CHW_ROLE = {"India": "ASHA", "Pakistan": "LHW", "Kenya": "CHP", "Nigeria": "CHEW", "Ghana": "CHO", "South Africa": "CHW", "Jamaica": "CHA",
            "Malaysia": "JM", "Singapore": "Community nurse", "Philippines": "BHW"}
CURRENCY = {"India": "Rs", "Pakistan": "PKR", "Nigeria": "NGN", "Kenya": "KSh", "Ghana": "GHS", "South Africa": "R", "Jamaica": "J$",
            "Malaysia": "RM", "Singapore": "S$", "Philippines": "PHP"}

COMPLAINTS = ["fever with chills", "cough with expectoration", "burning micturition", "pain abdomen", "loose stools", "vomiting",
              "breathlessness on exertion", "chest pain", "headache", "giddiness", "joint pains", "swelling of both legs", "yellowish discolouration of eyes",
              "decreased appetite", "weight loss", "pain in right hypochondrium", "palpitations", "burning feet", "blurred vision", "itchy rash",
              "painful swelling left knee", "low back pain", "bleeding PV", "white discharge PV", "ear discharge", "sore throat", "dog bite right leg"]
DURS = ["2 days", "3 days", "1 week", "10 days", "2 weeks", "1 month", "3 months", "6 months", "since 1 year", "x 4/7", "x 2/52", "since 5 days"]
DX = [("Acute febrile illness - ? malaria", "B50.9"), ("Community acquired pneumonia", "J18.9"), ("Type 2 DM, uncontrolled", "E11.9"),
      ("Essential hypertension", "I10"), ("Acute gastroenteritis with some dehydration", "A09"), ("Enteric fever", "A01.0"), ("Dengue fever", "A90"),
      ("UTI", "N39.0"), ("Bronchial asthma, acute exacerbation", "J45.9"), ("Acute MI (inferior wall)", "I21.9"), ("Acute appendicitis", "K35.8"),
      ("Severe pre-eclampsia", "O14.1"), ("Iron deficiency anaemia", "D50.9"), ("Pulmonary TB (new, sputum +ve)", "A15.0"), ("Acute gastritis", "K29.7"),
      ("CVA - left MCA infarct", "I63.9"), ("Cellulitis right leg", "L03.1"), ("Acute otitis media", "H66.9"), ("CKD stage 5", "N18.5"),
      ("Seizure disorder", "G40.9"), ("Alcoholic liver disease with ascites", "K74.6"), ("Mechanical low back pain", "M54.5")]


def complaints(ctx, k):
    pool = [x for x in COMPLAINTS if not (ctx.sex == "M" and "PV" in x)]
    return ctx.rng.sample(pool, k)


def pick_dx(ctx):
    return ctx.rng.choice(DX)


def demo(ctx, fields, style=None):
    r, c = ctx.rng, ctx.c
    out = []
    for f in fields:
        if f == "name":
            out.append((r.choice(["Name", "Patient", "Pt Name", "Patient's name", "NAME"]), ctx.pname(r.choice([None, "full", "upper", "titled"]))))
        elif f == "agesex":
            out.append((r.choice(["Age/Sex", "Age / Gender", "A/S"]), ctx.agesex()))
        elif f == "age":
            out.append(("Age", T("AGE", str(ctx.age)) + r.choice([" yrs", " years", "", "Y"])))
        elif f == "sex":
            out.append(("Sex", "M" if ctx.sex == "M" else "F"))
        elif f == "dob":
            out.append((r.choice(["DOB", "D.O.B", "Date of birth"]), ctx.d(ctx.dob, r.choice(["dmy/", "d Mon Y", "dmy-", "iso"]))))
        elif f == "mrn":
            out.append((r.choice(MRN_LABELS[c]), T("MRN", ctx.mrn)))
        elif f == "ip":
            out.append((r.choice(["IP No", "IP No.", "Adm No.", "Admission No", "Encounter"]), T("ACCOUNT", phi.account(r, "ip"))))
        elif f == "visit":
            out.append((r.choice(["OPD No.", "Visit No", "Token/Visit", "Encounter ID"]), T("ACCOUNT", phi.account(r, "visit"))))
        elif f == "addr":
            out.append((r.choice(["Address", "Addr", "Residence", "Res."]), ctx.address()))
        elif f == "phone":
            out.append((r.choice(["Contact", "Phone", "Mob", "Tel", "Mobile No."]), ctx.phone()))
        elif f == "natid":
            lab, v = phi.natid(r, c)
            out.append((lab, T("SSN", v)))
        elif f == "hp":
            lab, v = phi.healthplan(r, c)
            out.append((lab, T("HEALTHPLAN", v)))
        elif f == "nok":
            rel, v, p = ctx.fam()
            out.append((r.choice(["NOK", "Next of kin", "Attendant", "Informant"]), f"{v} ({rel}) " + ctx.phone()))
        elif f == "rel":
            out.append(("Relation", ctx.relation_line()))
        elif f == "occ":
            out.append((r.choice(["Occupation", "Occ", "Job"]), ctx.prof()))
        elif f == "date":
            out.append((r.choice(["Date", "Dt", "Visit date", "Date of visit"]), ctx.d() + (" " + ctx.time() if r.random() < 0.4 else "")))
        elif f == "doctor":
            out.append((r.choice(["Consultant", "Unit", "Treating doctor", "Ref. by", "Doctor"]), ctx.staff_ref(kind="doc")))
        elif f == "dept":
            out.append(("Dept", ctx.dept))
        elif f == "bed":
            out.append(("Location", ctx.bed()))
        elif f == "hosp":
            out.append(("Facility", ctx.hospital()))
    style = style or r.choice(["lines", "lines", "inline", "pipe"])
    if style == "lines":
        return "\n".join(f"{k}: {v}" for k, v in out)
    if style == "inline":
        lines, cur = [], []
        for k, v in out:
            cur.append(f"{k}: {v}")
            if len(cur) == 3:
                lines.append("    ".join(cur))
                cur = []
        if cur:
            lines.append("    ".join(cur))
        return "\n".join(lines)
    return "\n".join(f"| {k} | {v} |" for k, v in out)


def maybe_lower_header(ctx, s):
    return s


# ---------------------------------------------------------------------------
def opd_case_sheet(ctx):
    r, c = ctx.rng, ctx.c
    dx, code = pick_dx(ctx)
    parts = []
    parts.append(r.choice([f"{ctx.hospital()} - OPD CASE SHEET", f"OUTPATIENT RECORD\n{ctx.hospital()}", f"{ctx.hospital()}\nDept of {ctx.dept} | OPD",
                           f"OPD TICKET  {ctx.hospital()}"]))
    parts.append(demo(ctx, r.sample(["name", "agesex", "mrn", "visit", "addr", "phone", "date", "occ", "rel", "hp", "natid"], r.randrange(5, 9))))
    cc = complaints(ctx, r.randrange(2, 4))
    parts.append("C/o:\n" + "\n".join(f"- {x} {r.choice(DURS)}" for x in cc))
    hx = r.choice([
        f"H/o similar episode in {ctx.d(ctx.days(-r.randrange(60, 700)), r.choice(['Mon Y', 'Month Y', 'Y']))}, treated at {ctx.hospital(True)}.",
        f"Symptoms started around {T('DATE', phi.holiday(r, c))}; took OTC meds from local chemist.",
        f"Pt was well till {ctx.d(ctx.days(-r.randrange(2, 9)), 'weekday')} when fever began.",
        f"Known case of DM/HTN x {r.randrange(2, 15)} yrs on irregular Rx. Last seen here {ctx.d(ctx.days(-r.randrange(30, 300)))}.",
        f"Returned from {T('COUNTRY', phi.foreign(r))} on {ctx.d(ctx.days(-r.randrange(3, 40)))} after {r.randrange(2, 9)} yrs; worked there as {ctx.prof()}.",
    ])
    parts.append("HOPI: " + hx + " " + r.choice(["", ctx.word_use(), "No h/o TB/asthma.", f"No h/o {ctx.eponym()}."]))
    if r.random() < 0.6:
        parts.append(r.choice(["Personal h/o: ", "Social: "]) + ctx.occupation_sentence() + " " + r.choice(["Non-smoker.", "Smoker 10 pack-yrs.", "Alcohol occasional.", "Chews tobacco."]) +
                     " Lives with " + ctx.fam_phrase() + ".")
    if r.random() < 0.4:
        parts.append(f"Family h/o: {r.choice(['mother', 'father', 'elder brother'])} had {r.choice(['DM', 'HTN', 'IHD', ctx.eponym()])}; died at {T('AGE', str(r.randrange(45, 88)))}.")
    parts.append("O/E: " + ctx.vitals_line() + ("\n" + ctx.score() if r.random() < 0.5 else ""))
    parts.append("S/E: CVS S1S2+, RS B/L AE+, " + r.choice(["P/A soft, non-tender", f"P/A tender RIF, {ctx.eponym()} +ve", "CNS NFND", f"{ctx.eponym()} negative"]) + ".")
    parts.append("Exam: " + ctx.exam_line())
    parts.append("Ix: " + ctx.labs_inline())
    if r.random() < 0.45:
        parts.append("Old reports (" + ctx.d(ctx.days(-r.randrange(5, 90))) + "):\n" + ctx.labs_table())
    parts.append(f"Imp: {dx} ({code})" + (f"; {r.choice(['k/c/o', 'also'])} {r.choice(['HTN', 'DM', 'CKD'])} ({ctx.icd()})" if r.random() < 0.5 else ""))
    parts.append("Rx:\n" + ctx.drug_list())
    parts.append("Adv: " + r.choice(["plenty of oral fluids", "low salt diet", "diabetic diet, walk 30 min daily", "bed rest x 3 days", "steam inhalation"]) +
                 f". Review {r.choice(['after 1 week', 'on ' + vis('') + ctx.d(ctx.days(r.randrange(5, 30))), 'SOS', 'with reports on ' + ctx.d(ctx.days(r.randrange(2, 8)), r.choice(['weekday', 'wk d/m', 'dd/mm']))])}.")
    if r.random() < 0.3:
        parts.append(f"Attendant {ctx.fam_phrase()} counselled at {ctx.time()}.")
    parts.append(ctx.staff_ref(kind="doc") + r.choice(["", f" / {ctx.staff_ref(kind='nurse')}"]) + (f"\n{ctx.dept}" if r.random() < 0.5 else ""))
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def ward_progress_note(ctx):
    r, c = ctx.rng, ctx.c
    dx, code = pick_dx(ctx)
    parts = []
    day = r.randrange(1, 12)
    parts.append(r.choice(["PROGRESS NOTE", "Ward round note", "Daily progress - " + ctx.dept, "DAY " + str(day) + " OF ADMISSION"]) +
                 f"\n{ctx.d()} {ctx.time()}  {ctx.bed()}")
    parts.append(demo(ctx, r.sample(["name", "agesex", "mrn", "ip", "doctor"], r.randrange(3, 6)), r.choice(["inline", "lines"])))
    name = ctx.pname()
    parts.append(r.choice([
        f"S: {name} reports {r.choice(['less pain', 'better sleep', 'persistent cough', 'no fever since morning', 'mild nausea'])}. {ctx.word_use()}",
        f"S - pt c/o {r.choice(COMPLAINTS)}; tolerating orally. {r.choice(['Wife', 'Son', 'Daughter', 'Mother'])} {T('FAMILY', phi.Person(r, c).given)} at bedside.",
        f"Subjective: {name} feels better today and asks about going home before {T('DATE', phi.holiday(r, c))}.",
    ]))
    parts.append("O: " + ctx.vitals_line() + "\n   " + ctx.score() + "; " + r.choice(["I/O 1800/1200 ml", "UO 0.8 ml/kg/h", "drain 50 ml serous", f"{ctx.eponym()} in situ"]))
    # vitals chart table
    if r.random() < 0.7:
        parts.append(ctx.vitals_table())
    parts.append("Exam: " + ctx.exam_line())
    parts.append("Labs " + ctx.d(ctx.visit, r.choice(["dd/mm", "wk d/m", "d Mon"])) + ": " + ctx.labs_inline() +
                 "\nLabs " + ctx.d(ctx.days(-1), r.choice(["dd/mm", "wk d/m", "d Mon"])) + ": " + ctx.labs_inline())
    if r.random() < 0.4:
        parts.append(ctx.labs_table(with_no=r.random() < 0.5))
    if r.random() < 0.7:
        parts.append(ctx.mar_table())
    parts.append(f"A: {dx} - {r.choice(['improving', 'static', 'worsening', 'day ' + str(day) + ' of IV antibiotics'])}.")
    plan = ["Continue " + ctx.drug(), "Repeat " + r.choice(["RFT", "CBC", "LFT", "electrolytes"]) + " tomorrow", "Physio referral",
            f"Discussed with {ctx.staff_ref(kind='doc')} (pager {T('PHONE', phi.pager(r))})", f"Dietician review", f"Remove {r.choice(['Foley catheter', 'Ryle tube', 'IV cannula'])} if stable",
            f"Inform family - {ctx.fam_phrase()} - tel {ctx.phone()}", f"Plan d/c {ctx.d(ctx.days(r.randrange(1, 5)), r.choice(['weekday', 'dd/mm', 'wk d/m']))} if afebrile"]
    parts.append("P:\n" + "\n".join(f"{i + 1}) {x}" for i, x in enumerate(r.sample(plan, r.randrange(3, 6)))))
    if r.random() < 0.5:
        parts.append(f"Nursing: {ctx.staff_ref(kind='nurse')} to monitor GRBS QID and strict I/O; handover to {ctx.staff_ref(kind='nurse')} at {ctx.time()}.")
    sig = ctx.staff_ref(kind="doc")
    if r.random() < 0.5:
        u = phi.Person(r, c)
        sig += f"\nEntered by: {T('USERNAME', phi.username(r, u))} {ctx.time()}" + (f" from {T('IPADDR', phi.ipaddr(r))}" if r.random() < 0.4 else "")
    parts.append(sig)
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def referral_letter(ctx):
    r, c = ctx.rng, ctx.c
    dx, code = pick_dx(ctx)
    doc = ctx.new_staff("doc")
    head = [ctx.hospital(), ctx.address(multiline=True), "Tel: " + ctx.phone() + (" | Fax: " + T("FAX", phi.phone(r, c)) if r.random() < 0.6 else "")]
    if r.random() < 0.5:
        head.append(r.choice(["Email: ", "E: "]) + T("EMAIL", phi.email(r, doc, "org")) + ("  Web: " + T("URL", phi.url(r)) if r.random() < 0.5 else ""))
    parts = ["\n".join(head), ctx.d(style=r.choice(["d Month Y", "ord Month Y", "Month d, Y", "dmy/"]))]
    to = ctx.new_staff("doc")
    parts.append(f"To\n{ctx.staff_ref(to, cred=False)}\n{r.choice(['Consultant', 'HOD', 'Medical Officer in charge', 'The Registrar'])}, {r.choice(['Cardiology', 'Nephrology', 'Surgery', 'Obstetrics', 'Neurology'])}\n{ctx.hospital(True)}\n{T('CITY', phi.place(r, c)[0])}")
    nm = ctx.pname("full")
    parts.append(f"{r.choice(['Re:', 'RE:', 'Ref:', 'Sub: Referral of'])} {nm}, {ctx.agesex()}, {r.choice(MRN_LABELS[c])} {T('MRN', ctx.mrn)}" +
                 (f", DOB {ctx.d(ctx.dob, r.choice(['dmy/', 'd Mon Y']))}" if r.random() < 0.5 else ""))
    body = [f"Dear {r.choice(['Dr', 'Dr.', 'Sir/Madam,', 'Colleague,'])}" + (" " + T("DOCTOR", to.short()) + "," if r.random() < 0.7 else ""),
            f"Thank you for seeing this {ctx.age_ph()} {r.choice(['gentleman', 'man', 'patient'] if ctx.sex == 'M' else ['lady', 'woman', 'patient'])}, a {ctx.prof()} from {T('CITY', phi.village(r, c))}, "
            f"who presented to us on {ctx.d(ctx.days(-r.randrange(1, 20)))} with {complaints(ctx, 1)[0]} of {r.choice(DURS)}.",
            f"On examination {ctx.vitals_line(4)}. {ctx.score()}. {r.choice(['', 'There was no ' + ctx.eponym() + '.', ctx.eponym() + ' was positive.'])}",
            f"Investigations: {ctx.labs_inline()}.",
            f"Our working diagnosis is {dx} ({code}). We started {ctx.drug()} and {ctx.drug()}.",
            r.choice([f"{ctx.pname('titled')} lives with {ctx.fam_phrase()} who can be reached on {ctx.phone()}.",
                      f"Her {r.choice(['husband', 'son', 'daughter'])} {T('FAMILY', phi.Person(r, c).full())} accompanies her; he works at {T('ORGANIZATION', phi.org(r, c))}.",
                      f"He is covered under {T('ORGANIZATION', phi.insurer(r))}, policy {T('HEALTHPLAN', phi.healthplan(r, c)[1])}."]),
            f"I would be grateful for your opinion regarding {r.choice(['further management', 'angiography', 'dialysis planning', 'surgical review', 'specialist input'])}. {ctx.word_use()}"]
    parts.append("\n\n".join(body))
    parts.append(ctx.signature(doc))
    if r.random() < 0.6:
        parts.append(ctx.cc_block())
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def discharge_card(ctx):
    r, c = ctx.rng, ctx.c
    dx, code = pick_dx(ctx)
    los = r.randrange(2, 15)
    parts = [r.choice(["DISCHARGE SUMMARY", "DISCHARGE CARD", "Discharge Slip", "DISCHARGE SUMMARY / CASE RECORD"]) + " - " + ctx.hospital()]
    f = r.sample(["name", "agesex", "mrn", "ip", "addr", "phone", "doctor", "hp", "nok", "rel", "bed"], r.randrange(6, 10))
    parts.append(demo(ctx, f))
    parts.append(f"{r.choice(['DOA', 'Date of admission', 'Admitted'])}: {ctx.d(ctx.days(-los))} {ctx.time()}\n{r.choice(['DOD', 'Date of discharge', 'Discharged'])}: {ctx.d()}")
    parts.append(f"Diagnosis: {dx}  [ICD-10 {code}]" + (f"\nSecondary: {r.choice(['Type 2 DM', 'HTN', 'Anaemia', 'Hypokalaemia'])} ({ctx.icd()})" if r.random() < 0.6 else ""))
    course = [f"{ctx.pname()} was admitted via {r.choice(['Casualty', 'OPD', 'A&E', 'referral from ' + vis('') + ctx.hospital(True)])} with {r.choice(COMPLAINTS)}.",
              f"Managed with {ctx.drug()}. Labs on admission: {ctx.labs_inline()}.",
              r.choice([f"Underwent {r.choice(['PTCA with DES to LAD', 'permanent pacemaker implantation (DDDR)', 'laparoscopic appendicectomy', 'LSCS under SAB', 'ORIF with plate'])} on {ctx.d(ctx.days(-r.randrange(1, los)))} by {ctx.staff_ref(kind='doc')}." +
                        (f" Device serial {T('DEVICE', phi.device_sn(r))}." if r.random() < 0.6 else ""),
                        f"Transfused {r.randrange(1, 4)} units PRBC.", f"Shifted to ICU {ctx.drange(-los + 1, -los + 3)} for monitoring.",
                        f"Seen by {ctx.staff_ref(kind='doc')} ({r.choice(['Cardiology', 'Nephrology', 'Surgery', 'Psychiatry'])}) who advised {ctx.drug()}."]),
              f"At discharge: {ctx.vitals_line(4)}; {ctx.score()}.", ctx.word_use()]
    parts.append("Course in hospital:\n" + (" ".join(course) if r.random() < 0.5 else "\n".join("- " + x for x in course)))
    if r.random() < 0.6:
        parts.append("Investigations:\n" + ctx.labs_table())
    parts.append("Examination at discharge: " + ctx.exam_line())
    parts.append("Discharge medications:\n" + ctx.drug_list(r.randrange(3, 8)))
    fu = [f"Review in {ctx.dept} OPD on {ctx.d(ctx.days(r.randrange(5, 30)), r.choice(['weekday', 'Weekday, d Month Y', 'dmy/', 'wk d/m']))} with reports",
          f"Emergency: call {ctx.phone(ext=r.random() < 0.4)} or come to Casualty", "Check RBS weekly and maintain chart",
          f"Next dressing at {ctx.hospital(True)}", f"Return immediately if {r.choice(['fever', 'bleeding', 'breathlessness', 'seizures'])}"]
    parts.append("Advice / follow-up:\n" + "\n".join("* " + x for x in r.sample(fu, r.randrange(2, 5))))
    parts.append(ctx.signature() + (f"\nPrepared by {ctx.staff_ref(kind='nurse')} / {T('USERNAME', phi.username(r, phi.Person(r, c)))}" if r.random() < 0.4 else ""))
    if r.random() < 0.3:
        parts.append(ctx.cc_block())
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def lab_report(ctx):
    r, c = ctx.rng, ctx.c
    lab_name = phi.hospital(r, c)
    if r.random() < 0.5:
        lab_name = phi.short_site(r, c, r.choice(["Diagnostics", "Pathology Lab", "Clinical Laboratory", "Diagnostic Centre"]))
    head = [T("HOSPITAL", lab_name), ctx.address(), "Ph " + ctx.phone() + (("   Fax " + T("FAX", phi.phone(r, c))) if r.random() < 0.4 else "")]
    if r.random() < 0.4:
        head.append("Reports online: " + T("URL", phi.url(r)))
    parts = ["\n".join(head), r.choice(["LABORATORY REPORT", "TEST REPORT", "HAEMATOLOGY & BIOCHEMISTRY", "FINAL REPORT"])]
    f = [("Patient", ctx.pname(r.choice([None, "full", "upper"]))), ("Age/Sex", ctx.agesex()),
         (r.choice(["Lab No", "Accession", "Sample ID", "Barcode"]), T("IDNUM", phi.idnum(r, "lab"))),
         (r.choice(["Ref. by", "Referred by", "Requesting clinician"]), ctx.staff_ref(kind="doc", cred=False)),
         ("Collected", ctx.d(ctx.visit) + " " + ctx.time()), ("Reported", ctx.d(ctx.days(r.randrange(0, 2))) + " " + ctx.time())]
    if r.random() < 0.6:
        f.append((r.choice(MRN_LABELS[c]), T("MRN", ctx.mrn)))
    if r.random() < 0.4:
        f.append(("Specimen", r.choice(["Blood (EDTA)", "Serum", "Urine", "Sputum"]) + " / " + T("IDNUM", phi.idnum(r, "specimen"))))
    if r.random() < 0.3:
        f.append(("Order", T("IDNUM", phi.idnum(r, "order"))))
    if r.random() < 0.3:
        f.append(("Location", ctx.bed()))
    parts.append("\n".join(f"{k:<12}: {v}" for k, v in f) if r.random() < 0.6 else table(r, ["Field", "Value"], [[k, v] for k, v in f], "pipe"))
    parts.append(ctx.labs_table(r.randrange(8, 17)))
    if r.random() < 0.4:
        parts.append(r.choice(["BIOCHEMISTRY", "Renal profile", "LFT"]) + "\n" + ctx.labs_table(r.randrange(5, 10)))
    if r.random() < 0.9:
        parts.append("\n".join(r.sample(__import__("pools").QUAL_LABS, r.randrange(2, 5))))
    if r.random() < 0.5:
        parts.append("Comment: " + r.choice(["Haemolysed sample, repeat advised.", "Values rechecked.", f"Critical K phoned to {ctx.staff_ref(kind='nurse')} at {ctx.time()}.",
                                              "Correlate clinically.", f"Previous report {ctx.d(ctx.days(-r.randrange(20, 200)))}: Hb {r.uniform(7, 13):.1f}."]))
    tech = phi.Person(r, c)
    parts.append(f"{r.choice(['Technologist', 'Lab technician', 'Tech', 'MLT'])}: {T('DOCTOR', tech.full())} ({T('USERNAME', phi.username(r, tech))})"
                 if r.random() < 0.5 else f"Tech: {T('DOCTOR', (tech.given[0] + tech.surname[0]).upper())}")
    parts.append(r.choice(["Verified by", "Pathologist", "Authorised by"]) + ": " + ctx.staff_ref(kind="doc", cred=True) + "\n*** End of report ***")
    if r.random() < 0.25:
        parts.append(f"Printed {ctx.d()} {ctx.time()} from node {T('IPADDR', phi.ipaddr(r))}")
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def antenatal_card(ctx):
    r, c = ctx.rng, ctx.c
    ctx.sex = "F"
    ctx.pat = phi.Person(r, c, sex="F")
    ctx.age = r.randrange(17, 42)
    ga0 = r.randrange(8, 20)
    lmp = ctx.days(-ga0 * 7)
    edd = lmp + __import__("datetime").timedelta(days=280)
    g = r.randrange(1, 6)
    parts = [r.choice(["ANTENATAL CARD", "MCH HANDBOOK - ANC RECORD", "Mother and Child Protection Card", "ANC BOOKING"]) + f"\n{ctx.hospital()}"]
    hus = phi.Person(r, c, sex="M", culture=ctx.pat.culture)
    fields = [("Name", ctx.pname(r.choice(["full", None, "upper"]))), ("Age", T("AGE", str(ctx.age)) + " yrs"),
              (r.choice(["Husband", "Husband's name", "Partner"]), T("FAMILY", hus.full())),
              (r.choice(["ANC No.", "ANC Reg No", "MCP card no."]), T("IDNUM", phi.idnum(r, "case"))),
              ("Address", ctx.address()), ("Phone", ctx.phone()), ("LMP", ctx.d(lmp)), ("EDD", ctx.d(edd)),
              ("Obstetric score", f"G{g}P{g - 1}L{max(0, g - 2)}A{r.randrange(0, 2)}"), ("Blood group", r.choice(["O +ve", "B +ve", "A -ve", "AB +ve"]))]
    if r.random() < 0.5:
        fields.append(("Occupation", ctx.prof() + f" / husband {ctx.prof()}"))
    if r.random() < 0.5:
        lab, v = phi.healthplan(r, c)
        fields.append((lab, T("HEALTHPLAN", v)))
    if r.random() < 0.4:
        lab, v = phi.natid(r, c)
        fields.append((lab, T("SSN", v)))
    parts.append("\n".join(f"{k}: {v}" for k, v in fields))
    hdr = ["Date", "POG (wks)", "Wt (kg)", "BP", "Hb", "Urine alb/sugar", "FHR", "Seen by"]
    rows = []
    d = ctx.visit
    for i in range(r.randrange(3, 7)):
        d = d + __import__("datetime").timedelta(days=0 if i == 0 else r.randrange(21, 35))
        rows.append([ctx.d(d, r.choice(["dmy/", "dd/mm", "d Mon"])), str(ga0 + i * 4), str(r.randrange(42, 85)), f"{r.randrange(96, 160)}/{r.randrange(60, 105)}",
                     f"{r.uniform(8, 13):.1f}", r.choice(["nil/nil", "tr/nil", "+/nil", "nil/+"]), str(r.randrange(120, 165)), ctx.staff_ref(kind="nurse")])
    parts.append(table(r, hdr, rows))
    parts.append("Today: " + ctx.vitals_line() + "; " + r.choice(["FHS 142/min regular", "fundal height 28 cm", "presentation cephalic", "no pedal oedema"]) +
                 "\nLabs: " + ctx.labs_inline(r.randrange(3, 6)) + "\nMeds:\n" + ctx.drug_list(r.randrange(2, 4)))
    parts.append(f"TT/Td 1: {ctx.d(ctx.days(r.randrange(0, 20)))}   TT/Td 2: {ctx.d(ctx.days(r.randrange(30, 60)))}\n"
                 f"IFA 100 tabs given. Calcium 500 mg BD. {r.choice(['USG at 20 wks: single live intrauterine fetus', 'Dating scan: CRL 5.2 cm', 'Anomaly scan normal'])}. "
                 f"{r.choice(['HIV NR, VDRL NR, HBsAg neg', 'Hb ' + str(round(r.uniform(8, 12), 1)) + ' g/dL', 'GCT 132 mg/dL'])}.")
    if r.random() < 0.6:
        parts.append(f"Previous delivery {ctx.d(ctx.days(-r.randrange(400, 2000)), r.choice(['Y', 'Mon Y', 'Month Y']))} at {ctx.hospital(True)}: {r.choice(['SVD', 'LSCS', 'assisted breech'])}, baby {r.choice(['boy', 'girl'])} APGAR {r.randrange(5, 10)}/{r.randrange(7, 11)}.")
    parts.append(r.choice(["Birth plan: ", "Birth preparedness: "]) + f"deliver at {ctx.hospital(True)}; transport {r.choice(['arranged', 'by ambulance', 'neighbour vehicle ' + T('VEHICLE', phi.plate(r, c))])}; "
                 f"companion {ctx.fam_phrase()}; blood donor {T('FAMILY', phi.Person(r, c).full())}.")
    chw = phi.Person(r, c, sex="F")
    parts.append(r.choice([CHW_ROLE[c], "Midwife", "Community midwife"]) + f": {T('DOCTOR', chw.full())} {ctx.phone()}\n" + ctx.staff_ref(kind="doc"))
    if r.random() < 0.3:
        parts.append(ctx.word_use())
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def prescription(ctx):
    r, c = ctx.rng, ctx.c
    doc = ctx.new_staff("doc")
    head = [r.choice(["Dr ", "Dr. "]) + T("DOCTOR", doc.full()), phi.credential(r, c), r.choice(["Consultant Physician", "Family Physician", "Paediatrician", "Gynaecologist", "General Practitioner"]),
            (lambda lv: lv[0] + " " + T("LICENSE", lv[1]))(phi.license_pair(r, c)), ctx.hospital(), ctx.address(), "Ph: " + ctx.phone() + (f"  Mob: {ctx.phone()}" if r.random() < 0.3 else "")]
    if r.random() < 0.3:
        head.append("Timings: 10 am - 1 pm, 5 pm - 8 pm (Sunday closed)")
    parts = ["\n".join(head), "-" * 40]
    parts.append(r.choice([f"Name: {ctx.pname()}   Age: {T('AGE', str(ctx.age))}   Sex: {ctx.sex}   Date: {ctx.d()}",
                           f"Pt: {ctx.pname()}, {ctx.agesex()}\nDt: {ctx.d()}",
                           f"{ctx.d()}\n{ctx.pname('titled')} ({ctx.age_ph()})"]))
    if r.random() < 0.4:
        parts.append(f"Rx No: {T('IDNUM', phi.idnum(r, 'rx'))}" + (f"   {r.choice(MRN_LABELS[c])}: {T('MRN', ctx.mrn)}" if r.random() < 0.5 else ""))
    parts.append(f"Dx: {pick_dx(ctx)[0]} ({ctx.icd()})\n" + ctx.vitals_line(r.randrange(3, 7)) + ("\n" + ctx.exam_line() if r.random() < 0.6 else "") +
                 ("\nLast reports: " + ctx.labs_inline() if r.random() < 0.6 else ""))
    parts.append("Rx\n" + ctx.drug_list(r.randrange(2, 7)))
    parts.append("Advice: " + r.choice(["avoid oily food", "salt restriction", "complete the course", "take after food", "plenty of fluids"]) + ". " +
                 f"Review {r.choice(['after 5 days', 'on ' + vis('') + ctx.d(ctx.days(r.randrange(3, 20)), r.choice(['weekday', 'dmy/', 'wk d/m'])), 'SOS'])}.")
    if r.random() < 0.4:
        parts.append(f"Tests: {r.choice(['CBC, ESR, CRP', 'FBS, PPBS, HbA1c', 'LFT, RFT, USG abdomen', 'Urine R/M, C/S'])}")
    parts.append(r.choice(["Signature: ", "Sd/- ", ""]) + r.choice(["Dr ", ""]) + T("DOCTOR", doc.short() if r.random() < 0.5 else doc.full()))
    if r.random() < 0.5:
        ph = phi.Person(r, c)
        parts.append(f"Dispensed at {T('HOSPITAL', phi.short_site(r, c, 'Pharmacy'))} by {T('DOCTOR', ph.full())}, {r.choice(['B.Pharm', 'BPharm', 'RPh', 'Pharm.D'])} on {ctx.d(style=r.choice(['dd/mm', 'dmy/']))}"
                     + (f"; bill {T('ACCOUNT', phi.account(r, 'bill'))}" if r.random() < 0.5 else ""))
    if r.random() < 0.2:
        parts.append("Book your next visit: " + T("URL", phi.url(r)))
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def medical_certificate(ctx):
    r, c = ctx.rng, ctx.c
    doc = ctx.new_staff("doc")
    kind = r.choice(["sick", "fitness", "driving", "sick", "fitness"])
    parts = [ctx.hospital() + "\n" + ctx.address() + "\n" + ctx.phone(), r.choice(["MEDICAL CERTIFICATE", "CERTIFICATE OF FITNESS", "SICK LEAVE CERTIFICATE", "Medical Certificate"]) +
             "\n" + r.choice(["Cert. No. ", "No. ", "Serial: "]) + T("IDNUM", phi.idnum(r, "cert")) + "    Date: " + ctx.d()]
    rel = ctx.relation_line() if c in ("India", "Pakistan") and r.random() < 0.6 else ""
    nm = ctx.pname(r.choice(["full", "titled", "upper"]))
    lab, nid = phi.natid(r, c)
    a = ctx.d(ctx.days(-r.randrange(2, 14)))
    b = ctx.d(ctx.days(r.randrange(0, 10)))
    job = f"working as {ctx.prof()} at {T('ORGANIZATION', phi.org(r, c))}" if r.random() < 0.7 else f"a student of {T('ORGANIZATION', phi.org(r, c))}"
    if kind == "sick":
        body = (f"This is to certify that {nm} {rel + ', ' if rel else ''}aged {T('AGE', str(ctx.age))} years, {lab} {T('SSN', nid)}, {job}, "
                f"was under my treatment for {pick_dx(ctx)[0]} from {a} to {b} and was advised rest for this period. "
                f"{r.choice(['He', 'She'])} is fit to resume duty on {ctx.d(ctx.days(r.randrange(10, 14)), r.choice(['Weekday, d Month Y', 'dmy/', 'd Month Y']))}.")
    elif kind == "fitness":
        body = (f"I have examined {nm} ({ctx.agesex()}) {rel} on {ctx.d()} at {ctx.hospital()}. {job.capitalize()}. "
                f"Findings: {ctx.vitals_line(4)}; vision 6/6 both eyes; {r.choice(['no', 'no evidence of'])} {ctx.eponym()}. "
                f"In my opinion {r.choice(['he', 'she'])} is medically fit for {r.choice(['employment', 'overseas employment in ' + vis('') + T('COUNTRY', phi.foreign(r)), 'sports', 'admission'])}.")
    else:
        body = (f"Certified that {nm}, {ctx.age_ph()}, holder of driving licence no. {T('LICENSE', phi.driving_licence(r, c))}, owner of vehicle {T('VEHICLE', phi.plate(r, c))}, "
                f"was examined on {ctx.d()}. Visual acuity 6/9, colour vision normal (Ishihara), {ctx.score()}. Fit to drive {r.choice(['LMV', 'HGV', 'two-wheeler', 'PSV'])}.")
    parts.append(body)
    parts.append("Examination: " + ctx.exam_line() + ". " + ctx.labs_inline(r.randrange(2, 5)) + ".")
    if r.random() < 0.5:
        parts.append(f"Identification mark: {r.choice(['mole on left cheek', 'scar right forearm', 'black mole on neck'])}. " +
                     (f"Thumb impression ref {T('BIOID', phi.bioid(r))}." if r.random() < 0.5 else "Signature of candidate: ______"))
    if r.random() < 0.3:
        parts.append(f"Issued at the request of {r.choice(['employer', 'the candidate', 'school'])} ({T('ORGANIZATION', phi.org(r, c))}, HR: {T('FAMILY', phi.Person(r, c).full())}, {T('EMAIL', phi.email(r, phi.Person(r, c)))}).")
    parts.append("\n".join([r.choice(["Sd/-", "(Signature and seal)", "Signed"]), r.choice(["Dr ", "Dr. "]) + T("DOCTOR", doc.full()) + ", " + phi.credential(r, c),
                            (lambda lv: lv[0] + ": " + T("LICENSE", lv[1]))(phi.license_pair(r, c)),
                            "Place: " + T("CITY", ctx.place[0])]))
    if r.random() < 0.3:
        parts.append("Verify at " + T("URL", phi.url(r)))
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def insurance_claim(ctx):
    r, c = ctx.rng, ctx.c
    cur = CURRENCY[c]
    los = r.randrange(2, 10)
    ins = phi.insurer(r)
    parts = [r.choice(["CLAIM FORM - PART A (to be filled by insured)", "REIMBURSEMENT CLAIM FORM", "TPA CASHLESS CLAIM / DISCHARGE", "HMO CLAIM SUBMISSION"]),
             f"Insurer: {T('ORGANIZATION', ins)}" + (f"    TPA: {T('ORGANIZATION', phi.tpa(r))}" if r.random() < 0.6 else "")]
    lab, hp = phi.healthplan(r, c)
    f = [("Policy / member no.", T("HEALTHPLAN", hp)), ("Claim no.", T("ACCOUNT", phi.account(r, "claim"))),
         ("Pre-auth no.", T("IDNUM", phi.idnum(r, "preauth"))), ("Name of patient", ctx.pname(r.choice(["full", "upper"]))),
         ("Age / Gender", ctx.agesex()), ("DOB", ctx.d(ctx.dob, r.choice(["dmy/", "iso", "d-Mon-Y"]))),
         ("Proposer / primary insured", (lambda t: f"{t[1]} ({t[0]})")(ctx.fam(r.choice(["husband", "father", "wife", "son"]))[:2])),
         ("Employer", T("ORGANIZATION", phi.org(r, c))), ("Employee code", T("IDNUM", f"EMP{phi.D(r, 5)}")),
         ("Address", ctx.address()), ("Mobile", ctx.phone()), ("Email", T("EMAIL", phi.email(r, ctx.pat)))]
    if r.random() < 0.6:
        l2, nid = phi.natid(r, c)
        f.append((l2, T("SSN", nid)))
    f += [("Hospital", ctx.hospital()), (r.choice(["Provider ID", "Hospital empanelment ID", "Facility code"]), T("IDNUM", f"{phi.D(r, 10)}")), ("Treating doctor", ctx.staff_ref(kind="doc", cred=True)),
          (r.choice(["Doctor reg. no.", "Doctor licence no.", "Registration no. of doctor"]), T("LICENSE", phi.license_(r, c))), ("IP No.", T("ACCOUNT", phi.account(r, "ip"))),
          ("Date of admission", ctx.d(ctx.days(-los)) + " " + ctx.time()), ("Date of discharge", ctx.d()),
          ("Diagnosis (ICD-10)", f"{pick_dx(ctx)[0]} / {ctx.icd()}, {ctx.icd()}"), ("Procedure", r.choice(["Nil", "LSCS", "Cataract (SICS) with IOL", "Lap chole", "Haemodialysis x 3"]))]
    style = r.choice(["lines", "pipe", "numbered"])
    if style == "lines":
        parts.append("\n".join(f"{k}: {v}" for k, v in f))
    elif style == "pipe":
        parts.append(table(r, ["Field", "Details"], [[k, v] for k, v in f], "pipe"))
    else:
        parts.append("\n".join(f"{i + 1}. {k} : {v}" for i, (k, v) in enumerate(f)))
    if r.random() < 0.7:
        parts.append("Clinical summary: " + ctx.exam_line() + ". Key labs: " + ctx.labs_inline() + ". Treated with " + ctx.drug() + " and " + ctx.drug() +
                     f" for {r.randrange(2, 10)} days.")
    items = ["Room rent", "Nursing charges", "Consultation", "Investigations", "Medicines & consumables", "OT charges", "Surgeon fee", "Anaesthesia", "ICU charges", "Implant"]
    rows = []
    tot = 0
    for i, it in enumerate(r.sample(items, r.randrange(4, 9))):
        amt = r.randrange(500, 95000)
        tot += amt
        rows.append([str(i + 1), it, f"{amt:,}", f"{int(amt * r.uniform(0.6, 1.0)):,}"])
    rows.append(["", "TOTAL", f"{tot:,}", ""])
    parts.append(f"Bill summary ({cur}):\n" + table(r, ["No", "Head", "Claimed", "Approved"], rows, r.choice(["pipe", "fixed", "csv", "tab"])))
    if r.random() < 0.5:
        parts.append(f"Implant sticker: {r.choice(['IOL', 'DES stent', 'Ortho plate', 'Mesh'])} SN {T('DEVICE', phi.device_sn(r))}")
    parts.append(f"Bank a/c for reimbursement: {T('ACCOUNT', phi.D(r, 11))}, {T('ORGANIZATION', r.choice(['Harbour Trust Bank', 'Sunrise Co-operative Bank', 'Unity Savings Bank', 'Greenfield Bank']))}, branch {T('CITY', phi.place(r, c)[0])}")
    parts.append(r.choice([f"Note: claim filed within grace period; {ctx.word_use()}", "Documents attached: discharge summary, bills, reports, ID proof.",
                           f"Query raised on {ctx.d(ctx.days(r.randrange(3, 20)))}: {r.choice(['need indoor case papers', 'ICP and OT notes', 'past history of ' + ctx.eponym()])}."]))
    parts.append(f"Declaration: I hereby declare that the information is true.\nSignature: {ctx.pname('full')}    Date: {ctx.d(ctx.days(r.randrange(0, 5)))}    Place: {T('CITY', ctx.place[0])}")
    if r.random() < 0.5:
        parts.append("Submit online: " + T("URL", phi.url(r)) + " | helpdesk " + T("PHONE", phi.phone(r, c)) + (" | fax " + T("FAX", phi.phone(r, c)) if r.random() < 0.5 else ""))
    if r.random() < 0.3:
        parts.append(f"Processed by {T('USERNAME', phi.username(r, phi.Person(r, c)))} on {ctx.d(ctx.days(r.randrange(5, 25)))} ({T('IPADDR', phi.ipaddr(r))})")
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def camp_register(ctx):
    r, c = ctx.rng, ctx.c
    vil = phi.village(r, c)
    parts = [r.choice(["HEALTH CAMP REGISTER", "Free Medical Camp - Screening Register", "Outreach Clinic Record", "NCD SCREENING CAMP"]),
             f"Organised by {T('ORGANIZATION', phi.ngo(r))} with {ctx.hospital()}\nVenue: {T('LOCATION_OTHER', phi.landmark(r))}, {T('CITY', vil)}" +
             (f", {T('STATE', ctx.place[1])}" if ctx.place[1] else "") + f"\nDate: {ctx.d()}   Camp ID: {T('IDNUM', phi.idnum(r, 'camp'))}"]
    team = [ctx.staff_ref(kind="doc") for _ in range(r.randrange(1, 3))] + [ctx.staff_ref(kind="nurse") for _ in range(r.randrange(1, 3))]
    parts.append("Team: " + "; ".join(team))
    hdr = ["S.No", "Name", "Age/Sex", "Village", "Phone", "BP", "RBS", "Finding", "Action"]
    rows = []
    n = r.randrange(7, 15)
    for i in range(n):
        p = phi.Person(r, c)
        age = r.randrange(18, 86)
        nm = T("PATIENT", p.form(r, allow_initials=r.random() < 0.4))
        vv = vil if r.random() < 0.5 else phi.village(r, c)
        rows.append([str(i + 1), nm, f"{T('AGE', str(age))}/{p.sex}", T("CITY", vv),
                     T("PHONE", phi.phone(r, c)) if r.random() < 0.6 else "-",
                     f"{r.randrange(100, 190)}/{r.randrange(60, 110)}", str(r.randrange(80, 350)),
                     r.choice(["HTN", "DM", "normal", "anaemia", "cataract", "? TB", "scabies", "OA knee", "COPD"]),
                     r.choice(["counselled", "referred", "Rx given", "f/u 1 mo", "referred to " + vis("") + T("HOSPITAL", phi.hospital(r, c))])])
    style = r.choice(["pipe", "csv", "tab", "fixed"])
    parts.append(table(r, hdr, rows, style))
    if r.random() < 0.5:
        p = phi.Person(r, c)
        parts.append(f"Referral note: {T('PATIENT', p.full())}, {phi.age_phrase(r, r.randrange(30, 80), p.sex)}, {r.choice(['suspected', 'likely'])} {r.choice(['cataract', 'TB', 'breast lump', 'diabetic foot'])} - "
                     f"escorted by {r.choice(['son', 'daughter', 'wife', 'husband'])} {T('FAMILY', phi.Person(r, c).given)}; transport in {r.choice(['camp van', 'tricycle', 'matatu', 'jeepney'])} {T('VEHICLE', phi.plate(r, c))}.")
    parts.append("Camp protocol: " + ctx.vitals_line(3) + " checked for all; RBS by glucometer; " + ctx.drug() + " and " + ctx.drug() + " dispensed as per " + ctx.public_body() + " guidelines.")
    if r.random() < 0.4:
        parts.append(f"Biometric enrolment IDs: " + ", ".join(T("BIOID", phi.bioid(r)) for _ in range(r.randrange(1, 4))))
    parts.append(f"Total screened {n}. BP machine {r.choice(['Omron', 'aneroid'])} SN {T('DEVICE', phi.device_sn(r))}. {ctx.word_use()}" if r.random() < 0.5 else f"Total screened: {n}; referred: {r.randrange(1, 5)}. Supplies from {ctx.public_body()} stock.")
    parts.append(f"Compiled by {ctx.staff_ref(kind='nurse')}" + (f", data entry {T('USERNAME', phi.username(r, phi.Person(r, c)))}" if r.random() < 0.5 else "") +
                 (f"; contact {T('EMAIL', phi.email(r, phi.Person(r, c), 'org'))}" if r.random() < 0.4 else ""))
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def chw_home_visit(ctx):
    r, c = ctx.rng, ctx.c
    chw = phi.Person(r, c)
    role = CHW_ROLE[c]
    parts = [r.choice(["HOUSEHOLD VISIT FORM", "Community Health Visit", "Home visit record", "FAMILY FOLDER - HOME VISIT"]),
             f"{role}: {T('DOCTOR', chw.full())}   Tel {ctx.phone()}\nVisit date: {ctx.d()} ({ctx.d(style='weekday')})  time {ctx.time()}\nHousehold no.: {T('IDNUM', phi.idnum(r, 'case'))}"]
    head = phi.Person(r, c, culture=ctx.pat.culture, surname=ctx.pat.surname)
    parts.append(f"Head of household: {T('FAMILY', head.full())}, {T('PROFESSION', phi.profession(r, c))}\nAddress: {ctx.address()}\nLandmark: {T('LOCATION_OTHER', phi.landmark(r))}")
    hdr = ["#", "Name", "Relation", "Age", "Sex", "Notes"]
    rows = [["1", T("PATIENT", ctx.pat.full()), "index", T("AGE", str(ctx.age)), ctx.sex, r.choice(["on DOTS", "HTN on Rx", "ANC 2nd trimester", "DM", "post-TB"])]]
    for i in range(r.randrange(2, 6)):
        p = phi.Person(r, c, culture=ctx.pat.culture, surname=ctx.pat.surname if r.random() < 0.7 else None)
        a = r.randrange(1, 80)
        rows.append([str(i + 2), T("FAMILY", p.given if r.random() < 0.5 else p.full()), r.choice(["spouse", "child", "parent", "grandchild", "sibling", "in-law"]),
                     T("AGE", str(a)) + ("" if a > 2 else r.choice([" (months)", ""])), p.sex, r.choice(["-", "immunisation due", "fever x2d", "MUAC 12.1 cm", "well", "pregnant"])])
    parts.append(table(r, hdr, rows, r.choice(["pipe", "tab", "fixed", "csv"])))
    notes = [f"Index pt {ctx.pname()} {r.choice(['took', 'missed'])} doses on {ctx.d(ctx.days(-r.randrange(1, 6)), 'weekday')} and {ctx.d(ctx.days(-r.randrange(1, 6)), 'wk d/m')}.",
             f"BP {r.randrange(110, 180)}/{r.randrange(60, 110)}, RBS {r.randrange(80, 300)} mg/dL, {r.choice(['pedal oedema nil', 'MUAC 11.8 cm', 'SpO2 95%'])}.",
             f"Child's Penta-3 given {ctx.d(ctx.days(-r.randrange(10, 60)))}; MR-1 due {ctx.d(ctx.days(r.randrange(5, 40)), r.choice(['d Mon', 'dd/mm', 'Month Y']))}.",
             f"Referred to {ctx.hospital(True)} for {r.choice(['sputum test', 'ANC', 'BP review', 'eye check'])}; referral slip {T('IDNUM', phi.idnum(r, 'ref'))}.",
             f"{r.choice(['Wife', 'Mother', 'Grandmother'])} {T('FAMILY', phi.Person(r, c, sex='F').given)} says pt {r.choice(['works', 'worked'])} as {ctx.prof()} at {T('ORGANIZATION', phi.org(r, c))}.",
             f"Family migrated from {T('CITY', phi.place(r, c)[0])} after {T('DATE', phi.holiday(r, c))} {ctx.d(ctx.days(-r.randrange(200, 900)), 'Y')}.",
             "Vitals: " + ctx.vitals_line(), "Meds checked: " + ctx.drug() + "; " + ctx.drug(), "Exam: " + ctx.exam_line(),
             ctx.word_use(), f"ORS and zinc given. Albendazole 400 mg given to children > 2 yrs."]
    parts.append("\n".join("- " + x for x in r.sample(notes, r.randrange(5, 9))))
    if r.random() < 0.6:
        parts.append(f"Synced from tablet SN {T('DEVICE', phi.device_sn(r))} as user {T('USERNAME', phi.username(r, chw))}" +
                     (f" via {T('IPADDR', phi.ipaddr(r))}" if r.random() < 0.5 else "") + f" at {ctx.time()}.")
    if r.random() < 0.4:
        parts.append(f"Fingerprint verification for DOTS: {T('BIOID', phi.bioid(r))}.")
    parts.append(f"Supervisor: {ctx.staff_ref(kind='nurse')} - reviewed {ctx.d(ctx.days(r.randrange(1, 8)), r.choice(['dd/mm', 'dmy/']))}.")
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------
def casualty_mlc(ctx):
    r, c = ctx.rng, ctx.c
    parts = [r.choice(["CASUALTY / EMERGENCY RECORD", "A&E TRIAGE SHEET", "EMERGENCY DEPARTMENT NOTE", "MEDICO-LEGAL CASE (MLC) REGISTER ENTRY"]) + " - " + ctx.hospital()]
    parts.append(f"Date/time of arrival: {ctx.d()} {ctx.time()}    Triage: {r.choice(['Red', 'Yellow', 'P1', 'P2', 'ESI 2'])}    {ctx.bed()}")
    parts.append(demo(ctx, r.sample(["name", "agesex", "mrn", "addr", "phone", "natid", "occ"], r.randrange(4, 7)), r.choice(["lines", "inline"])))
    bb = r.choice(["police", "family", "bystander"])
    if bb == "police":
        off = phi.Person(r, c)
        ps = r.choice(["Kotwali", "Central", "Railway", "Harbour", "Airport Road", "Market"]) + " Police Station"
        bring = f"Brought by {r.choice(['HC', 'Constable', 'Cpl', 'PC', 'Inspector'])} {T('FAMILY', off.full())} (badge {T('IDNUM', phi.D(r, 5))}) of {T('ORGANIZATION', ps)}"
    else:
        rel, v, _ = ctx.fam()
        bring = f"Brought by {rel} {v}" if bb == "family" else f"Brought by bystander {T('FAMILY', phi.Person(r, c).full())} ({ctx.phone()})"
    mech = r.choice(["RTA - two-wheeler skid", "RTA - pedestrian hit by car", "fall from height ~10 ft at construction site", "assault with blunt object",
                     "alleged consumption of organophosphate", "burns - kerosene stove", "dog bite", "RTA - matatu collision", "RTA - jeepney vs tricycle"])
    parts.append(f"{bring}. Alleged {mech} at around {ctx.time()} on {ctx.d(style=r.choice(['weekday', 'dd/mm', 'dmy/']))} near {T('LOCATION_OTHER', phi.landmark(r))}, {T('CITY', ctx.place[0])}.")
    if "RTA" in mech:
        parts.append(f"Vehicle no. {T('VEHICLE', phi.plate(r, c))}" + (f"; other vehicle {T('VEHICLE', phi.plate(r, c))}" if r.random() < 0.5 else "") +
                     (f"; driver's licence {T('LICENSE', phi.driving_licence(r, c))}" if r.random() < 0.5 else "") + ". Helmet/seat belt: " + r.choice(["no", "yes", "unknown"]) + ".")
    parts.append(f"{r.choice(['MLC No.', 'MLC', 'Police OB No.', 'FIR'])}: {T('IDNUM', phi.idnum(r, r.choice(['mlc', 'fir'])))}  informed at {ctx.time()}")
    parts.append("Primary survey: A patent, B " + ctx.vital() + ", C " + ctx.vital() + ", D " + ctx.score() + ", E " + r.choice(["abrasions over face", "laceration 4x1 cm scalp", "deformity right thigh", "burns 18% TBSA"]) + ".\n" + ctx.vitals_line())
    if r.random() < 0.7:
        parts.append("Observations:\n" + ctx.vitals_table())
    parts.append(r.choice(["Injuries:\n", "Findings:\n"]) + "\n".join(f"{i + 1}. " + x for i, x in enumerate(r.sample(
        ["Abrasion 3x2 cm over left knee, simple, fresh", "Lacerated wound 5x1x0.5 cm over occiput", "Swelling and tenderness right forearm - ? Colles' fracture",
         "Contusion over chest wall, no crepitus", "Pupils B/L NSRL; Babinski downgoing", "Smell of alcohol present", "Bite marks, category III", "Pinpoint pupils, fasciculations"], 3))))
    parts.append("Ix: " + ctx.labs_inline() + "\nRepeat at " + ctx.time() + ": " + ctx.labs_inline() + f"\nX-ray {r.choice(['chest', 'skull', 'pelvis', 'right femur'])}: {r.choice(['NAD', 'fracture shaft femur', 'no fracture'])}. Radiology ref {T('IDNUM', phi.idnum(r, 'radiology'))}.")
    parts.append("Mx: " + "; ".join(ctx.drug() for _ in range(r.randrange(2, 5))) + f"; {r.choice(['TT given', 'ARV day 0', 'atropine titration', 'wound toilet and suturing'])}.")
    if r.random() < 0.5:
        parts.append(f"Identification: {r.choice(['mole left cheek', 'scar right eyebrow', 'tattoo left forearm'])}; thumb impression taken ({T('BIOID', phi.bioid(r))}).")
    parts.append(f"Disposition: {r.choice(['admitted to', 'shifted to', 'referred to'])} {r.choice([T('HOSPITAL', phi.ward(r)), ctx.hospital(True), 'Surgery ICU'])} at {ctx.time()}.\n" +
                 f"CMO: {ctx.staff_ref(kind='doc', cred=True)}" + (f"  pager {T('PHONE', phi.pager(r))}" if r.random() < 0.5 else "") +
                 (f"\nNurse: {ctx.staff_ref(kind='nurse')}" if r.random() < 0.6 else ""))
    return "\n\n".join(parts)


GENRES = {
    "opd_case_sheet": opd_case_sheet,
    "ward_progress_note": ward_progress_note,
    "referral_letter": referral_letter,
    "discharge_card": discharge_card,
    "lab_report": lab_report,
    "antenatal_card": antenatal_card,
    "prescription": prescription,
    "medical_certificate": medical_certificate,
    "insurance_claim_form": insurance_claim,
    "health_camp_register": camp_register,
    "community_home_visit": chw_home_visit,
    "casualty_mlc_note": casualty_mlc,
}
