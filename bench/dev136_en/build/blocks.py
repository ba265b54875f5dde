"""Reusable pieces of notes: names, demographics, labs, vitals, meds, signatures."""
import re

import pools as PL
from phi import P, fmt_date, age_words


# ---------------------------------------------------------------- names
def full(p):
    return f"{p.first} {p.mid[0]}. {p.last}" if p.mid else f"{p.first} {p.last}"


def initials(p, dots=False):
    a, b = p.first[0].upper(), re.sub(r"[^A-Za-z]", "", p.last)[0].upper()
    return f"{a}.{b}." if dots else f"{a}{b}"


def pname(ctx, style=None, typ="PATIENT", p=None, title=None):
    """Patient (or other person) name as a list of pieces."""
    r = ctx.r
    p = p or ctx.pt
    title = title or (ctx.ptitle if p is ctx.pt else p.title(r))
    style = style or r.choice(["full", "full", "title", "title", "first", "caps", "init_last",
                               "title_full"])
    if style == "full":
        return [P(full(p), typ)]
    if style == "title":
        return [title + " ", P(p.last, typ)]
    if style == "title_full":
        return [title + " ", P(f"{p.first} {p.last}", typ)]
    if style == "first":
        return [P(p.first, typ)]
    if style == "caps":
        return [P(f"{p.last.upper()}, {p.first}", typ)]
    if style == "CAPS":
        return [P(f"{p.last.upper()}, {p.first.upper()}" + (f" {p.mid[0]}" if p.mid else ""), typ)]
    if style == "upper":
        return [P(f"{p.first.upper()} {p.last.upper()}", typ)]
    if style == "init_last":
        return [P(f"{p.first[0]}. {p.last}", typ)]
    if style == "initials":
        return [P(initials(p, dots=r.random() < 0.5), typ)]
    if style == "last":
        return [P(p.last, typ)]
    raise ValueError(style)


def dname(ctx, p=None, style=None):
    """Clinician name with title or credential outside the span."""
    r = ctx.r
    p = p or ctx.staff()
    style = style or r.choice(["dr_last", "dr_full", "full_cred", "dr_init", "first", "full"])
    if style == "dr_last":
        return [r.choice(["Dr ", "Dr. ", "Prof "]) if r.random() < 0.2 else "Dr ", P(p.last, "DOCTOR")]
    if style == "dr_full":
        return ["Dr ", P(f"{p.first} {p.last}", "DOCTOR")]
    if style == "dr_init":
        return ["Dr ", P(f"{p.first[0]}. {p.last}", "DOCTOR")]
    if style == "full_cred":
        return [P(f"{p.first} {p.last}", "DOCTOR"),
                r.choice([", CNS", " RN", ", RGN", " (CNS)", ", Staff Nurse", " - Pharmacist",
                          ", ANP", " CNM2", ", RN Div 1"])]
    if style == "first":
        return [P(p.first, "DOCTOR")]
    if style == "full":
        return [P(f"{p.first} {p.last}", "DOCTOR")]
    if style == "sister":
        return [r.choice(["Sister ", "Nurse "]), P(p.last, "DOCTOR")]
    raise ValueError(style)


def age_piece(ctx, age=None, style=None):
    r = ctx.r
    a = ctx.age if age is None else age
    style = style or r.choice(["yo", "year-old", "yo_nosp", "y", "sex", "aged", "words", "yrs"])
    sx = "M" if ctx.sex == "M" else "F"
    if style == "yo":
        return [P(str(a), "AGE"), " yo"]
    if style == "year-old":
        return [P(str(a), "AGE"), "-year-old"]
    if style == "yo_nosp":
        return [P(str(a), "AGE"), "yo"]
    if style == "y":
        return [P(str(a), "AGE"), "y"]
    if style == "sex":
        return [P(str(a), "AGE"), r.choice([" ", ""]) + sx]
    if style == "aged":
        return ["aged ", P(str(a), "AGE")]
    if style == "words":
        return [P(age_words(a), "AGE"), "-year-old"]
    if style == "yrs":
        return [P(str(a), "AGE"), r.choice([" yrs", " years", "yrs"])]
    raise ValueError(style)


def address(ctx, sep=", ", postcode=True):
    r, c = ctx.r, ctx.c
    out = [P(ctx.street(), "STREET"), sep, P(ctx.town, "CITY")]
    if c == "UK":
        if r.random() < 0.4:
            out += [sep, P(ctx.county, "CITY")]
        if postcode:
            out += [sep, P(ctx.postcode(), "ZIP")]
    elif c == "IE":
        out += [sep, "Co. ", P(ctx.county, "CITY")]
        if postcode:
            out += [sep, P(ctx.postcode(), "ZIP")]
    else:
        st = ctx.state[1] if r.random() < 0.8 else ctx.state[0]
        out += [" ", P(st, "STATE")]
        if postcode:
            out += [" ", P(ctx.postcode(), "ZIP")]
    return out


# ---------------------------------------------------------------- demographics
def demo_block(ctx, d, style=None):
    r = ctx.r
    style = style or r.choice(["kv", "kv", "compact", "label_caps"])
    nl, nid = ctx.natid()
    if style == "kv":
        d.line("Patient: {n}", n=pname(ctx, r.choice(["caps", "full", "CAPS"])))
        d.line("DOB: {dob} ({a})", dob=ctx.date(ctx.dob, r.choice(["dmy", "dmon", "dash", "dot"])),
               a=[P(str(ctx.age), "AGE"), r.choice(["y", " yrs", "yo", " years"])])
        d.line("Sex: {s}", s="Male" if ctx.sex == "M" else "Female")
        d.line(ctx.mrn_label() + ": {m}    " + nl + ": {h}", m=P(ctx.mrn(), "MRN"), h=P(nid, "HEALTHPLAN"))
        if r.random() < 0.7:
            d.line("Address: {a}", a=address(ctx))
        if r.random() < 0.6:
            d.line("Tel: {t}", t=P(ctx.phone(), "PHONE"))
        if r.random() < 0.5:
            d.line("GP: {g}, {pr}", g=dname(ctx, ctx.gp, "dr_init"), pr=P(ctx.gpprac, "HOSPITAL"))
    elif style == "compact":
        d.line("{n} | DOB {dob} | " + ctx.mrn_label() + " {m} | " + nl + " {h}",
               n=pname(ctx, "CAPS"), dob=ctx.date(ctx.dob, "dmy"), m=P(ctx.mrn(), "MRN"),
               h=P(nid, "HEALTHPLAN"))
        if r.random() < 0.6:
            d.line("{a}", a=address(ctx))
    else:
        d.line("NAME:      {n}", n=pname(ctx, "CAPS"))
        d.line("D.O.B.:    {dob}   AGE: {a}", dob=ctx.date(ctx.dob, "dmy"), a=P(str(ctx.age), "AGE"))
        d.line(ctx.mrn_label().upper() + ":  {m}", m=P(ctx.mrn(), "MRN"))
        d.line(nl.upper() + ": {h}", h=P(nid, "HEALTHPLAN"))
        if r.random() < 0.5:
            d.line("NOK:       {k} ({rel}) {t}", k=pname(ctx, "full", "FAMILY", ctx.person()),
                   rel=r.choice(["wife", "husband", "daughter", "son", "partner"]),
                   t=P(ctx.phone(True), "PHONE"))


# ---------------------------------------------------------------- labs & vitals
def fbc(ctx, d, sep="  "):
    r = ctx.r
    vals = [("Hb", f"{r.randint(68, 152)}", "g/L"), ("WCC", f"{r.uniform(0.2, 28):.1f}", "x10^9/L"),
            ("ANC", f"{r.uniform(0.0, 12):.2f}", "x10^9/L"), ("Plt", f"{r.randint(6, 420)}", "x10^9/L"),
            ("MCV", f"{r.randint(78, 112)}", "fL"), ("Lymph", f"{r.uniform(0.1, 4):.1f}", "")]
    r.shuffle(vals)
    k = r.randint(3, len(vals))
    d.line(sep.join(f"{a} {b}{(' ' + c) if c and r.random() < 0.5 else ''}" for a, b, c in vals[:k]))


def chem(ctx, d):
    r = ctx.r
    vals = [f"Na {r.randint(128, 145)}", f"K {r.uniform(3.1, 5.6):.1f}", f"Urea {r.uniform(2.5, 14):.1f}",
            f"Cr {r.randint(48, 190)}", f"eGFR {r.choice(['>90', str(r.randint(28, 89))])}",
            f"Bili {r.randint(4, 40)}", f"ALT {r.randint(9, 140)}", f"ALP {r.randint(40, 380)}",
            f"Alb {r.randint(24, 46)}", f"CRP {r.choice(['<5', str(r.randint(5, 240))])}",
            f"LDH {r.randint(150, 1400)}", f"Urate {r.uniform(0.2, 0.62):.2f}",
            f"Ca (adj) {r.uniform(2.05, 3.1):.2f}", f"Mg {r.uniform(0.55, 1.0):.2f}"]
    r.shuffle(vals)
    d.line(", ".join(vals[:r.randint(4, 9)]))


def vitals(ctx, d, inline=False):
    r = ctx.r
    items = [f"BP {r.randint(92, 168)}/{r.randint(52, 98)}", f"HR {r.randint(58, 124)}",
             f"RR {r.randint(12, 28)}", f"SpO2 {r.randint(88, 100)}% {r.choice(['RA', 'on 2L', 'room air'])}",
             f"T {r.uniform(35.9, 39.4):.1f}", f"Wt {r.uniform(44, 118):.1f} kg",
             f"NEWS2 {r.randint(0, 7)}", f"BSA {r.uniform(1.45, 2.25):.2f} m2"]
    r.shuffle(items)
    items = items[:r.randint(4, 8)]
    if inline:
        d.add("Obs: " + ", ".join(items) + ".")
    else:
        d.line("Observations:")
        for it in items:
            d.line("  " + it)


MEDS = ["ondansetron 8 mg PO BD for 3 days", "dexamethasone 4 mg PO OM x 3 days post chemo",
        "metoclopramide 10 mg PO TDS PRN", "aciclovir 400 mg PO BD", "co-trimoxazole 480 mg PO BD Mon/Wed/Fri",
        "allopurinol 300 mg PO OD", "fluconazole 50 mg PO OD", "posaconazole 300 mg PO OD",
        "omeprazole 20 mg PO OD", "lansoprazole 30 mg OD", "paracetamol 1 g PO QDS PRN",
        "oxycodone MR 10 mg PO BD", "oxycodone IR 5 mg PO 4-hourly PRN", "morphine sulfate 2.5-5 mg SC PRN",
        "enoxaparin 40 mg SC OD", "apixaban 5 mg PO BD", "filgrastim 30 MU SC OD days 5-11",
        "pegfilgrastim 6 mg SC day 2", "senna 15 mg PO ON", "macrogol 1 sachet PO BD",
        "loperamide 2 mg PO after each loose stool (max 16 mg/day)", "chlorhexidine mouthwash 10 mL QDS",
        "levetiracetam 500 mg PO BD", "ciclosporin 125 mg PO BD (level-guided)",
        "prednisolone 40 mg PO OM", "imatinib 400 mg PO OD", "ibrutinib 420 mg PO OD",
        "lenalidomide 10 mg PO days 1-21", "hydroxycarbamide 500 mg PO OD", "tamoxifen 20 mg PO OD",
        "letrozole 2.5 mg PO OD", "midazolam 2.5 mg SC PRN", "haloperidol 0.5-1 mg SC PRN",
        "hyoscine butylbromide 20 mg SC PRN", "levomepromazine 6.25 mg SC PRN",
        "metformin 500 mg PO BD", "ramipril 5 mg PO OD", "atorvastatin 40 mg PO ON",
        "zoledronic acid 4 mg IV q4 weekly", "denosumab 120 mg SC q4 weekly", "folic acid 5 mg OD",
        "vitamin B12 1 mg IM 3-monthly", "valaciclovir 500 mg PO BD", "nystatin 1 mL QDS"]


def meds(ctx, d, n=None, header="Medications:"):
    r = ctx.r
    n = n or r.randint(3, 8)
    d.line(header)
    fmt = r.choice(["{i}. {m}", "- {m}", "  {m}"])
    for i, m in enumerate(r.sample(MEDS, n), 1):
        d.line(fmt.replace("{i}", str(i)).replace("{m}", m))


PROBLEMS = [("Diffuse large B-cell lymphoma", "C83.3"), ("Follicular lymphoma grade 2", "C82.1"),
            ("Classical Hodgkin lymphoma, nodular sclerosis", "C81.1"), ("Multiple myeloma", "C90.0"),
            ("Acute myeloid leukaemia", "C92.0"), ("Chronic lymphocytic leukaemia", "C91.1"),
            ("Chronic myeloid leukaemia, BCR-ABL positive", "C92.1"), ("Myelodysplastic syndrome", "D46.9"),
            ("Carcinoma of breast, upper outer quadrant", "C50.4"), ("Adenocarcinoma of rectum", "C20"),
            ("Non-small cell lung cancer, right upper lobe", "C34.1"), ("Carcinoma of prostate", "C61"),
            ("Malignant melanoma of trunk", "C43.5"), ("Squamous cell carcinoma of oesophagus", "C15.5"),
            ("Adenocarcinoma of pancreas, head", "C25.0"), ("High-grade serous carcinoma of ovary", "C56"),
            ("Glioblastoma, temporal lobe", "C71.2"), ("Head and neck SCC, oropharynx", "C10.9"),
            ("Immune thrombocytopenia", "D69.3"), ("Aplastic anaemia", "D61.9"),
            ("Mantle cell lymphoma", "C83.1"), ("Waldenstrom macroglobulinaemia", "C88.0"),
            ("Essential thrombocythaemia", "D47.3"), ("Polycythaemia vera", "D45")]
COMORB = [("Type 2 diabetes mellitus", "E11.9"), ("Hypertension", "I10"), ("COPD", "J44.9"),
          ("Atrial fibrillation", "I48.9"), ("Chronic kidney disease stage 3", "N18.3"),
          ("Hypothyroidism", "E03.9"), ("Osteoarthritis", "M19.9"), ("Depression", "F32.9"),
          ("Previous DVT", "Z86.7"), ("Ischaemic heart disease", "I25.9"), ("Gout", "M10.9"),
          ("Asthma", "J45.9"), ("Obesity", "E66.9"), ("Crohn's disease", "K50.9"),
          ("Parkinson's disease", "G20"), ("Bell's palsy (remote)", "G51.0"),
          ("Graves' disease, treated", "E05.0"), ("Barrett's oesophagus", "K22.7")]


def problems(ctx, d, n=None, header="Problem list:", cancer=True):
    r = ctx.r
    d.line(header)
    k = 1
    if cancer:
        dx = r.choice(PROBLEMS)
        d.line(f"1. {dx[0]} ({dx[1]}) - diagnosed {{dd}}", dd=ctx.date(ctx.d_before(60, 1500), r.choice(["monthy", "mony", "year", "dmy"])))
        k = 2
    for i, (c, code) in enumerate(r.sample(COMORB, n or r.randint(1, 4)), k):
        d.line(r.choice([f"{i}. {c} [{code}]", f"{i}. {c} ({code})", f"{i}. {c}"]))


# ---------------------------------------------------------------- signatures
def signature(ctx, d, p=None, role=None, lic=True):
    r = ctx.r
    p = p or ctx.cons
    role = role or r.choice(PL.STAFF_ROLES[:3] + ["Consultant Haematologist"])
    d.line()
    d.line(r.choice(["Yours sincerely,", "Kind regards,", "Signed:", "Electronically signed by", "Regards"]))
    d.line("{n}", n=dname(ctx, p, r.choice(["dr_full", "dr_init", "full"])))
    d.line(role)
    if lic and r.random() < 0.55:
        kind, num = ctx.license("med")
        d.line(kind + " {l}", l=P(num, "LICENSE"))
    if r.random() < 0.5:
        d.line("Secretary: {t}  Fax: {f}", t=P(ctx.ext_phone() if r.random() < 0.4 else ctx.phone(False), "PHONE"),
               f=P(ctx.phone(False), "FAX"))
    if r.random() < 0.4:
        d.line("Email: {e}", e=P(ctx.email(p), "EMAIL"))


def cc_block(ctx, d):
    r = ctx.r
    d.line()
    d.line("cc: {g}, {pr}, {tw}", g=dname(ctx, ctx.gp, r.choice(["dr_init", "dr_full"])),
           pr=P(ctx.gpprac, "HOSPITAL"), tw=P(ctx.town, "CITY"))
    if r.random() < 0.6:
        d.line("    {p} (patient)", p=pname(ctx, "title_full"))
    if r.random() < 0.4:
        d.line("    {x}, {h}", x=dname(ctx, None, "dr_full"), h=P(ctx.hosp2, "HOSPITAL"))


def transcription(ctx, d, author=None):
    r = ctx.r
    author = author or ctx.cons
    typist = ctx.staff()
    a = initials(author)
    t = initials(typist).lower()
    style = r.choice(["slash", "dt", "full"])
    if style == "slash":
        d.line("{a}/{t}", a=P(a, "DOCTOR"), t=P(t, "DOCTOR"))
    elif style == "dt":
        d.line("D: {dd}  T: {tt}  {a}/{t}", dd=ctx.date(ctx.today, "dmy"),
               tt=ctx.date(ctx.d_after(1, 4), "dmy"), a=P(a, "DOCTOR"), t=P(t, "DOCTOR"))
    else:
        d.line("Dictated by {a}, typed by {t} on {dd}", a=dname(ctx, author, "dr_init"),
               t=P(full(typist), "DOCTOR"), dd=ctx.date(ctx.d_after(0, 3), r.choice(["dmy", "dmon"])))


def header(ctx, d, title, dept=None):
    r = ctx.r
    h = ctx.hosp
    style = r.choice(["upper", "plain", "bar"])
    if style == "upper":
        d.line("{h}", h=P(h.upper(), "HOSPITAL"))
        d.line((dept or "Department of Haematology").upper())
    elif style == "plain":
        d.line("{h} - " + (dept or "Cancer Services"), h=P(h, "HOSPITAL"))
    else:
        d.line("=" * 60)
        d.line("{h}  |  " + (dept or "Oncology"), h=P(h, "HOSPITAL"))
        d.line("=" * 60)
    if r.random() < 0.55:
        d.line("{a}, {t}   Tel {p}", a=P(ctx.street(), "STREET"), t=P(r.choice(PL.TOWNS[ctx.c]), "CITY"),
               p=P(ctx.phone(False), "PHONE"))
    d.line(title)
    d.line()
