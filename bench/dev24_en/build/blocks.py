"""Shared note building blocks: case set-up, headers, social/family history, signatures, cc lists."""
from core import P, num_words

US_LIKE = ("US", "CA")


class Case:
    def __init__(self, ctx, amin=18, amax=90, sex=None):
        r = ctx.r
        self.ctx = ctx
        self.pt = ctx.person("PATIENT", sex=sex)
        self.vd = ctx.visit_date()
        self.age = r.randint(amin, amax)
        self.birth = ctx.dob_for_age(self.vd, self.age)
        self.age = ctx.age_on(self.birth, self.vd)
        self.addr = ctx.address()
        self.mrn = ctx.mrn_raw()
        self.nhn = ctx.national_health_no()
        if ctx.loc == "US" and self.age < 65:
            ins, mem, grp = ctx.healthplan()
            self.nhn = (r.choice(["Member ID", "Ins ID", "Policy #", "Subscriber ID"]), mem, "HEALTHPLAN")
        self.site = ctx.hospital()
        self.doc = ctx.doctor()
        self.gp = ctx.doctor()
        self.practice = ctx.clinic()
        self.acct = ctx.account()

    # wording by locale
    @property
    def gp_word(self):
        return {"US": "PCP", "CA": "family physician", "UK": "GP", "AU": "GP", "IE": "GP", "NZ": "GP",
                "IN": "family physician"}[self.ctx.loc]

    def sex_word(self):
        return "male" if self.pt.sex == "M" else "female"

    def age_phrase(self):
        r, a = self.ctx.r, self.ctx.age(self.age)
        s = self.pt.sex
        return r.choice([f"{a}-year-old {self.sex_word()}", f"{a} yo {s}", f"{a}yo {'man' if s == 'M' else 'woman'}",
                         f"{a} y/o {s}", f"{a}{s}", f"{a} year old {'gentleman' if s == 'M' else 'lady'}",
                         f"{a}-year-old {'man' if s == 'M' else 'woman'}"])

    def nhn_field(self):
        lab, val, typ = self.nhn
        return f"{lab}: {P(typ, val)}"

    def dob(self, style=None):
        return self.ctx.D(self.birth, style)

    def vdate(self, style=None):
        return self.ctx.D(self.vd, style)


def header(ctx, c, title, extra=()):
    """Patient header in one of several layouts. extra: list of (label, marked value)."""
    r = ctx.r
    lay = r.randrange(5)
    pt = c.pt
    ex = list(extra)
    if r.random() < 0.3:
        lab, v = ctx.ssn()
        ex.append((lab, P("SSN", v)))
    if r.random() < 0.15:
        ex.append(("Portal user", ctx.username(pt)))
    if lay == 0:
        lines = [title.upper(), f"Patient: {pt.rev_caps()}    DOB: {c.dob()}    Age: {ctx.age(c.age)}    Sex: {pt.sex}",
                 f"MRN: {P('MRN', c.mrn)}    {c.nhn_field()}", f"Date of service: {c.vdate()}    Location: {c.site}"]
        if r.random() < 0.6:
            lines.append(f"Address: {c.addr['line']}")
        if r.random() < 0.7:
            lines.append(f"Phone: {ctx.phone()}")
        lines += [f"{k}: {v}" for k, v in ex]
        return "\n".join(lines) + "\n"
    if lay == 1:
        head = "| Name | DOB | MRN | Visit date |\n|---|---|---|---|\n"
        row = f"| {pt.rev()} | {c.dob()} | {P('MRN', c.mrn)} | {c.vdate()} |\n"
        tail = "".join(f"{k}: {v}\n" for k, v in ex)
        return f"{c.site} — {title}\n\n{head}{row}\n{c.nhn_field()}\n{tail}"
    if lay == 2:
        s = (f"{title}\n{'=' * len(title)}\nName:      {pt.full_mi()}\nD.O.B.:    {c.dob()} ({ctx.age(c.age)} yrs)\n"
             f"Hosp no:   {P('MRN', c.mrn)}\n{c.nhn_field()}\nEncounter: {P('ACCOUNT', c.acct)}\n"
             f"Seen:      {c.vdate()} at {c.site}\n")
        s += "".join(f"{k}: {v}\n" for k, v in ex)
        return s
    if lay == 3:
        s = (f"{title} | Pt: {pt.full()} ({ctx.age(c.age)}{pt.sex}) | MRN {P('MRN', c.mrn)} | DOS {c.vdate()} | "
             f"Acct {P('ACCOUNT', c.acct)}\n")
        s += "".join(f"{k}: {v}\n" for k, v in ex)
        return s
    s = (f"{c.site}\n{title}\n\nRE: {pt.caps_last()}\nDOB {c.dob()}  |  {c.nhn_field()}  |  MRN {P('MRN', c.mrn)}\n"
         f"{c.addr['multi']}\n")
    if r.random() < 0.5:
        s += f"Mobile: {ctx.phone('mobile')}\n"
    s += f"Clinic date: {c.vdate()}\n"
    s += "".join(f"{k}: {v}\n" for k, v in ex)
    return s


def letter_head(ctx, c, dept):
    """Clinic letter opening to the GP/PCP."""
    r = ctx.r
    a = ctx.address()
    lines = [f"{c.site}", f"Department of {dept}", f"{a['street']}, {a['city']} {a.get('zip')}",
             f"Tel: {ctx.phone('land')}   Fax: {ctx.fax()}", ""]
    lines.append(f"Date dictated: {c.vdate()}   Date typed: {ctx.D(ctx.days(c.vd, r.randrange(1, 9)))}")
    lines.append("")
    lines.append(f"{c.gp.dr(full=True)}")
    lines.append(f"{c.practice}")
    pa = ctx.address()
    lines.append(pa["multi"])
    lines.append("")
    lines.append(f"Dear {c.gp.dr()},")
    lines.append("")
    lines.append(f"Re: {c.pt.full_mi()}, DOB {c.dob()}, {c.nhn_field()}")
    lines.append(f"    {c.addr['line']}")
    return "\n".join(lines) + "\n"


def social(ctx, c, depth=2):
    r = ctx.r
    pt = c.pt
    he, his, him = pt.pron()
    bits = []
    rel = r.choice(["wife", "husband", "partner", "daughter", "son", "mother", "flatmate"])
    fam = ctx.person("FAMILY", sex="F" if rel in ("wife", "daughter", "mother") else ("M" if rel in ("husband", "son") else None))
    if c.age >= 67:
        bits.append(f"Retired {ctx.prof()} (previously at {ctx.org()}).")
    elif c.age < 18:
        bits.append(f"Attends {ctx.school()}; {his} mother works as a {ctx.prof()}.")
    else:
        bits.append(r.choice([f"Works as a {ctx.prof()} at {ctx.org()}.", f"Occupation: {ctx.prof()}.",
                              f"Employed as {ctx.prof()} ({ctx.org()}), full time.", f"{he.capitalize()} is a {ctx.prof()}."]))
    bits.append(r.choice([f"Lives with {his} {rel} {fam.full()} in {ctx.town()}.", f"Lives with {rel} ({fam.first()}).",
                          f"Lives alone; {rel} {fam.full()} lives nearby and visits daily.",
                          f"Lives in a house in {ctx.town()} with {his} {rel}, {fam.first()}."]))
    if depth > 1:
        bits.append(r.choice(["Never smoker.", "Ex-smoker, 20 pack-years, quit 10 years ago.", "Current smoker, 10/day.",
                              "Vapes daily.", "Non-smoker."]))
        bits.append(r.choice(["Alcohol: 4-6 units/week.", "Etoh: social.", "No alcohol.", "Drinks about 20 units/week.",
                              "Occasional wine."]))
    if depth > 2 and r.random() < 0.5:
        bits.append(f"Born in {ctx.country()}; moved here in {ctx.D(ctx.days(c.vd, -r.randrange(800, 9000)), 'year')}.")
    return " ".join(bits), fam


def family_history(ctx, c, conds=("type 2 diabetes", "MI", "stroke", "bowel cancer", "hypertension", "CKD")):
    r = ctx.r
    out = []
    for rel in r.sample(["Mother", "Father", "Brother", "Sister", "Maternal grandmother", "Paternal uncle"], r.randrange(2, 4)):
        cond = r.choice(conds)
        if r.random() < 0.4:
            out.append(f"{rel} died aged {ctx.age(r.randrange(55, 95))} ({cond})")
        elif r.random() < 0.5:
            sx = "F" if rel in ("Mother", "Sister", "Maternal grandmother") else "M"
            out.append(f"{rel} {ctx.person('FAMILY', sex=sx).first()} ({ctx.age(r.randrange(30, 90))}) — {cond}")
        else:
            out.append(f"{rel}: {cond}, diagnosed at {ctx.age(r.randrange(35, 80))}")
    return "; ".join(out) + "."


def signature(ctx, c, doc=None, role=None):
    r = ctx.r
    doc = doc or c.doc
    role = role or r.choice(["Consultant", "Attending physician", "Specialty registrar", "Nurse practitioner",
                             "Clinical nurse specialist", "Staff physician"])
    lab, num = ctx.license(True)
    d = ctx.D(ctx.days(c.vd, r.randrange(0, 3)))
    lay = r.randrange(6)
    if lay == 0:
        return f"Electronically signed by {doc.full()}, MD on {d} {r.randrange(7, 19):02d}:{r.randrange(0, 60):02d}\n"
    if lay == 1:
        return f"\n{doc.dr(full=True)}\n{role}\n{lab} {P('LICENSE', num)}\n"
    if lay == 2:
        dict_by = ctx.doctor()
        return (f"\nYours sincerely,\n\n\n{doc.dr(full=True)}\n{role}\n\nDictated but not read. "
                f"DD/{dict_by.initials_lc()}  DT {d}\n")
    if lay == 3:
        scribe = ctx.doctor()
        return (f"\nScribed by {scribe.full()} for {doc.dr()}. I have reviewed the documentation and agree.\n"
                f"— {doc.init_last()}, {r.choice(['MD', 'DO', 'MBBS', 'FRACP', 'MRCP'])} | {lab} {P('LICENSE', num)} | {d}\n")
    if lay == 4:
        return f"\nSigned: {doc.full()} ({role}) — bleep {ctx.pager()} — {d}\n"
    return f"\n{doc.caps_last()} | {role}\nEmail: {ctx.email(doc, 'work')}\n"


def cc_block(ctx, c, extra_fam=None):
    r = ctx.r
    items = [f"{c.gp.dr(full=True)}, {c.practice}" + (f", Fax {ctx.fax()}" if r.random() < 0.5 else "")]
    if r.random() < 0.6:
        items.append(f"Patient — {c.addr['line']}")
    if r.random() < 0.4:
        o = ctx.doctor()
        items.append(f"{o.dr()}, {ctx.hospital()}")
    if extra_fam is not None and r.random() < 0.5:
        items.append(f"{extra_fam.full()} (next of kin)")
    sep = r.choice(["\n    ", "; "])
    return "cc: " + sep.join(items) + "\n"


def results_table(ctx, c, tests, n_rows=3, acc_prefix=None, pipe=None, back=200, end=None):
    """tests: list of (name, unit, lo, hi, fmt). Returns marked table with dates and accession nos."""
    r = ctx.r
    pipe = r.random() < 0.5 if pipe is None else pipe
    end = end or c.vd
    dates = sorted({ctx.days(end, -r.randrange(0, back)) for _ in range(n_rows)})
    out = []
    st = ctx.pick_style()
    if pipe:
        out.append("| Date | Accession | " + " | ".join(f"{t[0]} ({t[1]})" if t[1] else t[0] for t in tests) + " |")
        out.append("|" + "---|" * (len(tests) + 2))
    for d in dates:
        vals = []
        for name, unit, lo, hi, f in tests:
            v = r.uniform(lo, hi)
            vals.append(f.format(v))
        acc = P("IDNUM", ctx.accession(acc_prefix))
        if pipe:
            out.append(f"| {ctx.D(d, st)} | {acc} | " + " | ".join(vals) + " |")
        else:
            out.append(f"{ctx.D(d, st)} (acc {acc}): " + ", ".join(f"{t[0]} {v}{(' ' + t[1]) if t[1] else ''}" for t, v in zip(tests, vals)))
    return "\n".join(out) + "\n"


def meds_list(ctx, meds):
    r = ctx.r
    chosen = r.sample(meds, min(len(meds), r.randrange(3, 7)))
    bullet = r.choice(["- ", "• ", "* ", ""])
    return "".join(f"{bullet}{m}\n" for m in chosen)


def wordsage(ctx, n):
    return P("AGE", num_words(n))
